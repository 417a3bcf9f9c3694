import Foundation
import Testing
@testable import Graphics
import Typography
@testable import WidgetPreview

/// Issue 17: SF Symbol rendering modes. Enclosed symbols are drawn as their enclosure (layer 1) and the
/// inner symbol (layer 0); multicolour uses the symbol's own colours for the symbols the table maps.
@Suite("Issue 17: SF Symbol rendering modes, enclosures and multicolour")
struct SymbolRenderingModeTests {
    private static let black = RGBAColor.black
    /// iOS 26 light systemGreen, systemRed and systemYellow (HIG colour table).
    private static let green = RGBAColor(r8: 52, g8: 199, b8: 89)
    private static let red = RGBAColor(r8: 255, g8: 56, b8: 60)
    private static let yellow = RGBAColor(r8: 255, g8: 204, b8: 0)

    private enum Drawn: Equatable {
        case fill(Paint)
        case glyphs(String, Paint)
    }

    private func drawn<V: View>(_ view: V) throws -> [Drawn] {
        let list = ViewRenderer(scale: 2, textEngine: try TypeSetter.shared()).render(view, size: Size(100, 100)).displayList
        return list.items.compactMap {
            switch $0 {
            case .fill(_, let paint, _): return .fill(paint)
            case .glyphRun(let run): return .glyphs(run.text, run.paint)
            default: return nil
            }
        }
    }

    @Test("monochrome: one knocked-out glyph in the foreground style")
    func monochromeIsOneGlyph() throws {
        #expect(try drawn(Image(systemName: "checkmark.circle.fill")) == [.glyphs("checkmark.circle.fill", .solid(Self.black))])
    }

    // The inner symbol is looked up filled first ("heart.circle.fill" holds "heart.fill"); the icon font
    // has one checkmark, so "checkmark.fill" is that glyph.
    @Test("hierarchical: the circle at the secondary opacity (0.6), the checkmark at full")
    func hierarchicalLayers() throws {
        let items = try drawn(Image(systemName: "checkmark.circle.fill").symbolRenderingMode(.hierarchical).foregroundStyle(Color.red))
        #expect(items == [.fill(.solid(Self.red.multiplyingAlpha(0.6))), .glyphs("checkmark.fill", .solid(Self.red))])
    }

    @Test("palette: foregroundStyle(_:_:) colours the checkmark and the circle")
    func paletteLayers() throws {
        let items = try drawn(Image(systemName: "checkmark.circle.fill").symbolRenderingMode(.palette)
            .foregroundStyle(Color.white, Color.blue))
        #expect(items == [.fill(.solid(RGBAColor(r8: 0, g8: 136, b8: 255))), .glyphs("checkmark.fill", .solid(.white))])
    }

    @Test("symbolVariant(.circle.fill) reaches the same two layers; the heart inside is the filled one")
    func variantsCompose() throws {
        let items = try drawn(Image(systemName: "heart").symbolVariant(.circle.fill).symbolRenderingMode(.palette)
            .foregroundStyle(Color.white, Color.red))
        #expect(items == [.fill(.solid(Self.red)), .glyphs("heart.fill", .solid(.white))])
    }

    @Test("symbolVariant and the variant suffixes pick the most specific glyph, in SF Symbols' order")
    func variants() throws {
        func name<V: View>(_ view: V) throws -> [String] {
            try drawn(view).compactMap { if case .glyphs(let n, _) = $0 { return n } else { return nil } }
        }
        #expect(try name(Image(systemName: "bell").symbolVariant(.slash)) == ["bell.slash"])
        #expect(try name(Image(systemName: "bell").symbolVariant(.slash.fill)) == ["bell.slash.fill"])
        #expect(try name(Image(systemName: "bell").symbolVariant(.fill).symbolVariant(.slash)) == ["bell.slash.fill"])
        #expect(try name(Image(systemName: "person").symbolVariant(.circle)) == ["person.circle"])
        #expect(try name(Image(systemName: "heart.fill")) == ["heart.fill"])
        // A variant the table does not map falls back to the name as written ("house.slash" is not mapped).
        #expect(try name(Image(systemName: "house").symbolVariant(.slash)) == ["house"])
        // .none clears what an outer modifier asked for.
        #expect(try name(Image(systemName: "bell").symbolVariant(.none).symbolVariant(.fill)) == ["bell"])
    }

    @Test("multicolour: the symbol's own colours (status, weather, battery, health)")
    func multicolour() throws {
        func multi(_ name: String) throws -> [Drawn] {
            try drawn(Image(systemName: name).symbolRenderingMode(.multicolor).foregroundStyle(Color.purple))
        }
        #expect(try multi("checkmark.circle.fill") == [.fill(.solid(Self.green)), .glyphs("checkmark.fill", .solid(.white))])
        #expect(try multi("sun.max.fill") == [.glyphs("sun.max.fill", .solid(Self.yellow))])
        #expect(try multi("battery.100") == [.glyphs("battery.100", .solid(Self.green))])
        #expect(try multi("heart.fill") == [.glyphs("heart.fill", .solid(Self.red))])
        // A symbol without multicolour annotations keeps the foreground style.
        #expect(try multi("house.fill") == [.glyphs("house.fill", .solid(RGBAColor(r8: 203, g8: 48, b8: 224)))])
    }

    @Test("the enclosure fills the glyph's frame; the inner symbol is half its side, centred")
    func enclosureGeometry() throws {
        let list = ViewRenderer(scale: 2, textEngine: try TypeSetter.shared())
            .render(Image(systemName: "checkmark.circle.fill").resizable().frame(width: 40, height: 40)
                .symbolRenderingMode(.hierarchical), size: Size(100, 100)).displayList
        var circle: Rect?, inner: Rect?
        for item in list.items {
            if case .fill(let p, _, _) = item { circle = p.controlBounds }
            if case .glyphRun(let run) = item {
                var b: Rect?
                for i in run.glyphs.indices { let g = run.path(ofGlyph: i).controlBounds; b = b.map { $0.union(g) } ?? g }
                inner = b   // path(ofGlyph:) is already placed
            }
        }
        #expect(circle == Rect(x: 30, y: 30, width: 40, height: 40))
        let i = try #require(inner)
        #expect(abs(max(i.width, i.height) - 20) < 0.001)
        // Centred, its corner on the 2× pixel grid as every frame is: (40, 42.5) for the 20 × 15.34 checkmark.
        #expect(abs(i.minX - ((50 - i.width / 2) * 2).rounded() / 2) < 0.001, "\(i)")
        #expect(abs(i.minY - ((50 - i.height / 2) * 2).rounded() / 2) < 0.001, "\(i)")
    }
}
