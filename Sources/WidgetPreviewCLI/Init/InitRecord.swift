import Foundation

/// What `init` wrote last time, kept in `.widget-preview-init` in the package: each file's path (relative to
/// the package) and a hash of the bytes written. A later `init` replaces a file only if it is in this record
/// and unchanged since (or, with `--force`, changed since): a file `init` did not write is never replaced.
struct InitRecord: Equatable {
    static let fileName = ".widget-preview-init"

    /// Hash of the written bytes by relative path.
    var hashes: [String: String] = [:]

    init(hashes: [String: String] = [:]) { self.hashes = hashes }

    /// Reads the record in `package`; none (an empty record) when the file does not exist.
    init(readingIn package: URL) throws {
        let url = package.appendingPathComponent(Self.fileName)
        guard FileManager.default.fileExists(atPath: url.path) else { return }
        let text: String
        do { text = try String(contentsOf: url, encoding: .utf8) } catch {
            throw CLIError("init: cannot read \(url.path): \(error.localizedDescription). Remove it to start over.")
        }
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let parts = line.split(separator: " ", maxSplits: 1)
            guard parts.count == 2 else {
                throw CLIError("init: \(url.path) is not a record init wrote (line '\(line)'). Remove it to start over.")
            }
            hashes[String(parts[1])] = String(parts[0])
        }
    }

    var text: String {
        "# Files `widget-preview init` wrote here, with a hash of their contents: it replaces only these, and only unchanged.\n"
            + hashes.keys.sorted().map { "\(hashes[$0] ?? "") \($0)\n" }.joined()
    }

    /// FNV-1a 64 of the bytes, as 16 hex digits (stable across runs and machines).
    static func hash(_ data: Data) -> String {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in data {
            value ^= UInt64(byte)
            value = value &* 0x0000_0100_0000_01b3
        }
        let hex = String(value, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
