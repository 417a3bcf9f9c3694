/// A frame header (SOFn) checked against what the decoder accepts, with each component's block grid and
/// coefficient storage. The coefficients of every block are kept until the last scan, so baseline and
/// progressive files share one path: scans fill coefficients, then `JPEGDecoder` transforms them.
struct JPEGFrame {
    struct Component {
        let id: UInt8
        let horizontalSampling: Int
        let verticalSampling: Int
        let quantizationTable: Int
        /// Blocks that hold image samples (what a non-interleaved scan codes).
        let blocksPerLine: Int
        let blocksPerColumn: Int
        /// Blocks including the MCU padding (what an interleaved scan codes); the row stride of `coefficients`.
        let paddedBlocksPerLine: Int
        let paddedBlocksPerColumn: Int
        /// Samples of this component that cover the image: ceil(width · h / hMax).
        let sampleWidth: Int
        let sampleHeight: Int
        /// 64 quantized coefficients per block, natural order, blocks row by row over the padded grid.
        var coefficients: [Int16]
    }

    let width: Int
    let height: Int
    let progressive: Bool
    var components: [Component]
    let maxHorizontalSampling: Int
    let maxVerticalSampling: Int
    let mcusPerLine: Int
    let mcusPerColumn: Int

    /// Parses an SOF0/SOF1/SOF2 payload. `dataBytes` is the file's size: a frame that needs more
    /// compressed bits than the file holds is truncated, caught before its storage is allocated.
    init(payload: ArraySlice<UInt8>, progressive: Bool, dataBytes: Int, name: String) throws(JPEGError) {
        let p = Array(payload)
        guard p.count >= 6 else { throw JPEGError.corrupt(name: name, detail: "the frame header is \(p.count) bytes long") }
        guard p[0] == 8 else {
            throw JPEGError.unsupported(name: name, detail: "\(p[0])-bit samples (only 8-bit JPEG is decoded)")
        }
        height = Int(p[1]) << 8 | Int(p[2])
        width = Int(p[3]) << 8 | Int(p[4])
        let count = Int(p[5])
        guard width > 0, height > 0 else {
            throw JPEGError.unsupported(name: name, detail: "the frame declares a size of \(width)×\(height) (a height given later by a DNL marker is not supported)")
        }
        guard width <= Bitmap.maxDimension, height <= Bitmap.maxDimension, width * height <= PNGCodec.maxPixels else {
            throw JPEGError.tooLarge(name: name, width: width, height: height)
        }
        guard count == 1 || count == 3 else {
            throw JPEGError.unsupported(name: name, detail: "\(count) colour components (only greyscale and YCbCr/RGB are decoded; CMYK is not)")
        }
        guard p.count >= 6 + 3 * count else {
            throw JPEGError.corrupt(name: name, detail: "the frame header lists \(count) components in \(p.count) bytes")
        }
        self.progressive = progressive
        var sampling: [(id: UInt8, h: Int, v: Int, q: Int)] = []
        for i in 0..<count {
            let base = 6 + 3 * i
            let h = Int(p[base + 1] >> 4), v = Int(p[base + 1] & 15), q = Int(p[base + 2])
            guard (1...4).contains(h), (1...4).contains(v) else {
                throw JPEGError.corrupt(name: name, detail: "component \(p[base]) has sampling factors \(h)×\(v) (1 to 4 allowed)")
            }
            guard q < 4 else { throw JPEGError.corrupt(name: name, detail: "component \(p[base]) uses quantization table \(q) (0 to 3 allowed)") }
            guard !sampling.contains(where: { $0.id == p[base] }) else {
                throw JPEGError.corrupt(name: name, detail: "component id \(p[base]) appears twice in the frame header")
            }
            sampling.append((p[base], h, v, q))
        }
        guard sampling.reduce(0, { $0 + $1.h * $1.v }) <= 10 || count == 1 else {
            throw JPEGError.corrupt(name: name, detail: "the sampling factors give more than 10 blocks per MCU")
        }
        let hMax = sampling.map(\.h).max() ?? 1, vMax = sampling.map(\.v).max() ?? 1
        maxHorizontalSampling = hMax
        maxVerticalSampling = vMax
        mcusPerLine = (width + 8 * hMax - 1) / (8 * hMax)
        mcusPerColumn = (height + 8 * vMax - 1) / (8 * vMax)
        // Every block of the largest component costs at least one bit in some scan (its DC code).
        let minimumBlocks = ((width + 7) / 8) * ((height + 7) / 8)
        guard dataBytes * 8 >= minimumBlocks else {
            throw JPEGError.truncated(name: name, detail: "a \(width)×\(height) image needs at least \(minimumBlocks / 8) bytes of compressed data but the file has \(dataBytes)")
        }
        let (mcusPerLine, mcusPerColumn, width, height) = (self.mcusPerLine, self.mcusPerColumn, self.width, self.height)
        components = sampling.map { c in
            let sampleWidth = (width * c.h + hMax - 1) / hMax, sampleHeight = (height * c.v + vMax - 1) / vMax
            let paddedLine = mcusPerLine * c.h, paddedColumn = mcusPerColumn * c.v
            return Component(id: c.id, horizontalSampling: c.h, verticalSampling: c.v, quantizationTable: c.q,
                             blocksPerLine: (sampleWidth + 7) / 8, blocksPerColumn: (sampleHeight + 7) / 8,
                             paddedBlocksPerLine: paddedLine, paddedBlocksPerColumn: paddedColumn,
                             sampleWidth: sampleWidth, sampleHeight: sampleHeight,
                             coefficients: [Int16](repeating: 0, count: paddedLine * paddedColumn * 64))
        }
    }
}
