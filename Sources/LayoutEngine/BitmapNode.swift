import Foundation
import Graphics
import Typography

/// A bitmap image: its point size unless resizable (then the proposal, ideal = point size).
package final class BitmapNode: LayoutNode {
    /// nil for a missing image.
    package let source: ImageSource?
    package let pointSize: Size
    package let resizable: Bool
    package let sampling: ImageDraw.Sampling
    /// A template image's tint, as a filter over the bitmap.
    package let tintFilter: LayerFilter?

    package init(source: ImageSource?, pointSize: Size, resizable: Bool, sampling: ImageDraw.Sampling, tintFilter: LayerFilter?) {
        self.source = source
        self.pointSize = pointSize
        self.resizable = resizable
        self.sampling = sampling
        self.tintFilter = tintFilter
    }

    private var natural: Size { source == nil ? .zero : pointSize }

    package override func computeSize(_ p: ProposedSize) -> Size {
        guard resizable else { return natural }
        return Size(p.width ?? natural.width, p.height ?? natural.height)
    }

    package override func placeContents(in frame: Rect, proposal: ProposedSize) -> PlacedNode {
        // A missing image draws nothing in its frame, as SwiftUI does (the warning names what was searched).
        guard let source else { return PlacedNode(frame: frame, drawing: .none) }
        let effects: [Effect] = tintFilter.map { [.filters([$0])] } ?? []
        return PlacedNode(frame: frame, drawing: .bitmap(source, sampling: sampling, opacity: 1), effects: effects)
    }
}
