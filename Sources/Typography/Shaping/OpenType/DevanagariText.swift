/// Devanagari text preparation before shaping, as OpenType engines do it: dotted circles where an
/// independent vowel plus a vowel sign would look like another vowel (Microsoft's "vowel
/// constraints"), and the nukta letters Unicode excludes from composition written as letter + nukta
/// so the font's `nukt` feature forms them.
enum DevanagariText {
    /// Independent vowel + vowel sign pairs drawn with a dotted circle between them.
    private static let constrained: [UInt32: Set<UInt32>] = [
        0x0905: [0x093A, 0x093B, 0x093E, 0x0945, 0x0946, 0x0949, 0x094A, 0x094B, 0x094C, 0x094F, 0x0956, 0x0957],
        0x0906: [0x093A, 0x0945, 0x0946, 0x0947, 0x0948],
        0x0909: [0x0941],
        0x090F: [0x0945, 0x0946, 0x0947],
    ]

    static func insertVowelConstraintCircles(_ text: inout [UInt32], _ clusters: inout [Int]) {
        var i = 0
        while i + 1 < text.count {
            var matched = constrained[text[i]]?.contains(text[i + 1]) == true
            if text[i] == 0x0930, text[i + 1] == 0x094D, i + 2 < text.count, text[i + 2] == 0x0907 {
                i += 1   // Ra + virama + I: the circle goes before the I
                matched = true
            }
            i += 1
            if matched {
                text.insert(IndicCharacter.dottedCircle, at: i)
                clusters.insert(clusters[i], at: i)
                i += 1
            }
        }
    }

    /// U+0958…U+095F → consonant + U+093C, when the font has both.
    static func decomposeNuktaForms(_ text: inout [UInt32], _ clusters: inout [Int], fontHas: (UInt32) -> Bool) {
        let bases: [UInt32] = [0x0915, 0x0916, 0x0917, 0x091C, 0x0921, 0x0922, 0x092B, 0x092F]
        var i = 0
        while i < text.count {
            if (0x0958...0x095F).contains(text[i]) {
                let base = bases[Int(text[i] - 0x0958)]
                if fontHas(base), fontHas(0x093C) {
                    text.replaceSubrange(i...i, with: [base, 0x093C])
                    clusters.insert(clusters[i], at: i + 1)
                    i += 1
                }
            }
            i += 1
        }
    }
}
