import Foundation

/// The run as Markdown: a headline with counts and a table of what changed, sized for
/// `$GITHUB_STEP_SUMMARY` or a pull-request comment (GitHub strips images with `data:` URIs there, so
/// the table links to nothing and the HTML report carries the pictures).
package enum MarkdownReportWriter {
    /// Table rows beyond this are summarised in one line (GitHub limits a job summary to 1 MiB).
    package static let maxRows = 200

    package static func render(_ report: SnapshotReport, title: String = "Widget snapshots") -> String {
        // Stray goldens are rare: counted only when there are some.
        let counts = SnapshotReport.Kind.allCases.filter { $0 != .stray || report.count($0) > 0 }.map { kind -> String in
            let n = report.count(kind)
            return "\(n) \(kind.rawValue)"
        }
        var lines = ["## \(title)", ""]
        guard report.hasDifferences else {
            lines.append("No visual differences: all \(report.count(.passed)) images match their goldens.")
            return lines.joined(separator: "\n") + "\n"
        }
        lines.append("**" + counts.joined(separator: " · ") + "**")
        lines.append("")
        lines.append("| Status | Image | Mismatched pixels | What changed |")
        lines.append("|---|---|--:|---|")
        let shown = report.items.filter { $0.kind != .passed }
        for item in shown.prefix(maxRows) {
            let status: String
            switch item.kind {
            case .changed: status = "🔴 changed"
            case .new: status = "🟡 new"
            case .removed: status = "⚫ removed"
            case .stray: status = "🟤 stray"
            case .unused: status = "⚪ unused"
            case .passed: status = "🟢 passed"
            }
            let detail: String
            switch item.kind {
            case .unused: detail = "no test checked it"
            case .removed: detail = "deleted"
            case .stray: detail = "no preview produces it (gallery --prune removes it)"
            default: detail = item.summary
            }
            lines.append("| \(status) | `\(cell(item.golden))` | \(ReportFormatting.mismatch(item)) | \(cell(detail)) |")
        }
        if shown.count > maxRows {
            lines.append("")
            lines.append("… and \(shown.count - maxRows) more; see the HTML report.")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Text safe inside a table cell (and inside backticks).
    private static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|")
            .replacingOccurrences(of: "`", with: "'")
            .replacingOccurrences(of: "\n", with: " ")
    }
}
