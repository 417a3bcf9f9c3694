import Foundation
import Testing
import Graphics
import WidgetPreview
@testable import WidgetSnapshotTesting

/// Goldens record which fonts drew them: the SVG's glyph ids name each face (and a variable font's
/// instance), and a check whose image was drawn with other fonts than its golden says which.
@Suite("Goldens record their fonts")
struct GoldenFontsTests {
    static func svg(_ faces: [String]) -> String {
        "<svg xmlns=\"http://www.w3.org/2000/svg\"><defs>"
            + faces.enumerated().map { "<path id=\"wp1a2b-g-\($1).g\($0 + 3)\" d=\"M0 0h1v1z\"/>" }.joined()
            + "<linearGradient id=\"wp1a2b-grad-1\"/></defs></svg>\n"
    }

    @Test("the faces of an SVG, from its glyph ids; other ids are not faces")
    func facesOfAnSVG() {
        #expect(SVGFontFaces.names(in: Self.svg(["Inter-Regular", "SF-Pro-wght400-opsz15", "Inter-Regular"]))
                == ["Inter-Regular", "SF-Pro-wght400-opsz15"])
        #expect(SVGFontFaces.names(in: "<svg><rect id=\"wp-bg\"/><image id=\"wp-img-logo.g2x\"/></svg>") == [])
    }

    @Test("an image drawn with other fonts fails naming the golden's faces and the image's")
    func otherFontsNamed() throws {
        let folder = try TemporaryFolder()
        let settings = SnapshotSettings(record: .never, tolerance: .exact, snapshotRoot: folder.snapshots,
                                        artifactsRoot: folder.artifacts, packageRoot: nil, backend: .live,
                                        environment: SnapshotEnvironment([:]))
        let name = GoldenName(folders: ["Fonts", "case"], variant: Harness.small)
        let location = try GoldenLocation(root: folder.snapshots, name: name)
        let bitmap = BadGoldenTests.actual
        try AtomicFileWriter().write(try PNGCodecAdapter().encodePNG(bitmap), to: location.png)
        try AtomicFileWriter().write(Data(Self.svg(["Inter-Regular", "Inter-Bold"]).utf8), to: location.svg)
        let verifier = SnapshotVerifier(settings: settings, acceptCommand: "swift test")
        let other = verifier.verify(SnapshotImage(bitmap: bitmap, svg: Self.svg(["SF-Pro-wght400-opsz15", "Inter-Bold"])),
                                    name: name, test: "case")
        #expect(other.problems.contains(.fonts(golden: ["Inter-Bold", "Inter-Regular"], actual: ["Inter-Bold", "SF-Pro-wght400-opsz15"])))
        #expect(other.message?.contains("the golden with Inter-Regular, this image with SF-Pro-wght400-opsz15") == true)
        // Same fonts, other SVG text: no font problem.
        let same = verifier.verify(SnapshotImage(bitmap: bitmap, svg: Self.svg(["Inter-Regular", "Inter-Bold"]).replacingOccurrences(of: "</svg>", with: "<rect width=\"1\" height=\"1\"/></svg>")),
                                   name: name, test: "case")
        #expect(same.failed && !same.problems.contains { if case .fonts = $0 { return true } else { return false } })
    }
}
