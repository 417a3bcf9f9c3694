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
            for i in 0..<count {
                let left = i >= bpp ? Int(row[i - bpp]) : 0
                output[i] = row[i] &- UInt8((left + Int(above[i])) >> 1)
            }
        case .paeth:
            for i in 0..<count {
                let a = i >= bpp ? Int(row[i - bpp]) : 0
                let b = Int(above[i])
                let c = i >= bpp ? Int(above[i - bpp]) : 0
                let p = a + b - c
                let pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                let prediction = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
                output[i] = row[i] &- UInt8(prediction)
            }
        }
    }
}
