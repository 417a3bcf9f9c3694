import Foundation

/// `--assets PATH` (repeatable) on the commands that render: an `.xcassets` catalog, or a folder holding
/// catalogs and loose PNGs (an Xcode project's extension folder), added to every preview's asset
/// directories, so a developer points WidgetPreview at the extension's resources without moving them.
enum AssetsOption {
    static let name = "--assets"
    /// The commands that draw widgets and so read assets.
    static let commands: Set<String> = ["render", "gallery", "verify", "bench"]

    /// Removes every `--assets PATH` from `arguments` and returns the folders, checked to exist.
    static func extract(_ arguments: inout [String], command: String, _ context: CommandContext) throws -> [URL] {
        var folders: [URL] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            var value: String?
            if argument == name {
                guard index + 1 < arguments.count else {
                    throw CLIError("\(command): \(name) needs a folder: an .xcassets catalog or the folder that holds the extension's catalogs")
                }
                value = arguments[index + 1]
                arguments.removeSubrange(index...(index + 1))
            } else if argument.hasPrefix(name + "=") {
                value = String(argument.dropFirst(name.count + 1))
                arguments.remove(at: index)
            } else {
                index += 1
                continue
            }
            let url = context.absolute(value ?? "")
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw CLIError("\(command): \(name) \(value ?? ""): no such folder (give an .xcassets catalog or the folder that holds the extension's catalogs)")
            }
            folders.append(url)
        }
        return folders
    }
}
