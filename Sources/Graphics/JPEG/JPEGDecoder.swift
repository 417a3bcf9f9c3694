import Foundation

/// Decodes JPEG files into the same straight RGBA8 `Bitmap` PNG decoding gives, in Swift (only libpng and
/// FreeType may be linked): baseline and extended sequential (SOF0/SOF1) and progressive (SOF2) 8-bit
/// Huffman-coded JPEG, greyscale or three components (YCbCr, or RGB by Adobe APP14 / component ids),
/// any sampling factors, restart intervals, EXIF orientation applied. Arithmetic-coded, lossless,
/// hierarchical, 12-bit and CMYK files throw `unsupported`; broken ones `corrupt` or `truncated`, each
/// naming the file. Same size limits as PNG. Safe to call from many threads.
package enum JPEGDecoder {
    /// More scans than any encoder writes (libjpeg's progressive default is 10): bounds the work a small
    /// hostile file can ask for.
    static let maxScans = 256

    /// Whether `data` starts like a JPEG (the SOI marker and the first marker's 0xFF).
    package static func looksLikeJPEG(_ data: Data) -> Bool {
        data.count >= 3 && data[data.startIndex] == 0xFF && data[data.startIndex + 1] == 0xD8 && data[data.startIndex + 2] == 0xFF
    }

    /// Reads and decodes a JPEG file; errors name its path.
    package static func decode(contentsOf url: URL) throws(JPEGError) -> Bitmap {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw JPEGError.unreadable(name: url.path, reason: "it is a directory")
        }
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            let missing = !FileManager.default.fileExists(atPath: url.path)
            throw JPEGError.unreadable(name: url.path, reason: missing ? "no such file" : "\(error.localizedDescription)")
        }
        return try decode(data, name: url.path)
    }

    /// Decodes JPEG bytes. `name` (usually the file path) appears in every error message.
    package static func decode(_ data: Data, name: String) throws(JPEGError) -> Bitmap {
        let bytes = [UInt8](data)
        var markers = try JPEGMarkerReader(bytes: bytes, name: name)
        var quantization = [[Int32]?](repeating: nil, count: 4)
        var dcTables = [JPEGHuffmanTable?](repeating: nil, count: 4)
        var acTables = [JPEGHuffmanTable?](repeating: nil, count: 4)
        var restartInterval = 0
        var frame: JPEGFrame?
        var adobeTransform: Int?
        var hasJFIF = false
        var orientation = 1
        var scans = 0
        segments: while true {
            let segment: (marker: UInt8, payload: ArraySlice<UInt8>)
            do { segment = try markers.nextSegment() } catch {
                // A file cut off right after a complete scan still holds a whole (if coarse) image.
                if scans > 0, case .truncated = error { break segments }
                throw error
            }
            let payload = segment.payload
            switch segment.marker {
            case 0xC0, 0xC1, 0xC2:
                guard frame == nil else { throw JPEGError.corrupt(name: name, detail: "it has more than one frame header (SOF)") }
                frame = try JPEGFrame(payload: payload, progressive: segment.marker == 0xC2, dataBytes: bytes.count, name: name)
            case 0xC3, 0xC5, 0xC6, 0xC7, 0xC9, 0xCA, 0xCB, 0xCD, 0xCE, 0xCF:
                throw JPEGError.unsupported(name: name, detail: "\(codingName(segment.marker)) JPEG (only baseline, extended sequential and progressive Huffman-coded JPEG is decoded)")
            case 0xC4:
                try readHuffmanTables(payload, dc: &dcTables, ac: &acTables, name: name)
            case 0xDB:
                try readQuantizationTables(payload, into: &quantization, name: name)
            case 0xDD:
                guard payload.count >= 2 else { throw JPEGError.corrupt(name: name, detail: "the restart interval (DRI) segment is too short") }
                restartInterval = Int(payload[payload.startIndex]) << 8 | Int(payload[payload.startIndex + 1])
            case 0xE0:
                if payload.starts(with: [0x4A, 0x46, 0x49, 0x46, 0]) { hasJFIF = true }
            case 0xE1:
                if let declared = JPEGOrientation.orientation(exifPayload: payload) { orientation = declared }
            case 0xEE:
                if payload.count >= 12, payload.starts(with: [0x41, 0x64, 0x6F, 0x62, 0x65]) {
                    adobeTransform = Int(payload[payload.startIndex + 11])
                }
            case 0xDA:
                guard var decodedFrame = frame else {
                    throw JPEGError.corrupt(name: name, detail: "a scan (SOS) comes before the frame header (SOF)")
                }
                scans += 1
                guard scans <= maxScans else {
                    throw JPEGError.corrupt(name: name, detail: "it has more than \(maxScans) scans")
                }
                var scan = try JPEGScanDecoder(payload: payload, frame: decodedFrame, dcTables: dcTables, acTables: acTables,
                                               restartInterval: restartInterval, name: name)
                frame = nil  // keeps the coefficients uniquely referenced while the scan writes them
                markers.position = try scan.decode(into: &decodedFrame, bytes: bytes, position: markers.position)
                frame = decodedFrame
            case 0xD9:
                break segments
            default:
                continue
            }
        }
        guard let frame else { throw JPEGError.corrupt(name: name, detail: "it has no frame header (SOF)") }
        guard scans > 0 else { throw JPEGError.corrupt(name: name, detail: "it has no scan (SOS marker): there is no image data") }
        var planes: [[UInt8]] = []
        let single = frame.components.count == 1
        for component in frame.components {
            guard let table = quantization[component.quantizationTable] else {
                throw JPEGError.corrupt(name: name, detail: "component \(component.id) uses quantization table \(component.quantizationTable), which is not defined")
            }
            let samples = transform(component, quantization: table)
            planes.append(JPEGUpsampling.upsample(samples, stride: component.blocksPerLine * 8,
                                                  sampleWidth: component.sampleWidth, sampleHeight: component.sampleHeight,
                                                  horizontalSampling: single ? 1 : component.horizontalSampling, maxHorizontalSampling: single ? 1 : frame.maxHorizontalSampling,
                                                  verticalSampling: single ? 1 : component.verticalSampling, maxVerticalSampling: single ? 1 : frame.maxVerticalSampling,
                                                  width: frame.width, height: frame.height))
        }
        let model = JPEGColorConversion.model(componentIDs: frame.components.map(\.id), adobeTransform: adobeTransform, hasJFIF: hasJFIF)
        let pixels = JPEGColorConversion.rgba(planes, model: model, pixelCount: frame.width * frame.height)
        return JPEGOrientation.apply(orientation, to: Bitmap(width: frame.width, height: frame.height, pixels: pixels))
    }

    /// Dequantizes and inverse-transforms the blocks that hold image samples into one plane.
    private static func transform(_ component: JPEGFrame.Component, quantization: [Int32]) -> [UInt8] {
        let stride = component.blocksPerLine * 8
        var plane = [UInt8](repeating: 0, count: stride * component.blocksPerColumn * 8)
        let dequantized = UnsafeMutablePointer<Int32>.allocate(capacity: 64)
        let scratch = UnsafeMutablePointer<Int32>.allocate(capacity: 64)
        defer { dequantized.deallocate(); scratch.deallocate() }
        plane.withUnsafeMutableBufferPointer { output in
            guard let base = output.baseAddress else { return }
            component.coefficients.withUnsafeBufferPointer { coefficients in
                for row in 0..<component.blocksPerColumn {
                    for column in 0..<component.blocksPerLine {
                        let offset = (row * component.paddedBlocksPerLine + column) * 64
                        for i in 0..<64 { dequantized[i] = Int32(coefficients[offset + i]) &* quantization[i] }
                        JPEGInverseDCT.transform(dequantized, into: base + row * 8 * stride + column * 8, stride: stride, workspace: scratch)
                    }
                }
            }
        }
        return plane
    }

    private static func readHuffmanTables(_ payload: ArraySlice<UInt8>, dc: inout [JPEGHuffmanTable?],
                                          ac: inout [JPEGHuffmanTable?], name: String) throws(JPEGError) {
        let p = Array(payload)
        var i = 0
        while i < p.count {
            let kind = Int(p[i] >> 4), slot = Int(p[i] & 15)
            guard kind <= 1, slot < 4 else {
                throw JPEGError.corrupt(name: name, detail: "a Huffman table (DHT) has class \(kind) and slot \(slot) (class 0–1, slot 0–3 allowed)")
            }
            guard i + 17 <= p.count else { throw JPEGError.corrupt(name: name, detail: "a Huffman table (DHT) is cut short") }
            let counts = p[(i + 1)..<(i + 17)].map(Int.init)
            let total = counts.reduce(0, +)
            guard i + 17 + total <= p.count else { throw JPEGError.corrupt(name: name, detail: "a Huffman table (DHT) lists more symbols than its segment holds") }
            let symbols = Array(p[(i + 17)..<(i + 17 + total)])
            do throws(JPEGHuffmanTableFlaw) {
                let table = try JPEGHuffmanTable(counts: counts, symbols: symbols)
                if kind == 0 { dc[slot] = table } else { ac[slot] = table }
            } catch {
                throw JPEGError.corrupt(name: name, detail: "\(kind == 0 ? "DC" : "AC") Huffman table \(slot) is invalid: \(error.detail)")
            }
            i += 17 + total
        }
    }

    private static func readQuantizationTables(_ payload: ArraySlice<UInt8>, into tables: inout [[Int32]?], name: String) throws(JPEGError) {
        let p = Array(payload)
        var i = 0
        while i < p.count {
            let precision = Int(p[i] >> 4), slot = Int(p[i] & 15)
            guard precision <= 1, slot < 4 else {
                throw JPEGError.corrupt(name: name, detail: "a quantization table (DQT) has precision \(precision) and slot \(slot)")
            }
            let size = precision == 0 ? 64 : 128
            guard i + 1 + size <= p.count else { throw JPEGError.corrupt(name: name, detail: "a quantization table (DQT) is cut short") }
            var table = [Int32](repeating: 0, count: 64)
            for k in 0..<64 {
                let value = precision == 0 ? Int32(p[i + 1 + k]) : Int32(p[i + 1 + 2 * k]) << 8 | Int32(p[i + 2 + 2 * k])
                table[JPEGScanDecoder.naturalOrder[k]] = value
            }
            tables[slot] = table
            i += 1 + size
        }
    }

    private static func codingName(_ marker: UInt8) -> String {
        switch marker {
        case 0xC3: return "lossless"
        case 0xC5, 0xC6, 0xC7: return "hierarchical"
        case 0xC9: return "arithmetic-coded"
        default: return "arithmetic-coded progressive or lossless"
        }
    }
}
