/// Where an angle falls in an angular gradient, shared by the raster and SVG backends so they agree.
///
/// `rel` is the angle past `startAngle`, in [0, 2π). A sweep of a full turn or more shows its last turn;
/// a shorter sweep leaves a gap that is split between the end colour (first half) and the start colour,
/// so a gauge's round start cap takes the start colour, as SwiftUI draws it.
package enum AngularGradientMapping {
    @inline(__always)
    package static func t(rel: Double, span: Double) -> Double {
        let twoPi = 2 * Double.pi
        if span >= twoPi { return (rel + ((span - rel) / twoPi).rounded(.down) * twoPi) / span }
        if rel <= span { return rel / span }
        return rel - span < (twoPi - span) / 2 ? 1 : 0
    }
}
