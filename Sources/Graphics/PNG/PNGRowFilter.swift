/// PNG row filters (PNG spec §9): each scanline byte is replaced by its difference from a prediction,
/// which turns smooth gradients into runs of small numbers that deflate compresses well.
package enum PNGRowFilter: UInt8, CaseIterable, Sendable {
    case none = 0, sub, up, average, paeth

    /// Writes `row` filtered with this filter into `output` (same length as `row`). `above` is the
    /// previous unfiltered row (all zeros for the first row); `bytesPerPixel` is 3 or 4.
    @inline(__always)
    func apply(row: UnsafePointer<UInt8>, above: UnsafePointer<UInt8>, count: Int, bytesPerPixel bpp: Int,
               into output: UnsafeMutablePointer<UInt8>) {
        switch self {
        case .none:
            output.update(from: row, count: count)
        case .sub:
            for i in 0..<min(bpp, count) { output[i] = row[i] }
            for i in min(bpp, count)..<count { output[i] = row[i] &- row[i - bpp] }
        case .up:
            for i in 0..<count { output[i] = row[i] &- above[i] }
        case .average:
            let first = min(bpp, count)
            for i in 0..<first { output[i] = row[i] &- (above[i] >> 1) }
            for i in first..<count {
                output[i] = row[i] &- UInt8(truncatingIfNeeded: (Int(row[i - bpp]) + Int(above[i])) >> 1)
            }
        case .paeth:
            // The first pixel has no left neighbours (a = c = 0), so its prediction is always `above`.
            let first = min(bpp, count)
            for i in 0..<first { output[i] = row[i] &- above[i] }
            for i in first..<count {
                let a = Int(row[i - bpp]), b = Int(above[i]), c = Int(above[i - bpp])
                let pa = abs(b - c), pb = abs(a - c), pc = abs(a + b - 2 * c)
                let prediction = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
                output[i] = row[i] &- UInt8(truncatingIfNeeded: prediction)
            }
        }
    }
}
