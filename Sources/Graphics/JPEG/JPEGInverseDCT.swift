import Foundation

/// The 8×8 inverse DCT (ITU T.81 A.3.3), separable, in Double: exact enough that a decoded sample is
/// within one level of libjpeg's accurate integer IDCT, and simple enough to check by eye.
enum JPEGInverseDCT {
    /// `cosines[x * 8 + u]` = C(u)/2 · cos((2x+1)uπ/16).
    private static let cosines: [Double] = {
        var table = [Double](repeating: 0, count: 64)
        for x in 0..<8 {
            for u in 0..<8 {
                let c = u == 0 ? 1 / 2.0.squareRoot() : 1
                table[x * 8 + u] = c / 2 * cos(Double((2 * x + 1) * u) * Double.pi / 16)
            }
        }
        return table
    }()

    /// Dequantized coefficients in natural (row-major) order → 64 samples, level-shifted and clamped to 0...255,
    /// written to `output` with rows `stride` apart. `rows` is 64 Doubles of scratch space the caller reuses.
    static func transform(_ coefficients: UnsafePointer<Int32>, into output: UnsafeMutablePointer<UInt8>, stride: Int,
                          rows: UnsafeMutablePointer<Double>) {
        cosines.withUnsafeBufferPointer { table in
            guard let cosines = table.baseAddress else { return }
            transform(coefficients, into: output, stride: stride, rows: rows, cosines: cosines)
        }
    }

    private static func transform(_ coefficients: UnsafePointer<Int32>, into output: UnsafeMutablePointer<UInt8>, stride: Int,
                                  rows: UnsafeMutablePointer<Double>, cosines: UnsafePointer<Double>) {
        // Rows: for each coefficient row v, the 8 horizontal samples.
        for v in 0..<8 {
            var allZero = true
            for u in 1..<8 where coefficients[v * 8 + u] != 0 { allZero = false; break }
            if allZero {
                let dc = Double(coefficients[v * 8]) * cosines[0]
                for x in 0..<8 { rows[v * 8 + x] = dc }
                continue
            }
            for x in 0..<8 {
                var sum = 0.0
                for u in 0..<8 { sum += Double(coefficients[v * 8 + u]) * cosines[x * 8 + u] }
                rows[v * 8 + x] = sum
            }
        }
        for x in 0..<8 {
            for y in 0..<8 {
                var sum = 0.0
                for v in 0..<8 { sum += rows[v * 8 + x] * cosines[y * 8 + v] }
                // + 0.5 then truncation rounds to nearest for the kept range (libm's round is 3× slower here).
                let level = sum + 128.5
                output[y * stride + x] = level < 1 ? 0 : level >= 255 ? 255 : UInt8(level)
            }
        }
    }
}
