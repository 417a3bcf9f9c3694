import Foundation

/// Opens a URL (SwiftUI's `OpenURLAction`, read with `@Environment(\.openURL)`). A preview opens nothing:
/// the system action reports the URL as handled by the system and a custom handler runs as written.
public struct OpenURLAction: @unchecked Sendable {
    /// What a handler did with a URL.
    public struct Result: Sendable {
        enum Kind: Sendable { case handled, discarded, systemAction(URL?) }
        let kind: Kind
        public static let handled = Result(kind: .handled)
        public static let discarded = Result(kind: .discarded)
        public static let systemAction = Result(kind: .systemAction(nil))
        public static func systemAction(_ url: URL) -> Result { Result(kind: .systemAction(url)) }
    }

    private let handler: (URL) -> Result

    public init(handler: @escaping (URL) -> Result) { self.handler = handler }

    public func callAsFunction(_ url: URL) { _ = handler(url) }

    public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) {
        if case .discarded = handler(url).kind { completion(false) } else { completion(true) }
    }
}

private struct OpenURLKey: EnvironmentKey {
    static var defaultValue: OpenURLAction { OpenURLAction { _ in .systemAction } }
}

extension EnvironmentValues {
    public var openURL: OpenURLAction { get { self[OpenURLKey.self] } set { self[OpenURLKey.self] = newValue } }
}
