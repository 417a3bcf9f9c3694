import Foundation

/// A reference to a localizable string (Foundation's `LocalizedStringResource`, which Linux Foundation
/// lacks): written as a literal in intent titles and parameter names; WidgetPreview only keeps its text.
public struct LocalizedStringResource: Hashable, Sendable, CustomStringConvertible,
    ExpressibleByStringLiteral, ExpressibleByStringInterpolation {
    /// The key, which is the text in the development language.
    public let key: String
    public let defaultValue: String
    public let table: String?

    public init(_ keyAndValue: String, table: String? = nil) {
        key = keyAndValue
        defaultValue = keyAndValue
        self.table = table
    }

    public init(_ key: StaticString, defaultValue: String, table: String? = nil) {
        self.key = "\(key)"
        self.defaultValue = defaultValue
        self.table = table
    }

    public init(stringLiteral value: String) { self.init(value) }

    public init(stringInterpolation: DefaultStringInterpolation) { self.init(String(stringInterpolation: stringInterpolation)) }

    public var description: String { defaultValue }
}
