import Foundation

/// PNG bytes for an image embedded in SVG as a `data:` URI.
///
/// SVG goldens are compared as text on every machine, so these bytes must not depend on the system's
/// zlib (zlib 1.2/1.3 and zlib-ng compress differently): `PortablePNGEncoder` uses only our own deflate.
/// The pixels are still exactly the bitmap the raster backend draws (lossless).
func encodePNGForSVG(_ bitmap: Bitmap) throws -> Data {
    try PortablePNGEncoder.encode(bitmap)
}
