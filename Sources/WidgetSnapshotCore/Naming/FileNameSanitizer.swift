import Foundation

/// Turns any name (a test, preview, entry, family or place) into one safe, readable path component.
///
/// The result uses only `A–Z a–z 0–9 - _ .`, so it is the same file on Linux, macOS and Windows and in a
/// URL: letters with accents lose them (`Café` → `Cafe`); spaces, `/`, `\`, `..`, control characters and
/// other symbols become one `-`; leading and trailing `-` and `.` go; Windows device names (`CON`, `NUL`,
/// `COM1` …) get a `_` prefix; long names are cut. Whenever information is lost that could tell two names
/// apart (non-Latin letters, a cut), a short stable hash of the original is appended, so `天気` and `雨`
/// stay different files. Same input, same output, on every machine.
package enum FileNameSanitizer {
    /// Longest component produced, in bytes (file systems allow 255; the suffixes need room).
    package static let maxLength = 80

    package static func component(_ raw: String) -> String {
        var out = ""
        var lostLetters = false
        var lastWasDash = false
        // Canonical decomposition splits `é` into `e` + combining accent; the accent is then dropped.
        for scalar in raw.decomposedStringWithCanonicalMapping.unicodeScalars {
            let v = scalar.value
            let isAlnum = (v >= 0x30 && v <= 0x39) || (v >= 0x41 && v <= 0x5A) || (v >= 0x61 && v <= 0x7A)
            if isAlnum || v == 0x5F /* _ */ {
                out.unicodeScalars.append(scalar)
                lastWasDash = false
            } else if v == 0x2E /* . */ {
                // No `..`: runs of dots collapse to one.
                if out.last != "." { out.append(".") }
                lastWasDash = false
            } else if isCombiningMark(scalar) {
                continue
            } else {
                if v > 0x7F, scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
                    lostLetters = true
                }
                if !lastWasDash { out.append("-") }
                lastWasDash = true
            }
        }
        out = trimmed(out)
        var needsHash = lostLetters
        if out.utf8.count > maxLength - 9 && (out.utf8.count > maxLength || needsHash) {
            out = trimmed(String(out.prefix(maxLength - 9)))
            needsHash = true
        }
        if out.isEmpty {
            out = "unnamed"
            needsHash = !raw.isEmpty
        }
        if needsHash { out += "-" + stableHash(raw) }
        if isReservedOnWindows(out) { out = "_" + out }
        return out
    }

    /// 8 hex digits of FNV-1a over the UTF-8 bytes: stable across runs and machines (unlike `hashValue`).
    package static func stableHash(_ text: String) -> String {
        var hash: UInt32 = 0x811C_9DC5
        for byte in text.utf8 {
            hash ^= UInt32(byte)
            hash = hash &* 0x0100_0193
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 8 - hex.count) + hex
    }

    private static func trimmed(_ text: String) -> String {
        var s = Substring(text)
        while let c = s.first, c == "-" || c == "." { s.removeFirst() }
        while let c = s.last, c == "-" || c == "." { s.removeLast() }
        return String(s)
    }

    private static func isCombiningMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return false
        }
    }

    private static let windowsDevices: Set<String> = {
        var names: Set<String> = ["CON", "PRN", "AUX", "NUL"]
        for n in 1...9 { names.insert("COM\(n)"); names.insert("LPT\(n)") }
        return names
    }()

    /// `CON`, `nul.txt`, `Com1.x`: the part before the first dot is a Windows device name.
    private static func isReservedOnWindows(_ name: String) -> Bool {
        let stem = name.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        return windowsDevices.contains(stem.uppercased())
    }
}
