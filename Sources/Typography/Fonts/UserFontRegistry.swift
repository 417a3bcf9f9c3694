import CFreeType
import Foundation

/// The developer's own fonts (an app's font files, the fonts its extension's `Info.plist` lists under
/// `UIAppFonts`), found by `Font.custom` by PostScript name (`Brand-Bold`) or family (`Brand`, then the face
/// nearest the asked weight and slant). Folders are registered for the process: a render that names them
/// adds their fonts, and a later render finds them too (names that differ cannot change another render).
package final class UserFontRegistry: @unchecked Sendable {
    package static let shared = UserFontRegistry()

    private struct Entry {
        let face: FontCatalog.Face
        let family: String
        let weight: Int
        let italic: Bool
    }

    private let lock = NSLock()
    private var byPostScriptName: [String: Entry] = [:]
    private var byFamily: [String: [Entry]] = [:]
    /// Folder → the warnings its scan gave (a folder is scanned once per process).
    private var scanned: [String: [String]] = [:]

    /// Registers the font files directly in `folder` (`.ttf`, `.otf`) and those its `Info.plist` lists
    /// under `UIAppFonts`; returns a warning, naming the file, for each file that is not a font.
    package func register(folder: URL) -> [String] {
        lock.lock()
        defer { lock.unlock() }
        if let done = scanned[folder.path] { return done }
        var files: [URL] = []
        let children = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
        files += children.filter { ["ttf", "otf"].contains($0.pathExtension.lowercased()) }
        var warnings: [String] = []
        let plist = folder.appendingPathComponent("Info.plist")
        if let data = try? Data(contentsOf: plist) {
            let root = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil)
            if let names = (root as? [String: Any])?["UIAppFonts"] as? [String] {
                for name in names {
                    let url = folder.appendingPathComponent(name)
                    if FileManager.default.fileExists(atPath: url.path) {
                        files.append(url)
                    } else {
                        warnings.append("\(plist.path), key UIAppFonts: \(name) is not in \(folder.path); its font is not available to Font.custom")
                    }
                }
            }
        }
        var seen = Set<String>()
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else { return warnings }
        defer { FT_Done_FreeType(library) }
        for file in files.sorted(by: { $0.path < $1.path }) where seen.insert(file.standardizedFileURL.path).inserted {
            var face: FT_Face?
            guard FT_New_Face(library, file.path, 0, &face) == 0, let face else {
                warnings.append("\(file.path) is not a font FreeType can open (a damaged file, or not a font): Font.custom cannot use it")
                continue
            }
            defer { FT_Done_Face(face) }
            let family = face.pointee.family_name.map { String(cString: $0) } ?? file.deletingPathExtension().lastPathComponent
            let postScript = FT_Get_Postscript_Name(face).map { String(cString: $0) } ?? file.deletingPathExtension().lastPathComponent
            var weight = 400
            if let raw = FT_Get_Sfnt_Table(face, FT_SFNT_OS2) {
                weight = Int(raw.assumingMemoryBound(to: TT_OS2.self).pointee.usWeightClass)
            }
            let italic = (face.pointee.style_flags & FT_Long(FT_STYLE_FLAG_ITALIC)) != 0
            let entry = Entry(face: FontCatalog.Face(name: postScript, file: file.standardizedFileURL.path),
                              family: family, weight: weight, italic: italic)
            byPostScriptName[postScript.lowercased()] = byPostScriptName[postScript.lowercased()] ?? entry
            byFamily[family.lowercased(), default: []].append(entry)
        }
        scanned[folder.path] = warnings
        return warnings
    }

    /// The registered face for `name`: its PostScript name exactly (case-insensitive), else the family's
    /// face with the asked slant and the nearest weight.
    package func face(named name: String, weight: FontWeightClass, italic: Bool) -> FontCatalog.Face? {
        lock.lock()
        defer { lock.unlock() }
        let key = name.lowercased()
        if let entry = byPostScriptName[key] { return entry.face }
        guard let family = byFamily[key], !family.isEmpty else { return nil }
        let best = family.min { a, b in
            let da = abs(a.weight - weight.rawValue) + (a.italic == italic ? 0 : 1000)
            let db = abs(b.weight - weight.rawValue) + (b.italic == italic ? 0 : 1000)
            return da < db
        }
        return best?.face
    }
}
