/// Full-resolution component planes → straight RGBA8. Three components are YCbCr (JFIF, ITU-R BT.601
/// full range) unless the file says RGB: an Adobe APP14 segment with transform 0, or component ids 'R',
/// 'G', 'B' and no JFIF/Adobe header (libjpeg's rule).
enum JPEGColorConversion {
    enum Model { case grey, yCbCr, rgb }

    static func model(componentIDs: [UInt8], adobeTransform: Int?, hasJFIF: Bool) -> Model {
        if componentIDs.count == 1 { return .grey }
        if let adobeTransform { return adobeTransform == 0 ? .rgb : .yCbCr }
        if !hasJFIF, componentIDs == [0x52, 0x47, 0x42] { return .rgb }
        return .yCbCr
    }

    static func rgba(_ planes: [[UInt8]], model: Model, pixelCount: Int) -> [UInt8] {
        var pixels = [UInt8](repeating: 255, count: pixelCount * 4)
        switch model {
        case .grey:
            let grey = planes[0]
            for i in 0..<pixelCount {
                pixels[i * 4] = grey[i]; pixels[i * 4 + 1] = grey[i]; pixels[i * 4 + 2] = grey[i]
            }
        case .rgb:
            for i in 0..<pixelCount {
                pixels[i * 4] = planes[0][i]; pixels[i * 4 + 1] = planes[1][i]; pixels[i * 4 + 2] = planes[2][i]
            }
        case .yCbCr:
            let (luma, blue, red) = (planes[0], planes[1], planes[2])
            for i in 0..<pixelCount {
                let y = Double(luma[i]), cb = Double(blue[i]) - 128, cr = Double(red[i]) - 128
                pixels[i * 4] = clamp(y + 1.402 * cr)
                pixels[i * 4 + 1] = clamp(y - 0.344136 * cb - 0.714136 * cr)
                pixels[i * 4 + 2] = clamp(y + 1.772 * cb)
            }
        }
        return pixels
    }

    @inline(__always) private static func clamp(_ value: Double) -> UInt8 {
        let rounded = value + 0.5  // truncated below: round half up in 0...255
        return rounded < 1 ? 0 : rounded >= 255 ? 255 : UInt8(rounded)
    }
}
