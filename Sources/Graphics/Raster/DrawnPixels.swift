import Foundation

/// A picture's pixels as drawn, kept so another picture can show them again by compositing instead of
/// drawing its DisplayList a second time: a contact sheet's widget cells
/// (`RasterBackend.renderPNG(_:scale:placing:)`).
///
/// Kept as the PNG they were encoded to, not as a canvas: a preview's sheet needs every one of its widgets,
/// and their premultiplied canvases were most of the gallery's peak memory (upnext's 4 entries: 67 MiB of
/// canvases, a tenth of that as PNG), growing with the preview's entries. The PNG decodes back to exactly
/// the premultiplied pixels drawn: straightening then premultiplying again (`Premultiplied.unpack`, then
/// `pack`) gives every valid premultiplied pixel back. Never changed once made, so it may cross threads.
package final class DrawnPixels: Sendable {
    let png: Data
    package let width: Int
    package let height: Int

    init(png: Data, width: Int, height: Int) {
        self.png = png
        self.width = width
        self.height = height
    }

    /// The premultiplied pixels, decoded from the PNG: made when a picture composites them, let go after.
    /// Decoded straight into the canvas's memory and premultiplied in place (an opaque or empty pixel is
    /// its own premultiplied form), with no second copy.
    func canvas() throws -> PixelCanvas {
        let name = "drawn pixels (\(width)×\(height))"
        let canvas = PixelCanvas(width: width, height: height)
        try png.withUnsafeBytes { bytes in
            let reader = try PNGRowReader(bytes: bytes, name: name, owned: false)
            guard reader.width == width, reader.height == height else {
                throw PNGError.corrupt(name: name, detail: "it holds \(reader.width)×\(reader.height) pixels")
            }
            try reader.readRows(into: UnsafeMutableRawPointer(canvas.pixels).assumingMemoryBound(to: UInt8.self), count: height)
        }
        let pixels = canvas.pixels
        for i in 0..<(width * height) {
            // Straight RGBA bytes read as one little-endian word: r | g << 8 | b << 16 | a << 24.
            let straight = UInt32(littleEndian: pixels[i]), alpha = straight >> 24
            pixels[i] = alpha == 255 ? straight : alpha == 0 ? 0 : Premultiplied.pack(r: UInt8(straight & 0xFF), g: UInt8((straight >> 8) & 0xFF),
                                                             b: UInt8((straight >> 16) & 0xFF), a: UInt8(alpha))
        }
        return canvas
    }
}

/// Drawn pixels placed in another picture with their top-left corner at a whole device pixel: no
/// resampling, so they appear exactly as in their own picture (composited source-over).
package struct PixelPlacement: Sendable {
    package var pixels: DrawnPixels
    package var x: Int
    package var y: Int

    package init(pixels: DrawnPixels, x: Int, y: Int) {
        self.pixels = pixels
        self.x = x
        self.y = y
    }

    /// Whether the placed pixels reach into rows `y0..<y1`.
    func reachesRows(_ y0: Int, _ y1: Int) -> Bool { y < y1 && y + pixels.height > y0 }
}
