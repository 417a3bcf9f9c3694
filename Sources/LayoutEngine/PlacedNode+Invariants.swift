import Foundation
import Graphics

/// What placement promises lowering: every frame is finite with a non-negative size. Numbers from user
/// code are made `Length`s where they enter and every size is clamped where it is placed, so whatever the
/// user wrote, a broken frame is a bug in a layout node, not bad input.
///
/// Debug builds assert it after each placement (`assertPlacementInvariants`), so the node that broke it
/// fails where it ran, named by its view; release builds never check.
extension PlacedNode {
    /// Every broken frame, each naming its view by the views around it ("VStack › padding(16) › Text
    /// \"Hi\""); empty when every frame holds the invariant.
    package func placementViolations() -> [String] {
        var found: [String] = []
        func visit(_ node: PlacedNode, path: [String]) {
            var here = path
            if let view = node.view { here.append(Self.name(view.description)) }
            let f = node.frame
            let finite = [f.minX, f.minY, f.width, f.height].allSatisfy(\.isFinite)
            if !(finite && f.width >= 0 && f.height >= 0) {
                let name = here.isEmpty ? "the root view" : here.joined(separator: " › ")
                found.append("\(name) placed at \(f.minX), \(f.minY) size \(f.width)×\(f.height): not a finite, non-negative frame")
            }
            for case .mask(let mask) in node.effects { visit(mask, path: here + ["mask"]) }
            for child in node.children { visit(child, path: here) }
        }
        visit(self, path: [])
        return found
    }

    /// Stops a debug build when placement left a frame that is not finite or has a negative size, naming
    /// the view; nothing in release builds.
    package func assertPlacementInvariants() {
        #if DEBUG
        let found = placementViolations()
        assert(found.isEmpty, "Layout broke a frame after placement: " + found.joined(separator: "; "))
        #endif
    }

    private static func name(_ view: ViewDescription) -> String {
        view.detail.map { "\(view.name)(\($0))" } ?? view.name
    }
}
