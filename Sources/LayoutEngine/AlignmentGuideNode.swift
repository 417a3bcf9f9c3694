import Foundation
import Graphics

/// `alignmentGuide(_:computeValue:)`.
package final class AlignmentGuideNode: PassthroughNode {
    package let key: AlignmentKey
    /// The guide's value for the child at a size (WidgetPreview calls the closure with `ViewDimensions`).
    package let value: (LayoutNode, Size) -> Double
    package init(child: LayoutNode, key: AlignmentKey, value: @escaping (LayoutNode, Size) -> Double) {
        self.key = key
        self.value = value
        super.init(child: child)
    }
    package override func explicitAlignment(_ key: AlignmentKey, in size: Size) -> Double? {
        if key == self.key { return value(child, size) }
        return child.explicitAlignment(key, in: size)
    }
}
