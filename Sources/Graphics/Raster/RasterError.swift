/// Why the raster backend refused a DisplayList.
package enum RasterError: Error, Equatable, CustomStringConvertible {
    /// The canvas size times the scale is not finite, negative, or larger than `Bitmap.maxDimension`
    /// (or than `RasterBackend.maxPixelCount` pixels in all).
    case invalidCanvas(width: Double, height: Double, scale: Double)
    /// FreeType could not be initialised or refused an operation (the FreeType error code).
    case freeType(operation: String, code: Int32)
    /// A single fill has more points than a FreeType outline can hold (32 767).
    case pathTooComplex(points: Int)

    package var description: String {
        switch self {
        case .invalidCanvas(let w, let h, let s):
            return "RasterBackend: cannot render a \(w)×\(h) pt canvas at scale \(s): sizes and scale must be finite, "
                + "non-negative, and give at most \(Bitmap.maxDimension) pixels per side and "
                + "\(RasterBackend.maxPixelCount) pixels in all; use a smaller frame or scale."
        case .freeType(let op, let code):
            return "RasterBackend: FreeType \(op) failed with error \(code)."
        case .pathTooComplex(let n):
            return "RasterBackend: a filled path has \(n) points; FreeType outlines hold at most 32767. "
                + "Split the shape into several fills."
        }
    }
}
