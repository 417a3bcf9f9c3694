import Foundation
import Testing
import Graphics
import Typography
import GraphicsScenes
import WidgetPreviewDev
import WidgetSnapshotTesting

/// Our two printers of one DisplayList must draw the same picture: the test scene (every operation) is
/// rasterized by us and, as our SVG, by resvg; pixelmatch (threshold 0.1, anti-aliased pixels forgiven)
/// may find at most 0.1% of pixels different.
@Suite(.enabled(if: ResvgRenderer.isAvailable, "resvg_py is not installed (run `make deps`)"))
struct GraphicsOracleTests {
    static let engine: TypeSetter? = try? TypeSetter.shared()

    @Test(arguments: [1.0, 2.0, 3.0])
    func testSceneAgreesWithResvg(scale: Double) throws {
        let engine = try #require(Self.engine, "the bundled fonts must load")
        let list = GraphicsTestScene.displayList(text: engine)
        let ours = try RasterBackend.render(list, scale: scale)
        let theirs = try ResvgRenderer.bitmap(svg: SVGBackend.render(list, title: "Graphics test scene"), zoom: scale)
        #expect(theirs.width == ours.width && theirs.height == ours.height)
        let result = try Pixelmatch.compare(ours, theirs, options: PixelmatchOptions(threshold: 0.1), writeDiff: true)
        let allowed = ours.width * ours.height / 1000
        if result.mismatched > allowed, let diff = result.diff {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("widgetpreview-oracle")
            try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for (name, image) in [("ours", ours), ("resvg", theirs), ("diff", diff)] {
                try? PNGCodec.encode(image).write(to: folder.appendingPathComponent("scene@\(Int(scale))x-\(name).png"))
            }
            Issue.record("resvg differs from our PNG in \(result.mismatched) pixels (allowed \(allowed)); images in \(folder.path)")
        }
    }
}
