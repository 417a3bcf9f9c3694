import Foundation

/// The run as Markdown: a headline with counts and a table of what changed, for `$GITHUB_STEP_SUMMARY` or
/// a pull-request comment. GitHub shows neither local files nor `data:` images there, so the pictures are
/// linked from the uploaded artifact (`ArtifactLink`): once above the table, or per row when the URL
/// serves single files. The self-contained HTML report shows them side by side.
package enum MarkdownReportWriter {
    /// Table rows beyond this are summarised in one line.
    package static let maxRows = 200
    /// The whole text stays below this many UTF-8 bytes: a pull-request comment holds 65,536 characters,
    /// a job summary 1 MiB per step.
    package static let maxBytes = 60_000

    package static func render(_ report: SnapshotReport, title: String = "Widget snapshots",
                               artifactURL: String? = nil) -> String {
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
        let filesURL = artifactURL.flatMap { ArtifactLink.servesFiles($0) ? $0 : nil }
        if let artifactURL, filesURL == nil {
            lines.append("The expected, actual and diff images of each change are in [the uploaded artifact](\(artifactURL)).")
            lines.append("")
        }
        lines.append("| Status | Image | Mismatched pixels | What changed |")
        lines.append("|---|---|--:|---|")
        let shown = report.items.filter { $0.kind != .passed }
        var bytes = lines.reduce(0) { $0 + $1.utf8.count + 1 }
        var written = 0
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
            let links = filesURL.map { pictureLinks(item.artifacts, under: $0) } ?? ""
            let row = "| \(status) | `\(cell(item.golden))`\(links) | \(ReportFormatting.mismatch(item)) | \(cell(detail)) |"
            // Room is kept for the closing line.
            guard bytes + row.utf8.count + 1 + 80 <= maxBytes else { break }
            lines.append(row)
            bytes += row.utf8.count + 1
            written += 1
        }
        if shown.count > written {
            lines.append("")
            lines.append("… and \(shown.count - written) more; see the HTML report.")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `<br>[expected](…) · [actual](…) · [diff](…)` for the artifacts the item has, or nothing.
    private static func pictureLinks(_ artifacts: SnapshotArtifacts, under url: String) -> String {
        let links = [("expected", artifacts.expectedPNG), ("actual", artifacts.actualPNG), ("diff", artifacts.diffPNG)]
            .compactMap { name, path in path.map { "[\(name)](\(ArtifactLink.file($0, under: url)))" } }
        return links.isEmpty ? "" : "<br>" + links.joined(separator: " · ")
    }

    /// Text safe inside a table cell (and inside backticks).
    private static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|")
            .replacingOccurrences(of: "`", with: "'")
            .replacingOccurrences(of: "\n", with: " ")
    }
}
