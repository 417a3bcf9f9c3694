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
        // Documents with the same title (a widget's pictures in every place) share their ids, so the
        // definition line and the <use> start are built once per title and glyph.
        let lines = SVGTextCache.glyphLines.value(for: SVGGlyphLinesKey(idPrefix: idPrefix, glyph: outline.key)) {
            SVGGlyphLines(id: id("g", definition.name), definition: definition)
        }
        let reserved = reserve(lines.id)
        let use: GlyphUse
        if reserved == lines.id {
            addDefinition(lines.definitionLine)
            use = lines.use
        } else {
            // Another definition of this document took the id (see `SVGIdentifiers`): built for the new one.
            addDefinition(start: "<path id=\"", id: reserved, end: definition.pathEnd)
            use = GlyphUse(id: reserved)
        }
        glyphUses[outline.key] = use
        return use
    }

    /// `<use>` lines placing every drawable glyph of `run` in drawing space.
    mutating func glyphUses(_ run: GlyphRun) -> [String] {
        String(decoding: glyphUseLines(run, indent: 0), as: UTF8.self).split(separator: "\n").map(String.init)
    }

    /// The same lines written into one buffer, each after `indent` spaces and ended with a newline:
    /// a run's glyphs are the most numerous lines of a document.
    mutating func glyphUseLines(_ run: GlyphRun, indent: Int) -> [UInt8] {
        guard run.size.isFinite, SVGAttributes.isFinite(run.transform) else { return [] }
        var out: [UInt8] = []
        for glyph in run.glyphs {
            guard glyph.origin.x.isFinite, glyph.origin.y.isFinite, let use = glyphUse(glyph.outline) else { continue }
            let place = Transform.scale(run.size / Self.glyphUnitsPerEm)
                .concatenating(.translation(glyph.origin.x, glyph.origin.y))
                .concatenating(run.transform)
            if out.isEmpty { out.reserveCapacity(run.glyphs.count * (indent + use.lineStart.utf8.count + 48)) }
            out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent))
            out.append(contentsOf: use.lineStart.utf8)
            SVGAttributes.appendTransform(place, to: &out)
            out.append(contentsOf: "\"/>\n".utf8)
        }
        return out
    }

    /// A solid run is a `<g>` carrying the fill; a gradient run paints the canvas through a clip made of
    /// the glyphs, so the gradient stays in drawing space (a `<use>`'s transform would move it).
    mutating func writeGlyphRun(_ run: GlyphRun) {
        switch run.paint {
        case .solid(let color):
            // The `<use>` lines sit one level inside the `<g>`, which `emit` indents for the current depth.
            let uses = glyphUseLines(run, indent: 2 * (depth + 1) + 2)
            guard !uses.isEmpty, !color.isInvisible else { return }
            let text = XMLEscaping.escapeAttribute(run.text)
            emit("<g" + SVGAttributes.color(color, name: "fill", opacityName: "fill-opacity") + " data-text=\"\(text)\">")
            emit(lines: String(decoding: uses, as: UTF8.self))
            emit("</g>")
        case .linearGradient, .radialGradient, .angularGradient:
            let uses = glyphUses(run)
            guard !uses.isEmpty else { return }
            let text = XMLEscaping.escapeAttribute(run.text)
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
struct GlyphUse: Sendable {
    let id: String
    let lineStart: String

    init(id: String) {
        self.id = id
        lineStart = "<use" + SVGAttributes.href("#" + id) + " transform=\""
    }
}

/// A glyph's lines in every document with one id prefix (one title): its `<defs>` line and `<use>` start.
struct SVGGlyphLines: Sendable {
    let id: String
    let definitionLine: String
    let use: GlyphUse

    init(id: String, definition: SVGGlyphDefinition) {
        self.id = id
        definitionLine = "<path id=\"" + id + definition.pathEnd
        use = GlyphUse(id: id)
    }
}

/// `SVGGlyphLines`' cache key: the document's id prefix (its title's hash) and the outline's key.
struct SVGGlyphLinesKey: Hashable, Sendable {
    let idPrefix: String
    let glyph: String
}

/// What a glyph outline's `<defs>` entry is made of, the same in every document (only the id's prefix
/// differs): its key as an id part, and the rest of its `<path>` after the id, `" d="…"/>`, with the
/// path data at `glyphUnitsPerEm`.
struct SVGGlyphDefinition: Sendable {
    let name: String
    let pathEnd: String

    init(name: String, pathData: String) {
        self.name = name
        pathEnd = "\" d=\"" + pathData + "\"/>"
    }
}
