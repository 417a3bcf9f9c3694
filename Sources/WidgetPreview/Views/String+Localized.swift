import Foundation
import LocalizedStrings

// Foundation's `String(localized:)` and `String.LocalizationValue`, which Linux Foundation lacks. A widget
// calls them in `body`, so they look up in the catalogs of the render that evaluates it (its locale, unless
// `locale:` names another than the machine's `Locale.current`); outside a render they give the key's own
// text, formatted.
extension String {
    /// A key with interpolations, built as Foundation builds it: `"\(count) cups"` is the key `"%lld cups"`.
    public struct LocalizationValue: Hashable, Sendable, ExpressibleByStringInterpolation {
        var key: LocalizedStringKey

        public init(_ value: String) { key = LocalizedStringKey(value) }
        public init(stringLiteral value: String) { key = LocalizedStringKey(value) }
        public init(stringInterpolation: StringInterpolation) { key = LocalizedStringKey(stringInterpolation: stringInterpolation.key) }

        public struct StringInterpolation: StringInterpolationProtocol, Sendable {
            var key: LocalizedStringKey.StringInterpolation
            public init(literalCapacity: Int, interpolationCount: Int) {
                key = LocalizedStringKey.StringInterpolation(literalCapacity: literalCapacity, interpolationCount: interpolationCount)
            }
            public mutating func appendLiteral(_ literal: String) { key.appendLiteral(literal) }
            public mutating func appendInterpolation(_ string: String) { key.appendInterpolation(string) }
            public mutating func appendInterpolation<I: BinaryInteger>(_ value: I) { key.appendInterpolation(value) }
            public mutating func appendInterpolation(_ value: Double) { key.appendInterpolation(value) }
            public mutating func appendInterpolation(_ value: Float) { key.appendInterpolation(value) }
            public mutating func appendInterpolation<T>(_ value: T) { key.appendInterpolation(value) }
        }

        /// The `%@` values as text.
        var objects: [String?] {
            key.valuePieces.map { piece in
                guard let piece, case .string(let text) = piece.content else { return nil }
                return text
            }
        }
    }

    public init(localized keyAndValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
                locale: Locale = .current, comment: StaticString? = nil) {
        self = Self.localized(keyAndValue.key.formatKey, value: keyAndValue, defaultValue: nil, table: table, locale: locale)
    }

    public init(localized key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
                locale: Locale = .current, comment: StaticString? = nil) {
        self = Self.localized("\(key)", value: defaultValue, defaultValue: defaultValue, table: table, locale: locale)
    }

    @_disfavoredOverload
    public init(localized resource: LocalizedStringResource) {
        self = Self.localized(resource.key, value: String.LocalizationValue(resource.key), defaultValue: String.LocalizationValue(resource.defaultValue),
                              table: resource.table, locale: .current)
    }

    private static func localized(_ key: String, value: String.LocalizationValue, defaultValue: String.LocalizationValue?, table: String?,
                                  locale: Locale) -> String {
        var env = EnvironmentValues.current
        if locale != Locale.current { env.locale = locale }
        let fallback = defaultValue.map(\.key.formatKey)
        return Localization.string(key: key, table: table, arguments: value.key.arguments, objects: value.objects,
                                   defaultValue: fallback, in: env)
    }
}
