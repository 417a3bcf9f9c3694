import CFreeType

/// Sets a variable face to the instance a `FontCatalog.Face` asks for, as Core Text does for the system
/// font: each requested axis clamped to the file's range (`opsz` 17 on an axis of 17–28 stays 17, 12 becomes
/// 17), axes not asked for at their defaults. `wght` names a weight (400 Regular … 900 Black): when the file
/// has a named instance of that weight (`Semibold`), its coordinate is taken, since Apple's variable SF
/// files place their weights on their own scale; otherwise the number is the coordinate.
enum VariableInstance {
    /// Apple's weight names, by the CSS-style number a `FontWeightClass` carries.
    private static let weightNames: [Int: String] = [
        100: "ultralight", 200: "thin", 300: "light", 400: "regular", 500: "medium", 600: "semibold", 700: "bold",
        800: "heavy", 900: "black",
    ]

    /// Applies `variations` and returns the normalized coordinates (F2Dot14 steps, after `avar`) that
    /// GPOS and GDEF variation deltas are computed at; empty when the face is not variable.
    static func apply(_ variations: [FontVariation], to face: FT_Face, library: FT_Library, path: String) throws(FontError) -> [Double] {
        guard !variations.isEmpty, face.pointee.face_flags & FT_Long(FT_FACE_FLAG_MULTIPLE_MASTERS) != 0 else { return [] }
        var master: UnsafeMutablePointer<FT_MM_Var>?
        let error = FT_Get_MM_Var(face, &master)
        guard error == 0, let master else { throw .freeType(call: "FT_Get_MM_Var", file: path, code: error) }
        defer { FT_Done_MM_Var(library, master) }
        let count = Int(master.pointee.num_axis)
        var coordinates: [FT_Fixed] = (0..<count).map { master.pointee.axis[$0].def }
        for (index, axis) in (0..<count).map({ ($0, master.pointee.axis[$0]) }) {
            guard let wanted = variations.first(where: { tag($0.tag) == axis.tag }) else { continue }
            var value = FT_Fixed((wanted.value * 65536).rounded())
            if wanted.tag == "wght", let named = namedWeight(Int(wanted.value), axis: index, master: master, face: face) { value = named }
            coordinates[index] = min(max(value, axis.minimum), axis.maximum)
        }
        let set = FT_Set_Var_Design_Coordinates(face, FT_UInt(count), &coordinates)
        guard set == 0 else { throw .freeType(call: "FT_Set_Var_Design_Coordinates", file: path, code: set) }
        var normalized = [FT_Fixed](repeating: 0, count: count)
        let got = FT_Get_Var_Blend_Coordinates(face, FT_UInt(count), &normalized)
        guard got == 0 else { throw .freeType(call: "FT_Get_Var_Blend_Coordinates", file: path, code: got) }
        // OpenType engines (HarfBuzz, Core Text) compute deltas at coordinates rounded to F2Dot14.
        return normalized.map { (Double($0) / 4).rounded() / 16384 }
    }

    private static func tag(_ text: String) -> FT_ULong {
        text.utf8.reduce(FT_ULong(0)) { $0 << 8 | FT_ULong($1) }
    }

    /// The `wght` coordinate of the named instance called by Apple's name for `weight` (`Semibold`,
    /// `Semibold Italic`), nil when the file has none.
    private static func namedWeight(_ weight: Int, axis: Int, master: UnsafeMutablePointer<FT_MM_Var>, face: FT_Face) -> FT_Fixed? {
        guard let wanted = weightNames[weight], master.pointee.num_namedstyles > 0 else { return nil }
        let names = nameTable(face)
        for i in 0..<Int(master.pointee.num_namedstyles) {
            let style = master.pointee.namedstyle[i]
            guard let name = names[UInt16(truncatingIfNeeded: style.strid)] else { continue }
            var words = name.lowercased().split(separator: " ").map(String.init)
            words.removeAll { $0 == "italic" }
            if words == [wanted] || words.isEmpty && wanted == "regular" { return style.coords[axis] }
        }
        return nil
    }

    /// The face's names by name id, from Windows Unicode (UTF-16BE) or Macintosh Roman records.
    private static func nameTable(_ face: FT_Face) -> [UInt16: String] {
        var names: [UInt16: String] = [:]
        for i in 0..<FT_Get_Sfnt_Name_Count(face) {
            var record = FT_SfntName()
            guard FT_Get_Sfnt_Name(face, i, &record) == 0, let bytes = record.string else { continue }
            let data = Array(UnsafeBufferPointer(start: bytes, count: Int(record.string_len)))
            let text: String
            if record.platform_id == 3 || record.platform_id == 0 {
                let units = stride(from: 0, to: data.count - 1, by: 2).map { UInt16(data[$0]) << 8 | UInt16(data[$0 + 1]) }
                text = String(decoding: units, as: UTF16.self)
            } else if record.platform_id == 1, record.encoding_id == 0 {
                text = String(decoding: data, as: UTF8.self)
            } else { continue }
            if names[record.name_id] == nil || record.platform_id == 3 { names[record.name_id] = text }
        }
        return names
    }
}
