import Foundation
import Graphics

/// String → grapheme clusters → per-cluster face (design face → emoji → CJK → DejaVu) → glyph ids,
/// advances, kerning → `ShapedCluster`s. No shaping engine (HarfBuzz is not allowed): pair kerning comes
/// from GPOS, emoji sequences from GSUB ligatures, everything else maps one scalar to one glyph.
struct Shaper {
    let library: FontLibrary

    /// Emoji advance, em. Apple Color Emoji's glyphs are wider than an em; Noto's strike is 136 px at
    /// 109 ppem (1.248 em). We draw emoji 1.23 em wide, the upper end of the ≈1.17–1.23 em Apple range we
    /// were given, so an emoji row in our pictures matches iOS's line length within a few percent.
    static let emojiAdvanceEm = 1.23

    /// The primary face for a run, and a warning when a custom name is not bundled.
    static func primaryFace(for font: FontDescriptor) -> (FontCatalog.Face, String?) {
        if let name = font.customName {
            if let face = UserFontRegistry.shared.face(named: name, weight: font.weight, italic: font.italic) { return (face, nil) }
            if let face = FontCatalog.customFace(named: name, weight: font.weight, italic: font.italic) { return (face, nil) }
            return (FontCatalog.face(design: .default, weight: font.weight, italic: font.italic),
                    "Font \"\(name)\" is not bundled; drawn with Inter (see Fonts/README.md for the bundled faces).")
        }
        if let folder = font.systemFontFolder,
           let face = SystemFontFolder.shared(folder).face(design: font.design, weight: font.weight, italic: font.italic, size: font.size,
                                                           compact: font.compactSystemFont) {
            return (face, nil)
        }
        return (FontCatalog.systemFace(design: font.design, weight: font.weight, italic: font.italic, compact: font.compactSystemFont), nil)
    }

    /// Scalars that need no glyph of their own (joiners, variation selectors, other default-ignorables).
    private static func isIgnorable(_ s: Unicode.Scalar) -> Bool {
        s.properties.isDefaultIgnorableCodePoint || s.properties.isVariationSelector
    }

    func shape(_ runs: [StyledTextRun]) -> (clusters: [ShapedCluster], warnings: [String]) {
        var clusters: [ShapedCluster] = []
        var warnings: [String] = []
        let analysesScripts = !ScriptAnalysisSwitch.isBypassed
        for (r, run) in runs.enumerated() {
            let (primary, warning) = Self.primaryFace(for: run.font)
            if let warning, !warnings.contains(warning) { warnings.append(warning) }
            let japanese = FontCatalog.cjk(weight: run.font.weight)
            let chain = [primary] + (japanese == FontCatalog.cjk ? [] : [japanese]) + [FontCatalog.cjk, FontCatalog.symbols]
            let characters = Array(run.text)
            var k = 0
            while k < characters.count {
                // Scripts the design faces lack go to the OpenType shaper as whole runs of one script.
                if analysesScripts, let script = Self.complexScript(characters[k]),
                   let face = FontCatalog.scriptFace(script, weight: run.font.weight) {
                    var end = k + 1
                    while end < characters.count, Self.complexScript(characters[end]) == script { end += 1 }
                    clusters += shapeComplex(String(characters[k..<end]), script: script, face: face, run: r)
                    k = end
                } else {
                    clusters.append(shapeCluster(characters[k], run: r, font: run.font, chain: chain))
                    k += 1
                }
            }
        }
        // Kerning between neighbours in the same run and face.
        for i in clusters.indices.dropFirst() {
            guard clusters[i].run == clusters[i - 1].run, !clusters[i].isPositioned, !clusters[i - 1].isPositioned,
                  case .glyphs(let f1, let g1) = clusters[i - 1].content, case .glyphs(let f2, let g2) = clusters[i].content,
                  f1 == f2, let left = g1.last, let right = g2.first else { continue }
            // Tabular digits keep their fixed width: no kerning next to them.
            if left.offsetEm != 0 || right.offsetEm != 0 || runs[clusters[i].run].font.monospacedDigit
                && (clusters[i].text.first?.isASCII == true && clusters[i].text.first?.isNumber == true
                    || clusters[i - 1].text.first?.isASCII == true && clusters[i - 1].text.first?.isNumber == true) { continue }
            clusters[i].kernBeforeEm = library.kerning(f1, left.glyph, right.glyph)
        }
        markBreaks(&clusters)
        var reported = Set<UInt32>()
        var reportedScripts = Set<String>()
        for c in clusters {
            for s in c.missing where reported.insert(s.value).inserted {
                if let script = UnicodeScriptName.of(s) {
                    if reportedScripts.insert(script).inserted {
                        let text = runs[c.run].text.split(whereSeparator: \.isWhitespace)
                            .filter { $0.unicodeScalars.contains { UnicodeScriptName.of($0) == script } }.joined(separator: " ")
                        warnings.append("No bundled font covers the \(script) script (in \"\(text)\"); drawn as missing-glyph boxes.")
                    }
                    continue
                }
                warnings.append("No bundled font has U+\(String(s.value, radix: 16, uppercase: true)) (\(String(Character(s)).debugDescription)); drawn as a missing-glyph box.")
            }
        }
        return (clusters, warnings)
    }

    func shapeCluster(_ ch: Character, run: Int, font: FontDescriptor, chain: [FontCatalog.Face]) -> ShapedCluster {
        let text = String(ch)
        if CharacterClass.isNewline(ch) {
            return ShapedCluster(text: text, run: run, content: .newline, advanceEm: 0, kernBeforeEm: 0, isWhitespace: true,
                                 breakAfter: true, missing: [])
        }
        let isSpace = CharacterClass.isBreakableSpace(ch) || CharacterClass.isZeroWidthBreak(ch)
        if CharacterClass.isEmoji(ch), let emoji = shapeEmoji(ch) {
            return ShapedCluster(text: text, run: run, content: .emoji(emoji), advanceEm: Self.emojiAdvanceEm * Double(emoji.count),
                                 kernBeforeEm: 0, isWhitespace: false, breakAfter: false, missing: [])
        }
        // Precomposed form first (e + U+0301 → é): without a shaper's mark positioning, a face's own
        // precomposed glyph is the only way an accent sits right.
        let composed = text.precomposedStringWithCanonicalMapping
        var scalars: [Unicode.Scalar] = composed.unicodeScalars.filter { !Self.isIgnorable($0) }
        if ch == "\t" { scalars = [Unicode.Scalar(0x20)] }
        if scalars.isEmpty {   // a lone joiner, ZWSP, variation selector: takes no room
            return ShapedCluster(text: text, run: run, content: .glyphs(chain[0], []), advanceEm: 0, kernBeforeEm: 0,
                                 isWhitespace: isSpace, breakAfter: false, missing: [])
        }
        // The first face that has every scalar; else the first that has the base character.
        var chosen: FontCatalog.Face?
        var glyphs: [UInt16] = []
        for face in chain {
            let g = scalars.map { library.glyph(face, $0.value) }
            if !g.contains(0) { chosen = face; glyphs = g; break }
        }
        var missing: [Unicode.Scalar] = []
        if chosen == nil {
            let face = chain.first { library.glyph($0, scalars[0].value) != 0 } ?? chain[0]
            chosen = face
            glyphs = scalars.map { library.glyph(face, $0.value) }
            missing = zip(scalars, glyphs).filter { $0.1 == 0 }.map(\.0)
        }
        let face = chosen ?? chain[0]
        var placed: [(glyph: UInt16, advanceEm: Double, offsetEm: Double, offsetYEm: Double)] = []
        // monospacedDigit(): the face's tabular figures (`tnum`) when it has them (Inter, Noto Serif);
        // otherwise every digit takes the widest digit's advance, centred.
        if font.monospacedDigit, library.tabularFigure(face, glyphs[0]) != nil {
            glyphs = glyphs.map { library.tabularFigure(face, $0) ?? $0 }
        } else if !font.monospacedDigit && face.proportionalFigures {
            // A face whose default figures are tabular (Open Sans) standing in for one whose are not.
            glyphs = glyphs.map { library.proportionalFigure(face, $0) }
        }
        let tabular = font.monospacedDigit && ch.isASCII && ch.isNumber && library.tabularFigure(face, glyphs[0]) == nil
        let widestDigit = tabular ? widestDigitAdvance(face) : 0
        for (i, g) in glyphs.enumerated() {
            var adv = library.advance(face, g)
            if ch == "\t" { adv *= 4 }
            if tabular && i == 0 {
                placed.append((g, widestDigit, (widestDigit - adv) / 2, 0))
            } else {
                placed.append((g, adv, 0, 0))
            }
        }
        return ShapedCluster(text: text, run: run, content: .glyphs(face, placed), advanceEm: placed.reduce(0) { $0 + $1.advanceEm },
                             kernBeforeEm: 0, isWhitespace: isSpace, breakAfter: false, missing: missing)
    }

    /// The script of a character that goes to the OpenType shaper (none of the design faces has these
    /// scripts, so they always take the script's own face).
    static func complexScript(_ ch: Character) -> ShapingScript? {
        ch.unicodeScalars.first.flatMap(ShapingScript.of)
    }

    /// A run of one script through the OpenType shaper, one `ShapedCluster` per cluster it reports, in
    /// logical order; glyphs inside a right-to-left cluster are in visual order (right to left).
    func shapeComplex(_ text: String, script: ShapingScript, face: FontCatalog.Face, run: Int) -> [ShapedCluster] {
        let scalars = Array(text.precomposedStringWithCanonicalMapping.unicodeScalars)
        let glyphs = OpenTypeShaper(library: library).shape(scalars, face: face, script: script, direction: script.direction)
        let upem = Double(library.openTypeTables(face)?.unitsPerEm ?? 1000)
        var byCluster: [Int: [ShapedGlyph]] = [:]
        for g in glyphs { byCluster[g.cluster, default: []].append(g) }
        let starts = byCluster.keys.sorted()
        var result: [ShapedCluster] = []
        for (n, start) in starts.enumerated() {
            let end = n + 1 < starts.count ? starts[n + 1] : scalars.count
            let members = byCluster[start] ?? []
            var placed = members.map { g in
                (glyph: g.glyph, advanceEm: Double(g.xAdvance) / upem, offsetEm: Double(g.xOffset) / upem,
                 offsetYEm: -Double(g.yOffset) / upem)
            }
            if script.direction == .rightToLeft { placed.reverse() }
            let clusterScalars = scalars[start..<max(start, end)]
            let missing = members.contains { $0.glyph == 0 } ? clusterScalars.filter { library.glyph(face, $0.value) == 0 } : []
            var piece = String.UnicodeScalarView()
            piece.append(contentsOf: clusterScalars)
            result.append(ShapedCluster(text: String(piece), run: run, content: .glyphs(face, placed),
                                        advanceEm: placed.reduce(0) { $0 + $1.advanceEm }, kernBeforeEm: 0, isWhitespace: false,
                                        breakAfter: false, missing: Array(missing), isPositioned: true))
        }
        return result
    }

    /// `monospacedDigit()` in a face without OpenType `tnum` (Quicksand): every digit gets the widest
    /// digit's advance and is centred in it.
    private func widestDigitAdvance(_ face: FontCatalog.Face) -> Double {
        (0x30...0x39).map { library.advance(face, library.glyph(face, UInt32($0))) }.max() ?? 0
    }

    /// Emoji glyphs after Noto's GSUB ligatures; glyphs that end up with no advance (joiners) are dropped.
    private func shapeEmoji(_ ch: Character) -> [EmojiImage]? {
        let face = FontCatalog.emoji
        let ids = ch.unicodeScalars.filter { $0.value != 0xFE0F }.map { library.glyph(face, $0.value) }
        guard let first = ids.first, first != 0 else { return nil }
        let ligated = library.emojiLigatures(ids.filter { $0 != 0 })
        let images = ligated.compactMap { library.emojiImage($0) }.filter { $0.glyph.advance > 0 }
        return images.isEmpty ? nil : images
    }

    /// Break opportunities by UAX #14 (`LineBreaker`, over the whole text's code points) at the clusters'
    /// ends; a line may always end after a newline and after the last cluster.
    private func markBreaks(_ clusters: inout [ShapedCluster]) {
        var scalars: [Unicode.Scalar] = []
        var lastScalar: [Int] = []
        for c in clusters {
            scalars.append(contentsOf: c.text.unicodeScalars)
            lastScalar.append(scalars.count - 1)
        }
        let opportunities = LineBreaker.opportunities(scalars)
        for i in clusters.indices {
            clusters[i].breakAfter = clusters[i].isNewline || i == clusters.count - 1
                || lastScalar[i] >= 0 && opportunities[lastScalar[i]] != nil
        }
    }
}
