import Foundation
import Graphics

/// The text layout engine: FreeType faces from `Fonts/`, per-character fallback, line breaking,
/// truncation, `minimumScaleFactor`, tracking, alignment, baselines and the drawing.
///
/// Safe from any thread: shaping and layouts are cached behind a lock, FreeType is reached only through
/// `FontLibrary` (one lock around one `FT_Library`), and results are immutable values.
package final class TypeSetter: TextLayoutEngine, @unchecked Sendable {
    package let library: FontLibrary
    private let symbols: (any SymbolCodepointSource)?
    private let lock = NSLock()
    private var shapedCache: [ShapedKey: (clusters: [ShapedCluster], warnings: [String])] = [:]
    /// Layouts of requests without paint (`TextLayoutTemplate.unpainted`), painted per request.
    private var layoutCache: [LayoutKey: TextLayoutTemplate] = [:]
    /// Entries kept per cache before it is emptied (a widget gallery lays out a few thousand texts).
    private static let cacheLimit = 8192

    private struct ShapedKey: Hashable {
        let runs: [StyledTextRun]
        let direction: TextLayoutDirection
    }

    private struct LayoutKey: Hashable {
        let request: TextLayoutRequest
        let width: UInt64?
    }

    /// A type setter over `library`; `symbols` maps SF Symbol names for `symbol(named:font:)`.
    package init(library: FontLibrary, symbols: (any SymbolCodepointSource)? = nil) {
        self.library = library
        self.symbols = symbols
    }

    /// A type setter over the bundled fonts, found with `FontLocator`; throws when they are missing.
    package convenience init(symbols: (any SymbolCodepointSource)? = nil) throws(FontError) {
        try self.init(library: FontLibrary.shared(), symbols: symbols)
    }

    private static let sharedResult: Result<TypeSetter, FontError> = Result { () throws(FontError) in
        try TypeSetter(library: FontLibrary.shared(), symbols: SymbolTableSource.default)
    }

    /// One type setter for the process.
    package static func shared() throws(FontError) -> TypeSetter { try sharedResult.get() }

    private func locked<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }

    private var shaper: Shaper { Shaper(library: library) }

    /// Forgets every shaped text and layout (the bench measures layouts from scratch).
    package func removeCachedLayouts() {
        locked {
            shapedCache.removeAll()
            layoutCache.removeAll()
        }
    }

    /// Shaped clusters with their bidi levels (UAX #9 per paragraph, `direction` for text without a strong
    /// character).
    private func shaped(_ runs: [StyledTextRun], direction: TextLayoutDirection) -> (clusters: [ShapedCluster], warnings: [String]) {
        let key = ShapedKey(runs: runs, direction: direction)
        if let hit = locked({ shapedCache[key] }) { return hit }
        var result = shaper.shape(runs)
        BidiLayout.resolve(&result.clusters, defaultLevel: direction == .rightToLeft ? 1 : 0, library: library)
        locked {
            if shapedCache.count >= Self.cacheLimit { shapedCache.removeAll() }
            shapedCache[key] = result
        }
        return result
    }

    // MARK: - TextLayoutEngine

    package func layout(_ request: TextLayoutRequest, width: Double?) -> TextLayout {
        // NaN and negative widths are treated as 0; ∞ as no limit.
        let width: Double? = width.map { $0.isNaN ? 0 : max(0, $0) }.flatMap { $0.isInfinite ? nil : $0 }
        // Shaped, broken and placed once for every colour the text is drawn in (a widget's light, dark
        // and tinted pictures differ only in their runs' paints), then painted for this request.
        return template(TextLayoutTemplate.unpainted(request), width: width).painted(for: request.runs)
    }

    /// The cached layout of a request without paint at a sanitized width, computed on a miss.
    private func template(_ unpainted: TextLayoutRequest, width: Double?) -> TextLayoutTemplate {
        let key = LayoutKey(request: unpainted, width: width?.bitPattern)
        if let hit = locked({ layoutCache[key] }) { return hit }
        let result = computeLayout(unpainted, width: width)
        locked {
            if layoutCache.count >= Self.cacheLimit { layoutCache.removeAll() }
            layoutCache[key] = result
        }
        return result
    }

    package func metrics(of font: FontDescriptor) -> FontMetrics {
        let m = library.metrics(Shaper.primaryFace(for: font).0)
        let box = LineBox.extents(m, leadingEm: font.leading.map { $0 / font.size })
        return FontMetrics(ascender: m.ascender * font.size, descender: m.descender * font.size,
                           capHeight: m.capHeight * font.size, xHeight: m.xHeight * font.size,
                           lineHeight: (box.ascent + box.descent) * font.size)
    }

    /// The icon glyph for an SF Symbol name at the font's size, origin on the baseline at x = 0. The view
    /// layer places and paints it (the run's paint is a placeholder black).
    package func symbol(named name: String, font: FontDescriptor) -> GlyphRun? {
        guard let codepoint = symbols?.codepoint(forSymbolNamed: name) else { return nil }
        let face = FontCatalog.icons
        let glyph = library.glyph(face, codepoint)
        guard glyph != 0 else { return nil }
        return GlyphRun(text: name, fontName: face.name, size: font.size,
                        glyphs: [PlacedGlyph(outline: library.outline(face, glyph), origin: .zero)], paint: .solid(.black))
    }

    /// Advance of a symbol glyph, points (for the view layer's frame).
    package func symbolAdvance(named name: String, font: FontDescriptor) -> Double? {
        guard let codepoint = symbols?.codepoint(forSymbolNamed: name) else { return nil }
        let glyph = library.glyph(FontCatalog.icons, codepoint)
        return glyph == 0 ? nil : library.advance(FontCatalog.icons, glyph) * font.size
    }

    // MARK: - Layout

    /// True when `width` breaks the text into the same lines as no width does, within its line limit: then
    /// nothing tightens, shrinks or truncates it, and its layout is the unlimited one, item for item
    /// (the drawing never reads the width, only the lines). `request` is sanitized.
    static func breaksAsUnlimited(_ request: TextLayoutRequest, clusters: [ShapedCluster], width: Double, shaper: Shaper) -> Bool {
        let composer = LineComposer(runs: request.runs, clusters: clusters, shaper: shaper)
        let unlimited = composer.breakLines(width: nil, scale: 1).lines
        if let limit = request.lineLimit, unlimited.count > limit { return false }
        let broken = composer.breakLines(width: width, scale: 1)
        return !broken.brokeWord && broken.lines.elementsEqual(unlimited) { $0.range == $1.range && $0.emptyRun == $1.emptyRun }
    }

    /// NaN, ∞ and absurd numbers from user code never reach the picture: sizes are clamped to 0…4096 pt,
    /// offsets and spacings to ±4096 pt, NaN becomes 0.
    static func sanitized(_ request: TextLayoutRequest) -> TextLayoutRequest {
        func clamp(_ v: Double, _ lo: Double, _ hi: Double) -> Double { v.isNaN ? 0 : min(hi, max(lo, v)) }
        var r = request
        r.runs = r.runs.map { run in
            var run = run
            run.font.size = clamp(run.font.size, 0, 4096)
            run.font.leading = run.font.leading.map { clamp($0, 0, 8192) }
            run.tracking = clamp(run.tracking, -4096, 4096)
            run.baselineOffset = clamp(run.baselineOffset, -4096, 4096)
            return run
        }
        r.lineSpacing = clamp(r.lineSpacing, -4096, 4096)
        r.minimumScaleFactor = r.minimumScaleFactor.isNaN ? 1 : clamp(r.minimumScaleFactor, 0.01, 1)
        return r
    }

    private func computeLayout(_ unsafeRequest: TextLayoutRequest, width: Double?) -> TextLayoutTemplate {
        var request = Self.sanitized(unsafeRequest)
        let (clusters, warnings) = shaped(request.runs, direction: request.layoutDirection)
        guard !clusters.isEmpty else {
            return TextLayoutTemplate(layout: TextLayout(size: .zero, firstBaseline: 0, lastBaseline: 0, items: [], warnings: warnings),
                                      itemRuns: [])
        }
        if let width, Self.breaksAsUnlimited(request, clusters: clusters, width: width, shaper: shaper) {
            // Stacks measure a text at many widths; wherever it breaks as with no limit, it is that layout.
            return template(unsafeRequest, width: nil)
        }
        if let width, request.allowsTightening,
           let tightened = LetterTightening.tightened(request, clusters: clusters, width: width, shaper: shaper) {
            request = tightened
        }
        let composer = LineComposer(runs: request.runs, clusters: clusters, shaper: shaper)
        var scale = 1.0
        if let width, request.minimumScaleFactor < 1 {
            scale = composer.fittingScale(width: width, lineLimit: request.lineLimit, minimumScaleFactor: request.minimumScaleFactor)
        }
        let lines = composer.compose(width: width, lineLimit: request.lineLimit, truncation: request.truncation, scale: scale)
        var template = TextDrawer(library: library, request: request, composer: composer, scale: scale)
            .draw(lines, warnings: warnings)
        // Negative tracking or line spacing can pull the ink box inside out; a frame is never negative.
        template.layout.size = Size(max(0, template.layout.size.width), max(0, template.layout.size.height))
        return template
    }
}
