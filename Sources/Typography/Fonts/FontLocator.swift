import Foundation

/// Finds the bundled `Fonts/` folder without configuration.
///
/// Why `#filePath`: a package that depends on WidgetPreview builds it from its checkout
/// (`.build/checkouts/WidgetPreview/…`), which keeps the sources and therefore `Fonts/` next to them, so
/// walking up from this source file to the package root works in this repository and in a dependency alike.
/// A copy next to the executable is the fallback for installed binaries. No environment variable is read:
/// rendering must not depend on the machine.
package enum FontLocator {
    /// The file every valid fonts folder contains; used to recognise one.
    package static let markerFile = "Inter/Inter-Regular.otf"

    /// Every folder that is tried, in order.
    package static func candidateDirectories(sourceFile: String = #filePath) -> [URL] {
        var candidates: [URL] = []
        // Sources/Typography/Fonts/FontLocator.swift → the package root is the nearest ancestor with a
        // Package.swift; when none is found (sources copied without it), three levels up.
        let sourceDir = URL(fileURLWithPath: sourceFile).deletingLastPathComponent()
        var root = sourceDir.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        var dir = sourceDir
        for _ in 0..<6 {
            if FileManager.default.fileExists(atPath: dir.appendingPathComponent("Package.swift").path) {
                root = dir
                break
            }
            let parent = dir.deletingLastPathComponent()
            if parent.path == dir.path { break }
            dir = parent
        }
        candidates.append(root.appendingPathComponent("Fonts"))
        if let exe = Bundle.main.executableURL?.resolvingSymlinksInPath().deletingLastPathComponent() {
            candidates.append(exe.appendingPathComponent("Fonts"))
            candidates.append(exe.appendingPathComponent("WidgetPreview_Typography.resources/Fonts"))
            candidates.append(exe.deletingLastPathComponent().appendingPathComponent("share/widget-preview/Fonts"))
        }
        var seen = Set<String>()
        return candidates.filter { seen.insert($0.standardizedFileURL.path).inserted }
    }

    /// The first candidate that holds the bundled fonts, or an error listing every place looked at.
    package static func locate(sourceFile: String = #filePath) throws(FontError) -> URL {
        let candidates = candidateDirectories(sourceFile: sourceFile)
        for dir in candidates where FileManager.default.fileExists(atPath: dir.appendingPathComponent(markerFile).path) {
            return dir.standardizedFileURL
        }
        throw .fontsNotFound(searched: candidates.map { $0.standardizedFileURL.path })
    }
}

/// Failures of the font layer; each message names the file or folder and what to do.
package enum FontError: Error, CustomStringConvertible, Equatable {
    case fontsNotFound(searched: [String])
    case fontFileMissing(path: String)
    case freeType(call: String, file: String, code: Int32)

    package var description: String {
        switch self {
        case .fontsNotFound(let searched):
            return "WidgetPreview could not find its bundled Fonts/ folder (looked for \(FontLocator.markerFile) in: "
                + searched.joined(separator: ", ")
                + "). Keep the package's Fonts/ folder next to its Sources/ (a git checkout has it) or copy it next to the executable."
        case .fontFileMissing(let path):
            return "Bundled font file \(path) is missing; restore it from the WidgetPreview repository (git checkout -- Fonts)."
        case .freeType(let call, let file, let code):
            return "FreeType \(call) failed with error \(code) for \(file); the font file may be damaged, restore it from the repository."
        }
    }
}
