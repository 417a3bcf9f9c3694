import Foundation
import Graphics

/// `alignmentGuide(_:computeValue:)`.
final class AlignmentGuideNode: PassthroughNode {
    let key: AlignmentKey
    let compute: (ViewDimensions) -> CGFloat
    init(child: LayoutNode, key: AlignmentKey, compute: @escaping (ViewDimensions) -> CGFloat) {
        self.key = key
        self.compute = compute
        super.init(child: child)
    }
    override func explicitAlignment(_ key: AlignmentKey, in size: Size) -> Double? {
        if key == self.key { return Double(compute(child.dimensions(size))) }
        return child.explicitAlignment(key, in: size)
    }
}
