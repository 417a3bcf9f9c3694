import Foundation

/// For `widget-preview-dev bench` only: sends text down the path it took before scripts were analysed
/// (no per-character script lookup for the OpenType shaper, no UAX #9 pass), so the bench can measure
/// what that analysis costs Latin-only widgets in one run. Off (full analysis) unless the bench turns it on.
package enum ScriptAnalysisSwitch {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var bypassed = false

    package static var isBypassed: Bool {
        lock.lock()
        defer { lock.unlock() }
        return bypassed
    }

    package static func setBypassed(_ value: Bool) {
        lock.lock()
        bypassed = value
        lock.unlock()
    }
}
