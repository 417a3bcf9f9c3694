import Foundation
import Graphics

/// A value a feature above the engine hands up through a placed tree (a Live Activity's declared style):
/// the engine carries it in reading order and merges it by the feature's rule, without reading it.
package protocol PlacedFeatureValue {
    /// This value with `later`'s parts filled in where this one set nothing.
    func fillingUnset(from later: any PlacedFeatureValue) -> any PlacedFeatureValue
}

/// What views resolved while placing hand up (a GeometryReader's content is made for the size it is
/// given, so it resolves during layout): kept on the placed node that resolved them.
package struct PlacedUpwardValues {
    package var warnings: [String] = []
    package var accessibilityLabels: [String] = []
    package var widgetURL: URL?
    package var linkDestinations: [URL] = []
    /// What a feature above the engine declared (a Live Activity's style), merged by the feature's own rule.
    package var feature: (any PlacedFeatureValue)?

    package init(warnings: [String] = [], accessibilityLabels: [String] = [], widgetURL: URL? = nil, linkDestinations: [URL] = [],
                 feature: (any PlacedFeatureValue)? = nil) {
        self.warnings = warnings
        self.accessibilityLabels = accessibilityLabels
        self.widgetURL = widgetURL
        self.linkDestinations = linkDestinations
        self.feature = feature
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
                if let later = handedUp.feature { values.feature = values.feature?.fillingUnset(from: later) ?? later }
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
