import Foundation

/// A DateFormatter shared between render threads: Foundation does not promise that one formatter may be
/// used from several threads at once, so each use holds its lock.
final class LockedDateFormatter: @unchecked Sendable {
    private let lock = NSLock()
    private let formatter: DateFormatter

    init(_ formatter: DateFormatter) {
        self.formatter = formatter
    }

    func string(from date: Date) -> String {
        lock.lock()
        defer { lock.unlock() }
        return formatter.string(from: date)
    }
}
