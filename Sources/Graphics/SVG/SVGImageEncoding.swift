import Foundation

/// PNG bytes for an image embedded in SVG as a `data:` URI: the same codec and settings as every PNG
/// file, so the embedded pixels are exactly the bitmap the raster backend draws.
func encodePNGForSVG(_ bitmap: Bitmap) throws -> Data {
    try PNGCodec.encode(bitmap)
}
