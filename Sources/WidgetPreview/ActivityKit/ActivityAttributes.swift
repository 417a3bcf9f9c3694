/// The static and dynamic data of a Live Activity (ActivityKit's `ActivityAttributes`). Declared so Live
/// Activity code and its `#Preview`s compile; WidgetPreview does not draw Live Activities yet.
public protocol ActivityAttributes: Decodable, Encodable {
    associatedtype ContentState: Decodable, Encodable, Hashable
}
