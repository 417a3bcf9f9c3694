/// Stretches a subsampled component (4:2:0, 4:2:2, 4:4:0, or any other factor) to the image size by
/// bilinear interpolation between sample centres, the edge samples repeated: for a factor of 2 this is
/// libjpeg's "fancy" triangle filter (¾ near, ¼ far), so chroma edges look as they do on a device
/// instead of blocky. The factors libjpeg has special cases for (2×1, 2×2, 1×2) use its integer filters and
/// rounding exactly (`jdsample.c`), so those planes match `djpeg` sample for sample.
enum JPEGUpsampling {
    /// `plane` holds the component's samples with rows `stride` apart; the result is `width × height`.
    static func upsample(_ plane: [UInt8], stride: Int, sampleWidth: Int, sampleHeight: Int,
                         horizontalSampling: Int, maxHorizontalSampling: Int, verticalSampling: Int, maxVerticalSampling: Int,
                         width: Int, height: Int) -> [UInt8] {
        if horizontalSampling == maxHorizontalSampling, verticalSampling == maxVerticalSampling {
            var output = [UInt8](repeating: 0, count: width * height)
            for y in 0..<height {
                for x in 0..<width { output[y * width + x] = plane[y * stride + x] }
            }
            return output
        }
        let wide = maxHorizontalSampling == 2 * horizontalSampling, tall = maxVerticalSampling == 2 * verticalSampling
        let sameWidth = maxHorizontalSampling == horizontalSampling, sameHeight = maxVerticalSampling == verticalSampling
        if (wide && (sameHeight || tall)) || (sameWidth && tall) {
            return libjpegFactorTwo(plane, stride: stride, sampleWidth: sampleWidth, sampleHeight: sampleHeight,
                                    doublesWidth: wide, doublesHeight: tall, width: width, height: height)
        }
        let columns = taps(count: width, sampling: horizontalSampling, maxSampling: maxHorizontalSampling, samples: sampleWidth)
        let rows = taps(count: height, sampling: verticalSampling, maxSampling: maxVerticalSampling, samples: sampleHeight)
        var output = [UInt8](repeating: 0, count: width * height)
        for y in 0..<height {
            let (top, bottom, wy) = rows[y]
            for x in 0..<width {
                let (left, right, wx) = columns[x]
                let a = Double(plane[top * stride + left]), b = Double(plane[top * stride + right])
                let c = Double(plane[bottom * stride + left]), d = Double(plane[bottom * stride + right])
                let upper = a + (b - a) * wx, lower = c + (d - c) * wx
                // Samples are 0...255, so the mix is too: + 0.5 and truncation round it.
                output[y * width + x] = UInt8(max(0, min(255, upper + (lower - upper) * wy + 0.5)))
            }
        }
        return output
    }

    /// libjpeg's upsampling by two across, down, or both: the "fancy" triangle filters (¾ near, ¼ far) with
    /// its alternating rounding biases; across, a component only 1 or 2 samples wide is replicated, as
    /// libjpeg does. Edge samples are repeated (libjpeg's context rows at the top and bottom).
    private static func libjpegFactorTwo(_ plane: [UInt8], stride: Int, sampleWidth: Int, sampleHeight: Int,
                                         doublesWidth: Bool, doublesHeight: Bool, width: Int, height: Int) -> [UInt8] {
        var output = [UInt8](repeating: 0, count: width * height)
        let last = sampleWidth - 1
        let fancyAcross = doublesWidth && sampleWidth > 2
        plane.withUnsafeBufferPointer { input in
            output.withUnsafeMutableBufferPointer { out in
                for y in 0..<height {
                    // The row pair a sample row is mixed from: itself (×3) and its neighbour above (even
                    // output rows) or below (odd), or itself alone when the height is not doubled.
                    let row = doublesHeight ? y / 2 : y
                    let near = row * stride
                    let far = doublesHeight ? min(max(y % 2 == 0 ? row - 1 : row + 1, 0), sampleHeight - 1) * stride : near
                    let outRow = y * width
                    @inline(__always) func column(_ x: Int) -> Int {
                        doublesHeight ? Int(input[near + x]) * 3 + Int(input[far + x]) : Int(input[near + x])
                    }
                    if !doublesWidth {
                        // 1×2: (3 near + far + 1 or 2) / 4.
                        let bias = y % 2 == 0 ? 1 : 2
                        for x in 0..<width { out[outRow + x] = UInt8(truncatingIfNeeded: (column(x) + bias) >> 2) }
                        continue
                    }
                    if !fancyAcross {
                        // Too narrow for the filter: each sample twice (vertically mixed first when 2×2 is
                        // this narrow, as libjpeg then replicates in both directions: the row itself).
                        for x in 0..<width { out[outRow + x] = input[near + min(x / 2, last)] }
                        continue
                    }
                    if !doublesHeight {
                        // 2×1: (3 this + neighbour + 1 leftwards, + 2 rightwards) / 4; the outer halves of
                        // the first and last samples are the samples themselves.
                        for x in 0..<width {
                            let i = x / 2, this = Int(input[near + i])
                            let value: Int
                            if x % 2 == 0 { value = i == 0 ? this : (this * 3 + Int(input[near + i - 1]) + 1) >> 2 }
                            else { value = i == last ? this : (this * 3 + Int(input[near + i + 1]) + 2) >> 2 }
                            out[outRow + x] = UInt8(truncatingIfNeeded: value)
                        }
                        continue
                    }
                    // 2×2: column sums (3 near + far), then (3 this + neighbour + 8 leftwards, + 7 rightwards) / 16.
                    for x in 0..<width {
                        let i = x / 2, this = column(i)
                        let value: Int
                        if x % 2 == 0 { value = i == 0 ? (this * 4 + 8) >> 4 : (this * 3 + column(i - 1) + 8) >> 4 }
                        else { value = i == last ? (this * 4 + 7) >> 4 : (this * 3 + column(i + 1) + 7) >> 4 }
                        out[outRow + x] = UInt8(truncatingIfNeeded: value)
                    }
                }
            }
        }
        return output
    }

    /// For each output position: the two source samples around its centre and the weight of the second.
    private static func taps(count: Int, sampling: Int, maxSampling: Int, samples: Int) -> [(Int, Int, Double)] {
        (0..<count).map { i in
            let centre = (Double(i) + 0.5) * Double(sampling) / Double(maxSampling) - 0.5
            let low = Int(centre.rounded(.down))
            let weight = centre - Double(low)
            let clampedLow = max(0, min(samples - 1, low)), clampedHigh = max(0, min(samples - 1, low + 1))
            return (clampedLow, clampedHigh, weight)
        }
    }
}
