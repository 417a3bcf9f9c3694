import Foundation
import Graphics
import Typography

/// The package-level entry point: lays a view out in a size with an environment and lowers it to a
/// DisplayList. WidgetKit's renderer builds on it (family size, container, backdrop, rendering mode).
///
/// Steps, each separately callable: `resolve` (walk bodies with the environment → layout nodes),
/// `layout` (propose the size, place with absolute frames), `lower` (→ DisplayList).
package struct ViewRenderer {
    /// The environment the root view sees; `textEngine`, `displayScale`, `colorScheme`, `now`,
    /// `assetDirectories` etc. come from here.
    package var environment: EnvironmentValues

    package init(environment: EnvironmentValues = EnvironmentValues()) {
        self.environment = environment
    }

    package init(scale: Double, textEngine: any TextLayoutEngine) {
        var env = EnvironmentValues()
        env.displayScale = CGFloat(scale)
        env.textEngine = textEngine
        self.environment = env
    }

    /// The result of rendering one view, with what its views handed up (`Resolution`).
    package struct Output {
        package var displayList: DisplayList
        package var placed: PlacedNode
        /// What resolution handed up, then what the placed tree did (`PlacedNode.upwardValues`).
        package var warnings: [String]
        package var accessibilityLabels: [String]
        package var widgetURL: URL?
        package var linkDestinations: [URL]
        /// A Live Activity's declared style (`activityBackgroundTint` …).
        package var activityStyle: ActivityStyle
    }

    /// The root node of a view (its body walked, modifiers applied), flipped when the environment is right
    /// to left (the canvas is left to right).
    func resolve<V: View>(_ view: V) -> LayoutNode {
        resolution(of: view).root
    }

    /// The root node with the values the view handed up.
    func resolution<V: View>(of view: V) -> (root: LayoutNode, values: Resolution) {
        let resolution = Resolver.resolveRoot(view, in: environment)
        let root = LayoutDirectionNode.wrapping(Resolver.single(resolution.nodes, implicit: .vstack),
                                                direction: environment.layoutDirection, around: .leftToRight)
        return (root, resolution.upwardValues)
    }

    /// The view laid out in a canvas of `size`: proposed the size, centred in it (SwiftUI's root).
    package func layout<V: View>(_ view: V, in size: Size) -> PlacedNode {
        place(resolve(view), in: size)
    }

    private func place(_ root: LayoutNode, in size: Size) -> PlacedNode {
        let canvas = clampedForPlacement(size)
        let proposal = ProposedSize(canvas)
        let s = clampedForPlacement(root.sizeThatFits(proposal))
        let frame = Rect(x: (canvas.width - s.width) / 2, y: (canvas.height - s.height) / 2, width: s.width, height: s.height)
        let placed = root.place(in: frame, proposal: proposal)
        placed.assertPlacementInvariants()
        return placed
    }

    /// Lays the view out in `size` and lowers it to a DisplayList.
    package func render<V: View>(_ view: V, size: Size) -> Output {
        let (root, resolved) = resolution(of: view)
        return render(root: root, resolved: resolved, size: size)
    }

    /// A root already resolved (`resolution(of:)`, perhaps measured first) laid out in `size` and lowered:
    /// a caller that measures before it draws resolves the view once.
    func render(root: LayoutNode, resolved: Resolution, size: Size) -> Output {
        var values = resolved
        let placed = place(root, in: size)
        values.merge(placed: placed.upwardValues)
        let lowering = Lowering(scale: Double(environment.displayScale))
        let list = DisplayList(size: clampedForPlacement(size), nodes: lowering.nodes(for: placed))
        list.assertInvariants(after: "lowering")
        return Output(displayList: list, placed: placed, warnings: values.warnings, accessibilityLabels: values.accessibilityLabels,
                      widgetURL: values.widgetURL, linkDestinations: values.linkDestinations, activityStyle: values.activityStyle)
    }
}
