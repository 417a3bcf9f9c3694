@testable import Graphics

/// Small builders shared by the raster tests.
enum RasterTest {
    static func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double, clockwise: Bool = true) -> VectorPath {
        var p = VectorPath()
        p.move(to: Point(x, y))
        if clockwise {
            p.line(to: Point(x + w, y)); p.line(to: Point(x + w, y + h)); p.line(to: Point(x, y + h))
        } else {
            p.line(to: Point(x, y + h)); p.line(to: Point(x + w, y + h)); p.line(to: Point(x + w, y))
        }
        p.close()
        return p
    }

    static func circle(_ cx: Double, _ cy: Double, _ r: Double) -> VectorPath {
        let k = 0.5522847498 * r
        var p = VectorPath()
        p.move(to: Point(cx + r, cy))
        p.cubic(to: Point(cx, cy + r), control1: Point(cx + r, cy + k), control2: Point(cx + k, cy + r))
        p.cubic(to: Point(cx - r, cy), control1: Point(cx - k, cy + r), control2: Point(cx - r, cy + k))
        p.cubic(to: Point(cx, cy - r), control1: Point(cx - r, cy - k), control2: Point(cx - k, cy - r))
        p.cubic(to: Point(cx + r, cy), control1: Point(cx + k, cy - r), control2: Point(cx + r, cy - k))
        p.close()
        return p
    }

    static func line(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> VectorPath {
        var p = VectorPath()
        p.move(to: Point(x0, y0))
        p.line(to: Point(x1, y1))
        return p
    }

    static func alpha(_ b: Bitmap, _ x: Int, _ y: Int) -> Int { Int(b[x, y].a) }

    static func render(_ w: Double, _ h: Double, scale: Double = 1, _ items: [DisplayItem]) throws -> Bitmap {
        try RasterBackend.render(DisplayList(size: Size(w, h), items: items), scale: scale)
    }

    static let black = Paint.solid(.black)
    static let white = Paint.solid(.white)

    /// A scene that touches every item kind: used for determinism and for looking at.
    static func scene() -> DisplayList {
        var list = DisplayList(size: Size(170, 170))
        var items: [DisplayItem] = []
        items.append(.fill(rect(0, 0, 170, 170), .solid(RGBAColor(r8: 245, g8: 245, b8: 250)), .nonZero))
        items.append(.fill(rect(10, 10, 70, 40), .linearGradient(GradientStops(evenlySpaced: [
            RGBAColor(r8: 255, g8: 59, b8: 48), RGBAColor(r8: 0, g8: 122, b8: 255)]),
            start: Point(10, 10), end: Point(80, 50)), .nonZero))
        items.append(.fill(circle(125, 30, 22), .radialGradient(GradientStops(evenlySpaced: [.white, RGBAColor(r8: 52, g8: 199, b8: 89)]),
            center: Point(118, 24), radius: 28), .nonZero))
        items.append(.fill(circle(40, 90, 25), .angularGradient(GradientStops(evenlySpaced: [
            RGBAColor(r8: 255, g8: 0, b8: 0), RGBAColor(r8: 255, g8: 255, b8: 0), RGBAColor(r8: 0, g8: 0, b8: 255)]),
            center: Point(40, 90), startAngle: 0, endAngle: 2 * Double.pi), .nonZero))
        var arc = VectorPath()
        arc.move(to: Point(95, 110))
        arc.cubic(to: Point(155, 110), control1: Point(95, 70), control2: Point(155, 70))
        items.append(.stroke(arc, .solid(RGBAColor(r8: 255, g8: 149, b8: 0)), StrokeOptions(width: 8, cap: .round)))
        var zig = VectorPath()
        zig.move(to: Point(90, 130)); zig.line(to: Point(105, 150)); zig.line(to: Point(120, 130)); zig.line(to: Point(135, 150))
        items.append(.stroke(zig, black, StrokeOptions(width: 4, cap: .square, join: .miter)))
        items.append(.stroke(line(10, 160, 160, 160), .solid(RGBAColor(r8: 88, g8: 86, b8: 214)),
                             StrokeOptions(width: 3, cap: .round, dash: [0, 7])))
        items.append(.pushClip(circle(140, 140, 18), .nonZero))
        items.append(.pushLayer(Layer(opacity: 0.6, blendMode: .multiply)))
        items.append(.fill(rect(120, 120, 40, 40), .solid(RGBAColor(r8: 255, g8: 45, b8: 85)), .nonZero))
        items.append(.popLayer)
        items.append(.popClip)
        items.append(.pushLayer(Layer(filters: [.shadow(color: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.5), radius: 3, dx: 2, dy: 2)])))
        var ring = circle(40, 140, 14)
        ring.append(circle(40, 140, 8))
        items.append(.fill(ring, .solid(RGBAColor(r8: 175, g8: 82, b8: 222)), .evenOdd))
        items.append(.popLayer)
        var checker = [UInt8]()
        for y in 0..<32 { for x in 0..<32 {
            let on = (x / 4 + y / 4) % 2 == 0
            checker += on ? [255, 204, 0, 255] : [0, 0, 0, 128]
        } }
        let image = ImageSource(bitmap: Bitmap(width: 32, height: 32, pixels: checker))
        items.append(.image(ImageDraw(source: image, rect: Rect(x: 100, y: 55, width: 20, height: 20),
                                      transform: .rotation(0.2), opacity: 0.9)))
        items.append(.pushLayer(Layer(filters: [.blur(radius: 1.5)])))
        items.append(.fill(rect(70, 60, 15, 15), black, .nonZero))
        items.append(.popLayer)
        list.items = items
        return list
    }
}
