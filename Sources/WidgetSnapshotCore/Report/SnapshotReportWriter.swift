import Foundation

/// Writes `report.md` and `index.html` into a folder, atomically.
package enum SnapshotReportWriter {
    /// The environment variable that asks the harness for a report at the end of a test run: the folder
    /// to write it to.
    package static let environmentVariable = "WIDGET_SNAPSHOT_REPORT"

    /// `artifactURL` is where the Markdown links the pictures (`ArtifactLink`; by default from the
    /// environment).
    @discardableResult
    package static func write(_ report: SnapshotReport, to folder: URL,
                              artifactURL: String? = ArtifactLink.fromEnvironment(),
                              writer: AtomicFileWriter = AtomicFileWriter()) throws -> (markdown: URL, html: URL) {
        let markdown = folder.appendingPathComponent("report.md")
        let html = folder.appendingPathComponent("index.html")
        try writer.write(MarkdownReportWriter.render(report, artifactURL: artifactURL), to: markdown)
        try writer.write(HTMLReportWriter.render(report), to: html)
        return (markdown, html)
    }
}
