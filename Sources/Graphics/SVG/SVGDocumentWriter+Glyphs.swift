/// Glyph runs: each distinct outline is defined once in `<defs>` (in thousandths of an em, integer
/// coordinates) and placed with `<use>`.
extension SVGDocumentWriter {
    /// Glyph outlines are written at this many units per em.
    static let glyphUnitsPerEm = 1000.0

    /// The id of `outline` and the start of a `<use>` line placing it (up to its transform's value),
    /// defining the outline on first use; nil when it has nothing to draw.
    mutating func glyphUse(_ outline: GlyphOutline) -> GlyphUse? {
        if let known = glyphUses[outline.key] { return known }
        guard let definition = SVGTextCache.glyphDefinition(of: outline) else {
            glyphUses[outline.key] = .some(nil)
            return nil
        }
        let id = reserve(id("g", definition.name))
        addDefinition("<path id=\"\(id)\" d=\"\(definition.pathData)\"/>")
        let use = GlyphUse(id: id, lineStart: "<use" + SVGAttributes.href("#" + id) + " transform=\"")
        glyphUses[outline.key] = use
        return use
    }

    /// `<use>` lines placing every drawable glyph of `run` in drawing space.
    mutating func glyphUses(_ run: GlyphRun) -> [String] {
        guard run.size.isFinite, SVGAttributes.isFinite(run.transform) else { return [] }
        var uses: [String] = []
        uses.reserveCapacity(run.glyphs.count)
        for glyph in run.glyphs {
            guard glyph.origin.x.isFinite, glyph.origin.y.isFinite, let use = glyphUse(glyph.outline) else { continue }
            let place = Transform.scale(run.size / Self.glyphUnitsPerEm)
                .concatenating(.translation(glyph.origin.x, glyph.origin.y))
                .concatenating(run.transform)
            uses.append(use.lineStart + SVGAttributes.transform(place) + "\"/>")
        }
        return uses
    }

    /// A solid run is a `<g>` carrying the fill; a gradient run paints the canvas through a clip made of
    /// the glyphs, so the gradient stays in drawing space (a `<use>`'s transform would move it).
    mutating func writeGlyphRun(_ run: GlyphRun) {
        let uses = glyphUses(run)
        guard !uses.isEmpty else { return }
        let text = XMLEscaping.escapeAttribute(run.text)
        switch run.paint {
        case .solid(let color):
            guard !color.isInvisible else { return }
            emit("<g" + SVGAttributes.color(color, name: "fill", opacityName: "fill-opacity") + " data-text=\"\(text)\">")
            for use in uses { emit("  " + use) }
            emit("</g>")
        case .linearGradient, .radialGradient, .angularGradient:
            let clipID = define("clip") { id in ["<clipPath id=\"\(id)\">"] + uses.map { "  " + $0 } + ["</clipPath>"] }
            let clip = " clip-path=\"url(#\(clipID))\""
            if case .angularGradient = run.paint {
                writeAngular(run.paint, attributes: clip + " data-text=\"\(text)\"")
            } else if let fill = paintAttributes(run.paint, name: "fill") {
                let w = SVGAttributes.number(size.width), h = SVGAttributes.number(size.height)
                emit("<rect width=\"\(w)\" height=\"\(h)\"\(fill)\(clip) data-text=\"\(text)\"/>")
            }
        }
    }
}

/// A glyph outline defined in one document: its id and the start of every `<use>` line that places it,
/// `<use href="#id" xlink:href="#id" transform="`, built once per document instead of once per glyph.
struct GlyphUse {
    let id: String
    let lineStart: String
}

/// What a glyph outline's `<defs>` entry is made of, the same in every document (only the id's prefix
/// differs): its key as an id part and its path data at `glyphUnitsPerEm`.
struct SVGGlyphDefinition {
    let name: String
    let pathData: String
}
