/// Glyph runs: each distinct outline is defined once in `<defs>` (in thousandths of an em, integer
/// coordinates) and placed with `<use>`.
extension SVGDocumentWriter {
    /// Glyph outlines are written at this many units per em.
    static let glyphUnitsPerEm = 1000.0

    /// The `<defs>` id of `outline`, defining it on first use; nil when it has nothing to draw.
    mutating func glyphID(_ outline: GlyphOutline) -> String? {
        if let known = glyphIDs[outline.key] { return known }
        guard outline.path.isFinite, !outline.path.isEmpty else {
            glyphIDs[outline.key] = .some(nil)
            return nil
        }
        let id = reserve(id("g", SVGIdentifiers.sanitize(outline.key)))
        let d = SVGTextCache.glyphPathData.value(for: outline.key) { outline.path.pathData(scale: Self.glyphUnitsPerEm, decimals: 0) }
        addDefinition(["<path id=\"\(id)\" d=\"\(d)\"/>"])
        glyphIDs[outline.key] = id
        return id
    }

    /// `<use>` lines placing every drawable glyph of `run` in drawing space.
    mutating func glyphUses(_ run: GlyphRun) -> [String] {
        guard run.size.isFinite, SVGAttributes.isFinite(run.transform) else { return [] }
        var uses: [String] = []
        for glyph in run.glyphs {
            guard glyph.origin.x.isFinite, glyph.origin.y.isFinite, let id = glyphID(glyph.outline) else { continue }
            let place = Transform.scale(run.size / Self.glyphUnitsPerEm)
                .concatenating(.translation(glyph.origin.x, glyph.origin.y))
                .concatenating(run.transform)
            uses.append("<use" + SVGAttributes.href("#" + id) + " transform=\"\(SVGAttributes.transform(place))\"/>")
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
