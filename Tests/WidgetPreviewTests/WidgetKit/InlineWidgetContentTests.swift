import Foundation
import Testing
import Graphics
@testable import WidgetPreview

/// `accessoryInline` shows one line of text and at most one image, the first image before the text
/// (WidgetFamily.accessoryInline: "a single row of text and an optional image"). What the line keeps is
/// decided when its content is placed, so nothing else reaches the picture.
@Suite("accessoryInline content")
struct InlineWidgetContentTests {
    static func render<V: View>(_ view: V) throws -> RenderedWidget {
        try WidgetRenderer(family: .accessoryInline, context: .lockScreen, scale: 1).render(view)
    }

    /// The glyph runs drawn (text and symbols), in drawing order.
    static func runs(_ widget: RenderedWidget) -> [GlyphRun] {
        widget.displayList.items.compactMap { if case .glyphRun(let run) = $0 { return run } else { return nil } }
    }

    static func shapeCount(_ widget: RenderedWidget) -> Int {
        widget.displayList.items.filter {
            switch $0 {
            case .fill, .stroke: return true
            default: return false
            }
        }.count
    }

    @Test("only the first text of a stack is drawn, centred on the line as if it were alone")
    func secondTextIsNotDrawn() throws {
        let stacked = try Self.render(VStack { Text("One"); Text("Two") })
        let alone = try Self.render(Text("One"))
        #expect(Self.runs(stacked).map(\.text) == ["One"])
        let stackedRun = try #require(Self.runs(stacked).first)
        let aloneRun = try #require(Self.runs(alone).first)
        #expect(stackedRun.transform == aloneRun.transform)
        #expect(stackedRun.glyphs == aloneRun.glyphs)
    }

    @Test("a text is one line: lineLimit(3) and a line break do not add lines")
    func textIsOneLine() throws {
        let widget = try Self.render(Text("First\nSecond\nThird").lineLimit(3))
        let runs = Self.runs(widget)
        #expect(runs.count == 1)
        let first = try #require(runs.first)
        #expect(first.text.hasPrefix("First"))
        #expect(!first.text.contains("Second"))
    }

    @Test("one image, the first before the text; later images and shapes are not drawn")
    func firstImageBeforeTheTextOnly() throws {
        let view = HStack {
            Circle().fill(Color.red).frame(width: 10, height: 10)
            Image(systemName: "star.fill")
            Image(systemName: "heart.fill")
            Text("Go")
            Image(systemName: "moon.fill")
            Rectangle().stroke(Color.blue)
        }
        let widget = try Self.render(view)
        let runs = Self.runs(widget)
        #expect(runs.count == 2)
        #expect(runs.last?.text == "Go")
        let expected = try Self.runs(Self.render(Image(systemName: "star.fill"))).first
        #expect(runs.first?.glyphs == expected?.glyphs && runs.first?.fontName == expected?.fontName)
        #expect(Self.shapeCount(widget) == 1)   // the wallpaper only
    }

    @Test("an image after the text is not drawn")
    func imageAfterTheTextIsDropped() throws {
        let widget = try Self.render(HStack { Text("Late"); Image(systemName: "star.fill") })
        #expect(Self.runs(widget).map(\.text) == ["Late"])
    }
}
