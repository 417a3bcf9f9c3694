import Testing
@testable import Typography

/// The Indic shaper's own steps, without the HarfBuzz oracle (so they run everywhere): syllables by the
/// grammar, dotted circles for broken clusters, and bad input (huge syllables, lone marks) that ends.
@Suite struct IndicShapingTests {
    private static func kinds(_ text: String) -> [IndicSyllables.Kind] {
        let syllables = IndicSyllables.find(text.unicodeScalars.map { IndicCharacter.properties($0.value).category })
        var kinds: [IndicSyllables.Kind] = []
        for (i, s) in syllables.enumerated() where i == 0 || s != syllables[i - 1] { kinds.append(IndicSyllables.kind(s)) }
        return kinds
    }

    @Test func syllablesFollowTheIndicGrammar() {
        #expect(Self.kinds("क्षत्रिय") == [.consonant, .consonant, .consonant])     // क्ष, त्रि, य
        #expect(Self.kinds("कर्म") == [.consonant, .consonant])                      // क, र्म
        #expect(Self.kinds("आर्य") == [.vowel, .consonant])
        #expect(Self.kinds("क ि") == [.consonant, .nonIndic, .broken])              // the matra has nothing to sit on
        #expect(Self.kinds("ि") == [.broken])
        #expect(Self.kinds("क्\u{200D}ष") == [.consonant])                        // virama + ZWJ: an explicit half form inside
        #expect(Self.kinds("क्\u{200C}ष") == [.consonant, .consonant])             // virama + ZWNJ ends the syllable
        #expect(Self.kinds("१२") == [.standalone, .standalone])                      // digits are placeholders
        #expect(Self.kinds("ऽ") == [.symbol])
    }

    @Test func brokenClustersGetADottedCircle() throws {
        let library = try FontLibrary.shared()
        let face = try #require(FontCatalog.scriptFace(.devanagari, weight: .regular))
        let shaper = OpenTypeShaper(library: library)
        let circle = library.glyph(face, 0x25CC)
        #expect(circle != 0)
        // The short i is drawn before its dotted circle, both in the matra's cluster.
        let lone = shaper.shape(Array("ि".unicodeScalars), face: face, script: .devanagari, direction: .leftToRight)
        #expect(lone.map(\.glyph) == [library.glyph(face, 0x093F), circle])
        #expect(lone.map(\.cluster) == [0, 0])
        // After a space: a circle for the matra only, not for the consonant syllable.
        let spaced = shaper.shape(Array("क ि".unicodeScalars), face: face, script: .devanagari, direction: .leftToRight)
        #expect(spaced.filter { $0.glyph == circle }.count == 1)
        #expect(spaced.map(\.cluster) == [0, 1, 1, 1])   // the matra continues the space's grapheme
        // Vowel + vowel sign that would read as another vowel: a circle between them.
        let constrained = shaper.shape(Array("अा".unicodeScalars), face: face, script: .devanagari, direction: .leftToRight)
        #expect(constrained.map(\.glyph).contains(circle))
    }

    @Test func hugeSyllablesAndLoneMarksAreShapedNeverCrash() throws {
        let library = try FontLibrary.shared()
        let face = try #require(FontCatalog.scriptFace(.devanagari, weight: .regular))
        let shaper = OpenTypeShaper(library: library)
        // One syllable of 2 001 consonants joined by viramas, and 2 000 lone vowel signs and viramas.
        let conjunct = String(repeating: "क्", count: 2_000) + "क"
        let out = shaper.shape(Array(conjunct.unicodeScalars), face: face, script: .devanagari, direction: .leftToRight)
        #expect(out.count == 2_001)   // 2 000 half forms and the base
        let marks = String(repeating: "ि्ं", count: 700)
        let broken = shaper.shape(Array(marks.unicodeScalars), face: face, script: .devanagari, direction: .leftToRight)
        #expect(broken.count >= 2_100)
    }
}
