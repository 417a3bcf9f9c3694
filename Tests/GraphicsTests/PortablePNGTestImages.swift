@testable import Graphics

/// Deterministic bitmaps for the portable PNG encoder tests.
enum PortablePNGTestImages {
    /// A small linear congruential generator (Numerical Recipes constants): the same bytes on every run.
    struct NoiseGenerator {
        var state: UInt32
        mutating func next() -> UInt8 {
            state = state &* 1_664_525 &+ 1_013_904_223
            return UInt8(truncatingIfNeeded: state >> 24)
        }
    }

    static func noise(width: Int, height: Int, seed: UInt32, opaque: Bool = false) -> Bitmap {
        var generator = NoiseGenerator(state: seed)
        var pixels = (0..<(width * height * 4)).map { _ in generator.next() }
        if opaque { for i in stride(from: 3, to: pixels.count, by: 4) { pixels[i] = 255 } }
        return Bitmap(width: width, height: height, pixels: pixels)
    }

    /// An emoji-like picture: a shaded disc with anti-aliased edge on transparency, two eyes, a translucent
    /// blush, plus a little noise so the filters and matcher have real work.
    static func emojiLike(width: Int = 48, height: Int = 40) -> Bitmap {
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        var generator = NoiseGenerator(state: 42)
        let cx = width * 8, cy = height * 8, radius = min(width, height) * 7   // 1/16 px units
        for y in 0..<height {
            for x in 0..<width {
                let dx = x * 16 + 8 - cx, dy = y * 16 + 8 - cy
                let distance = Int(Double(dx * dx + dy * dy).squareRoot())
                let coverage = max(0, min(16, radius - distance + 8))
                guard coverage > 0 else { continue }
                let i = (y * width + x) * 4
                let shade = (dy + radius) * 60 / (2 * radius)
                pixels[i] = 255
                pixels[i + 1] = UInt8(clamping: 190 + shade / 2 + Int(generator.next() % 3))
                pixels[i + 2] = UInt8(clamping: 30 + shade)
                pixels[i + 3] = UInt8(coverage * 255 / 16)
                let eyeX = abs(dx) - radius * 2 / 5, eyeY = dy + radius / 4
                if eyeX * eyeX + eyeY * eyeY * 1 / 3 < (radius / 8) * (radius / 8) {
                    pixels[i] = 70; pixels[i + 1] = 40; pixels[i + 2] = 20
                }
                if dy > radius / 5 && dy < radius / 2 && abs(dx) > radius / 2 {
                    pixels[i + 1] = UInt8(clamping: Int(pixels[i + 1]) - 60)
                    pixels[i + 3] = min(pixels[i + 3], 200)
                }
            }
        }
        return Bitmap(width: width, height: height, pixels: pixels)
    }
}
