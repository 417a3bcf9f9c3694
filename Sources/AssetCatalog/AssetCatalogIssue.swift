import Foundation

/// Something in a catalog that could not be used as written: the file, the key path inside it and what to
/// do. Reading goes on past every issue (the render shows what it can), so these are warnings, not throws.
package struct AssetCatalogIssue: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file (or folder) the problem is in, as given to the reader.
    package let file: String
    /// The JSON key path in the file (`colors[1].color.components.red`), empty for the file as a whole.
    package let keyPath: String
    package let message: String

    /// Text quoted from the file (names, values) may hold control characters: they are escaped, so an
    /// issue is always one line.
    package init(file: String, keyPath: String = "", message: String) {
        self.file = file
        self.keyPath = Self.oneLine(keyPath)
        self.message = Self.oneLine(message)
    }

    static func oneLine(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            if scalar.value < 0x20 || scalar.value == 0x7F {
                out += "\\u{" + String(scalar.value, radix: 16) + "}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    package var description: String {
        keyPath.isEmpty ? "\(file): \(message)" : "\(file), key \(keyPath): \(message)"
    }
}

/// Issues collected while reading one catalog.
package struct AssetIssueLog: Sendable {
    package private(set) var issues: [AssetCatalogIssue] = []
    package init() {}
    package mutating func add(_ file: String, _ keyPath: String = "", _ message: String) {
        issues.append(AssetCatalogIssue(file: file, keyPath: keyPath, message: message))
    }
}
