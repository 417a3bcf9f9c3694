import Foundation
import Graphics

private struct ContainerSizeKey: EnvironmentKey { static var defaultValue: Size? { nil } }

extension EnvironmentValues {
    /// The size `containerRelativeFrame` measures against: in a widget, the widget less its content margins
    /// (the widget is the nearest container). nil outside a widget: the screen is (SwiftUI's window).
    package var containerSize: Size? { get { self[ContainerSizeKey.self] } set { self[ContainerSizeKey.self] = newValue } }
}

extension View {
    /// Sizes this view on `axes` to its container's length (iOS 17).
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        containerRelativeFrame(axes, alignment: alignment) { length, _ in length }
    }

    /// Sizes this view on `axes` to `span` of `count` equal parts of the container, `spacing` between parts:
    /// (length − (count − 1) × spacing) ÷ count × span + (span − 1) × spacing.
    public func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat,
                                       alignment: Alignment = .center) -> some View {
        containerRelativeFrame(axes, alignment: alignment) { length, _ in
            let parts = CGFloat(max(1, count)), covered = CGFloat(max(1, min(span, max(1, count))))
            let part = (length - (parts - 1) * spacing) / parts
            return max(0, part * covered + (covered - 1) * spacing)
        }
    }

    /// Sizes this view on `axes` to what `length` returns for the container's length on each axis.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center,
                                       _ length: @escaping (CGFloat, Axis) -> CGFloat) -> some View {
        wrapNode { node, env in
            let screen = Size(Double(env.screenSize.width), Double(env.screenSize.height))
            return ContainerRelativeFrameNode(child: node, axes: axes.layoutAxes, alignment: alignment.layout,
                                              container: env.containerSize ?? screen) { value, axis in
                Double(length(CGFloat(value), axis == .horizontal ? .horizontal : .vertical))
            }
        }
    }
}

/// Where `contentMargins` apply (iOS 17).
public struct ContentMarginPlacement: Hashable, Sendable {
    let kind: Int
    public static let automatic = ContentMarginPlacement(kind: 0)
    public static let scrollContent = ContentMarginPlacement(kind: 1)
    public static let scrollIndicators = ContentMarginPlacement(kind: 2)
}

extension View {
    /// Margins for scrollable content (iOS 17). Widgets do not scroll and WidgetKit sets a widget's own
    /// margins (`contentMarginsDisabled()` on the configuration), so these draw nothing.
    public func contentMargins(_ edges: Edge.Set = .all, _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic) -> some View { self }
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic) -> some View { self }
    public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View { self }
}
