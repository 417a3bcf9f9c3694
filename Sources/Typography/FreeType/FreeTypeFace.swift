import CFreeType
import Graphics

/// One open FreeType face. Not thread-safe (FreeType faces are not): only `FontLibrary` touches it,
/// always under its lock. Everything it hands out is a value (`GlyphOutline`, `Bitmap`, numbers).
final class FreeTypeFace {
    let face: FT_Face
    let path: String
    let unitsPerEm: Double
    /// Pair kerning from GPOS `kern`; when absent, the legacy `kern` table through `FT_Get_Kerning`.
    let gposKerning: PairKerningTable
    let hasLegacyKerning: Bool
    let ligatures: LigatureTable?
    /// Tabular figures (`tnum`), empty when the face has none.
    let tabularFigures: SingleSubstitutionTable
    /// Proportional figures (`pnum`), empty when the face has none.
    let proportionalFigures: SingleSubstitutionTable
    /// Pixels per em of the selected bitmap strike (colour emoji), nil for outline faces.
    let strikePPEM: Double?

    /// The instance's normalized coordinates (F2Dot14 steps, after `avar`), empty for a static face.
    let normalizedCoordinates: [Double]
    /// A variable face's advances with HVAR (nil for a static face or one without HVAR).
    let advanceVariations: AdvanceVariations?

    /// `variations`: the instance of a variable file to open (`VariableInstance`); ignored for a static file.
    init(library: FT_Library, path: String, loadLigatures: Bool, variations: [FontVariation] = []) throws(FontError) {
        var face: FT_Face?
        let error = FT_New_Face(library, path, 0, &face)
        guard error == 0, let face else { throw .freeType(call: "FT_New_Face", file: path, code: error) }
        do {
            normalizedCoordinates = try VariableInstance.apply(variations, to: face, library: library, path: path)
        } catch {
            FT_Done_Face(face)
            throw error
        }
        self.face = face
        self.path = path
        let flags = face.pointee.face_flags
        if face.pointee.num_fixed_sizes > 0 && (flags & FT_Long(FT_FACE_FLAG_SCALABLE)) == 0 || face.pointee.units_per_EM == 0 {
            // A bitmap-only face (Noto Color Emoji's CBDT): select its strike (109 ppem).
            let selected = FT_Select_Size(face, 0)
            if selected != 0 { FT_Done_Face(face); throw .freeType(call: "FT_Select_Size", file: path, code: selected) }
            strikePPEM = Double(face.pointee.available_sizes[0].y_ppem) / 64
        } else {
            strikePPEM = nil
        }
        unitsPerEm = Double(face.pointee.units_per_EM == 0 ? 2048 : face.pointee.units_per_EM)
        let deltas = normalizedCoordinates.isEmpty ? nil
            : ItemVariationStore(gdef: Self.sfntTable(face, tag: "GDEF") ?? [], coordinates: normalizedCoordinates)
        gposKerning = PairKerningTable(gpos: Self.sfntTable(face, tag: "GPOS") ?? [], variations: deltas)
        advanceVariations = normalizedCoordinates.isEmpty ? nil
            : AdvanceVariations(hhea: Self.sfntTable(face, tag: "hhea") ?? [], hmtx: Self.sfntTable(face, tag: "hmtx") ?? [],
                                hvar: Self.sfntTable(face, tag: "HVAR") ?? [], coordinates: normalizedCoordinates)
        hasLegacyKerning = (flags & FT_Long(FT_FACE_FLAG_KERNING)) != 0
        let gsub = Self.sfntTable(face, tag: "GSUB")
        ligatures = loadLigatures ? gsub.map { LigatureTable(gsub: $0) } : nil
        tabularFigures = SingleSubstitutionTable(gsub: loadLigatures ? [] : gsub ?? [], feature: "tnum")
        proportionalFigures = SingleSubstitutionTable(gsub: loadLigatures ? [] : gsub ?? [], feature: "pnum")
    }

    deinit { FT_Done_Face(face) }

    static func sfntTable(_ face: FT_Face, tag: String) -> [UInt8]? {
        let t = tag.utf8.reduce(FT_ULong(0)) { $0 << 8 | FT_ULong($1) }
        var length: FT_ULong = 0
        guard FT_Load_Sfnt_Table(face, t, 0, nil, &length) == 0, length > 0 else { return nil }
        var bytes = [UInt8](repeating: 0, count: Int(length))
        let ok = bytes.withUnsafeMutableBufferPointer { FT_Load_Sfnt_Table(face, t, 0, $0.baseAddress, &length) }
        return ok == 0 ? bytes : nil
    }

    /// Vertical metrics in em units (ascender up, descender positive below the baseline).
    func metrics() -> FaceMetrics {
        let em = unitsPerEm
        let asc = Double(face.pointee.ascender), desc = -Double(face.pointee.descender)
        let gap = max(0, Double(face.pointee.height) - asc - desc)
        var cap = asc * 0.7, xh = asc * 0.5, strikePos = asc * 0.3, strikeSize = em * 0.05
        if let raw = FT_Get_Sfnt_Table(face, FT_SFNT_OS2) {
            let os2 = raw.assumingMemoryBound(to: TT_OS2.self).pointee
            if os2.version >= 2 && os2.version != 0xFFFF {
                if os2.sCapHeight > 0 { cap = Double(os2.sCapHeight) }
                if os2.sxHeight > 0 { xh = Double(os2.sxHeight) }
            }
            if os2.yStrikeoutSize > 0 { strikePos = Double(os2.yStrikeoutPosition); strikeSize = Double(os2.yStrikeoutSize) }
        }
        let underPos = face.pointee.underline_position != 0 ? -Double(face.pointee.underline_position) : em * 0.1
        let underSize = face.pointee.underline_thickness > 0 ? Double(face.pointee.underline_thickness) : em * 0.05
        if let ppem = strikePPEM {
            // Bitmap strike: metrics are in 26.6 pixels at `ppem`.
            let m = face.pointee.size.pointee.metrics
            let a = Double(m.ascender) / 64 / ppem, d = -Double(m.descender) / 64 / ppem
            return FaceMetrics(ascender: a, descender: d, lineGap: 0, capHeight: a * 0.7, xHeight: a * 0.5,
                               underlinePosition: 0.1, underlineThickness: 0.05, strikeoutPosition: 0.3, strikeoutThickness: 0.05)
        }
        return FaceMetrics(ascender: asc / em, descender: desc / em, lineGap: gap / em, capHeight: cap / em, xHeight: xh / em,
                           underlinePosition: underPos / em, underlineThickness: underSize / em,
                           strikeoutPosition: strikePos / em, strikeoutThickness: strikeSize / em)
    }

    func glyphIndex(_ scalar: UInt32) -> UInt16 {
        UInt16(truncatingIfNeeded: FT_Get_Char_Index(face, FT_ULong(scalar)))
    }

    /// Unhinted advance in em units.
    func advance(_ glyph: UInt16) -> Double {
        if let ppem = strikePPEM {
            guard FT_Load_Glyph(face, FT_UInt(glyph), FT_Int32(FT_LOAD_COLOR)) == 0 else { return 1 }
            return Double(face.pointee.glyph.pointee.advance.x) / 64 / ppem
        }
        if let varied = advanceVariations?.advance(glyph) { return Double(varied) / unitsPerEm }
        // FT_LOAD_NO_SCALE: the advance comes back in font units, unhinted (FT_Get_Advance needs a header
        // the CFreeType shim does not include).
        guard FT_Load_Glyph(face, FT_UInt(glyph), FT_Int32(FT_LOAD_NO_SCALE)) == 0 else { return 0 }
        return Double(face.pointee.glyph.pointee.advance.x) / unitsPerEm
    }

    /// Pair kerning in em units.
    func kerning(_ left: UInt16, _ right: UInt16) -> Double {
        if !gposKerning.isEmpty { return Double(gposKerning.kerning(left, right)) / unitsPerEm }
        guard hasLegacyKerning else { return 0 }
        var v = FT_Vector()
        guard FT_Get_Kerning(face, FT_UInt(left), FT_UInt(right), FT_UInt(FT_KERNING_UNSCALED.rawValue), &v) == 0 else { return 0 }
        return Double(v.x) / unitsPerEm
    }

    /// The legacy `kern` table's value for a pair, in font units (0 without the table).
    func legacyKerningUnits(_ left: UInt16, _ right: UInt16) -> Int {
        guard hasLegacyKerning else { return 0 }
        var v = FT_Vector()
        guard FT_Get_Kerning(face, FT_UInt(left), FT_UInt(right), FT_UInt(FT_KERNING_UNSCALED.rawValue), &v) == 0 else { return 0 }
        return Int(v.x)
    }

    /// The glyph's outline at 1 unit per em, y down, origin on the baseline (unhinted: `FT_LOAD_NO_SCALE`
    /// loads font units, which implies no hinting and no bitmaps). `slant` skews it for a synthesized oblique.
    func outline(_ glyph: UInt16, slant: Double) -> VectorPath {
        let flags = FT_Int32(FT_LOAD_NO_SCALE) | FT_Int32(FT_LOAD_NO_HINTING) | FT_Int32(FT_LOAD_NO_BITMAP)
        guard strikePPEM == nil, FT_Load_Glyph(face, FT_UInt(glyph), flags) == 0 else { return VectorPath() }
        let slot = face.pointee.glyph.pointee
        guard slot.format == FT_GLYPH_FORMAT_OUTLINE else { return VectorPath() }
        return OutlineConverter.convert(slot.outline, unitsPerEm: unitsPerEm, slant: slant)
    }

    /// A colour glyph of the bitmap strike as straight-alpha RGBA, with its placement in strike pixels.
    func colorBitmap(_ glyph: UInt16) -> ColorGlyph? {
        guard let ppem = strikePPEM, FT_Load_Glyph(face, FT_UInt(glyph), FT_Int32(FT_LOAD_COLOR)) == 0 else { return nil }
        let slot = face.pointee.glyph.pointee
        let bm = slot.bitmap
        let width = Int(bm.width), height = Int(bm.rows)
        guard width > 0, height > 0, bm.pixel_mode == UInt8(FT_PIXEL_MODE_BGRA.rawValue), let buffer = bm.buffer else { return nil }
        let pitch = Int(bm.pitch)
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            let row = buffer + (pitch >= 0 ? y * pitch : (height - 1 - y) * -pitch)
            for x in 0..<width {
                let b = Int(row[4 * x]), g = Int(row[4 * x + 1]), r = Int(row[4 * x + 2]), a = Int(row[4 * x + 3])
                let i = (y * width + x) * 4
                guard a > 0 else { continue }
                // Premultiplied → straight, rounded to nearest.
                pixels[i] = UInt8(min(255, (r * 255 + a / 2) / a))
                pixels[i + 1] = UInt8(min(255, (g * 255 + a / 2) / a))
                pixels[i + 2] = UInt8(min(255, (b * 255 + a / 2) / a))
                pixels[i + 3] = UInt8(a)
            }
        }
        return ColorGlyph(bitmap: Bitmap(width: width, height: height, pixels: pixels), left: Double(slot.bitmap_left),
                          top: Double(slot.bitmap_top), advance: Double(slot.advance.x) / 64, ppem: ppem)
    }
}

/// Vertical metrics of a face in em units.
package struct FaceMetrics: Hashable, Sendable {
    package var ascender: Double
    package var descender: Double
    package var lineGap: Double
    package var capHeight: Double
    package var xHeight: Double
    /// Distance below the baseline of the underline's centre, and its thickness.
    package var underlinePosition: Double
    package var underlineThickness: Double
    /// Height above the baseline of the strikethrough's centre (OS/2 yStrikeoutPosition), and its thickness.
    package var strikeoutPosition: Double
    package var strikeoutThickness: Double
}

/// A colour emoji bitmap and where it sits relative to the pen, in strike pixels.
package struct ColorGlyph: Sendable {
    package let bitmap: Bitmap
    package let left: Double
    package let top: Double
    package let advance: Double
    package let ppem: Double
}
