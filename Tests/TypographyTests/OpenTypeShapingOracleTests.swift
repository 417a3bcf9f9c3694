import Foundation
import Testing
@testable import Typography

/// The OpenType shaper against HarfBuzz (`hb-shape`, Debian's libharfbuzz-bin; test-only, never linked):
/// for every bundled face and a corpus in each script it serves, glyph ids, clusters, advances and
/// offsets must be exactly HarfBuzz's. `make test-deps` and `.ci/run` install hb-shape, so only a machine
/// without it skips (the reason is printed).
@Suite struct OpenTypeShapingOracleTests {
    struct Case: CustomStringConvertible {
        let file: String
        let script: ShapingScript
        let texts: [String]
        var description: String { file }
    }

    static let arabic = ["سلام عليكم", "مرحبا بالعالم", "اللغة العربية", "لا إله إلا", "بِسْمِ اللَّهِ الرَّحْمَٰنِ الرَّحِيمِ",
                         "١٢٣ كتاب", "فِي بَيْتٍ", "ـبـ", "ﻻ", "َ", "كتابٌ جديدٌ", "شُكْرًا", "پژوهش گچ",
                         "می\u{200C}خواهم", "ب\u{200D}", "ـبـ ـ", "اردو زبان", "لأ لآ لإ", "ٱلْحَمْدُ", "ﷺ"]
    static let hebrew = ["שלום עולם", "עִבְרִית", "בְּרֵאשִׁית בָּרָא", "ספר", "ְ", "תּוֹרָה", "שָׁלוֹם", "בְּ", "יִשְׂרָאֵל", "קֳדָשִׁים"]
    static let thai = ["สวัสดีครับ", "น้ำ", "ภาษาไทย", "ผู้ใหญ่", "กำลัง", "ที่นี่", "ปั้ม", "ญี่ปุ่น", "ฐาน ฎีกา", "่", "ก่ำ", "ฤๅษี", "ป่า", "ญ่"]
    static let lao = ["ສະບາຍດີ", "ນ້ຳ", "ພາສາລາວ", "ຄຳ", "ກ່ຳ", "ສຸດ"]
    static let devanagari = ["नमस्ते", "हिन्दी", "भारत", "कमल", "गीता", "मुझे", "कर्म", "क्षत्रिय", "विद्या", "स्त्री", "हिंदी", "ज़िन्दगी", "धर्मी", "पूर्व", "आर्य", "सूर्य"]
        + devanagariConjuncts + devanagariHalfForms + devanagariBelowBase + devanagariNukta + devanagariBroken + devanagariWidgetWords
    static let devanagariConjuncts = ["क्ष", "त्र", "ज्ञ", "द्ध", "श्र", "द्व", "ह्म", "क्त", "न्न", "त्त", "द्य", "ष्ट", "ट्ठ", "श्च", "स्त्र", "क्ष्म"]
    static let devanagariHalfForms = ["प्यार", "स्कूल", "ग्वालियर", "ध्यान", "व्यक्ति", "म्हारो", "ल्प", "स्नान", "ज्योति", "न्याय",
                                      "क्\u{200D}ष", "क्\u{200C}ष", "ट्\u{200C}यि", "ट्\u{200D}यि"]
    static let devanagariBelowBase = ["प्र", "क्र", "ट्र", "ड्र", "द्र", "ह्र", "श्री", "प्रिय", "ग्रीष्म", "क्रि", "ट्रक", "द्रि"]
    static let devanagariNukta = ["\u{0958}", "\u{0959}", "\u{095A}", "\u{095B}", "\u{095C}", "\u{095D}", "\u{095E}", "\u{095F}",
                                  "ज़रूर", "फ़ोन", "ड़ि", "क़्व", "ऩ", "ऱ्य"]
    static let devanagariBroken = ["ि", "्", "ा", "ंक", "क ि", "अा", "अॆ", "उु", "र्इ", "कि्", "ि्क", "\u{093C}", "ः", "क्‍"]
    static let devanagariWidgetWords = ["मौसम", "आज का तापमान", "धूप", "बादल", "बारिश", "आंधी", "उच्च: ३२°", "निम्न: २१°",
                                        "हवा १५ किमी/घंटा", "नमी ७८%", "सोमवार, १२ जनवरी", "मंगलवार", "बुधवार", "गुरुवार", "शुक्रवार",
                                        "शनिवार", "रविवार", "अक्टूबर", "सितंबर", "नवंबर", "दिसंबर", "फ़रवरी", "अप्रैल", "जुलाई", "अगस्त",
                                        "१२३४५६७८९०", "₹१,२५०", "कार्यक्रम", "अर्थ", "वर्ष", "पर्व", "मौर्य", "र्क", "रि", "निर्देश",
                                        "स्वास्थ्य", "कदम ८,४२१", "पानी ६ गिलास", "बैटरी ८७%", "कैलेंडर", "अनुस्मारक"]
    static let latin = ["Hello, World", "AVATAR Typography", "office fjord", "Kerning: To Wa Yo", "12:45 → 3.14%", "naïve café",
                        "Ünïcödé ÅÉÎ"]
    static let japanese = ["日本語のテキスト", "こんにちは世界", "カタカナ ひらがな 漢字", "東京 2026年"]

    static var cases: [Case] {
        var cases: [Case] = []
        for style in ["Regular", "Bold"] {
            cases.append(Case(file: "NotoSansArabic/NotoSansArabic-\(style).ttf", script: .arabic, texts: arabic))
            cases.append(Case(file: "NotoSansHebrew/NotoSansHebrew-\(style).ttf", script: .hebrew, texts: hebrew))
            cases.append(Case(file: "NotoSansThai/NotoSansThai-\(style).ttf", script: .thai, texts: thai))
            cases.append(Case(file: "NotoSansLao/NotoSansLao-\(style).ttf", script: .lao, texts: lao))
            cases.append(Case(file: "NotoSansDevanagari/NotoSansDevanagari-\(style).ttf", script: .devanagari, texts: devanagari))
        }
        for file in FontCatalog.allFiles where !file.hasPrefix("NotoSans") && !file.hasPrefix("NotoColorEmoji") && !file.hasPrefix("Material") {
            let cjk = file.hasPrefix("VLGothic") || file.hasPrefix("Mplus")
            cases.append(Case(file: file, script: .other, texts: cjk ? japanese + latin : latin))
        }
        return cases
    }

    static let hbShape: String? = ["/usr/bin/hb-shape", "/usr/local/bin/hb-shape"].first { FileManager.default.isExecutableFile(atPath: $0) }

    struct HarfBuzzGlyph: Decodable, Equatable, CustomStringConvertible {
        let g: Int, cl: Int, dx: Int, dy: Int, ax: Int
        var description: String { "\(g)=\(cl)@\(dx),\(dy)+\(ax)" }
    }

    /// hb-shape over each line of `texts`, glyphs in logical order (HarfBuzz prints right-to-left runs visually).
    static func harfBuzz(_ tool: String, font: String, script: ShapingScript, texts: [String]) throws -> [[HarfBuzzGlyph]] {
        let input = FileManager.default.temporaryDirectory.appendingPathComponent("hb-corpus-\(UUID().uuidString).txt")
        try (texts.joined(separator: "\n") + "\n").write(to: input, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: input) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        let hbScript: String
        switch script {
        case .arabic: hbScript = "Arab"
        case .hebrew: hbScript = "Hebr"
        case .thai: hbScript = "Thai"
        case .lao: hbScript = "Laoo"
        case .devanagari: hbScript = "Deva"
        case .other: hbScript = "Latn"
        }
        process.arguments = ["--font-file=\(font)", "--text-file=\(input.path)", "--script=\(hbScript)",
                             "--direction=\(script.direction == .rightToLeft ? "rtl" : "ltr")",
                             "--output-format=json", "--no-glyph-names"]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n")
        return try lines.map { line in
            let glyphs = try JSONDecoder().decode([HarfBuzzGlyph].self, from: Data(line.utf8))
            return script.direction == .rightToLeft ? glyphs.reversed() : glyphs
        }
    }

    @Test(.enabled(if: hbShape != nil, "hb-shape is not installed (apt-get install libharfbuzz-bin; make test-deps does)"),
          arguments: cases)
    func glyphsEqualHarfBuzz(_ c: Case) throws {
        let tool = try #require(Self.hbShape)
        let library = try FontLibrary.shared()
        let face = FontCatalog.Face(name: c.file, file: c.file, role: c.script == .other ? .text : .script)
        let path = library.directory.appendingPathComponent(c.file).path
        let expected = try Self.harfBuzz(tool, font: path, script: c.script, texts: c.texts)
        #expect(expected.count == c.texts.count)
        let shaper = OpenTypeShaper(library: library)
        for (text, hb) in zip(c.texts, expected) {
            let ours = shaper.shape(Array(text.unicodeScalars), face: face, script: c.script, direction: c.script.direction)
                .map { HarfBuzzGlyph(g: Int($0.glyph), cl: $0.cluster, dx: $0.xOffset, dy: $0.yOffset, ax: $0.xAdvance) }
            #expect(ours == hb, "\(c.file) \(text.debugDescription)")
        }
    }
}
