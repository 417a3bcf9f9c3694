import CFreeType
import Foundation
import Typography

/// The characters each bundled font maps (its cmap, read once with FreeType), so `fuzz-text` can write
/// text in every script the fonts cover — Latin to CJK, Arabic, Hebrew, symbols, icons, emoji — instead
/// of waiting for random bytes to form valid UTF-8 in those ranges.
enum FontCoverage {
    /// Per font file: its mapped scalars, in cmap order. Empty when the fonts cannot be read.
    static let scalars: [[Unicode.Scalar]] = {
        guard let directory = try? FontLocator.locate() else { return [] }
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else { return [] }
        defer { FT_Done_FreeType(library) }
        return FontCatalog.allFiles.compactMap { file in
            var face: FT_Face?
            let path = directory.appendingPathComponent(file).path
            guard FT_New_Face(library, path, 0, &face) == 0, let face else { return nil }
            defer { FT_Done_Face(face) }
            var result: [Unicode.Scalar] = []
            var index: FT_UInt = 0
            var code = FT_Get_First_Char(face, &index)
            while index != 0 {
                if let scalar = Unicode.Scalar(UInt32(truncatingIfNeeded: code)) { result.append(scalar) }
                code = FT_Get_Next_Char(face, code, &index)
            }
            return result.isEmpty ? nil : result
        }
    }()
}
