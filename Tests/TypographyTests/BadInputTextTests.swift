import Foundation
import Testing
import Graphics
@testable import Typography
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Text user code can hand to `Text`: very long, every kind of Unicode, markup. Layout must stay finite
/// and fast, and the drawing must reach the SVG escaped.
@Suite struct BadInputTextTests {
    static func expectSane(_ layout: TextLayout, _ label: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(layout.size.width.isFinite && layout.size.height.isFinite, "\(label): size \(layout.size)",
                sourceLocation: sourceLocation)
        #expect(layout.size.width >= 0 && layout.size.height >= 0, "\(label)", sourceLocation: sourceLocation)
        #expect(layout.firstBaseline.isFinite && layout.lastBaseline.isFinite, "\(label)", sourceLocation: sourceLocation)
        for run in TestFonts.glyphRuns(layout) {
            #expect(run.glyphs.allSatisfy { $0.origin.x.isFinite && $0.origin.y.isFinite }, "\(label)",
                    sourceLocation: sourceLocation)
        }
    }

    /// True when `svg` parses as XML.
    static func parses(_ svg: String) -> Bool { XMLParser(data: Data(svg.utf8)).parse() }

    // Hang guard (not a speed claim): a layout that stopped making progress runs into the limit.
    @Test(.timeLimit(.minutes(5))) func hundredThousandCharactersLayOutInBoundedTime() throws {
        let ts = try TestFonts.typeSetter()
        let words = ["Weather", "23°", "東京", "naïve", "—", "ﬁne", "😀", "a", "antidisestablishmentarianism"]
        var text = ""
        var i = 0
        while text.count < 100_000 {
            text += words[i % words.count] + (i % 17 == 16 ? "\n" : " ")
            i += 1
        }
        text = String(text.prefix(100_000))
        #expect(text.count == 100_000)
        var wrapped = TextLayout(size: .zero, firstBaseline: 0, lastBaseline: 0, items: [])
        wrapped = ts.layout(TestFonts.request(text, size: 13), width: 320)
        Self.expectSane(wrapped, "wrapped")
        #expect(wrapped.size.width <= 320)
        #expect(wrapped.size.height > 1000, "100 000 characters in 320 pt make thousands of lines")

        var limited = wrapped
        limited = ts.layout(TestFonts.request(text, size: 13, lineLimit: 2, truncation: .middle), width: 320)
        Self.expectSane(limited, "two lines")
        #expect(TestFonts.lines(limited).count == 2)

        // One unbreakable 100 000-character word, no width limit.
        var word = wrapped
        word = ts.layout(TestFonts.request(String(repeating: "m", count: 100_000), size: 11), width: nil)
        Self.expectSane(word, "one word")
        #expect(word.size.width > 100_000 * 11 * 0.5)
    }

    static let unicodeSamples: [(String, String)] = [
        ("combining marks", "e\u{301}\u{302}\u{303}\u{304}\u{305} Z\u{336}\u{337}a\u{338}\u{339}" + String(repeating: "\u{300}", count: 200)),
        ("right to left", "שלום עולם مرحبا بالعالم \u{202E}reversed\u{202C} mixed עברית English"),
        ("emoji sequences", "👨‍👩‍👧‍👦 🏳️‍🌈 🇫🇷🇯🇵 👍🏽 🧑🏿‍💻 #️⃣ 1️⃣ ❤️‍🔥 🫠 \u{1F46A}\u{200D}"),
        ("control characters", "a\u{0}b\u{1}c\u{7}d\u{8}e\u{B}f\u{C}g\u{1B}h\u{7F}i\u{85}j\r\nk\tl\u{2028}m\u{2029}n"),
        ("lone surrogate decoded", String(decoding: [0xED, 0xA0, 0x80, 0x41, 0xED, 0xBF, 0xBF], as: UTF8.self)),
        ("invalid UTF-8", String(decoding: [0xC0, 0xAF, 0xFF, 0xFE, 0xF4, 0x90, 0x80, 0x80], as: UTF8.self)),
        ("non-characters and private use", "\u{FFFE}\u{FFFF}\u{1FFFE}\u{10FFFF}\u{E000}\u{F8FF}" + String(decoding: [0xEF, 0xB7, 0x90], as: UTF8.self)),
        ("invisible format characters", "\u{FEFF}\u{200B}\u{200C}\u{200D}\u{2060}\u{00AD}\u{034F}\u{180E}"),
        ("scripts without a face", "ᚠᛇᚻ ꦲꦏ 𓀀𓁐 ⠓⠑⠇ 𝔘𝔫𝔦𝔠𝔬𝔡𝔢 한국어 ไทย"),
        ("only marks", String(repeating: "\u{301}", count: 50)),
    ]

    @Test(arguments: unicodeSamples)
    func everyKindOfUnicodeLaysOutAndDrawsToValidSVG(label: String, text: String) throws {
        let ts = try TestFonts.typeSetter()
        for width in [nil, 0, 40, 200] as [Double?] {
            for limit in [nil, 1] as [Int?] {
                let layout = ts.layout(TestFonts.request(text, size: 15, lineLimit: limit, minimumScaleFactor: 0.5), width: width)
                Self.expectSane(layout, "\(label) at \(String(describing: width))")
                if let width, width > 0, layout.size.width > width {
                    // Only a single glyph wider than the offer may overflow.
                    #expect(TestFonts.glyphRuns(layout).flatMap(\.glyphs).count <= 1 || label == "only marks",
                            "\(label): \(layout.size.width) > \(width)")
                }
                let list = DisplayList(size: Size(220, 120), items: layout.displayItems(at: Point(4, 4), defaultPaint: .solid(.black)))
                let svg = SVGBackend.render(list, title: text)
                #expect(Self.parses(svg), "\(label): the SVG does not parse")
                _ = try RasterBackend.render(list, scale: 1)
            }
        }
    }

    @Test func lineBreaksInsideGraphemeClustersNeverSplitThem() throws {
        let ts = try TestFonts.typeSetter()
        let family = "👨‍👩‍👧‍👦"
        let layout = ts.layout(TestFonts.request(String(repeating: family, count: 12), size: 20), width: 30)
        Self.expectSane(layout, "families")
        for line in TestFonts.lines(layout) where !line.isEmpty {
            #expect(line.allSatisfy { $0 == Character(family) }, "a family emoji was split: \(line.unicodeScalars.count) scalars")
        }
    }

    @Test func scriptTextIsEscapedAndInertInTheSVG() throws {
        let ts = try TestFonts.typeSetter()
        let hostile = "</svg><script>alert(1)</script><![CDATA[x]]>&amp;"
        let layout = ts.layout(TestFonts.request(hostile, size: 12), width: 150)
        Self.expectSane(layout, "script")
        #expect(!TestFonts.glyphRuns(layout).isEmpty)
        let list = DisplayList(size: Size(160, 80), items: layout.displayItems(at: .zero, defaultPaint: .solid(.black)))
        let svg = SVGBackend.render(list, title: hostile)
        #expect(svg.range(of: "<script", options: .caseInsensitive) == nil)
        #expect(!svg.contains("<![CDATA["))
        #expect(svg.contains("&lt;/svg&gt;&lt;script&gt;"))
        #expect(Self.parses(svg))
    }

    @Test func hostileWidthsAndSizesStayFinite() throws {
        let ts = try TestFonts.typeSetter()
        let text = "Hello שלום 👨‍👩‍👧 e\u{301}"
        for width in [Double.nan, .infinity, -.infinity, -1, 0, .leastNonzeroMagnitude, 1e-300, 1e9, .greatestFiniteMagnitude] {
            for size in [Double.nan, -12, 0, 1e-9, 1e9, .infinity] {
                let request = TextLayoutRequest(runs: [StyledTextRun(text: text, font: FontDescriptor(size: size, leading: size),
                                                                     tracking: -size, baselineOffset: size)],
                                                lineLimit: 3, lineSpacing: size, minimumScaleFactor: size)
                Self.expectSane(ts.layout(request, width: width), "width \(width), size \(size)")
            }
        }
    }
}

/// Bidi and line breaking on hostile text: deep embeddings, huge right-to-left words, stray marks.
@Suite struct BadInputBidiTests {
    @Test func twoHundredNestedEmbeddingsAndIsolates() throws {
        let ts = try TestFonts.typeSetter()
        for (open, close) in [("\u{202B}", "\u{202C}"), ("\u{202E}", "\u{202C}"), ("\u{2067}", "\u{2069}"), ("\u{2066}", "\u{2069}")] {
            let text = String(repeating: open + "a", count: 200) + "אבג 123" + String(repeating: close, count: 200)
            let layout = ts.layout(TestFonts.request(text), width: 120)
            BadInputTextTests.expectSane(layout, "200 × \(open.unicodeScalars.first!.value)")
            #expect(TestFonts.glyphRuns(layout).flatMap(\.glyphs).count >= 206)
        }
    }

    @Test func tenThousandCharacterRightToLeftWord() throws {
        let ts = try TestFonts.typeSetter()
        for letter in ["א", "ب"] {
            let layout = ts.layout(TestFonts.request(String(repeating: letter, count: 10_000)), width: 100)
            BadInputTextTests.expectSane(layout, "10 000 × \(letter)")
            #expect(TestFonts.glyphRuns(layout).flatMap(\.glyphs).count == 10_000)
            #expect(layout.size.width <= 100)
        }
    }

    @Test func isolatedCombiningMarks() throws {
        let ts = try TestFonts.typeSetter()
        for text in ["\u{301}", "\u{5B4}\u{5B4}", "\u{64B}א", "\u{301}\u{301} \u{E49}", "(\u{301})\u{202E}\u{301}"] {
            let layout = ts.layout(TestFonts.request(text), width: 50)
            BadInputTextTests.expectSane(layout, text.debugDescription)
            #expect(layout.size.height > 0)
        }
    }
}
