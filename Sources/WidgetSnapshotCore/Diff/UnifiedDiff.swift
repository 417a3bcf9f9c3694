/// Formats a line diff as a short unified diff (`---`/`+++`, `@@` hunks, 3 lines of context) for a
/// failure message, capped so a rewritten file cannot flood the test log.
package enum UnifiedDiff {
    package static func format(old: String, new: String, oldName: String, newName: String,
                               context: Int = 3, maxLines: Int = 40, maxLineLength: Int = 160) -> String {
        let edits = LineDiff.diff(lines(old), lines(new))
        var changed = [Int]()
        for (i, e) in edits.enumerated() {
            if case .equal = e { continue }
            changed.append(i)
        }
        guard !changed.isEmpty else { return "" }

        // Hunks: runs of changes whose context windows touch.
        var hunks: [Range<Int>] = []
        var start = max(0, changed[0] - context), end = min(edits.count, changed[0] + context + 1)
        for i in changed.dropFirst() {
            if i - context <= end {
                end = min(edits.count, i + context + 1)
            } else {
                hunks.append(start ..< end)
                start = max(0, i - context); end = min(edits.count, i + context + 1)
            }
        }
        hunks.append(start ..< end)

        // Line numbers where each edit sits in the old and new text.
        var oldLine = [Int](), newLine = [Int]()
        var o = 1, n = 1
        for e in edits {
            oldLine.append(o); newLine.append(n)
            switch e {
            case .equal: o += 1; n += 1
            case .delete: o += 1
            case .insert: n += 1
            }
        }

        var out = ["--- \(oldName)", "+++ \(newName)"]
        var body = 0
        var omitted = 0
        for hunk in hunks {
            let slice = edits[hunk]
            let oldCount = slice.filter { if case .insert = $0 { return false }; return true }.count
            let newCount = slice.filter { if case .delete = $0 { return false }; return true }.count
            let header = "@@ -\(oldLine[hunk.lowerBound]),\(oldCount) +\(newLine[hunk.lowerBound]),\(newCount) @@"
            var hunkLines = [header]
            for e in slice {
                switch e {
                case .equal(let s): hunkLines.append(" " + clip(s, maxLineLength))
                case .delete(let s): hunkLines.append("-" + clip(s, maxLineLength))
                case .insert(let s): hunkLines.append("+" + clip(s, maxLineLength))
                }
            }
            for line in hunkLines {
                if body < maxLines { out.append(line); body += 1 } else if line.first == "+" || line.first == "-" { omitted += 1 }
            }
        }
        if omitted > 0 { out.append("… \(omitted) more changed line\(omitted == 1 ? "" : "s") not shown") }
        return out.joined(separator: "\n")
    }

    /// Lines without their terminators; `\r\n` and `\n` are the same line end.
    package static func lines(_ text: String) -> [String] {
        // Split on UTF-8 bytes: "\n" ends a line and a "\r" just before it belongs to the ending (CRLF).
        // A newline byte never occurs inside a multi-byte character, and walking Characters instead took a
        // third of `verify`'s time on SVG goldens.
        var text = text
        var result: [String] = text.withUTF8 { bytes in
            var lines: [String] = []
            var start = 0
            for index in bytes.indices where bytes[index] == 0x0A {
                let end = index > start && bytes[index - 1] == 0x0D ? index - 1 : index
                lines.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self))
                start = index + 1
            }
            lines.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start...]), as: UTF8.self))
            return lines
        }
        if result.last == "" { result.removeLast() }
        return result
    }

    private static func clip(_ s: String, _ limit: Int) -> String {
        s.count <= limit ? s : String(s.prefix(limit)) + "…"
    }
}
