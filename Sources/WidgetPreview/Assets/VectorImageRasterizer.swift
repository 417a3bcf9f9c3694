import AssetCatalog
import Foundation
import Graphics

/// A vector image set's SVG drawn by our own renderer: the parsed shapes become a DisplayList (paths,
/// solid and gradient paints, strokes) rasterized at the render's scale, so it is as sharp as a bitmap
/// exported at that scale.
enum VectorImageRasterizer {
    /// Largest side in points a vector asset may have (a hostile file cannot ask for a huge canvas).
    static let maxSide = 2048.0

    static func rasterize(contentsOf url: URL, scale: Double) throws -> (Bitmap, [AssetCatalogIssue]) {
        let data = try Data(contentsOf: url)
        let (document, issues) = try SVGAssetParser.parse(data, file: url.path)
        guard document.width > 0, document.height > 0, document.width <= maxSide, document.height <= maxSide else {
            throw AssetCatalogIssue(file: url.path, keyPath: "svg",
                                    message: "the size \(document.width)×\(document.height) is not between 0 and \(Int(maxSide)) points; set width/height or viewBox")
        }
        return (try RasterBackend.render(displayList(of: document), scale: scale), issues)
    }

    static func displayList(of document: SVGAssetDocument) -> DisplayList {
        var items: [DisplayItem] = []
        for shape in document.shapes {
            let m = transform(shape.transform)
            let local = path(shape.path)
            let drawn = local.applying(m)
            let bounds = local.controlBounds
            if let fill = shape.fill {
                items.append(.fill(drawn, paint(fill, bounds: bounds, to: m, opacity: shape.opacity), shape.fillEvenOdd ? .evenOdd : .nonZero))
            }
            if let stroke = shape.stroke, shape.strokeWidth > 0 {
                // The path is already in document space, so the width is scaled by the transform's mean scale.
                let widthScale = abs(m.determinant).squareRoot()
                let options = StrokeOptions(width: shape.strokeWidth * widthScale,
                                            cap: StrokeOptions.Cap(rawValue: shape.lineCap) ?? .butt,
                                            join: StrokeOptions.Join(rawValue: shape.lineJoin) ?? .miter,
                                            miterLimit: shape.miterLimit)
                items.append(.stroke(drawn, paint(stroke, bounds: bounds, to: m, opacity: shape.opacity), options))
            }
        }
        return DisplayList(size: Size(document.width, document.height), items: items)
    }

    static func transform(_ m: SVGMatrix) -> Transform { Transform(a: m.a, b: m.b, c: m.c, d: m.d, tx: m.e, ty: m.f) }

    static func path(_ commands: [SVGPathCommand]) -> VectorPath {
        var p = VectorPath()
        for command in commands {
            switch command {
            case .move(let x, let y): p.move(to: Point(x, y))
            case .line(let x, let y): p.line(to: Point(x, y))
            case .quad(let cx, let cy, let x, let y): p.quad(to: Point(x, y), control: Point(cx, cy))
            case .cubic(let c1x, let c1y, let c2x, let c2y, let x, let y):
                p.cubic(to: Point(x, y), control1: Point(c1x, c1y), control2: Point(c2x, c2y))
            case .close: p.close()
            }
        }
        return p
    }

    /// A paint in document space: gradient geometry goes from the unit box (object bounding box units) or
    /// user space through the gradient's own transform and the shape's.
    static func paint(_ paint: SVGAssetPaint, bounds: Rect, to shapeTransform: Transform, opacity: Double) -> Paint {
        func stops(_ s: [SVGGradientStop]) -> GradientStops {
            GradientStops(s.map { .init(color: RGBAColor(red: $0.red, green: $0.green, blue: $0.blue, alpha: $0.alpha * opacity), location: $0.offset) })
        }
        func space(_ bbox: Bool, _ own: SVGMatrix) -> Transform {
            let unit = bbox ? Transform(a: bounds.width, b: 0, c: 0, d: bounds.height, tx: bounds.minX, ty: bounds.minY) : .identity
            return transform(own).concatenating(unit).concatenating(shapeTransform)
        }
        switch paint {
        case .color(let r, let g, let b, let a):
            return .solid(RGBAColor(red: r, green: g, blue: b, alpha: a * opacity))
        case .linear(let s, let x1, let y1, let x2, let y2, let bbox, let own):
            let t = space(bbox, own)
            return .linearGradient(stops(s), start: t.apply(Point(x1, y1)), end: t.apply(Point(x2, y2)))
        case .radial(let s, let cx, let cy, let r, let bbox, let own):
            return .radialGradient(stops(s), center: Point(cx, cy), radius: r, transform: space(bbox, own))
        }
    }
}
