import Foundation
import Graphics

extension PlacedNode {
    /// The warnings of the texts as placed (a missing glyph, a script no bundled face covers), in
    /// reading order, each once: they come up with the layout that drew them, not through a shared log.
    package var textWarnings: [String] {
        var warnings: [String] = []
        func visit(_ node: PlacedNode) {
            if case .text(let layout, _) = node.drawing {
                for warning in layout.warnings where !warnings.contains(warning) { warnings.append(warning) }
            }
            node.children.forEach(visit)
        }
        visit(self)
        return warnings
    }
}
