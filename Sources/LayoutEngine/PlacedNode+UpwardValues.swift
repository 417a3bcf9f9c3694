import Foundation
import Graphics

/// What views resolved while placing hand up (a GeometryReader's content is made for the size it is
/// given, so it resolves during layout): kept on the placed node that resolved them.
package struct PlacedUpwardValues {
    package var warnings: [String] = []
    package var accessibilityLabels: [String] = []
    package var widgetURL: URL?
    package var linkDestinations: [URL] = []

    package init(warnings: [String] = [], accessibilityLabels: [String] = [], widgetURL: URL? = nil, linkDestinations: [URL] = []) {
        self.warnings = warnings
        self.accessibilityLabels = accessibilityLabels
        self.widgetURL = widgetURL
        self.linkDestinations = linkDestinations
    }
}

extension PlacedNode {
    /// What the placed tree hands up, in reading order: the values of views resolved while placing, and
    /// the warnings of the texts as laid out (a missing glyph, a script no bundled face covers). They
    /// come up with the layout that drew them, not through a shared log.
    package var upwardValues: PlacedUpwardValues {
        var values = PlacedUpwardValues()
        func visit(_ node: PlacedNode) {
            if let handedUp = node.handedUp {
                for warning in handedUp.warnings where !values.warnings.contains(warning) { values.warnings.append(warning) }
                values.accessibilityLabels += handedUp.accessibilityLabels
                if values.widgetURL == nil { values.widgetURL = handedUp.widgetURL }
                values.linkDestinations += handedUp.linkDestinations
            }
            if case .text(let layout, _) = node.drawing {
                for warning in layout.warnings where !values.warnings.contains(warning) { values.warnings.append(warning) }
            }
            node.children.forEach(visit)
        }
        visit(self)
        return values
    }
}
