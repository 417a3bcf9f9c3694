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
        guard let value = try SingleValueOption.extract(
            name, from: &arguments, missing: "\(command): \(name) needs a folder holding Apple's font files (SF-Pro-Text-Regular.otf …)",
            twice: "\(command): \(name) is given twice; give one folder") else { return nil }
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
