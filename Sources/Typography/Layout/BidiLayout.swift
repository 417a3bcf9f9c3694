/// UAX #9 over shaped clusters: the levels of each paragraph, mirrored glyphs at odd levels, and the
/// visual order of each line after line breaking (L1, L2).
enum BidiLayout {
    /// Text below U+0590 has no right-to-left letters, Arabic numbers or bidi controls: in a left-to-right
    /// paragraph every level is 0, so the algorithm is skipped (Latin text costs one scan).
    private static let firstRightToLeftScalar: UInt32 = 0x0590

    /// Sets each cluster's level and paragraph level; `defaultLevel` (the layout direction's) is the
    /// paragraph level of text without a strong character (UAX #9 HL1). Mirrored characters at odd levels
    /// take their mirror's glyph when the face has it (L4).
    static func resolve(_ clusters: inout [ShapedCluster], defaultLevel: UInt8, library: FontLibrary) {
        if ScriptAnalysisSwitch.isBypassed { return }
        if defaultLevel == 0 && clusters.allSatisfy({ $0.text.unicodeScalars.allSatisfy { $0.value < firstRightToLeftScalar } }) {
            return
        }
        var start = 0
        while start < clusters.count {
            // A paragraph ends after a paragraph separator (class B: "\n", "\r\n", U+2029 …).
            var end = start
            while end < clusters.count {
                end += 1
                if let first = clusters[end - 1].text.unicodeScalars.first, BidiClass(of: first) == .B { break }
            }
            var scalars: [Unicode.Scalar] = []
            var firstScalar: [Int] = []
            for c in clusters[start..<end] {
                firstScalar.append(scalars.count)
                scalars.append(contentsOf: c.text.unicodeScalars)
            }
            let paragraph = BidiParagraph(scalars: scalars, defaultLevel: defaultLevel)
            for (k, i) in (start..<end).enumerated() {
                let level = paragraph.levels[firstScalar[k]]
                clusters[i].bidiLevel = level
                clusters[i].paragraphLevel = paragraph.paragraphLevel
                if level & 1 == 1 { mirror(&clusters[i], library: library) }
            }
            start = end
        }
    }

    private static func mirror(_ cluster: inout ShapedCluster, library: FontLibrary) {
        guard cluster.text.unicodeScalars.count == 1, let scalar = cluster.text.unicodeScalars.first,
              let mirrored = BidiMirroring.mirror(of: scalar),
              case .glyphs(let face, let glyphs) = cluster.content, glyphs.count == 1 else { return }
        let glyph = library.glyph(face, mirrored.value)
        guard glyph != 0 else { return }
        var placed = glyphs
        placed[0].glyph = glyph
        placed[0].advanceEm = library.advance(face, glyph)
        cluster.content = .glyphs(face, placed)
        cluster.advanceEm = placed[0].advanceEm
    }

    /// Left-to-right drawing order of a line's clusters (indices into `line`): L1 returns separators and the
    /// whitespace before them and at the line's end to the paragraph level, then L2 reverses.
    static func visualOrder(_ line: [ShapedCluster]) -> [Int] {
        guard line.contains(where: { $0.bidiLevel != 0 || $0.paragraphLevel != 0 }) else { return Array(line.indices) }
        var levels = line.map(\.bidiLevel)
        let classes = line.map { $0.text.unicodeScalars.first.map(BidiClass.init(of:)) ?? .WS }
        BidiParagraph.resetSeparatorsAndTrailingWhitespace(&levels, classes: classes) { line[$0].paragraphLevel }
        return BidiParagraph.visualOrder(levels)
    }
}
