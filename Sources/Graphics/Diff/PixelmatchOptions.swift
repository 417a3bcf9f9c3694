/// pixelmatch v7.2.0's options, with its defaults.
///
/// Names and meanings follow `mapbox/pixelmatch` so its documentation applies unchanged.
package struct PixelmatchOptions: Hashable, Sendable {
    /// An 8-bit RGB colour painted into the diff image.
    package struct Color: Hashable, Sendable {
        package var r: UInt8
        package var g: UInt8
        package var b: UInt8

        package init(_ r: UInt8, _ g: UInt8, _ b: UInt8) {
            self.r = r
            self.g = g
            self.b = b
        }
    }

    /// Matching threshold, 0...1; smaller is more sensitive. Compared against the squared YIQ distance
    /// scaled so that 1 means black vs white (`35215 * threshold²`).
    package var threshold: Double = 0.1
    /// `true` counts anti-aliased pixels as differences; `false` (default) detects and forgives them.
    package var includeAA: Bool = false
    /// Opacity of the first image drawn in grey under the diff (0 = white, 1 = full brightness).
    package var alpha: Double = 0.1
    /// Colour of forgiven anti-aliased pixels in the diff image.
    package var aaColor = Color(255, 255, 0)
    /// Colour of differing pixels in the diff image.
    package var diffColor = Color(255, 0, 0)
    /// Colour of differing pixels where the second image is darker; `nil` uses `diffColor`.
    package var diffColorAlt: Color? = nil
    /// Draw only the differing pixels, over a transparent background.
    package var diffMask: Bool = false
    /// Blend translucent pixels against pixelmatch's pseudo-random checkerboard (v7 default) instead of
    /// white (the pre-v7 behaviour), so transparency changes are caught whatever the background.
    package var checkerboard: Bool = true

    package init(threshold: Double = 0.1, includeAA: Bool = false, alpha: Double = 0.1,
                 aaColor: Color = Color(255, 255, 0), diffColor: Color = Color(255, 0, 0),
                 diffColorAlt: Color? = nil, diffMask: Bool = false, checkerboard: Bool = true) {
        self.threshold = threshold
        self.includeAA = includeAA
        self.alpha = alpha
        self.aaColor = aaColor
        self.diffColor = diffColor
        self.diffColorAlt = diffColorAlt
        self.diffMask = diffMask
        self.checkerboard = checkerboard
    }
}
