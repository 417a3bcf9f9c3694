/// How different an image may be from its golden and still pass.
///
/// Two knobs, as in pixelmatch and reg-cli: `threshold` decides whether one pixel differs (pixelmatch's
/// YIQ colour threshold, 0…1, default 0.1), and `allowedMismatch` how many differing pixels are accepted
/// (default none).
public struct SnapshotTolerance: Sendable, Hashable, Codable {
    /// How many mismatched pixels pass.
    public enum Allowance: Sendable, Hashable, Codable {
        /// At most this many pixels.
        case pixels(Int)
        /// At most this fraction (0…1) of all pixels, rounded down.
        case fraction(Double)
    }

    public var allowedMismatch: Allowance
    public var threshold: Double

    public init(allowedMismatch: Allowance = .pixels(0), threshold: Double = 0.1) {
        self.allowedMismatch = allowedMismatch
        self.threshold = threshold
    }

    /// No mismatched pixel, pixelmatch's default threshold.
    public static let exact = SnapshotTolerance()

    /// Up to `count` mismatched pixels.
    public static func pixels(_ count: Int, threshold: Double = 0.1) -> SnapshotTolerance {
        SnapshotTolerance(allowedMismatch: .pixels(count), threshold: threshold)
    }

    /// Up to `fraction` (0…1) of the pixels mismatched.
    public static func fraction(_ fraction: Double, threshold: Double = 0.1) -> SnapshotTolerance {
        SnapshotTolerance(allowedMismatch: .fraction(fraction), threshold: threshold)
    }

    /// How many mismatched pixels pass for an image of `totalPixels`.
    package func allowedPixels(of totalPixels: Int) -> Int {
        switch allowedMismatch {
        case .pixels(let n): return n
        case .fraction(let f): return Int((Double(totalPixels) * f).rounded(.down))
        }
    }

    /// Throws when a number is out of range, naming it.
    package func validated() throws -> SnapshotTolerance {
        guard threshold.isFinite, threshold >= 0, threshold <= 1 else {
            throw SnapshotHarnessError.invalidTolerance("threshold \(threshold) is outside 0…1")
        }
        switch allowedMismatch {
        case .pixels(let n) where n < 0:
            throw SnapshotHarnessError.invalidTolerance("allowed mismatched pixels \(n) is negative")
        case .fraction(let f) where !(f.isFinite && f >= 0 && f <= 1):
            throw SnapshotHarnessError.invalidTolerance("allowed mismatched fraction \(f) is outside 0…1")
        default:
            return self
        }
    }

    /// `0 pixels`, `12 pixels`, `0.1% of pixels`, for messages.
    package var allowanceText: String {
        switch allowedMismatch {
        case .pixels(let n): return n == 1 ? "1 pixel" : "\(n) pixels"
        case .fraction(let f): return "\(f * 100)% of pixels"
        }
    }
}
