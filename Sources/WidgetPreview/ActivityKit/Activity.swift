import Foundation

/// A running Live Activity (ActivityKit's `Activity`), as far as widget code touches it. A preview runs no
/// activities: `activities` is empty and `request` throws `ActivityPreviewError.notAvailableInPreviews`.
public final class Activity<Attributes>: Identifiable, @unchecked Sendable where Attributes: ActivityAttributes {
    public typealias ContentState = Attributes.ContentState

    public let id: String
    public let attributes: Attributes
    public private(set) var content: ActivityContent<Activity<Attributes>.ContentState>

    private init(id: String, attributes: Attributes, content: ActivityContent<ContentState>) {
        self.id = id
        self.attributes = attributes
        self.content = content
    }

    /// The app's running activities of this type: none in a preview.
    public static var activities: [Activity<Attributes>] { [] }

    /// Starting an activity needs the system's ActivityKit; a preview cannot.
    public static func request(attributes: Attributes, content: ActivityContent<Activity<Attributes>.ContentState>,
                               pushType: PushType? = nil) throws -> Activity<Attributes> {
        throw ActivityPreviewError.notAvailableInPreviews(attributes: "\(Attributes.self)")
    }

    /// Updates the content (the activity's own copy; nothing is shown).
    public func update(_ content: ActivityContent<Activity<Attributes>.ContentState>) async {
        self.content = content
    }
}

/// How an activity receives remote updates (ActivityKit's `PushType`).
public struct PushType: Equatable, Sendable {
    let name: String
    /// Updates through a push token.
    public static let token = PushType(name: "token")
}

/// What a preview cannot do with ActivityKit.
public enum ActivityPreviewError: Error, Equatable, CustomStringConvertible {
    case notAvailableInPreviews(attributes: String)

    public var description: String {
        switch self {
        case .notAvailableInPreviews(let attributes):
            return "Activity<\(attributes)>.request is not available in previews: WidgetPreview runs no Live Activities. "
                + "Preview the activity with #Preview(as: .content, using: attributes) { Widget() } contentStates: { … } instead"
        }
    }
}
