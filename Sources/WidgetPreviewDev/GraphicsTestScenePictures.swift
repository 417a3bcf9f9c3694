import Foundation
import Graphics
import GraphicsScenes
import Typography
import WidgetPreviewCLI

/// The graphics test scene in WidgetPreview's own gallery: PNG at 1x, 2x and 3x and the SVG once (it is
/// resolution-independent), in `GraphicsTestScene/`, which `gallery --prune` never looks into.
enum GraphicsTestScenePictures {
    static let gallery = GalleryExtraPictures(
        heading: "Graphics test scene",
        indexLine: "<img src=\"GraphicsTestScene/scene.svg\" alt=\"The graphics test scene: every DisplayList operation\">",
        pictureStems: (1...3).map { "GraphicsTestScene/scene@\($0)x" },
        draw: pictures(text:))

    @Sendable static func pictures(text: TypeSetter) throws -> [EncodedPicture] {
        let list = GraphicsTestScene.displayList(text: text)
        var pictures: [EncodedPicture] = []
        for scale in [1, 2, 3] {
            let png = try PNGCodec.encode(RasterBackend.render(list, scale: Double(scale)))
            let svg = scale == 1 ? ("GraphicsTestScene/scene.svg", Data(SVGBackend.render(list, title: "WidgetPreview graphics test scene").utf8)) : nil
            pictures.append(EncodedPicture(pngPath: "GraphicsTestScene/scene@\(scale)x.png", png: png, svg: svg))
        }
        return pictures
    }
}
