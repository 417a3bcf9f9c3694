import Testing
import Foundation
import Graphics
import Typography
@testable import WidgetPreview

@Suite("Text: initialisers, interpolation, Markdown, dates, fonts")
struct TextTests {
    var env: EnvironmentValues {
        var e = testRenderer().environment
        e.now = Date(timeIntervalSince1970: 1_766_106_000)   // 2025-12-19 01:00 UTC
        return e
    }

    func runs(_ text: Text) -> [StyledTextRun] { text.styledRuns(in: env) }
    func string(_ text: Text) -> String { text.plainString(in: env) }

    @Test("interpolation formats like SwiftUI's localized keys: %lld (grouped in the locale), %lf, specifier")
    func interpolation() {
        let n = 25_000, d = 23.7
        #expect(string(Text("\(n) XP")) == "25,000 XP")
        #expect(string(Text("\(d) km")) == "23.700000 km")
        #expect(string(Text("\(d, specifier: "%.1f") km")) == "23.7 km")
        #expect(string(Text("a \("b") c")) == "a b c")
        #expect(string(Text(verbatim: "**not bold**")) == "**not bold**")
        let s = "*plain*"
        #expect(string(Text(s)) == "*plain*")
    }

    @Test("inline Markdown: bold, italic, strikethrough, code; interpolations inherit")
    func markdown() {
        let name = "Ann"
        let r = runs(Text("Hi **\(name)** and *you* ~~x~~ `c`"))
        #expect(r.map(\.text) == ["Hi ", "Ann", " and ", "you", " ", "x", " ", "c"])
        #expect(r[1].font.weight == .bold)
        #expect(r[3].font.italic)
        #expect(r[5].strikethrough)
        #expect(r[7].font.design == .monospaced)
        #expect(string(Text("2 * 3 = 6")) == "2 * 3 = 6")
    }

    @Test("dates: time, date, relative, offset, timer relative to the render's now (UTC, en_US)")
    func dates() {
        let now = env.now
        #expect(string(Text(now, style: .time)) == "1:00\u{202F}AM")
        #expect(string(Text(now, style: .date)) == "December 19, 2025")
        #expect(string(Text(now.addingTimeInterval(2 * 3600 + 5 * 60), style: .relative)) == "2 hr, 5 min")
        #expect(string(Text(now.addingTimeInterval(-45), style: .relative)) == "45 sec")
        #expect(string(Text(now.addingTimeInterval(3 * 86_400 + 3600), style: .offset)) == "+3 days, 1 hr")
        #expect(string(Text(now.addingTimeInterval(7200), style: .timer)) == "2:00:00")
        #expect(string(Text(now.addingTimeInterval(65), style: .timer)) == "1:05")
        #expect(string(Text("at \(now, style: .time)")) == "at 1:00\u{202F}AM")
    }

    @Test("Text + Text keeps each piece's attributes; outer modifiers fill the rest")
    func concatenation() {
        let r = runs((Text("Ingredients: ").fontWeight(.bold) + Text("eggs")).font(.system(size: 12, weight: .regular)))
        #expect(r.map(\.font.weight) == [.bold, .regular])
        #expect(r.map(\.font.size) == [12, 12])
        let colored = runs(Text("a").foregroundColor(.red) + Text("b"))
        #expect(colored[0].paint == .solid(SystemColorTable.red.light))
        #expect(colored[1].paint == nil)
    }

    @Test("Dynamic Type styles: sizes, weights and tracking from the HIG table")
    func dynamicType() {
        #expect(runs(Text("x").font(.headline))[0].font == FontDescriptor(weight: .semibold, size: 17))
        #expect(runs(Text("x").font(.headline))[0].tracking == -0.43)
        #expect(runs(Text("x").font(.caption2))[0].font.size == 11)
        #expect(runs(Text("x"))[0].font.size == 17)   // body by default
        #expect(runs(Text("x").font(.title2.weight(.bold)))[0].font.weight == .bold)
        #expect(runs(Text("x").font(.system(.caption2, design: .rounded)).fontWeight(.semibold))[0].font
                == FontDescriptor(design: .rounded, weight: .semibold, size: 11))
        #expect(runs(Text("x").font(.custom("Nope", size: 13)))[0].font.customName == "Nope")
    }

    @Test("environment text modifiers reach the text: font, bold, italic, kerning, lineLimit")
    func environmentModifiers() {
        let view = Text("abc").font(.caption).bold().italic().kerning(2).baselineOffset(1).underline().strikethrough()
        let r = runs(view)[0]
        #expect(r.font.weight == .bold && r.font.italic && r.tracking == 2 && r.baselineOffset == 1 && r.underline && r.strikethrough)
        let node = Resolver.nodes(for: Text("a").lineLimit(2).multilineTextAlignment(.center).minimumScaleFactor(0.5), in: env).first as? TextNode
        #expect(node?.request.lineLimit == 2)
        #expect(node?.request.alignment == .center)
        #expect(node?.request.minimumScaleFactor == 0.5)
        #expect(node?.request.layoutDirection == .leftToRight)
        var rtl = env
        rtl.layoutDirection = .rightToLeft
        // The layout direction reaches the text: `leading` alignment is then the right edge.
        let rtlNode = Resolver.nodes(for: Text("a"), in: rtl).first as? TextNode
        #expect(rtlNode?.request.layoutDirection == .rightToLeft)
    }
}

@Suite("Text case and gradient foregrounds")
struct TextStyleExtrasTests {
    @Test("textCase on Text and on a container")
    func textCase() {
        let env = testRenderer().environment
        #expect(Text("Ab").textCase(.uppercase).plainStringCased(in: env) == "AB")
        let node = Resolver.nodes(for: Text("Ab").textCase(.lowercase), in: env).first as? TextNode
        #expect(node?.request.runs.first?.text == "ab")
        var upper = env
        upper.textCase = .uppercase
        #expect((Resolver.nodes(for: Text("Ab"), in: upper).first as? TextNode)?.request.runs.first?.text == "AB")
    }

    @Test("a gradient foregroundStyle on Text becomes the text's default paint")
    func gradientText() {
        let text = Text("ab").foregroundStyle(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing))
        let node = Resolver.nodes(for: text, in: testRenderer().environment).first as? TextNode
        #expect(node?.request.runs.first?.paint == nil)
        if case .linear? = node?.style {} else { Issue.record("expected a linear gradient default paint, got \(String(describing: node?.style))") }
    }
}

extension Text {
    func plainStringCased(in env: EnvironmentValues) -> String { styledRuns(in: env).map(\.text).joined() }
}
