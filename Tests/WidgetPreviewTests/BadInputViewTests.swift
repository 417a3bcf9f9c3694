import Foundation
import Testing
@testable import Graphics
@testable import WidgetPreview

/// Hostile views through the whole widget renderer (layout, lowering, rasterizer, PNG and SVG): each
/// renders a picture of the widget's size, or throws an error naming the problem; never a crash, a hang
/// or a non-finite number in the output.
@Suite struct BadInputViewTests {
    static func render<V: View>(_ view: V, family: WidgetFamily = .systemSmall) throws -> RenderedWidget {
        try WidgetRenderer(family: family, context: family.isAccessory ? .lockScreen : .homeScreen, scale: 2).render(view)
    }

    /// The SVG has no NaN or infinity anywhere and the PNG encodes.
    static func expectFinite(_ image: RenderedWidget, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let svg = image.svg()
        for bad in ["nan", "NaN", "inf"] {
            #expect(!svg.contains(bad), "SVG contains \(bad)", sourceLocation: sourceLocation)
        }
        let png = try image.pngData()
        #expect(png.count > 8, sourceLocation: sourceLocation)
    }

    static let lengths: [Double] = [.nan, .infinity, -.infinity, -50, 1e9, -1e9, .greatestFiniteMagnitude]

    @Test("NaN, ∞, negative and 10⁹-point frames, paddings, offsets, positions, radii and strokes", arguments: lengths)
    func hostileLengths(value: Double) throws {
        let view = VStack(spacing: value) {
            Color.red.frame(width: value, height: value)
            Color.green.frame(minWidth: value, idealWidth: value, maxWidth: value, minHeight: value, maxHeight: value)
            Text("x").padding(value).offset(x: value, y: value)
            RoundedRectangle(cornerRadius: value).fill(Color.blue).frame(width: 20, height: value)
            Circle().stroke(lineWidth: value).frame(width: value, height: 10).position(x: value, y: value)
            Text("y").font(.system(size: value)).shadow(radius: value, x: value, y: value).blur(radius: value)
            Rectangle().scaleEffect(value).rotationEffect(.degrees(value))
        }
        .padding(.horizontal, value)
        let image = try Self.render(view)
        #expect(image.width == 340 && image.height == 340)
        try Self.expectFinite(image)
    }

    // A hang guard, not a speed claim: a render that loops runs into the limit instead of stalling the run.
    @Test("10 000 nested stacks: drawn down to the nesting limit with a warning, no stack overflow",
          .timeLimit(.minutes(5)))
    func tenThousandNestedStacks() throws {
        var view = AnyView(Text("deep"))
        for level in 0 ..< 10_000 {
            switch level % 3 {
            case 0: view = AnyView(VStack { view })
            case 1: view = AnyView(HStack { view })
            default: view = AnyView(ZStack { view })
            }
        }
        let image = try Self.render(view)
        #expect(image.width == 340 && image.height == 340)
        try Self.expectFinite(image)
        let nesting = image.warnings.filter { $0.contains("nested") }
        #expect(nesting.count == 1)
        #expect(nesting.first?.contains("is nested more than 512 levels deep (views inside views); the rest is not drawn. Flatten the view hierarchy.") == true,
                "\(image.warnings)")

        // 150 levels (far more than any widget) are drawn in full: the text is there, no warning.
        var shallow = AnyView(Text("deep"))
        for _ in 0 ..< 150 { shallow = AnyView(VStack { shallow }) }
        let drawn = try Self.render(shallow)
        #expect(!drawn.warnings.contains { $0.contains("nested") })
        #expect(drawn.svg().contains("data-text=\"deep\""))
    }

    @Test("a 100 000-character text renders in a small widget in bounded time", .timeLimit(.minutes(5)))
    func hundredThousandCharacters() throws {
        let text = String(repeating: "Forecast: rain, then sun. ", count: 4_000)
        #expect(text.count == 104_000)
        let image = try Self.render(Text(text).font(.caption))
        #expect(image.width == 340 && image.height == 340)
        try Self.expectFinite(image)
    }

    @Test("every kind of Unicode in a widget: PNG and a well-formed SVG with no raw control characters")
    func everyKindOfUnicode() throws {
        let loneSurrogates = String(decoding: [0xD800, 0x41, 0xDFFF] as [UInt16], as: UTF16.self)
        let samples = [
            "e\u{301}\u{302}\u{303}\u{304}\u{305} Z\u{351}\u{352}\u{353}\u{354}\u{355}\u{356}",   // stacked combining marks
            "שלום עולם مرحبا بالعالم 123",                                                      // RTL with digits
            "👩‍👩‍👧‍👦 🏳️‍🌈 👍🏽 🇯🇵 1️⃣",                                                        // ZWJ, modifiers, flags, keycaps
            "a\u{0}b\u{7}c\u{1B}[31md\u{7F}e\u{200B}f\u{FEFF}g\u{202E}h",                     // controls, bidi override
            loneSurrogates,                                                                  // U+FFFD after decoding
            "\u{10FFFF}\u{E000}\u{FFFE}",                                                    // noncharacters, private use
        ]
        for sample in samples {
            let image = try Self.render(VStack { Text(sample); Text(sample).bold().italic() })
            try Self.expectFinite(image)
            let svg = image.svg()
            // XML 1.0 forbids C0 controls other than tab, LF and CR, even escaped.
            #expect(!svg.unicodeScalars.contains { $0.value < 0x20 && ![0x09, 0x0A, 0x0D].contains($0.value) }, "\(sample)")
            #expect(svg.hasSuffix("</svg>\n") || svg.hasSuffix("</svg>"))
        }
    }

    @Test("a missing custom font is drawn with the bundled default face, with a warning naming it")
    func missingFont() throws {
        let custom = try Self.render(Text("Hello").font(.custom("No Such Font", size: 17)))
        try Self.expectFinite(custom)
        #expect(custom.warnings.contains("Font \"No Such Font\" is not bundled; drawn with Inter (see Fonts/README.md for the bundled faces)."),
                "\(custom.warnings)")
        #expect(custom.svg().contains("data-text=\"Hello\""))
        // The text is drawn: some pixels differ from the same widget without it.
        let empty = try Self.render(Text("").font(.custom("No Such Font", size: 17)))
        #expect(try !custom.bitmap.pixels.elementsEqual(empty.bitmap.pixels))
    }
}
