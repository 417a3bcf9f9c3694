#if canImport(XCTest)
import Foundation
import XCTest
@testable import WidgetSnapshotTesting

/// The XCTest path of failure reporting: outside Swift Testing, each failing image is one `XCTFail` at the
/// assertion's file and line.
///
/// corelibs XCTest (Linux) has no `XCTExpectFailure`. What it does have: `XCTFail` reaches the running
/// test case's `recordFailure(withDescription:inFile:atLine:expected:)`, which is `open`. This case
/// overrides it to keep the failures it expects (while `expecting` is set) and passes every other failure
/// on, so the test fails if reporting breaks and still passes when it works.
final class XCTestReportingTests: XCTestCase {
    private struct Failure {
        var description: String
        var file: String
        var line: Int
    }

    private var expecting = false
    private var expected: [Failure] = []

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
                                expected isExpected: Bool) {
        if expecting {
            expected.append(Failure(description: description, file: filePath, line: lineNumber))
            // What XCTest's own recording would tell its observers: the reporter then knows it was recorded.
            XCTestFailureWitness.shared.testCase(self, didFailWithDescription: description, inFile: filePath,
                                                 atLine: lineNumber)
            return
        }
        super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: isExpected)
    }

    func testEachFailingImageIsAnXCTFailAtTheAssertionsLine() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        var config = SnapshotConfiguration(record: .never, snapshotDirectory: folder.snapshots.path,
                                           artifactsDirectory: folder.artifacts.path)
        config.environment = SnapshotEnvironment([:])
        config.backend = SnapshotBackend(codec: RawBitmapCodec(), comparer: ExactPixelComparer())
        let variants = [SnapshotVariant(family: "systemSmall", place: "homeScreen"),
                        SnapshotVariant(family: "systemMedium", place: "homeScreen")]

        expecting = true
        let caller = SnapshotCaller(fileID: #fileID, filePath: #filePath, line: #line, column: #column, testName: #function)
        let results = withSnapshotConfiguration(config) {
            assertSnapshotImages(variants: variants, caller: caller) { _ in image(solid(2, 2)) }
        }
        expecting = false

        XCTAssertEqual(results.count, 2)
        XCTAssertEqual(expected.count, 2, "one failure per failing image: \(expected.map(\.description))")
        for failure in expected {
            XCTAssertEqual(failure.line, Int(caller.line))
            XCTAssertEqual(failure.file, "\(caller.filePath)")
            XCTAssertTrue(failure.description.contains("No golden for"), failure.description)
        }
        XCTAssertTrue(expected.first?.description.contains("systemSmall") == true)
        XCTAssertTrue(expected.last?.description.contains("systemMedium") == true)
        // XCTest's identifier is `Module.Class/method`: the accept command selects exactly this method, the class
        // read from this file around the assertion's line.
        XCTAssertTrue(expected.first?.description.contains(
            #"swift test --filter '^WidgetSnapshotTestingTests\.XCTestReportingTests/testEachFailingImageIsAnXCTFailAtTheAssertionsLine$'"#) == true,
                      expected.first?.description ?? "")
    }

    func testAPassingImageReportsNothing() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        var config = SnapshotConfiguration(record: .missing, snapshotDirectory: folder.snapshots.path,
                                           artifactsDirectory: folder.artifacts.path)
        config.environment = SnapshotEnvironment([:])
        config.backend = SnapshotBackend(codec: RawBitmapCodec(), comparer: ExactPixelComparer())
        let variants = [SnapshotVariant(family: "systemSmall", place: "homeScreen")]
        let caller = SnapshotCaller(fileID: #fileID, filePath: #filePath, line: #line, column: #column, testName: #function)

        expecting = true
        _ = withSnapshotConfiguration(config) {   // records the golden: one failure
            assertSnapshotImages(variants: variants, caller: caller) { _ in image(solid(2, 2)) }
        }
        XCTAssertEqual(expected.count, 1)
        expected = []
        let second = withSnapshotConfiguration(config) {   // verifies against it: none
            assertSnapshotImages(variants: variants, caller: caller) { _ in image(solid(2, 2)) }
        }
        expecting = false
        XCTAssertEqual(expected.count, 0, "\(expected.map(\.description))")
        XCTAssertEqual(second.map(\.status), [.passed])
    }
}
#endif
