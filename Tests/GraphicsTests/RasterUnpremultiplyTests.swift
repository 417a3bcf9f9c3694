import Testing
@testable import Graphics

/// `PixelCanvas.unpremultiply`, block by block, gives exactly `Premultiplied.unpack` for every pixel.
@Suite struct RasterUnpremultiplyTests {
    /// A valid premultiplied pixel (each colour ≤ alpha) from a seed.
    static func pixel(_ seed: Int, alpha: UInt32) -> UInt32 {
        func c(_ k: Int) -> UInt32 { alpha == 0 ? 0 : UInt32((seed &* 2_654_435_761 >> k) & 0xFFFF) % (alpha + 1) }
        return c(3) | c(11) << 8 | c(19) << 16 | alpha << 24
    }

    static func expected(_ p: UInt32) -> UInt32 {
        let c = Premultiplied.unpack(p)
        return UInt32(c.r) | UInt32(c.g) << 8 | UInt32(c.b) << 16 | UInt32(c.a) << 24
    }

    /// 16 opaque blocks, each with one partly transparent pixel at position k (0…15), then blocks of
    /// only opaque, only transparent and random alphas, and a tail of 7: in place and into another buffer.
    @Test func everyBlockPositionAndTheTailMatchUnpack() {
        var source: [UInt32] = []
        for k in 0..<16 {
            for i in 0..<16 { source.append(i == k ? Self.pixel(k * 16 + i, alpha: 128) : Self.pixel(k * 16 + i, alpha: 255)) }
        }
        for i in 0..<16 { source.append(Self.pixel(i, alpha: 255)) }
        source += [UInt32](repeating: 0, count: 16)
        for i in 0..<(16 * 20 + 7) { source.append(Self.pixel(i, alpha: UInt32((i * 97) % 256))) }
        let want = source.map { Self.expected($0).littleEndian }
        var out = [UInt32](repeating: 0xDEAD_BEEF, count: source.count)
        var input = source
        input.withUnsafeMutableBufferPointer { s in
            out.withUnsafeMutableBufferPointer { o in
                PixelCanvas.unpremultiply(s.baseAddress!, count: s.count, into: o.baseAddress!)
            }
        }
        #expect(out == want)
        input.withUnsafeMutableBufferPointer { s in PixelCanvas.unpremultiply(s.baseAddress!, count: s.count, into: s.baseAddress!) }
        #expect(input == want)
        #expect(want.contains { $0 != 0 && $0 >> 24 != 255 })   // the partial path was taken
    }
}
