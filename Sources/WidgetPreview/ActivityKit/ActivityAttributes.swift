/// The static and dynamic data of a Live Activity (ActivityKit's `ActivityAttributes`): the attributes are
/// fixed for the activity's life, its `ContentState` changes with each update.
public protocol ActivityAttributes: Decodable, Encodable {
    associatedtype ContentState: Decodable, Encodable, Hashable
}
