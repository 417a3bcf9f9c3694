import Foundation

/// Progress of a long run: on a terminal a bar redrawn in place (done/total, rate, ETA); otherwise a
/// plain line at every tenth, so CI logs stay short.
final class ProgressReporter: @unchecked Sendable {
    private let lock = NSLock()
    private let label: String
    private let interactive: Bool
    private let log: (String) -> Void
    private let start = Date()
    private var shown = 0
    private var lastTenth = 0

    init(label: String, interactive: Bool, log: @escaping (String) -> Void) {
        self.label = label
        self.interactive = interactive
        self.log = log
    }

    func update(done: Int, total: Int) {
        lock.lock()
        defer { lock.unlock() }
        guard done > shown, total > 0 else { return }
        shown = done
        let elapsed = Date().timeIntervalSince(start)
        let rate = elapsed > 0 ? Double(done) / elapsed : 0
        if interactive {
            let width = 30
            let filled = width * done / total
            let eta = rate > 0 ? Double(total - done) / rate : 0
            let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
            StandardStreams.shared.error("\r\(label) \(bar) \(done)/\(total)  \(Self.format(rate))/s  ETA \(Self.format(eta))s \u{1B}[K")
            if done == total { StandardStreams.shared.error("\n") }
        } else {
            let tenth = 10 * done / total
            if tenth > lastTenth || done == total {
                lastTenth = tenth
                log("\(label): \(done)/\(total) images")
            }
        }
    }

    static func format(_ value: Double) -> String {
        guard value.isFinite else { return "-" }
        return String(format: "%.1f", value)
    }
}
