import Foundation
import LocalizedStrings

/// The strings catalogs read for each set of sources, kept for the process: every widget of a gallery run
/// reads the same files, and a catalog is read once.
final class LocalizationStore: @unchecked Sendable {
    static let shared = LocalizationStore()
    private let lock = NSLock()
    private var catalogs: [String: LocalizationCatalog] = [:]

    func catalog(for sources: [URL]) -> LocalizationCatalog {
        let key = sources.map(\.standardizedFileURL.path).joined(separator: "\n")
        lock.lock()
        if let cached = catalogs[key] { lock.unlock(); return cached }
        lock.unlock()
        let catalog = LocalizationCatalog.load(sources)
        lock.lock()
        if catalogs.count >= 32 { catalogs.removeAll() }
        catalogs[key] = catalog
        lock.unlock()
        return catalog
    }
}

private struct LocalizationSourcesKey: EnvironmentKey { static var defaultValue: [URL] { [] } }
private struct LocalizationCatalogKey: EnvironmentKey { static var defaultValue: LocalizationCatalog? { nil } }

extension EnvironmentValues {
    /// Where the render's strings come from (`RenderContext.localizations`).
    package var localizationSources: [URL] {
        get { self[LocalizationSourcesKey.self] } set { self[LocalizationSourcesKey.self] = newValue }
    }
    /// The strings read from `localizationSources` (nil: none given, so nothing is looked up).
    package var localizationCatalog: LocalizationCatalog? {
        get { self[LocalizationCatalogKey.self] } set { self[LocalizationCatalogKey.self] = newValue }
    }
}

extension LayoutDirection {
    /// Right to left for the scripts written that way (Arabic, Hebrew, Persian, Urdu …), as iOS sets it
    /// from the device's language.
    package init(locale: Locale) {
        let language = locale.language.languageCode?.identifier ?? ""
        self = Self.rightToLeftLanguages.contains(language) ? .rightToLeft : .leftToRight
    }

    /// ISO 639 codes of the languages CLDR writes right to left (`characterOrder` "right-to-left").
    static let rightToLeftLanguages: Set<String> = ["ar", "arc", "ckb", "dv", "fa", "he", "iw", "ks", "ku", "lrc", "mzn", "nqo",
                                                    "ps", "sd", "syr", "ug", "ur", "yi"]
}
