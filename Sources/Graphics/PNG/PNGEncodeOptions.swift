import CPNGShim

/// How `PNGCodec.encode` compresses: zlib level, row filter, and whether opaque images drop alpha.
///
/// `.standard` is the setting the renderer uses; `.libpngDefaults` leaves libpng's own choices in place so
/// `make bench` can compare the two in the same run.
package struct PNGEncodeOptions: Hashable, Sendable {
    /// The PNG row filter applied before deflate.
    package enum Filter: Hashable, Sendable, CaseIterable {
        case none, sub, up, average, paeth
        /// libpng picks a filter per row (minimum sum of absolute differences).
        case adaptive
    }

    /// zlib level 0...9; `nil` keeps libpng's default (6).
    package var level: Int?
    /// Row filter; `nil` keeps libpng's default (adaptive over all five filters for truecolour).
    package var filter: Filter?
    /// Write colour type 2 (RGB) instead of 6 (RGBA) when every alpha is 255: smaller and faster.
    package var writesRGBWhenOpaque: Bool

    package init(level: Int?, filter: Filter?, writesRGBWhenOpaque: Bool = true) {
        self.level = level
        self.filter = filter
        self.writesRGBWhenOpaque = writesRGBWhenOpaque
    }

    /// Filter NONE at zlib level 3, chosen by measurement.
    ///
    /// Synthetic widget sheet, 1092×1146 RGBA: flat cards, anti-aliased rings and dots, text at several
    /// sizes, transparent rounded corners (5103 colours), drawn with Pillow at 3x and downsampled. libpng
    /// 1.6.39 + zlib 1.2.13 through this codec's C shim (`-O2`), median of 15 encodes, in five runs (wall
    /// clock in two, thread CPU time in three) on the shared 2-core build machine while other jobs ran
    /// (load 7–8, so absolute times are inflated and noisy; sizes are exact):
    ///
    /// | setting                          | size     | median per run |
    /// |----------------------------------|----------|----------------|
    /// | libpng defaults (L6, adaptive)   | 197.9 KB | 105–127 ms     |
    /// | L1 NONE                          | 215.6 KB | 20–25 ms       |
    /// | L2 NONE                          | 208.4 KB | 20–25 ms       |
    /// | **L3 NONE** (chosen)             | 202.4 KB | 20–28 ms       |
    /// | L4 NONE                          | 174.8 KB | 32–46 ms       |
    /// | L6 NONE                          | 167.1 KB | 44–63 ms       |
    /// | L3 UP                            | 225.3 KB | 26–35 ms       |
    ///
    /// L3 NONE: 3.7–6× faster than libpng defaults at 1.02× their size (target: ≥3× faster at ≤1.15×);
    /// it costs no more time than L1 and is 6% smaller. L4 and above switch zlib to its slower lazy-match
    /// path: 12% smaller than the defaults but only 2.3–3.7× faster, too close to the target. Opaque → RGB:
    /// L3 NONE 175.3 KB vs libpng defaults 178.1 KB, 3.6× faster by median. The research anchors
    /// (raster-anchors.md §2) measured the same order on an idle machine: L3 NONE 7.4 ms / 164.7 KB vs
    /// defaults 35.2 ms / 147.1 KB (4.8×, 1.12×).
    ///
    /// Re-measured in `make bench` on the gallery's 100 widget pictures at 2x: 4.5× faster than libpng's
    /// defaults at 1.05× their size. Full-bleed gradients are the hard case: on the graphics test scene and
    /// its sheet (gradient card backgrounds) L3 NONE is 3.7–4.6× faster but 1.29–1.38× larger, while L6
    /// NONE would be 0.91× the size at only 2.2× the speed; widgets are mostly flat, so L3 NONE stays.
    package static let standard = PNGEncodeOptions(level: 3, filter: Filter.none)

    /// libpng's own defaults, for benchmarks.
    package static let libpngDefaults = PNGEncodeOptions(level: nil, filter: nil)

    var shimLevel: Int32 { Int32(level ?? -1) }

    var shimFilter: Int32 {
        switch filter {
        case nil: return Int32(WP_PNG_FILTER_LIBPNG_DEFAULT)
        case .none?: return Int32(WP_PNG_FILTER_NONE)
        case .sub?: return Int32(WP_PNG_FILTER_SUB)
        case .up?: return Int32(WP_PNG_FILTER_UP)
        case .average?: return Int32(WP_PNG_FILTER_AVG)
        case .paeth?: return Int32(WP_PNG_FILTER_PAETH)
        case .adaptive?: return Int32(WP_PNG_FILTER_ADAPTIVE)
        }
    }
}
