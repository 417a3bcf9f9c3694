import Foundation
import Testing
@testable import WidgetSnapshotTesting

@Suite("Reporting failures to the running test framework")
struct AssertReportingTests {
    @Test("under Swift Testing, each failing image is one issue at the caller's line")
    func swiftTestingIssues() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        var config = SnapshotConfiguration(record: .never, snapshotDirectory: folder.snapshots.path,
                                           artifactsDirectory: folder.artifacts.path)
        config.environment = SnapshotEnvironment([:])
        config.backend = SnapshotBackend(codec: RawBitmapCodec(), comparer: ExactPixelComparer())
        let variants = [Harness.small, SnapshotVariant(family: "systemMedium", place: "homeScreen")]
        let caller = SnapshotCaller(fileID: #fileID, filePath: #filePath, line: #line, column: #column, testName: #function)
        let matched = IssueCollector()
        withKnownIssue(isIntermittent: false) {
            withSnapshotConfiguration(config) {
                _ = assertSnapshotImages(variants: variants, caller: caller) { _ in image(solid(2, 2)) }
            }
        } matching: { issue in
            let ok = issue.sourceLocation?.line == Int(caller.line)
                && issue.sourceLocation?.fileName == "AssertReportingTests.swift"
                && issue.comments.contains { $0.rawValue.hasPrefix("No golden for") }
            if ok { matched.add(SnapshotIssue(message: "", caller: caller)) }
            return ok
        }
        #expect(matched.issues.count == 2)
    }
}
