/// Full-resolution component planes → straight RGBA8. Three components are YCbCr (JFIF, ITU-R BT.601
/// full range) unless the file says RGB: an Adobe APP14 segment with transform 0, or component ids 'R',
/// 'G', 'B' and no JFIF/Adobe header (libjpeg's rule). YCbCr converts in 16-bit fixed point with libjpeg's
/// constants and rounding (`jdcolor.c`), so a pixel is the one `djpeg` gives for the same planes.
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
            let (crToR, cbToB, crToG, cbToG) = (Self.crToR, Self.cbToB, Self.crToG, Self.cbToG)
            pixels.withUnsafeMutableBufferPointer { out in
                for i in 0..<pixelCount {
                    let y = Int(luma[i]), cb = Int(blue[i]), cr = Int(red[i])
                    out[i * 4] = clamp(y + crToR[cr])
                    out[i * 4 + 1] = clamp(y + ((cbToG[cb] + crToG[cr]) >> scaleBits))
                    out[i * 4 + 2] = clamp(y + cbToB[cb])
                }
            }
        }
        return pixels
    }

    // BT.601 full range in 16-bit fixed point, FIX(x) = round(x · 2^16), as libjpeg builds its tables:
    // R = Y + 1.402 Cr, G = Y − 0.34414 Cb − 0.71414 Cr, B = Y + 1.772 Cb (Cb, Cr centred on 128).
    private static let scaleBits = 16
    private static let oneHalf = 1 << 15
    private static let crToR: [Int] = (0..<256).map { (91881 * ($0 - 128) + oneHalf) >> scaleBits }
    private static let cbToB: [Int] = (0..<256).map { (116130 * ($0 - 128) + oneHalf) >> scaleBits }
    private static let crToG: [Int] = (0..<256).map { -46802 * ($0 - 128) }
    private static let cbToG: [Int] = (0..<256).map { -22554 * ($0 - 128) + oneHalf }

    @inline(__always) private static func clamp(_ value: Int) -> UInt8 {
        value < 0 ? 0 : value > 255 ? 255 : UInt8(value)
    }
}
