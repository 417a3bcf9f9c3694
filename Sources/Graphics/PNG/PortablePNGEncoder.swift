import Foundation

/// A PNG writer whose bytes depend only on this package's Swift code: no libpng, no libz.
///
/// SVG goldens embed images as `data:image/png;base64,...` and are compared as text on every machine, but
/// zlib's deflate output differs between zlib versions and zlib-ng (Fedora's zlib-ng-compat). This encoder
/// uses its own row filtering and DEFLATE (`DeflateZlibStream`), so the same bitmap gives the same bytes
/// everywhere. It writes IHDR, one IDAT and IEND only (no time, text or gamma chunks): RGBA8, or RGB8 when
/// every alpha is 255, non-interlaced.
///
/// Measured (release build, thread CPU time, median of 31 encodes, two runs on the shared 2-core machine
/// at load 5–6; libpng 1.6.39 + zlib 1.2.13; sizes exact). Emoji: 136×128 RGBA shaded face drawn with
/// Pillow at 4× and downsampled. Photo: 256×192 opaque blurred gradients with noise.
///
/// | encoder                               | emoji    | time         | photo     | time           |
/// |---------------------------------------|----------|--------------|-----------|----------------|
/// | **portable, per-row MSAD, chain 32**  | 14 212 B | 3.1–4.7 ms   | 42 265 B  | 17.3–23.7 ms   |
/// | portable, filter none, chain 32       | 14 084 B | 1.7–2.5 ms   | 118 289 B | 7.0–9.8 ms     |
/// | portable, per-row MSAD, chain 128     | 13 862 B | 5.2–7.6 ms   | 40 768 B  | 52–56 ms       |
/// | libpng L3 none (`PNGEncodeOptions.standard`) | 16 023 B | 0.9–1.3 ms | 118 542 B | 4.5–5.6 ms |
/// | libpng L3 adaptive                    | 15 601 B | 1.7–2.4 ms   | 44 908 B  | 6.1–6.5 ms     |
/// | libpng L6 none                        | 14 034 B | 1.7–2.4 ms   | 118 459 B | 4.6–5.1 ms     |
/// | libpng L6 adaptive (libpng default)   | 13 449 B | 3.6–4.9 ms   | 40 192 B  | 20.0–21.2 ms   |
///
/// Per-row filtering costs about 2× on the emoji but is 2.8× smaller on the photo, so it is the default:
/// embedded images are emoji and photos alike, and a few milliseconds per image is cheap next to text.
package enum PortablePNGEncoder {
    private static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Encodes `bitmap`. Throws `PNGError.cannotEncode` for an empty bitmap (PNG needs at least 1×1).
    package static func encode(_ bitmap: Bitmap) throws -> Data {
        try encode(bitmap, filter: nil)
    }

    /// `filter` fixes one filter for every row; `nil` chooses per row (what `encode(_:)` does). `effort`
    /// tunes the matcher. For benchmarks and measurements; the renderer always uses `encode(_:)`.
    package static func encode(_ bitmap: Bitmap, filter: PNGRowFilter?,
                       effort: DeflateMatcher.Effort = DeflateZlibStream.defaultEffort) throws -> Data {
        guard bitmap.width > 0, bitmap.height > 0 else {
            throw PNGError.cannotEncode(width: bitmap.width, height: bitmap.height,
                                        detail: "a PNG needs at least 1×1 pixels")
        }
        let opaque = bitmap.isOpaque
        let scanlines = filteredScanlines(bitmap, bytesPerPixel: opaque ? 3 : 4, filter: filter)
        guard scanlines.count < Int(Int32.max) else {
            throw PNGError.cannotEncode(width: bitmap.width, height: bitmap.height,
                                        detail: "the image data exceeds 2 GiB; use a smaller image")
        }
        var header = bigEndian(UInt32(bitmap.width)) + bigEndian(UInt32(bitmap.height))
        // Bit depth 8; colour type 2 (RGB) or 6 (RGBA); deflate; adaptive filtering; no interlace.
        header += [8, opaque ? 2 : 6, 0, 0, 0]

        var png = signature
        appendChunk("IHDR", header, to: &png)
        appendChunk("IDAT", DeflateZlibStream.compress(scanlines, effort: effort), to: &png)
        appendChunk("IEND", [], to: &png)
        return Data(png)
    }

    /// Rows with their filter-type byte. The filter per row is chosen by the minimum sum of absolute
    /// differences over all five filters (the PNG spec's recommended heuristic; ties go to the lower type).
    static func filteredScanlines(_ bitmap: Bitmap, bytesPerPixel: Int, filter fixed: PNGRowFilter?) -> [UInt8] {
        let rowLength = bitmap.width * bytesPerPixel
        let filters = fixed.map { [$0] } ?? PNGRowFilter.allCases
        var out = [UInt8](repeating: 0, count: bitmap.height * (rowLength + 1))
        // Two rows of pixels (this one and the one above) and two trial rows (the best so far and the
        // one being tried), swapped rather than copied: only the winner of each row is copied out.
        let rows = UnsafeMutablePointer<UInt8>.allocate(capacity: 4 * max(1, rowLength))
        rows.initialize(repeating: 0, count: 4 * max(1, rowLength))
        defer { rows.deallocate() }
        var current = rows, above = rows + rowLength
        var best = rows + 2 * rowLength, trial = rows + 3 * rowLength
        bitmap.pixels.withUnsafeBufferPointer { pixels in
        out.withUnsafeMutableBufferPointer { out in
            guard let source = pixels.baseAddress, let target = out.baseAddress else { return }
            for y in 0..<bitmap.height {
                let rowStart = source + y * bitmap.width * 4
                if bytesPerPixel == 4 {
                    current.update(from: rowStart, count: rowLength)
                } else {
                    for x in 0..<bitmap.width {
                        current[x * 3] = rowStart[x * 4]
                        current[x * 3 + 1] = rowStart[x * 4 + 1]
                        current[x * 3 + 2] = rowStart[x * 4 + 2]
                    }
                }
                // The first filter with the smallest sum of absolute differences wins (ties keep the earlier).
                var bestCost = Int.max
                var bestFilter = PNGRowFilter.none
                for filter in filters {
                    filter.apply(row: current, above: above, count: rowLength, bytesPerPixel: bytesPerPixel, into: trial)
                    let cost = Self.absoluteSum(trial, count: rowLength, stoppingAbove: bestCost)
                    if cost < bestCost {
                        bestCost = cost
                        bestFilter = filter
                        swap(&best, &trial)
                    }
                }
                let line = target + y * (rowLength + 1)
                line[0] = bestFilter.rawValue
                (line + 1).update(from: best, count: rowLength)
                swap(&current, &above)
            }
        }
        }
        return out
    }

    /// Σ min(v, 256 − v) over the bytes (each as a signed difference), in blocks; stops early, returning a
    /// value above `limit`, once the sum exceeds it (the row cannot win any more).
    @inline(__always)
    private static func absoluteSum(_ bytes: UnsafePointer<UInt8>, count: Int, stoppingAbove limit: Int) -> Int {
        var sum = 0
        var i = 0
        while i < count {
            let end = min(count, i + 256)
            var block: UInt32 = 0
            while i < end {
                // min(v, 256 − v), branch-free so the loop vectorises (0 &- v is 256 − v for v > 0).
                let v = bytes[i]
                block &+= UInt32(min(v, 0 &- v))
                i += 1
            }
            sum &+= Int(block)
            if sum > limit { return sum }
        }
        return sum
    }

    private static func appendChunk(_ type: String, _ payload: [UInt8], to png: inout [UInt8]) {
        let typeBytes = Array(type.utf8)
        png += bigEndian(UInt32(payload.count))
        png += typeBytes
        png += payload
        png += bigEndian(CRC32.checksum(payload, continuing: CRC32.checksum(typeBytes)))
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }
}

