import Foundation

/// A Live Activity's state with its stale date and relevance (ActivityKit's `ActivityContent`). A preview's
/// stale date is compared with the render's `now`: past it, `ActivityViewContext.isStale` is true.
public struct ActivityContent<State> where State: Decodable, State: Encodable, State: Hashable {
    public let state: State
    public let staleDate: Date?
    /// Orders several activities of one app; a preview draws one activity, so it is only kept.
    public let relevanceScore: Double

    public init(state: State, staleDate: Date?, relevanceScore: Double = 0.0) {
        self.state = state
        self.staleDate = staleDate
        self.relevanceScore = relevanceScore
    }
}

extension ActivityContent: Equatable {}
extension ActivityContent: Hashable {}
extension ActivityContent: Sendable where State: Sendable {}
