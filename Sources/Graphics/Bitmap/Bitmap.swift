/// An 8-bit RGBA image with straight (not premultiplied) alpha, rows top to bottom.
///
/// The currency between stages: the raster backend's result, what the PNG codec reads and writes, what
/// the image diff compares, and what `Image("name")` and colour emoji hand to the DisplayList.
package struct Bitmap: Hashable, Sendable {
    package let width: Int
    package let height: Int
    /// `width * height * 4` bytes, R G B A per pixel.
    package var pixels: [UInt8]

    /// Largest side accepted anywhere (decode, render, allocate): beyond it a caller gets an error.
    package static let maxDimension = 16_384

    package init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(width >= 0 && height >= 0 && pixels.count == width * height * 4,
                     "Bitmap: pixel buffer does not match \(width)×\(height)")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// A bitmap filled with one colour (transparent by default).
    package init(width: Int, height: Int, fill: RGBAColor = .clear) {
        let c = fill.rgba8
        var px = [UInt8](repeating: 0, count: width * height * 4)
        if c.a != 0 || c.r != 0 || c.g != 0 || c.b != 0 {
            for i in stride(from: 0, to: px.count, by: 4) {
                px[i] = c.r; px[i + 1] = c.g; px[i + 2] = c.b; px[i + 3] = c.a
            }
        }
        self.init(width: width, height: height, pixels: px)
    }

    package subscript(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let i = (y * width + x) * 4
        return (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
    }

    /// True when every pixel has alpha 255 (the PNG encoder then writes RGB).
    package var isOpaque: Bool {
        var i = 3
        while i < pixels.count {
            if pixels[i] != 255 { return false }
            i += 4
        }
        return true
    }
}
