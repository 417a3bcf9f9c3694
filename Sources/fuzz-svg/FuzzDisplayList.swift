import FuzzSupport
import Graphics

/// Builds a DisplayList of up to 12 items from fuzz bytes: every item kind, every paint and filter, with
/// numbers from `FuzzInput.number()` (NaN, ∞, 1e300, …) and text from `FuzzInput.text()`.
/// Lists may be unbalanced on purpose: both backends promise to draw those leniently.
enum FuzzDisplayList {
    static func make(_ input: inout FuzzInput) -> DisplayList {
        let size = input.choice(3) == 0 ? Size(input.number(), input.number())
                                        : Size(Double(input.choice(64)), Double(input.choice(64)))
        var list = DisplayList(size: size)
        for _ in 0..<input.choice(13) where !input.isExhausted {
            list.append(item(&input))
        }
        return list
    }

    static func item(_ input: inout FuzzInput) -> DisplayItem {
        switch input.choice(11) {
        case 0: return .fill(path(&input), paint(&input), input.bool() ? .evenOdd : .nonZero)
        case 1: return .stroke(path(&input), paint(&input), stroke(&input))
        case 2: return .glyphRun(glyphRun(&input))
        case 3: return .image(image(&input))
        case 4: return .pushClip(path(&input), input.bool() ? .evenOdd : .nonZero)
        case 5: return .popClip
        case 6:
            let filters = (0..<input.choice(3)).map { _ in filter(&input) }
            return .pushLayer(Layer(opacity: input.unitOrSpecial(),
                                    blendMode: BlendMode.allCases[input.choice(BlendMode.allCases.count)], filters: filters))
        case 7: return .popLayer
        case 8:
            let kinds: [GroupKind] = [.accentable, .containerBackground, .label(input.text()),
                                      .accentedImages(.desaturated), .accentedImages(.fullColor)]
            return .beginGroup(kinds[input.choice(kinds.count)])
        case 9: return .endGroup
        default: return .fill(path(&input), paint(&input), .nonZero)
        }
    }

    static func point(_ input: inout FuzzInput) -> Point { Point(input.number(), input.number()) }

    static func path(_ input: inout FuzzInput) -> VectorPath {
        var elements: [VectorPath.Element] = []
        for _ in 0..<input.choice(9) {
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
                  alpha: input.unitOrSpecial())
    }

    static func stops(_ input: inout FuzzInput) -> GradientStops {
        GradientStops((0..<input.choice(4)).map { _ in
            GradientStops.Stop(color: color(&input), location: input.unitOrSpecial())
        })
    }

    static func transform(_ input: inout FuzzInput) -> Transform {
        input.bool() ? .identity : Transform(a: input.number(), b: input.number(), c: input.number(),
                                             d: input.number(), tx: input.number(), ty: input.number())
    }

    static func paint(_ input: inout FuzzInput) -> Paint {
        switch input.choice(4) {
        case 0: return .linearGradient(stops(&input), start: point(&input), end: point(&input))
        case 1: return .radialGradient(stops(&input), center: point(&input), radius: input.number(),
                                       transform: transform(&input))
        case 2: return .angularGradient(stops(&input), center: point(&input), startAngle: input.number(),
                                        endAngle: input.number())
        default: return .solid(color(&input))
        }
    }

    static func stroke(_ input: inout FuzzInput) -> StrokeOptions {
        StrokeOptions(width: input.number(), cap: [.butt, .round, .square][input.choice(3)],
                      join: [.miter, .round, .bevel][input.choice(3)], miterLimit: input.number(),
                      dash: (0..<input.choice(4)).map { _ in input.number() }, dashPhase: input.number())
    }

    static func filter(_ input: inout FuzzInput) -> LayerFilter {
        switch input.choice(3) {
        case 0: return .colorMatrix((0..<(input.bool() ? 20 : input.choice(25))).map { _ in input.number() })
        case 1: return .blur(radius: input.number())
        default: return .shadow(color: color(&input), radius: input.number(), dx: input.number(), dy: input.number())
        }
    }

    static func glyphRun(_ input: inout FuzzInput) -> GlyphRun {
        let glyphs = (0..<input.choice(4)).map { _ in
            PlacedGlyph(outline: GlyphOutline(key: input.text(), path: path(&input)), origin: point(&input))
        }
        return GlyphRun(text: input.text(), fontName: input.text(), size: input.number(), glyphs: glyphs,
                        paint: paint(&input), transform: transform(&input))
    }

    static func image(_ input: inout FuzzInput) -> ImageDraw {
        let width = input.choice(4), height = input.choice(4)
        let pixels = (0..<(width * height * 4)).map { _ in input.byte() }
        return ImageDraw(source: ImageSource(bitmap: Bitmap(width: width, height: height, pixels: pixels)),
                         rect: Rect(origin: point(&input), size: Size(input.number(), input.number())),
                         transform: transform(&input), opacity: input.unitOrSpecial(),
                         sampling: input.bool() ? .smooth : .nearest)
    }
}
