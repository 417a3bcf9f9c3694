import Foundation
import Graphics

extension View {
    /// Makes a mask from this view: dark areas become transparent, bright areas opaque black, mid tones a
    /// partly opaque black (Apple's description). A layer colour matrix, so PNG and SVG draw it the same
    /// way: alpha = luminance of the straight colour (SVG `luminanceToAlpha` weights), colour = black.
    public func luminanceToAlpha() -> some View {
        wrapNode { node, _ in EffectNode(child: node) { _ in [.filters([LuminanceToAlphaMatrix.filter])] } }
    }
}

/// SVG's `feColorMatrix type="luminanceToAlpha"` as an explicit matrix (Rec. 709 weights as the SVG spec
/// rounds them).
package enum LuminanceToAlphaMatrix {
    package static let filter = LayerFilter.colorMatrix([
        0, 0, 0, 0, 0,
        0, 0, 0, 0, 0,
        0, 0, 0, 0, 0,
        0.2125, 0.7154, 0.0721, 0, 0,
    ])
}
