import Foundation
import WidgetPreview

/// Snapshots a `#Preview` found by its name (as `widget-preview list` prints it: the preview's string, or
/// `File.swift:line` for an unnamed one): each of its entries in each of its families × `places`, with
/// goldens under `Snapshots/<TestFile>/<test>/<entry>/`.
///
/// ```swift
/// #Preview("Up next", as: .systemSmall) { UpNextWidget() } timeline: { UpNextEntry.soon }
///
/// @Test func upNext() {
///     assertSnapshot(ofPreview: "Up next", places: [.homeScreen, .standBy])
/// }
/// ```
@discardableResult
public func assertSnapshot(
    ofPreview previewName: String, places: [RenderContext] = [.homeScreen], scale: Double = 2,
    record: SnapshotRecordMode? = nil, tolerance: SnapshotTolerance? = nil, snapshotDirectory: String? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) -> Bool {
    let previews = Preview.discovered
    guard let preview = previews.first(where: { $0.name == previewName }) else {
        let names = previews.map { "'\($0.name)'" }.joined(separator: ", ")
        SnapshotIssueReporter.report(SnapshotIssue(
            message: "No #Preview named '\(previewName)' in this test process"
                + (previews.isEmpty ? " (none was found: is the module with the previews a dependency of the test target?)"
                                    : "; the previews are: \(names)"),
            caller: SnapshotCaller(fileID: fileID, filePath: filePath, line: line, column: column, testName: testName)))
        return false
    }
    return assertSnapshot(of: preview, places: places, scale: scale, record: record, tolerance: tolerance,
                          snapshotDirectory: snapshotDirectory, fileID: fileID, filePath: filePath, testName: testName,
                          line: line, column: column)
}

/// Snapshots a preview value (a `#Preview` from `Preview.discovered`, or one made in code): each entry in
/// each of its families × `places`, goldens named by entry.
@discardableResult
public func assertSnapshot(
    of preview: Preview, places: [RenderContext] = [.homeScreen], scale: Double = 2,
    record: SnapshotRecordMode? = nil, tolerance: SnapshotTolerance? = nil, snapshotDirectory: String? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) -> Bool {
    let caller = SnapshotCaller(fileID: fileID, filePath: filePath, line: line, column: column, testName: testName)
    var passed = true
    for entry in preview.entries {
        let entryPassed = snapshotVariants(families: preview.families, places: places, scale: scale, named: entry.name,
                                           record: record, tolerance: tolerance, snapshotDirectory: snapshotDirectory,
                                           caller: caller) { renderer in
            try preview.draw(renderer, entry)
        }
        passed = passed && entryPassed
    }
    return passed
}
