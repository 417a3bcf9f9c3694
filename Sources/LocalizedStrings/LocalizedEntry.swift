/// A translated string as the catalogs give it: text, or text that varies by plural category or device,
/// nested as String Catalogs allow (a device variation holding plural variations).
package indirect enum LocalizedVariant: Hashable, Sendable {
    case text(String)
    /// Chosen by the plural category of a numeric argument (the first one, or the substitution's own).
    case plural([PluralCategory: LocalizedVariant])
    /// Chosen by the device (`iphone`, `ipad`, `applewatch`, …, `other`).
    case device([String: LocalizedVariant])
}

/// A `%#@name@` variable: which argument it reads (1-based; nil: its place in the format), how that
/// argument is written (`lld`, `d`, `@` …), and the text for each plural category.
package struct Substitution: Hashable, Sendable {
    package var argumentNumber: Int?
    package var formatSpecifier: String
    package var variant: LocalizedVariant

    package init(argumentNumber: Int?, formatSpecifier: String, variant: LocalizedVariant) {
        self.argumentNumber = argumentNumber
        self.formatSpecifier = formatSpecifier
        self.variant = variant
    }
}

/// One key's string in one language.
package struct LocalizedEntry: Hashable, Sendable {
    package var value: LocalizedVariant
    package var substitutions: [String: Substitution]

    package init(value: LocalizedVariant, substitutions: [String: Substitution] = [:]) {
        self.value = value
        self.substitutions = substitutions
    }
}

/// A problem in a strings file, naming the file and (when known) the key; the reader skips what it names and
/// reads on.
package struct LocalizationIssue: Hashable, Sendable, CustomStringConvertible {
    package var file: String
    package var key: String?
    package var message: String

    package init(file: String, key: String? = nil, message: String) {
        self.file = file
        self.key = key
        self.message = message
    }

    package var description: String {
        if let key { return "\(file): key \"\(key)\": \(message)" }
        return "\(file): \(message)"
    }
}

/// What a reader got from one file: entries by language, the source language when the file names it,
/// and the problems it skipped.
package struct StringsFileContents: Sendable {
    package var sourceLanguage: String?
    package var entries: [String: [String: LocalizedEntry]] = [:]
    /// Keys marked `shouldTranslate: false`: shown in the source language everywhere, without a warning.
    package var untranslatable: Set<String> = []
    package var issues: [LocalizationIssue] = []

    package init(sourceLanguage: String? = nil) { self.sourceLanguage = sourceLanguage }
}
