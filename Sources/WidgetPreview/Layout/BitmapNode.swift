import Foundation
import Graphics
import Typography

/// A bitmap image: its point size unless resizable (then the proposal, ideal = point size).
final class BitmapNode: LayoutNode {
    let loaded: ImageLoading.Loaded?
    let resizable: Bool
    let sampling: ImageDraw.Sampling
    let tint: ResolvedStyle?

    init(loaded: ImageLoading.Loaded?, resizable: Bool, sampling: ImageDraw.Sampling, tint: ResolvedStyle?) {
        self.loaded = loaded
        self.resizable = resizable
        self.sampling = sampling
        self.tint = tint
    }

    private var natural: Size { loaded?.pointSize ?? .zero }

    override func computeSize(_ p: ProposedSize) -> Size {
        guard resizable else { return natural }
        return Size(p.width ?? natural.width, p.height ?? natural.height)
    }

    override func placeContents(in frame: Rect, proposal: ProposedSize) -> PlacedNode {
        // A missing image draws nothing in its frame, as SwiftUI does (the warning names what was searched).
        guard let loaded else { return PlacedNode(frame: frame, drawing: .none) }
        let effects: [Effect] = tint.map { [.filters([TemplateTint.filter($0)])] } ?? []
        return PlacedNode(frame: frame, drawing: .bitmap(loaded.source, sampling: sampling, opacity: 1), effects: effects)
    }
}
