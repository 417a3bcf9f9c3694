import Foundation
import Testing
#if canImport(XCTest)
import XCTest
#endif

/// One failing image (or harness problem), to be reported as a test failure at the caller's line.
package struct SnapshotIssue: Sendable {
    package var message: String
    package var caller: SnapshotCaller

    package init(message: String, caller: SnapshotCaller) {
        self.message = message
        self.caller = caller
    }
}

/// Reports issues to whichever test framework is running: Swift Testing when there is a current test,
/// else XCTest when one of its test cases runs, else standard error (a plain executable).
package enum SnapshotIssueReporter {
    package static func report(_ issue: SnapshotIssue, configuration: SnapshotConfiguration = .current) {
        if let sink = configuration.issueSink {
            sink(issue)
            return
        }
        let caller = issue.caller
        if Test.current != nil {
            let location = SourceLocation(fileID: "\(caller.fileID)", filePath: "\(caller.filePath)",
                                          line: Int(caller.line), column: Int(caller.column))
            Issue.record(Comment(rawValue: issue.message), sourceLocation: location)
            return
        }
        #if canImport(XCTest)
        // corelibs XCTest drops an `XCTFail` made while no XCTest case runs (a plain executable, a detached
        // task in a Swift Testing test): the witness says whether XCTest recorded it, else it goes to stderr.
        let witness = XCTestFailureWitness.shared
        witness.startWatching()
        XCTFail(issue.message, file: caller.filePath, line: caller.line)
        if witness.stopWatching() { return }
        #endif
        // Not FileHandle.write, which traps when standard error is closed.
        _ = AtomicFileWriter().writeAll(Data("\(caller.filePath):\(caller.line): error: \(issue.message)\n".utf8), to: STDERR_FILENO)
    }
}

#if canImport(XCTest)
/// Observes the failures XCTest records, so the reporter knows whether its `XCTFail` reached a running test
/// case. XCTest notifies observers synchronously on the failing thread, so a per-thread flag is exact even
/// when several threads report at once.
final class XCTestFailureWitness: NSObject, XCTestObservation, @unchecked Sendable {
    private static let flag = "WidgetSnapshotTesting.XCTestFailureWitness"

    static let shared: XCTestFailureWitness = {
        let witness = XCTestFailureWitness()
        XCTestObservationCenter.shared.addTestObserver(witness)
        return witness
    }()

    func startWatching() { Thread.current.threadDictionary[Self.flag] = false }

    /// True when XCTest recorded a failure on this thread since `startWatching()`.
    func stopWatching() -> Bool {
        let seen = Thread.current.threadDictionary[Self.flag] as? Bool ?? false
        Thread.current.threadDictionary.removeObject(forKey: Self.flag)
        return seen
    }

    func testCase(_ testCase: XCTestCase, didFailWithDescription description: String, inFile filePath: String?,
                  atLine lineNumber: Int) {
        if Thread.current.threadDictionary[Self.flag] != nil { Thread.current.threadDictionary[Self.flag] = true }
    }
}
#endif
