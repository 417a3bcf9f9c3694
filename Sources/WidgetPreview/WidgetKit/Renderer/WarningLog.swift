import Foundation

/// A renderer's own list of warnings for one picture (its place, its family, what its views handed up),
/// in order, without duplicates. Locked: a caller may share one list between renders on several threads.
package final class WarningLog: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String] = []
    package init() {}
    package var messages: [String] { lock.withLock { stored } }
    package func add(_ message: String) {
        lock.withLock { if !stored.contains(message) { stored.append(message) } }
    }
    package func add(contentsOf messages: [String]) {
        for message in messages { add(message) }
    }
}
