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
/// else XCTest, else standard error (a plain executable).
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
        XCTFail(issue.message, file: caller.filePath, line: caller.line)
        #else
        FileHandle.standardError.write(Data("\(caller.filePath):\(caller.line): error: \(issue.message)\n".utf8))
        #endif
    }
}
