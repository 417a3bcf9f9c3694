import Foundation
import Typography

/// `--system-fonts DIR` on the commands that render: a folder of the developer's copies of Apple's system
/// fonts (SF Pro, SF Pro Rounded, SF Compact, New York; variable or static files), drawn for `.system` text in every preview in place of the
/// bundled stand-ins (`RenderContext.systemFontDirectory`; the `WIDGET_PREVIEW_SYSTEM_FONTS` environment
/// variable does the same for every render of a process).
enum SystemFontsOption {
    static let name = "--system-fonts"
    static let commands: Set<String> = ["render", "gallery", "verify"]

    /// Removes `--system-fonts DIR` from `arguments` and returns the folder, checked to hold a system font.
    static func extract(_ arguments: inout [String], command: String, _ context: CommandContext) throws -> URL? {
        guard let index = arguments.firstIndex(where: { $0 == name || $0.hasPrefix(name + "=") }) else { return nil }
        let value: String
        if arguments[index] == name {
            guard index + 1 < arguments.count else {
                throw CLIError("\(command): \(name) needs a folder holding Apple's font files (SF-Pro-Text-Regular.otf …)")
            }
            value = arguments[index + 1]
            arguments.removeSubrange(index...(index + 1))
        } else {
            value = String(arguments[index].dropFirst(name.count + 1))
            arguments.remove(at: index)
        }
        guard !arguments.contains(where: { $0 == name || $0.hasPrefix(name + "=") }) else {
            throw CLIError("\(command): \(name) is given twice; give one folder")
        }
        let url = context.absolute(value, isDirectory: true)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw CLIError("\(command): \(name) \(value): no such folder (give the folder holding SF-Pro-Text-Regular.otf and the other files of Apple's SF Pro download)")
        }
        guard !SystemFontFolder(folder: url).isEmpty else {
            throw CLIError("\(command): \(name) \(value): no Apple system font file in \(url.path) (expected names such as SF-Pro.ttf, SF-Pro-Text-Regular.otf, SF-Pro-Display-Bold.otf, SF-Pro-Rounded-Medium.otf, SF-Compact.ttf, NewYork.ttf, NewYorkMedium-Regular.otf)")
        }
        return url
    }
}
