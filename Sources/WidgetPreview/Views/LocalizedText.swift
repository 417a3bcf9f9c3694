import Foundation
import Graphics
import LocalizedStrings

/// A `Text(LocalizedStringKey, tableName:bundle:)`, looked up when drawn: the render's locale (and any
/// `.environment(\.locale, …)` above it) picks the translation from the render's strings catalogs.
struct LocalizedText: Hashable, Sendable {
    var key: LocalizedStringKey
    var table: String?
    /// `bundle:`'s resource folder, searched for strings files besides the render's catalogs.
    var bundlePath: String?
    /// What shows when no catalog translates the key (a `LocalizedStringResource`'s `defaultValue`); nil:
    /// the key itself.
    var defaultValue: String?

    /// The pieces in `env`: translated, formatted in the locale, parsed for Markdown.
    func pieces(in env: EnvironmentValues) -> [Text.Piece] {
        key.pieces(from: Localization.format(key: key.formatKey, table: table, bundlePath: bundlePath,
                                             arguments: key.arguments, defaultValue: defaultValue, in: env))
    }
}

/// Lookup and formatting shared by `Text`, `String(localized:)` and `LocalizedStringResource`.
enum Localization {
    /// `key` looked up for `env`'s locale and formatted with `arguments`; without catalogs (or a
    /// translation) the key itself is formatted, as iOS shows an untranslated key.
    static func format(key: String, table: String?, bundlePath: String?, arguments: [FormatArgument],
                       defaultValue: String? = nil, in env: EnvironmentValues) -> [FormattedPart] {
        var catalog = env.localizationCatalog
        if let bundlePath { catalog = LocalizationStore.shared.catalog(for: env.localizationSources + [URL(fileURLWithPath: bundlePath)]) }
        let found = catalog.map { LocalizedLookup.find(key, table: table, locale: env.locale, in: $0) }
        if let warning = found?.warning { env.warn(warning) }
        let language = found?.language ?? env.locale.identifier
        var formatter = LocalizedFormatter(locale: env.locale, device: deviceKey(env), pluralRules: rules(for: language, env: env))
        formatter.report = { env.warn("key \"\(key)\" (\(language)): \($0)") }
        if let entry = found?.entry {
            if arguments.isEmpty, entry.substitutions.isEmpty { return [.literal(formatter.choose(entry.value, argument: nil))] }
            return formatted(FormattedTextKey(entry: entry, text: "", arguments: arguments, locale: env.locale,
                                              device: formatter.device, language: language), with: formatter, report: formatter.report)
        }
        let untranslated = defaultValue ?? key
        if arguments.isEmpty { return [.literal(untranslated)] }
        return formatted(FormattedTextKey(entry: nil, text: untranslated, arguments: arguments, locale: env.locale,
                                          device: formatter.device, language: language), with: formatter, report: formatter.report)
    }

    /// What the formatter makes of a translation (or an untranslated key) with its arguments, by everything
    /// it reads: the same text formatted again in another picture of the widget (each place and colour
    /// scheme) costs a lookup instead of Foundation's number and date formatting. The problems it reports
    /// are kept too and reported again, in order, on every use.
    private struct FormattedTextKey: Hashable, Sendable {
        let entry: LocalizedEntry?
        let text: String
        let arguments: [FormatArgument]
        let locale: Locale
        let device: String
        /// The language whose plural rules the formatter was given.
        let language: String
    }

    private struct FormattedText: Sendable {
        let parts: [FormattedPart]
        let reports: [String]
    }

    private static let formattedTexts = BoundedCache<FormattedTextKey, FormattedText>(limit: 4096)

    private static func formatted(_ key: FormattedTextKey, with formatter: LocalizedFormatter,
                                  report: (String) -> Void) -> [FormattedPart] {
        let result = formattedTexts.value(for: key) {
            let reports = ReportList()
            var collecting = formatter
            collecting.report = { reports.items.append($0) }
            let parts = key.entry.map { collecting.format($0, arguments: key.arguments) }
                ?? collecting.format(key.text, arguments: key.arguments)
            return FormattedText(parts: parts, reports: reports.items)
        }
        for problem in result.reports { report(problem) }
        return result.parts
    }

    /// The problems one formatting reports, collected for the cache.
    private final class ReportList {
        var items: [String] = []
    }

    /// The plain text of a formatted key (for `String(localized:)`, where `%@` values are strings).
    static func string(key: String, table: String?, arguments: [FormatArgument], objects: [String?], defaultValue: String? = nil,
                       in env: EnvironmentValues) -> String {
        format(key: key, table: table, bundlePath: nil, arguments: arguments, defaultValue: defaultValue, in: env).map { part -> String in
            switch part {
            case .literal(let text): return text
            case .argument(let index, let text): return index < objects.count ? (objects[index] ?? text) : text
            }
        }.joined()
    }

    /// CLDR's rules by language identifier, as `PluralRules.forLocale` finds them (nil: none): every
    /// localized text asks, and normalizing the identifier each time cost more than the formatting.
    private static let knownRules = BoundedCache<String, PluralRules?>(limit: 512)

    /// CLDR's rules for the language of the text shown; a language CLDR does not know is warned about and
    /// uses `other` for every number.
    static func rules(for language: String, env: EnvironmentValues) -> PluralRules {
        if let rules = knownRules.value(for: language, make: { PluralRules.forLocale(language) }) { return rules }
        env.warn("no CLDR plural rules for language \"\(language)\"; every number uses the \"other\" form")
        return .root
    }

    /// The String Catalog device key of the render's device (the renderer gives the watch no idiom, as
    /// watchOS has no `UIDevice`); a variation without that key uses its `other` form.
    static func deviceKey(_ env: EnvironmentValues) -> String {
        switch env.deviceIdiom {
        case .phone: return "iphone"
        case .pad: return "ipad"
        case .unspecified: return "applewatch"
        default: return "other"
        }
    }
}

extension FormatArgument {
    init<I: BinaryInteger>(_ value: I) {
        self = I.isSigned ? .signed(Int64(clamping: value)) : .unsigned(UInt64(clamping: value))
    }

    /// A number of any kind, or nil for a value that is not one.
    init?(any value: Any) {
        switch value {
        case let v as any BinaryInteger: self.init(v)
        case let v as Double: self = .floating(v)
        case let v as Float: self = .floating(Double(v))
        case let v as CGFloat: self = .floating(Double(v))
        default: return nil
        }
    }

    /// SwiftUI's default specifier for an integer type: `%lld`/`%llu` for 64-bit ones, `%d`/`%u` below.
    static func specifier<I: BinaryInteger>(for type: I.Type) -> String {
        let length = I.zero.bitWidth == 64 ? "ll" : ""
        return "%" + length + (I.isSigned ? "d" : "u")
    }
}
