import Foundation
import FuzzSupport
import Graphics

/// Builds a DisplayList of up to 24 items from fuzz bytes, structured so that most inputs draw something
/// on the canvas: every item kind, every paint and filter, shapes from every path builder (rounded
/// rectangles of both corner styles, ellipses, capsules, arcs, trimmed paths) as well as raw elements,
/// strokes with every cap and join, miter limits and dashes, nested clips and layers. Numbers are mostly
/// canvas-sized (`FuzzInput.coordinate()`, `length()`), sometimes hostile (NaN, ∞, 1e300, …); text mixes
/// scripts, emoji sequences and controls (`sampleText()`). Lists may be unbalanced on purpose: both
/// backends promise to draw those leniently.
///
/// The decoding changed when the seed corpus was made (issue 19); reproducers found before that replay
/// through their regression tests, which hold the decoded values.
enum FuzzDisplayList {
    static func make(_ input: inout FuzzInput) -> DisplayList {
        let size = input.choice(4) == 0 ? Size(input.number(), input.number())
                                        : Size(Double(1 + input.choice(64)), Double(1 + input.choice(64)))
        var list = DisplayList(size: size)
        for _ in 0..<input.choice(25) where !input.isExhausted {
            list.append(item(&input))
        }
        return list
    }

    static func item(_ input: inout FuzzInput) -> DisplayItem {
        switch input.choice(12) {
        case 0: return .fill(path(&input), paint(&input), input.bool() ? .evenOdd : .nonZero)
        case 1, 2: return .stroke(path(&input), paint(&input), stroke(&input))
        case 3: return .glyphRun(glyphRun(&input))
        case 4: return .image(image(&input))
        case 5: return .pushClip(path(&input), input.bool() ? .evenOdd : .nonZero)
        case 6: return .popClip
        case 7:
            let filters = (0..<input.choice(4)).map { _ in filter(&input) }
            return .pushLayer(Layer(opacity: input.unitOrSpecial(),
                                    blendMode: BlendMode.allCases[input.choice(BlendMode.allCases.count)], filters: filters))
        case 8: return .popLayer
        case 9:
            let kinds: [GroupKind] = [.accentable, .containerBackground, .label(input.sampleText()),
                                      .accentedImages(.desaturated), .accentedImages(.fullColor), .knockout]
            return .beginGroup(kinds[input.choice(kinds.count)])
        case 10: return .endGroup
        default: return .fill(path(&input), paint(&input), .nonZero)
        }
    }

    static func point(_ input: inout FuzzInput) -> Point { Point(input.coordinate(), input.coordinate()) }

    static func rect(_ input: inout FuzzInput) -> Rect {
        Rect(x: input.coordinate(), y: input.coordinate(), width: input.length(), height: input.length())
    }

    /// A path from one of the builders, possibly transformed or trimmed, or raw elements; up to four
    /// joined (`depth` bounds the recursion, which zero bytes past the input's end would not).
    static func path(_ input: inout FuzzInput, depth: Int = 0) -> VectorPath {
        var path: VectorPath
        let style: CornerStyle = input.bool() ? .continuous : .circular
        switch input.choice(8) {
        case 0: path = .rect(rect(&input))
        case 1: path = .roundedRect(rect(&input), radius: input.length(), style: style)
        case 2:
            path = .roundedRect(rect(&input), radii: CornerRadii(topLeft: input.length(), topRight: input.length(),
                                                                  bottomRight: input.length(), bottomLeft: input.length()),
                                style: style)
        case 3: path = input.bool() ? .ellipse(in: rect(&input)) : .capsule(in: rect(&input), style: style)
        case 4:
            path = VectorPath()
            if input.bool() { path.move(to: point(&input)) }
            path.addArc(center: point(&input), radius: input.length(), startAngle: input.coordinate() / 16,
                        endAngle: input.coordinate() / 16, clockwise: input.bool())
            if input.bool() { path.close() }
        default: path = elements(&input)
        }
        if input.choice(4) == 0 { path = path.applying(transform(&input)) }
        if input.choice(6) == 0 { path = path.trimmed(from: input.unitOrSpecial(), to: input.unitOrSpecial()) }
        if depth < 3, input.choice(6) == 0 { path.append(self.path(&input, depth: depth + 1)) }
        return path
    }

    /// Up to 16 raw elements (a close or a curve without a move first included).
    static func elements(_ input: inout FuzzInput) -> VectorPath {
        var elements: [VectorPath.Element] = []
        for _ in 0..<input.choice(17) {
            switch input.choice(5) {
            case 0: elements.append(.move(point(&input)))
            case 1: elements.append(.line(point(&input)))
            case 2: elements.append(.quad(point(&input), point(&input)))
            case 3: elements.append(.cubic(point(&input), point(&input), point(&input)))
            default: elements.append(.close)
            }
        }
        return VectorPath(elements: elements)
    }

    static func color(_ input: inout FuzzInput) -> RGBAColor {
        RGBAColor(red: input.unitOrSpecial(), green: input.unitOrSpecial(), blue: input.unitOrSpecial(),
                  alpha: input.choice(4) == 0 ? 1 : input.unitOrSpecial())
    }

    static func stops(_ input: inout FuzzInput) -> GradientStops {
        GradientStops((0..<input.choice(6)).map { _ in
            GradientStops.Stop(color: color(&input), location: input.unitOrSpecial())
        })
    }

    static func transform(_ input: inout FuzzInput) -> Transform {
        switch input.choice(5) {
        case 0: return .identity
        case 1: return .scale(input.coordinate() / 32, input.coordinate() / 32)
        case 2: return Transform(a: 1, b: 0, c: 0, d: 1, tx: input.coordinate(), ty: input.coordinate())
        case 3:
            let a = input.coordinate() / 16
            return Transform(a: cos(a), b: sin(a), c: -sin(a), d: cos(a),
                             tx: input.coordinate(), ty: input.coordinate())
        default:
            return Transform(a: input.number(), b: input.number(), c: input.number(),
                             d: input.number(), tx: input.number(), ty: input.number())
        }
    }

    static func paint(_ input: inout FuzzInput) -> Paint {
        switch input.choice(6) {
        case 0: return .linearGradient(stops(&input), start: point(&input), end: point(&input))
        case 1: return .radialGradient(stops(&input), center: point(&input), radius: input.length(),
                                       transform: transform(&input))
        case 2: return .angularGradient(stops(&input), center: point(&input), startAngle: input.coordinate() / 16,
                                        endAngle: input.coordinate() / 16)
        default: return .solid(color(&input))
        }
    }

    static func stroke(_ input: inout FuzzInput) -> StrokeOptions {
        StrokeOptions(width: input.choice(4) == 0 ? input.length() * 8 : input.length() / 4,
                      cap: [.butt, .round, .square][input.choice(3)],
                      join: [.miter, .round, .bevel][input.choice(3)],
                      miterLimit: input.choice(4) == 0 ? input.number() : Double(input.choice(64)) / 4,
                      dash: (0..<input.choice(6)).map { _ in input.length() / 2 }, dashPhase: input.coordinate())
    }

    static func filter(_ input: inout FuzzInput) -> LayerFilter {
        switch input.choice(4) {
        case 0:
            let count = input.choice(4) == 0 ? input.choice(25) : 20
            return .colorMatrix((0..<count).map { _ in input.choice(4) == 0 ? input.number() : input.coordinate() / 64 })
        case 1: return .blur(radius: input.length() / 4)
        default: return .shadow(color: color(&input), radius: input.length() / 4, dx: input.coordinate() / 8,
                                dy: input.coordinate() / 8)
        }
    }

    static func glyphRun(_ input: inout FuzzInput) -> GlyphRun {
        let glyphs = (0..<input.choice(6)).map { _ in
            PlacedGlyph(outline: GlyphOutline(key: input.sampleText(), path: path(&input).applying(.scale(1 / 16))),
                        origin: point(&input))
        }
        return GlyphRun(text: input.sampleText(), fontName: input.text(), size: input.length(), glyphs: glyphs,
                        paint: paint(&input), transform: transform(&input))
    }

    static func image(_ input: inout FuzzInput) -> ImageDraw {
        let width = input.choice(9), height = input.choice(9)
        let pixels = (0..<(width * height * 4)).map { _ in input.byte() }
        return ImageDraw(source: ImageSource(bitmap: Bitmap(width: width, height: height, pixels: pixels)),
                         rect: rect(&input), transform: transform(&input), opacity: input.unitOrSpecial(),
                         sampling: input.bool() ? .smooth : .nearest)
    }
}
