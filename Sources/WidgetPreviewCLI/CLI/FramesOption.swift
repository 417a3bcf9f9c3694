import Foundation
import WidgetPreview

/// `--frames published|measured` on the commands that render: which table of widget sizes every preview
/// is drawn with (`RenderContext.frames`). Measured frames file the gallery's images under
/// `<preview>/measured/` (after the release folder, `<preview>/iOS18/measured/`), as `--os` files a
/// release, so the published sizes' goldens stay as they are.
enum FramesOption {
    static let name = "--frames"
    static let commands: Set<String> = ["render", "gallery", "verify"]

    /// Removes `--frames F` (or `--frames=F`) from `arguments` and returns the table.
    static func extract(_ arguments: inout [String], command: String) throws -> DeviceProfile.FrameSource? {
        guard let value = try SingleValueOption.extract(name, from: &arguments, missing: "\(command): \(name) needs a table: \(validList)",
                                                        twice: "\(command): \(name) is given twice; give one table (\(validList))") else {
            return nil
        }
        guard let source = DeviceProfile.FrameSource(rawValue: value.trimmingCharacters(in: .whitespaces).lowercased()) else {
            throw CLIError("\(command): \(name) \(value): expected published or measured (default published, Apple's HIG sizes)")
        }
        return source
    }

    static var validList: String { DeviceProfile.FrameSource.allCases.map(\.rawValue).joined(separator: " or ") }
}
