import CFreeType
import Foundation
import Graphics

/// The bundled faces, opened lazily with FreeType, and caches of everything derived from them.
///
/// Threading: FreeType's `FT_Library` and `FT_Face` are not thread-safe, so this class owns ONE library and
/// its faces and serialises every FreeType call behind one lock. What leaves the lock is immutable and
/// `Sendable` (glyph ids, advances, `GlyphOutline`, emoji `ImageSource`s) and is cached, so after warm-up
/// threads mostly take the lock for a dictionary hit. Layout results are cached again by `TypeSetter`.
package final class FontLibrary: @unchecked Sendable {
    package let directory: URL
    private let lock = NSLock()
    private let library: FT_Library
    private var faces: [String: FreeTypeFace] = [:]        // by file and instance (`Face.instanceKey`)
    private var failedFiles: Set<String> = []
    private var metricsCache: [String: FaceMetrics] = [:]
    private var glyphIDs: [String: [UInt32: UInt16]] = [:]
    private var advances: [String: [UInt16: Double]] = [:]
    private var kernings: [String: [UInt32: Double]] = [:]
    private var outlines: [String: [UInt16: GlyphOutline]] = [:]   // by `Face.glyphKeyPrefix`
    private var colorGlyphs: [UInt16: EmojiImage?] = [:]
    private var layoutTables: [String: OpenTypeFaceTables?] = [:]   // by instance

    /// Opens the fonts folder (`FontLocator` when nil) and checks every bundled file is there.
    package init(directory: URL? = nil) throws(FontError) {
        let dir: URL
        if let directory { dir = directory } else { dir = try FontLocator.locate() }
        for file in FontCatalog.allFiles where !FileManager.default.fileExists(atPath: dir.appendingPathComponent(file).path) {
            throw .fontFileMissing(path: dir.appendingPathComponent(file).path)
        }
        var lib: FT_Library?
        let error = FT_Init_FreeType(&lib)
        guard error == 0, let lib else { throw .freeType(call: "FT_Init_FreeType", file: dir.path, code: error) }
        self.directory = dir
        self.library = lib
    }

    deinit {
        faces.removeAll()
        FT_Done_FreeType(library)
    }

    private static let sharedResult: Result<FontLibrary, FontError> = Result { () throws(FontError) in try FontLibrary() }

    /// One library for the process, found with `FontLocator`.
    package static func shared() throws(FontError) -> FontLibrary { try sharedResult.get() }

    // MARK: - Faces (call with the lock held)

    private func openFace(_ face: FontCatalog.Face) -> FreeTypeFace? {
        if let f = faces[face.instanceKey] { return f }
        if failedFiles.contains(face.instanceKey) { return nil }
        do {
            // A developer's font (`UserFontRegistry`) has an absolute path; bundled ones are relative to Fonts/.
            let path = face.file.hasPrefix("/") ? face.file : directory.appendingPathComponent(face.file).path
            let f = try FreeTypeFace(library: library, path: path,
                                     loadLigatures: face.role == .emoji, variations: face.variations)
            faces[face.instanceKey] = f
            return f
        } catch {
            failedFiles.insert(face.instanceKey)
            return nil
        }
    }

    private func locked<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }

    /// False when the face's file could not be opened (a damaged file); its glyphs are then all missing.
    package func isUsable(_ face: FontCatalog.Face) -> Bool { locked { openFace(face) != nil } }

    /// Family, style and OS/2 weight class as the file declares them (tests check the catalogue with it).
    package func fileInfo(_ face: FontCatalog.Face) -> (family: String, style: String, weightClass: Int)? {
        locked {
            guard let f = openFace(face)?.face else { return nil }
            let family = f.pointee.family_name.map { String(cString: $0) } ?? ""
            let style = f.pointee.style_name.map { String(cString: $0) } ?? ""
            var weight = 0
            if let raw = FT_Get_Sfnt_Table(f, FT_SFNT_OS2) {
                weight = Int(raw.assumingMemoryBound(to: TT_OS2.self).pointee.usWeightClass)
            }
            return (family, style, weight)
        }
    }

    // MARK: - Metrics and glyphs

    package func metrics(_ face: FontCatalog.Face) -> FaceMetrics {
        locked {
            if let m = metricsCache[face.instanceKey] { return m }
            var m = openFace(face)?.metrics()
                ?? FaceMetrics(ascender: 0.9, descender: 0.25, lineGap: 0, capHeight: 0.7, xHeight: 0.5, underlinePosition: 0.1,
                               underlineThickness: 0.05, strikeoutPosition: 0.3, strikeoutThickness: 0.05)
            if let box = face.lineBox {
                m.ascender = box.ascender
                m.descender = box.descender
                m.lineGap = 0
            }
            metricsCache[face.instanceKey] = m
            return m
        }
    }

    /// The glyph for a Unicode scalar, 0 when the face lacks it.
    package func glyph(_ face: FontCatalog.Face, _ scalar: UInt32) -> UInt16 {
        locked {
            if let g = glyphIDs[face.instanceKey]?[scalar] { return g }
            let g = openFace(face)?.glyphIndex(scalar) ?? 0
            glyphIDs[face.instanceKey, default: [:]][scalar] = g
            return g
        }
    }

    /// Unhinted advance, em units.
    package func advance(_ face: FontCatalog.Face, _ glyph: UInt16) -> Double {
        locked {
            if let a = advances[face.instanceKey]?[glyph] { return a }
            let a = openFace(face)?.advance(glyph) ?? 0
            advances[face.instanceKey, default: [:]][glyph] = a
            return a
        }
    }

    /// Pair kerning, em units.
    package func kerning(_ face: FontCatalog.Face, _ left: UInt16, _ right: UInt16) -> Double {
        locked {
            let key = UInt32(left) << 16 | UInt32(right)
            if let k = kernings[face.instanceKey]?[key] { return k }
            let k = openFace(face)?.kerning(left, right) ?? 0
            kernings[face.instanceKey, default: [:]][key] = k
            return k
        }
    }

    /// The legacy `kern` table's value for a pair in font units, 0 when the face has no such table (the
    /// OpenType shaper's fallback for faces without GPOS kerning).
    package func legacyKerningUnits(_ face: FontCatalog.Face, _ left: UInt16, _ right: UInt16) -> Int {
        locked { openFace(face)?.legacyKerningUnits(left, right) ?? 0 }
    }

    /// The outline at 1 pt per em, y down, keyed `<FaceName>.g<id>` (`SF-Pro-wght400-opsz17.g36` for an
    /// instance of a variable file).
    package func outline(_ face: FontCatalog.Face, _ glyph: UInt16) -> GlyphOutline {
        locked {
            if let o = outlines[face.glyphKeyPrefix]?[glyph] { return o }
            let path = openFace(face)?.outline(glyph, slant: face.obliqued ? FontCatalog.obliqueSlant : 0) ?? VectorPath()
            let o = GlyphOutline(key: "\(face.glyphKeyPrefix).g\(glyph)", path: path)
            outlines[face.glyphKeyPrefix, default: [:]][glyph] = o
            return o
        }
    }

    /// The tabular-figure form of a glyph (OpenType `tnum`), nil when the face has no `tnum` feature.
    package func tabularFigure(_ face: FontCatalog.Face, _ glyph: UInt16) -> UInt16? {
        locked {
            guard let table = openFace(face)?.tabularFigures, !table.isEmpty else { return nil }
            return table.substitute(glyph)
        }
    }

    /// The proportional-figure form of a glyph (OpenType `pnum`); the glyph itself when the face has none.
    package func proportionalFigure(_ face: FontCatalog.Face, _ glyph: UInt16) -> UInt16 {
        locked { openFace(face)?.proportionalFigures.substitute(glyph) ?? glyph }
    }

    /// The face's GSUB, GPOS and GDEF for the OpenType shaper (empty tables where the face has none),
    /// nil when the file cannot be opened.
    package func openTypeTables(_ face: FontCatalog.Face) -> OpenTypeFaceTables? {
        locked {
            if let cached = layoutTables[face.instanceKey] { return cached }
            let tables = openFace(face).map { f in
                OpenTypeFaceTables(gsub: FreeTypeFace.sfntTable(f.face, tag: "GSUB") ?? [],
                                   gpos: FreeTypeFace.sfntTable(f.face, tag: "GPOS") ?? [],
                                   gdef: FreeTypeFace.sfntTable(f.face, tag: "GDEF") ?? [], unitsPerEm: Int(f.unitsPerEm))
            }
            layoutTables[face.instanceKey] = tables
            return tables
        }
    }

    /// A face's raw sfnt table (nil when absent): the fuzz target and tests damage real tables with it.
    package func rawTable(_ face: FontCatalog.Face, tag: String) -> [UInt8]? {
        locked { openFace(face).flatMap { FreeTypeFace.sfntTable($0.face, tag: tag) } }
    }

    /// Noto Color Emoji's ligatures (ZWJ sequences, flags, keycaps, skin tones) over a glyph sequence.
    package func emojiLigatures(_ glyphs: [UInt16]) -> [UInt16] {
        locked { openFace(FontCatalog.emoji)?.ligatures?.apply(glyphs) ?? glyphs }
    }

    /// A colour emoji glyph as an image with its placement (strike pixels), cached.
    package func emojiImage(_ glyph: UInt16) -> EmojiImage? {
        locked {
            if let cached = colorGlyphs[glyph] { return cached }
            let image = openFace(FontCatalog.emoji)?.colorBitmap(glyph).map { EmojiImage(glyph: $0, source: ImageSource(bitmap: $0.bitmap)) }
            colorGlyphs[glyph] = image
            return image
        }
    }
}

/// A colour emoji ready for the DisplayList: its bitmap wrapped once in an `ImageSource` (hashing is costly).
package struct EmojiImage: Sendable {
    package let glyph: ColorGlyph
    package let source: ImageSource
}
