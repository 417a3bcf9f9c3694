import Foundation
import Testing
@testable import Typography

/// The icon font is committed separately (Fonts/MaterialDesignIcons/); where it is present, every code point
/// of the symbol table must have a glyph in it.
@Suite("SymbolFontCoverage")
struct SymbolFontCoverageTests {
    static let fontURL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fonts").appendingPathComponent(SymbolTable.fontPath)

    @Test(.enabled(if: FileManager.default.fileExists(atPath: fontURL.path)))
    func everyCodepointHasAGlyphInTheIconFont() throws {
        let data = try Data(contentsOf: Self.fontURL)
        let cmap = try #require(TrueTypeCmap(fontData: [UInt8](data)), "no usable cmap in \(Self.fontURL.path)")
        var missing: [String] = []
        for mapping in SymbolTable.allMappings where (cmap.glyphID(for: mapping.codepoint) ?? 0) == 0 {
            missing.append("\(mapping.symbolName) → \(mapping.iconName)")
        }
        #expect(missing.isEmpty, "no glyph for: \(missing.joined(separator: ", "))")
        // The reader itself must be able to say no: U+0041 'A' is not in the icon font.
        #expect((cmap.glyphID(for: 0x41) ?? 0) == 0)
    }
}

/// Just enough of a TrueType `cmap` reader (formats 4 and 12) to ask whether a code point has a glyph.
/// Every read is bounds-checked; a malformed font gives nil, never a trap.
private struct TrueTypeCmap {
    let bytes: [UInt8]
    let subtable: Int
    let format: UInt16

    init?(fontData bytes: [UInt8]) {
        self.bytes = bytes
        guard let tableCount = Self.u16(bytes, 4) else { return nil }
        var cmapOffset: Int?
        for index in 0..<Int(tableCount) {
            let record = 12 + 16 * index
            guard bytes.count >= record + 16 else { return nil }
            if bytes[record..<record + 4].elementsEqual("cmap".utf8) {
                cmapOffset = Self.u32(bytes, record + 8).map(Int.init)
            }
        }
        guard let cmap = cmapOffset, let encodingCount = Self.u16(bytes, cmap + 2) else { return nil }
        var best: (offset: Int, format: UInt16)?
        for index in 0..<Int(encodingCount) {
            let record = cmap + 4 + 8 * index
            guard let platform = Self.u16(bytes, record), let offset = Self.u32(bytes, record + 4),
                  let format = Self.u16(bytes, cmap + Int(offset)) else { return nil }
            guard platform == 0 || platform == 3, format == 4 || format == 12 else { continue }
            if best == nil || format == 12 { best = (cmap + Int(offset), format) }
        }
        guard let chosen = best else { return nil }
        subtable = chosen.offset
        format = chosen.format
    }

    func glyphID(for codepoint: UInt32) -> UInt32? {
        format == 12 ? format12(codepoint) : format4(codepoint)
    }

    private func format4(_ codepoint: UInt32) -> UInt32? {
        guard codepoint <= 0xFFFF, let segCountX2 = Self.u16(bytes, subtable + 6) else { return nil }
        let segCount = Int(segCountX2) / 2
        let ends = subtable + 14, starts = ends + 2 * segCount + 2
        let deltas = starts + 2 * segCount, rangeOffsets = deltas + 2 * segCount
        for segment in 0..<segCount {
            guard let end = Self.u16(bytes, ends + 2 * segment) else { return nil }
            guard codepoint <= UInt32(end) else { continue }
            guard let start = Self.u16(bytes, starts + 2 * segment),
                  let delta = Self.u16(bytes, deltas + 2 * segment),
                  let rangeOffset = Self.u16(bytes, rangeOffsets + 2 * segment) else { return nil }
            guard codepoint >= UInt32(start) else { return 0 }
            if rangeOffset == 0 { return (codepoint + UInt32(delta)) & 0xFFFF }
            let at = rangeOffsets + 2 * segment + Int(rangeOffset) + 2 * Int(codepoint - UInt32(start))
            guard let glyph = Self.u16(bytes, at) else { return nil }
            return glyph == 0 ? 0 : (UInt32(glyph) + UInt32(delta)) & 0xFFFF
        }
        return 0
    }

    private func format12(_ codepoint: UInt32) -> UInt32? {
        guard let groupCount = Self.u32(bytes, subtable + 12) else { return nil }
        for group in 0..<Int(groupCount) {
            let at = subtable + 16 + 12 * group
            guard let start = Self.u32(bytes, at), let end = Self.u32(bytes, at + 4),
                  let firstGlyph = Self.u32(bytes, at + 8) else { return nil }
            if (start...max(start, end)).contains(codepoint) { return firstGlyph + (codepoint - start) }
        }
        return 0
    }

    private static func u16(_ bytes: [UInt8], _ at: Int) -> UInt16? {
        guard at >= 0, at + 2 <= bytes.count else { return nil }
        return UInt16(bytes[at]) << 8 | UInt16(bytes[at + 1])
    }

    private static func u32(_ bytes: [UInt8], _ at: Int) -> UInt32? {
        guard let high = u16(bytes, at), let low = u16(bytes, at + 2) else { return nil }
        return UInt32(high) << 16 | UInt32(low)
    }
}
