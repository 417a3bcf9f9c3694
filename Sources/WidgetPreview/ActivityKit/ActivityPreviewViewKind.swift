/// Which presentation of a Live Activity a preview shows (WidgetKit's `ActivityPreviewViewKind`).
public enum ActivityPreviewViewKind: Sendable {
    /// The Lock Screen presentation (and the banner on devices without the Dynamic Island).
    case content
    /// A Dynamic Island presentation.
    case dynamicIsland(ActivityPreviewViewKind.DynamicIslandPreviewViewState)

    /// The Dynamic Island's presentations.
    public enum DynamicIslandPreviewViewState: Sendable {
        case compact, expanded, minimal
    }
}

/// Builds a Live Activity preview's content states (WidgetKit's `PreviewActivityBuilder`).
@resultBuilder
public struct PreviewActivityBuilder<A> where A: ActivityAttributes {
    public static func buildExpression(_ contentState: A.ContentState) -> [A.ContentState] { [contentState] }
    public static func buildPartialBlock(first: [A.ContentState]) -> [A.ContentState] { first }
    public static func buildPartialBlock(accumulated: [A.ContentState], next: [A.ContentState]) -> [A.ContentState] {
        accumulated + next
    }
    public static func buildArray(_ components: [[A.ContentState]]) -> [A.ContentState] { components.flatMap { $0 } }
}
