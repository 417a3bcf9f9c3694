import Testing
import Graphics
@testable import Typography

/// The OpenType shaper's own rules (joining forms, script fallback, the uncovered-script warning) and
/// damaged fonts: truncated or corrupted GSUB/GPOS and lookups that call themselves end, never crash.
@Suite struct OpenTypeShapingTests {
    private static func forms(_ text: String) -> [ArabicJoining.Form?] { ArabicJoining.forms(Array(text.unicodeScalars)) }

    @Test func arabicLettersTakeTheirJoiningForms() {
        #expect(Self.forms("بيت") == [.initial, .medi, .fina])
        #expect(Self.forms("سلام") == [.initial, .medi, .fina, .isol])
        #expect(Self.forms("دار") == [.isol, .isol, .isol])          // right-joining letters never join forward
        #expect(Self.forms("بَب") == [.initial, nil, .fina])          // the fatha is transparent
        #expect(Self.forms("ب\u{200C}ب") == [.isol, nil, .isol])     // ZWNJ breaks the join
        #expect(Self.forms("ب\u{200D}") == [.initial, .fina])         // ZWJ joins (its own form is invisible)
    }

    @Test func scriptsFallBackToTheirNotoFaceAndWeight() throws {
        let ts = try TestFonts.typeSetter()
        let cases: [(String, FontWeightClass, String)] = [
            ("مرحبا", .regular, "NotoSansArabic-Regular"), ("مرحبا", .bold, "NotoSansArabic-Bold"),
            ("שלום", .regular, "NotoSansHebrew-Regular"), ("ภาษาไทย", .semibold, "NotoSansThai-Bold"),
            ("हिन्दी", .regular, "NotoSansDevanagari-Regular"), ("ສະບາຍດີ", .regular, "NotoSansLao-Regular"),
            ("日本", .regular, "VL-PGothic-Regular"), ("日本", .semibold, "Mplus1-SemiBold"), ("日本", .bold, "Mplus1-Bold"),
            ("日本", .black, "Mplus1-Black"),
        ]
        for (text, weight, face) in cases {
            let layout = ts.layout(TestFonts.request(text, weight: weight), width: nil)
            #expect(Set(TestFonts.glyphRuns(layout).map(\.fontName)) == [face], "\(text) \(weight)")
            #expect(layout.warnings.isEmpty, "\(text): \(layout.warnings)")
        }
    }

    @Test func arabicIsJoinedAndMarksSitOnTheirBase() throws {
        let library = try FontLibrary.shared()
        let face = try #require(FontCatalog.scriptFace(.arabic, weight: .regular))
        let shaper = OpenTypeShaper(library: library)
        let isolated = "بيت".unicodeScalars.map { shaper.shape([$0], face: face, script: .arabic, direction: .rightToLeft)[0].glyph }
        let joined = shaper.shape(Array("بيت".unicodeScalars), face: face, script: .arabic, direction: .rightToLeft).map(\.glyph)
        #expect(joined.count == 3)
        for i in 0..<3 { #expect(joined[i] != isolated[i], "letter \(i) kept its isolated form") }
        let marked = shaper.shape(Array("بَ".unicodeScalars), face: face, script: .arabic, direction: .rightToLeft)
        #expect(marked.count == 2 && marked[1].cluster == 0 && marked[1].xAdvance == 0 && marked[1].yOffset != 0)
    }

    @Test func uncoveredScriptsWarnOncePerScriptNamingTheText() throws {
        let ts = try TestFonts.typeSetter()
        let layout = ts.layout(TestFonts.request("வணக்கம் and நன்றி, ខ្មែរ"), width: nil)
        #expect(layout.warnings.filter { $0.contains("Tamil") }.count == 1)
        #expect(layout.warnings.contains { $0.contains("Tamil script") && $0.contains("வணக்கம்") }, "\(layout.warnings)")
        #expect(layout.warnings.filter { $0.contains("Khmer script") }.count == 1)
    }

    private static let arabicText = Array("بِسْمِ اللَّهِ لا إله كتابٌ".unicodeScalars).map(\.value)

    private static func shapeArabic(gsub: [UInt8], gpos: [UInt8], gdef: [UInt8], library: FontLibrary,
                                    face: FontCatalog.Face) -> [ShapedGlyph] {
        let tables = OpenTypeFaceTables(gsub: gsub, gpos: gpos, gdef: gdef, unitsPerEm: 1000)
        return OpenTypeShaper.layout(text: arabicText, clusters: Array(arabicText.indices), glyphs: arabicText.map { library.glyph(face, $0) },
                                     tables: tables, script: .arabic, direction: .rightToLeft, space: 3) { _ in 500 }
    }

    /// Every prefix of the real tables (a file cut short) and seeded byte corruption: shaping ends with a
    /// bounded number of glyphs.
    @Test func truncatedAndCorruptedTablesNeverCrash() throws {
        let library = try FontLibrary.shared()
        let face = try #require(FontCatalog.scriptFace(.arabic, weight: .regular))
        let gsub = try #require(library.rawTable(face, tag: "GSUB"))
        let gpos = try #require(library.rawTable(face, tag: "GPOS"))
        let gdef = try #require(library.rawTable(face, tag: "GDEF"))
        let intact = Self.shapeArabic(gsub: gsub, gpos: gpos, gdef: gdef, library: library, face: face)
        #expect(intact.count > 10)
        for table in 0..<3 {
            let bytes = [gsub, gpos, gdef][table]
            for cut in stride(from: 0, to: bytes.count, by: max(1, bytes.count / 23)) {
                var t = [gsub, gpos, gdef]
                t[table] = Array(bytes[..<cut])
                let out = Self.shapeArabic(gsub: t[0], gpos: t[1], gdef: t[2], library: library, face: face)
                #expect(out.count <= Self.arabicText.count * 32)
            }
        }
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(seed >> 33)
        }
        for _ in 0..<30 {
            var t = [gsub, gpos, gdef]
            let table = next() % 3
            for _ in 0..<12 where !t[table].isEmpty { t[table][next() % t[table].count] = UInt8(truncatingIfNeeded: next()) }
            let out = Self.shapeArabic(gsub: t[0], gpos: t[1], gdef: t[2], library: library, face: face)
            #expect(out.count <= Self.arabicText.count * 32)
        }
    }

    private static func u16(_ v: Int) -> [UInt8] { [UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }

    /// A GSUB whose only lookup (contextual, format 3, `ccmp`) applies itself to the glyph it matched:
    /// the nesting limit ends the recursion and the glyphs come out unchanged.
    @Test func lookupThatCallsItselfEnds() {
        var t: [UInt8] = [0, 1, 0, 0] + [10, 30, 44].flatMap(Self.u16)   // version, script/feature/lookup lists
        t += Self.u16(1) + Array("DFLT".utf8) + Self.u16(8)               // 10: one script at +8
        t += [4, 0].flatMap(Self.u16)                                     // 18: default language system at +4
        t += [0, 0xFFFF, 1, 0].flatMap(Self.u16)                          // 22: feature 0
        t += Self.u16(1) + Array("ccmp".utf8) + Self.u16(8)               // 30: one feature at +8
        t += [0, 1, 0].flatMap(Self.u16)                                  // 38: lookup 0
        t += [1, 4].flatMap(Self.u16)                                     // 44: one lookup at +4
        t += [5, 0, 1, 8].flatMap(Self.u16)                               // 48: contextual, one subtable at +8
        t += [3, 1, 1, 12, 0, 0].flatMap(Self.u16)                        // 56: format 3, coverage at +12, lookup 0 at 0
        t += [1, 1, 7].flatMap(Self.u16)                                  // 68: coverage: glyph 7
        let tables = OpenTypeFaceTables(gsub: t, gpos: [], gdef: [], unitsPerEm: 1000)
        let out = OpenTypeShaper.layout(text: [0x61, 0x61, 0x61], clusters: [0, 1, 2], glyphs: [7, 7, 7], tables: tables,
                                        script: .other, direction: .leftToRight, space: 3) { _ in 600 }
        #expect(out.map(\.glyph) == [7, 7, 7])
        #expect(out.map(\.xAdvance) == [600, 600, 600])
    }
}
