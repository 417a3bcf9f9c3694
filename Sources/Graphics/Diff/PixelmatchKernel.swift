import Foundation

/// The pixelmatch v7.2.0 loop over two RGBA images of `width × height`, kept apart from the API so the hot
/// path works on raw pointers only. Each function mirrors the JS function of the same name; comments mark
/// where the order of floating-point operations matters for bit-exact output.
///
/// The buffers may hold the whole images or only a band of rows starting at image row `firstRow`
/// (`StreamedPixelmatch`): every index below is an image index (the checkerboard depends on it), and
/// only the loads subtract the band's start. A band must hold two rows above and below the rows it runs
/// over (clamped to the image): the anti-aliasing test reads a pixel's 3×3 neighbourhood and the
/// neighbourhoods of two of those neighbours.
struct PixelmatchKernel {
    let img1: UnsafePointer<UInt8>
    let img2: UnsafePointer<UInt8>
    let width: Int
    let height: Int
    let checkerboard: Bool
    /// The image row stored first in `img1`/`img2` (0 for whole images).
    var firstRow = 0
    /// Pixel index of the first stored pixel.
    private var firstIndex: Int { firstRow * width }

    /// Counts mismatches in `rows` and, when `output` is given, paints their diff pixels into it: a
    /// pre-zeroed buffer for exactly those rows.
    func run(rows: Range<Int>, options: PixelmatchOptions, output: UnsafeMutablePointer<UInt8>?) -> Int {
        let pixelCount = rows.count * width
        guard pixelCount > 0 else { return 0 }
        let first = rows.lowerBound * width
        // The output buffer starts at the first row run over, so `pos - outputStart` is where pixel `pos` goes.
        let outputStart = first * 4

        var grey = GreyCache(alpha: options.alpha)

        // Fast path: identical buffers (pixelmatch compares them as 32-bit words; memcmp is equivalent,
        // and so is doing it per band: an identical pixel is grey, whatever its neighbours).
        let stored = (first - firstIndex) * 4
        if memcmp(img1 + stored, img2 + stored, pixelCount * 4) == 0 {
            if let output, !options.diffMask {
                for i in first..<(first + pixelCount) { drawGrayPixel(i, output, outputStart, &grey) }
            }
            return 0
        }

        // Maximum acceptable square distance; 35215 is the largest possible YIQ difference.
        let maxDelta = 35215 * options.threshold * options.threshold
        let aa = options.aaColor
        let diffColor = options.diffColor
        let alt = options.diffColorAlt ?? options.diffColor
        var diff = 0

        for y in rows {
            for x in 0..<width {
                let i = y * width + x
                let pos = i * 4
                let delta = word(img1, i) == word(img2, i) ? 0 : colorDelta(img1, img2, pos, pos, yOnly: false)

                if abs(delta) > maxDelta {
                    let isExcludedAA = !options.includeAA
                        && (antialiased(img1, x, y, first: img1, second: img2)
                            || antialiased(img2, x, y, first: img2, second: img1))
                    if isExcludedAA {
                        // Anti-aliasing: painted but not counted, and never part of a mask.
                        if let output, !options.diffMask { drawPixel(output, pos - outputStart, aa) }
                    } else {
                        if let output { drawPixel(output, pos - outputStart, delta < 0 ? alt : diffColor) }
                        diff += 1
                    }
                } else if let output, !options.diffMask {
                    drawGrayPixel(i, output, outputStart, &grey)
                }
            }
        }
        return diff
    }

    /// The pixel at image index `i` as one 32-bit word, like pixelmatch's `Uint32Array` views.
    @inline(__always)
    private func word(_ img: UnsafePointer<UInt8>, _ i: Int) -> UInt32 {
        UnsafeRawPointer(img).loadUnaligned(fromByteOffset: (i - firstIndex) * 4, as: UInt32.self)
    }

    /// Whether the pixel at (x1, y1) of `img` is likely anti-aliasing: among its 8 neighbours it has at
    /// most two equal ones, both a darker and a brighter one, and the darkest or the brightest neighbour
    /// has 3+ identical siblings in both images (a flat area, so this pixel is an edge between two).
    /// `first` is the image `img` belongs to, `second` the other one (pixelmatch's `a32`, `b32`).
    @inline(__always)
    private func antialiased(_ img: UnsafePointer<UInt8>, _ x1: Int, _ y1: Int,
                             first: UnsafePointer<UInt8>, second: UnsafePointer<UInt8>) -> Bool {
        let x0 = max(x1 - 1, 0)
        let y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1)
        let y2 = min(y1 + 1, height - 1)
        let pos = y1 * width + x1
        var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
        var minDelta = 0.0
        var maxDelta = 0.0
        var minX = 0, minY = 0, maxX = 0, maxY = 0
        let centre = word(img, pos)

        // x outer, y inner, as in pixelmatch: the first neighbour found wins a tie.
        for x in x0...x2 {
            for y in y0...y2 {
                if x == x1 && y == y1 { continue }
                // Brightness delta between the centre pixel and this neighbour (0 at once for equal words).
                let neighbour = y * width + x
                let delta = centre == word(img, neighbour) ? 0 : colorDelta(img, img, pos * 4, neighbour * 4, yOnly: true)
                if delta == 0 {
                    zeroes += 1
                    if zeroes > 2 { return false }
                } else if delta < minDelta {
                    minDelta = delta
                    minX = x
                    minY = y
                } else if delta > maxDelta {
                    maxDelta = delta
                    maxX = x
                    maxY = y
                }
            }
        }
        if minDelta == 0 || maxDelta == 0 { return false }
        return (hasManySiblings(first, minX, minY) && hasManySiblings(second, minX, minY))
            || (hasManySiblings(first, maxX, maxY) && hasManySiblings(second, maxX, maxY))
    }

    /// Whether the pixel at (x1, y1) has 3+ identical neighbours (the image border counts as one).
    @inline(__always)
    private func hasManySiblings(_ img: UnsafePointer<UInt8>, _ x1: Int, _ y1: Int) -> Bool {
        let x0 = max(x1 - 1, 0)
        let y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1)
        let y2 = min(y1 + 1, height - 1)
        let value = word(img, y1 * width + x1)
        var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
        for x in x0...x2 {
            for y in y0...y2 {
                if x == x1 && y == y1 { continue }
                if value == word(img, y * width + x) { zeroes += 1 }
                if zeroes > 2 { return true }
            }
        }
        return false
    }

    /// Squared YIQ distance between pixel `k` of `a` and pixel `m` of `b` (image byte positions), negative when
    /// the second is darker; with `yOnly`, the signed brightness difference alone. Translucent pixels are
    /// blended over a background chosen by `k`: pixelmatch's pseudo-random checkerboard, or white.
    @inline(__always)
    private func colorDelta(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>,
                            _ k: Int, _ m: Int, yOnly: Bool) -> Double {
        let pa = a + (k - firstIndex * 4), pb = b + (m - firstIndex * 4)
        let r1 = Double(pa[0]), g1 = Double(pa[1]), b1 = Double(pa[2]), a1 = Double(pa[3])
        let r2 = Double(pb[0]), g2 = Double(pb[1]), b2 = Double(pb[2]), a2 = Double(pb[3])

        var dr = r1 - r2
        var dg = g1 - g2
        var db = b1 - b2
        let da = a1 - a2
        if dr == 0 && dg == 0 && db == 0 && da == 0 { return 0 }

        if a1 < 255 || a2 < 255 {
            var rb = 255.0, gb = 255.0, bb = 255.0
            if checkerboard {
                // JS: 48 + 159 * (k % 2), and (k / φ | 0) % 2 with | 0 truncating toward zero.
                rb = 48 + 159 * Double(k % 2)
                gb = 48 + 159 * Double(Int(Double(k) / 1.618033988749895) % 2)
                bb = 48 + 159 * Double(Int(Double(k) / 2.618033988749895) % 2)
            }
            // Every product here is an exact integer in Double; only the division rounds.
            dr = (r1 * a1 - r2 * a2 - rb * da) / 255
            dg = (g1 * a1 - g2 * a2 - gb * da) / 255
            db = (b1 * a1 - b2 * a2 - bb * da) / 255
        }

        let y = dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
        if yOnly { return y }
        let i = dr * 0.59597799 - dg * 0.27417610 - db * 0.32180189
        let q = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694
        let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
        // Encode whether the pixel lightens or darkens in the sign.
        return y > 0 ? -delta : delta
    }

    @inline(__always)
    private func drawPixel(_ output: UnsafeMutablePointer<UInt8>, _ pos: Int, _ color: PixelmatchOptions.Color) {
        output[pos] = color.r
        output[pos + 1] = color.g
        output[pos + 2] = color.b
        output[pos + 3] = 255
    }

    /// Paints pixel `i` of the first image as grey: its brightness blended with white by `alpha * a / 255`.
    @inline(__always)
    private func drawGrayPixel(_ i: Int, _ output: UnsafeMutablePointer<UInt8>, _ outputStart: Int,
                               _ cache: inout GreyCache) {
        let byte = cache.value(for: word(img1, i), img1 + (i - firstIndex) * 4)
        let pos = i * 4 - outputStart
        output[pos] = byte
        output[pos + 1] = byte
        output[pos + 2] = byte
        output[pos + 3] = 255
    }

    /// The grey value is a pure function of the pixel's 32-bit word, and flat UI areas repeat one word for
    /// long runs, so the last word's value is remembered (exact: the same inputs give the same bits).
    struct GreyCache {
        let alpha: Double
        var lastWord: UInt32 = 0
        var lastValue: UInt8
        init(alpha: Double) {
            self.alpha = alpha
            self.lastValue = PixelmatchKernel.greyValue(r: 0, g: 0, b: 0, a: 0, alpha: alpha)
        }

        @inline(__always)
        mutating func value(for word: UInt32, _ pixel: UnsafePointer<UInt8>) -> UInt8 {
            if word != lastWord {
                lastWord = word
                lastValue = PixelmatchKernel.greyValue(r: pixel[0], g: pixel[1], b: pixel[2], a: pixel[3], alpha: alpha)
            }
            return lastValue
        }
    }

    /// pixelmatch v7's `drawGrayPixel` value in its exact operation order,
    /// `255 + (r*0.29889531 + g*0.58662247 + b*0.11448223 - 255) * alpha * a / 255`,
    /// stored with JS `Uint8Array` semantics (truncation, not rounding).
    @inline(__always)
    static func greyValue(r: UInt8, g: UInt8, b: UInt8, a: UInt8, alpha: Double) -> UInt8 {
        let brightness = Double(r) * 0.29889531 + Double(g) * 0.58662247 + Double(b) * 0.11448223
        return uint8Store(255 + (brightness - 255) * alpha * Double(a) / 255)
    }

    /// ECMAScript ToUint8: truncate toward zero, then wrap modulo 256 (NaN and infinities give 0).
    @inline(__always)
    static func uint8Store(_ value: Double) -> UInt8 {
        if value >= 0 && value < 256 { return UInt8(value) } // the common case; UInt8.init truncates
        guard value.isFinite else { return 0 }
        let wrapped = value.rounded(.towardZero).truncatingRemainder(dividingBy: 256)
        return UInt8(wrapped < 0 ? wrapped + 256 : wrapped)
    }
}
