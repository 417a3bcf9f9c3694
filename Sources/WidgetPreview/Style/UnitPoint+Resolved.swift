import Graphics
import LayoutEngine

extension UnitPoint {
    /// This point as layout data (`ResolvedStyle`'s gradients hold it).
    package var resolved: ResolvedUnitPoint { ResolvedUnitPoint(x: Double(x), y: Double(y)) }
}
