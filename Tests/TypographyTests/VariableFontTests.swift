import Foundation
import Testing
@testable import Typography

/// A variable font drawn at an instance (`FontCatalog.Face.variations`), as the developer's variable SF Pro
/// is: Roboto Flex cut to a few glyphs (`Fixtures/VariableFont`, OFL) stands in, with the `opsz` and `wght`
/// axes, `avar`, `HVAR` and GPOS kerning varied through GDEF. Advances and kerning at each instance must
/// be exactly HarfBuzz's (`hb-shape --variations`, the oracle of `OpenTypeShapingOracleTests`).
@Suite struct VariableFontTests {
    static let font = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/VariableFont/RobotoFlex-opsz-wght-subset.ttf").path

    static func face(_ variations: [FontVariation]) -> FontCatalog.Face {
        FontCatalog.Face(name: "RobotoFlex", file: font, variations: variations)
    }

    struct Instance: CustomStringConvertible, Sendable {
        let weight: Double
        let opticalSize: Double
        var variations: [FontVariation] { [FontVariation("wght", weight), FontVariation("opsz", opticalSize)] }
        var description: String { "wght=\(weight),opsz=\(opticalSize)" }
    }

    static let instances = [Instance(weight: 400, opticalSize: 8), Instance(weight: 700, opticalSize: 17),
                            Instance(weight: 400, opticalSize: 144), Instance(weight: 590, opticalSize: 28)]
    static let texts = ["AVTWaYo Hamburgefontsiv", "Tower 12:45, Yav.", "0123456789", "WAVY ray wave"]

    /// Per glyph (id, advance with the kerning to the next glyph) in font units, as HarfBuzz reports them.
    private func ours(_ text: String, _ face: FontCatalog.Face, _ library: FontLibrary) -> [String] {
        let upem = 2048.0
        let glyphs = text.unicodeScalars.map { library.glyph(face, $0.value) }
        return glyphs.indices.map { i in
            var advance = Int((library.advance(face, glyphs[i]) * upem).rounded())
            if i + 1 < glyphs.count { advance += Int((library.kerning(face, glyphs[i], glyphs[i + 1]) * upem).rounded()) }
            return "\(glyphs[i])+\(advance)"
        }
    }

    private func harfBuzz(_ tool: String, _ text: String, _ instance: Instance) throws -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = ["--font-file=\(Self.font)", "--text=\(text)", "--variations=\(instance)", "--features=-liga",
                             "--no-glyph-names", "--no-clusters", "--output-format=json"]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        struct Glyph: Decodable { let g: Int; let ax: Int }
        return try JSONDecoder().decode([Glyph].self, from: data).map { "\($0.g)+\($0.ax)" }
    }

    @Test(.enabled(if: OpenTypeShapingOracleTests.hbShape != nil, "hb-shape is not installed (apt-get install libharfbuzz-bin; make test-deps does)"),
          arguments: instances)
    func advancesAndKerningEqualHarfBuzz(_ instance: Instance) throws {
        let tool = try #require(OpenTypeShapingOracleTests.hbShape)
        let library = try FontLibrary.shared()
        let face = Self.face(instance.variations)
        for text in Self.texts {
            let mine = ours(text, face, library), theirs = try harfBuzz(tool, text, instance)
            #expect(mine == theirs, "\(instance) \(text): ours \(mine), HarfBuzz \(theirs)")
        }
    }

    @Test("exact advances at two instances: opsz and wght change them, and kerning follows the instance")
    func exactValues() throws {
        let library = try FontLibrary.shared()
        let small = Self.face([FontVariation("wght", 400), FontVariation("opsz", 8)])
        let large = Self.face([FontVariation("wght", 400), FontVariation("opsz", 144)])
        // hb-shape --variations=wght=400,opsz=8 / opsz=144 "AV": A+1348 V+1327 / A+970 V+1020 (font units).
        let a = library.glyph(small, 0x41), v = library.glyph(small, 0x56)
        #expect(a == 15 && v == 18)
        #expect(library.advance(small, a) * 2048 == 1348)
        #expect(library.kerning(small, a, v) == 0)
        #expect(library.advance(large, a) * 2048 == 1010)
        #expect(library.kerning(large, a, v) * 2048 == -40)
        // The default instance (no variations) is a third face with its own values.
        #expect(library.advance(Self.face([]), a) * 2048 != library.advance(large, a) * 2048)
    }

    @Test("each instance has its own glyph keys and outlines; axes clamp to the file's range")
    func outlinesPerInstance() throws {
        let library = try FontLibrary.shared()
        let regular = Self.face([FontVariation("wght", 400), FontVariation("opsz", 17)])
        let bold = Self.face([FontVariation("wght", 700), FontVariation("opsz", 17)])
        let g = library.glyph(regular, 0x6F)
        #expect(library.outline(regular, g).key == "RobotoFlex-wght400-opsz17.g\(g)")
        #expect(library.outline(bold, g).key == "RobotoFlex-wght700-opsz17.g\(g)")
        #expect(library.outline(regular, g).path != library.outline(bold, g).path)
        // opsz 4 is below the axis's 8: drawn as opsz 8.
        let below = Self.face([FontVariation("wght", 400), FontVariation("opsz", 4)])
        let floor = Self.face([FontVariation("wght", 400), FontVariation("opsz", 8)])
        #expect(library.advance(below, g) == library.advance(floor, g))
        #expect(library.outline(below, g).path == library.outline(floor, g).path)
    }
}
