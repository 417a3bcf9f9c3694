/// Stretches a subsampled component (4:2:0, 4:2:2, 4:4:0, or any other factor) to the image size by
/// bilinear interpolation between sample centres, the edge samples repeated: for a factor of 2 this is
/// libjpeg's "fancy" triangle filter (¾ near, ¼ far), so chroma edges look as they do on a device
/// instead of blocky.
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
