import Foundation

/// What a Live Activity's views are built from (WidgetKit's `ActivityViewContext`).
public struct ActivityViewContext<Attributes> where Attributes: ActivityAttributes {
    public let attributes: Attributes
    /// The dynamic content the views show.
    public let state: Attributes.ContentState
    /// True once the render's `now` is past the content's stale date.
    public let isStale: Bool
    public let activityID: String

    package init(attributes: Attributes, state: Attributes.ContentState, isStale: Bool, activityID: String) {
        self.attributes = attributes
        self.state = state
        self.isStale = isStale
        self.activityID = activityID
    }
}
