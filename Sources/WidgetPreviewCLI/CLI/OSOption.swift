import Foundation
import WidgetPreview

/// `--os 18|26|27` on the commands that render: the OS release every preview is drawn for
/// (`RenderContext.os`), replacing the previews' own. A release other than the default files the gallery's
/// images under `<preview>/iOS18/`, as `--locales` files locales, so the default's goldens stay as they are.
enum OSOption {
    static let name = "--os"
    static let commands: Set<String> = ["render", "gallery", "verify"]

    /// Removes `--os N` (or `--os=N`) from `arguments` and returns the release.
    static func extract(_ arguments: inout [String], command: String) throws -> OperatingSystemRelease? {
        guard let value = try SingleValueOption.extract(name, from: &arguments, missing: "\(command): \(name) needs a release: \(validList)",
                                                        twice: "\(command): \(name) is given twice; give one release (\(validList))") else {
            return nil
        }
        return try parse(value, command: command)
    }

    /// `18`, `26`, also written `iOS26` or `ios 26`.
    static func parse(_ text: String, command: String) throws -> OperatingSystemRelease {
        var digits = text.trimmingCharacters(in: .whitespaces)
        if digits.lowercased().hasPrefix("ios") { digits = String(digits.dropFirst(3)).trimmingCharacters(in: .whitespaces) }
        guard let number = Int(digits), let release = OperatingSystemRelease(majorVersion: number) else {
            throw CLIError("\(command): \(name) \(text): not a release WidgetPreview draws; give one of \(validList) "
                + "(default \(OperatingSystemRelease.newest.majorVersion), the newest)")
        }
        return release
    }

    static var validList: String { OperatingSystemRelease.all.map { "\($0.majorVersion)" }.joined(separator: ", ") }
}
