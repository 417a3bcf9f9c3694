/// A picture's pixels as drawn (premultiplied RGBA8), kept so another picture can show it again by
/// compositing instead of drawing its DisplayList a second time: a contact sheet's widget cells
/// (`RasterBackend.renderPNG(_:scale:placing:)`). Never changed once made, so it may cross threads.
package final class DrawnPixels: @unchecked Sendable {
    let canvas: PixelCanvas

    init(canvas: PixelCanvas) { self.canvas = canvas }

    package var width: Int { canvas.width }
    package var height: Int { canvas.height }
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
}
