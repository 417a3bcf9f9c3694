/// The state of one SVG document being written: the `<defs>` gathered so far, the body lines and the
/// open groups' depth. `SVGBackend.render` drives it node by node; the `SVGDocumentWriter+…` files hold the
/// parts (paints, glyphs, images, layers).
struct SVGDocumentWriter {
    let size: Size
    /// Starts every id of this document (`SVGIdentifiers.documentPrefix`).
    let idPrefix: String
    /// Definition lines, each indented to sit inside `<defs>` and ended with a newline. The document's text
    /// grows in place (`defs`, `body`) rather than as an array of lines joined at the end.
    private(set) var defs = ""
    private var definitionIDs: [String: String] = [:]   // kind + content → id
    private var usedIDs: Set<String> = []
    var glyphUses: [String: GlyphUse?] = [:]   // GlyphOutline.key → id and <use> start (nil: nothing to draw)
    var imageIDs: [String: String?] = [:]   // ImageSource.key → id (nil: could not be encoded)
    /// Body lines, each indented and ended with a newline.
    private(set) var body = ""
    /// Groups open around the next body line.
    private(set) var depth = 0

    init(size: Size, idPrefix: String) {
        self.size = size
        self.idPrefix = idPrefix
    }

    /// The whole canvas: nothing outside it is visible, so wedges, masks and filter regions cover it.
    var canvas: Rect { Rect(x: 0, y: 0, width: size.width, height: size.height) }

    /// `<prefix>-<kind>-<name>`: the name says what is defined (see `SVGIdentifiers`).
    func id(_ kind: String, _ name: String) -> String {
        idPrefix + "-" + kind + "-" + name
    }

    /// Appends a body line at the current nesting depth.
    mutating func emit(_ line: String) {
        for _ in 0..<(depth + 1) { body += "  " }
        body += line
        body += "\n"
    }

    /// Appends body lines already indented and ended with newlines.
    mutating func emit(lines: String) {
        body += lines
    }

    /// Opens a `<g …>` that `closeGroup` ends.
    mutating func openGroup(attributes: String) {
        emit("<g" + attributes + ">")
        depth += 1
    }

    mutating func closeGroup() {
        depth -= 1
        emit("</g>")
    }

    /// Adds a definition once and returns its id, derived from its content: `build` receives the id and
    /// returns the element's lines (children indented by two spaces).
    mutating func define(_ kind: String, _ build: (String) -> [String]) -> String {
        let content = build("").joined(separator: "\n")
        let key = kind + "\n" + content
        if let id = definitionIDs[key] { return id }
        let unique = reserve(id(kind, SVGIdentifiers.shortHash(content)))
        definitionIDs[key] = unique
        addDefinition(build(unique))
        return unique
    }

    /// Adds definition lines whose id the caller chose (glyphs and images, named by their keys).
    mutating func addDefinition(_ lines: [String]) {
        for line in lines { addDefinition(line) }
    }

    /// Adds one definition line made of `start`, `id` and `end`, without building the line first (a
    /// glyph's path data is long).
    mutating func addDefinition(start: String, id: String, end: String) {
        defs += "    "
        defs += start
        defs += id
        defs += end
        defs += "\n"
    }

    /// Adds one definition line.
    mutating func addDefinition(_ line: String) {
        defs += "    "
        defs += line
        defs += "\n"
    }

    /// Reserves `id`, or a suffixed variant if a different definition already took it.
    mutating func reserve(_ id: String) -> String {
        var candidate = id
        var n = 2
        while usedIDs.contains(candidate) {
            candidate = id + "-\(n)"
            n += 1
        }
        register(id: candidate)
        return candidate
    }

    private mutating func register(id: String) { usedIDs.insert(id) }

    /// The finished document text.
    func document(title: String) -> String {
        let w = SVGAttributes.number(size.width), h = SVGAttributes.number(size.height)
        let titleID = idPrefix + "-title"
        var text = "<svg xmlns=\"http://www.w3.org/2000/svg\" \(SVGAttributes.xlinkNamespace) width=\"\(w)\" height=\"\(h)\" viewBox=\"0 0 \(w) \(h)\" "
            + "role=\"img\" aria-labelledby=\"\(titleID)\">\n"
            + "  <title id=\"\(titleID)\">\(XMLEscaping.escapeText(title))</title>\n"
        text.reserveCapacity(text.utf8.count + defs.utf8.count + body.utf8.count + 32)
        if !defs.isEmpty {
            text += "  <defs>\n"
            text += defs
            text += "  </defs>\n"
        }
        text += body
        text += "</svg>\n"
        return text
    }
}
