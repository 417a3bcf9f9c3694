/// How tall a line of a face is.
///
/// Rule: a line is the face's ascender + descender + line gap, but never less than 22/17 em. Apple
/// publishes 22 pt leading for the 17 pt body style (SF Pro); SF Pro's own ascender + descender is only
/// 1.193 em (20.3 pt) and Inter's 1.210 em (20.6 pt), so iOS adds leading, and taking SF's published ratio
/// makes a 17 pt Inter line exactly 22 pt tall. The extra leading is split evenly above and below the
/// glyphs, so text stays centred in its line. Faces with a taller natural line (Noto Serif 1.362 em,
/// JetBrains Mono 1.32 em) keep theirs, so their glyphs never overlap the next line.
enum LineBox {
    static let minimumLineHeightEm = 22.0 / 17.0

    /// Ascent above and descent below the baseline of one line, em. `leadingEm`: a text style's published
    /// line height (in em of the font size), used exactly when given.
    static func extents(_ m: FaceMetrics, leadingEm: Double? = nil) -> (ascent: Double, descent: Double) {
        let natural = m.ascender + m.descender + m.lineGap
        let height = leadingEm.flatMap { $0.isFinite && $0 > 0 ? $0 : nil } ?? max(natural, minimumLineHeightEm)
        let half = (height - m.ascender - m.descender) / 2
        return (m.ascender + half, m.descender + half)
    }
}
