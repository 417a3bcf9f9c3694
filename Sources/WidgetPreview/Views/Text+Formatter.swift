import Foundation

/// `Text(date, formatter: f)` and `Text("… \(date, formatter: f)")`: formatted when drawn. A formatter
/// left at the process's locale or time zone takes the render's instead (the device's, on iOS), so the
/// picture does not depend on the machine; what the code set on the formatter is kept.
enum FormatterText {
    static func deferred(_ subject: Any, formatter: Formatter) -> DeferredFormat {
        // Formatters are mutable classes: format with a copy, so later changes to `formatter` do not leak in.
        let copy = (formatter.copy() as? Formatter) ?? formatter
        return DeferredFormat(key: "formatter|\(type(of: formatter))|\(subject)|\(ObjectIdentifier(formatter).hashValue)") { env in
            let working = (copy.copy() as? Formatter) ?? copy
            if let dates = working as? DateFormatter {
                if dates.timeZone == TimeZone.current { dates.timeZone = env.timeZone }
                if dates.locale == Locale.current { dates.locale = env.locale }
                if dates.calendar == Calendar.current { dates.calendar = env.calendar }
            } else if let numbers = working as? NumberFormatter, numbers.locale == Locale.current {
                numbers.locale = env.locale
            }
            return working.string(for: subject) ?? ""
        }
    }
}

extension Text {
    public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
        self.init(pieces: [Piece(content: .formatted(FormatterText.deferred(subject, formatter: formatter)), attributes: Attributes())])
    }

    public init<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {
        self.init(pieces: [Piece(content: .formatted(FormatterText.deferred(subject, formatter: formatter)), attributes: Attributes())])
    }
}

// Linux Foundation's `Date` is not `ReferenceConvertible` (it is on Apple platforms), so dates get their own
// overloads that do what the generic ones do there.
extension Text {
    public init(_ subject: Date, formatter: Formatter) {
        self.init(pieces: [Piece(content: .formatted(FormatterText.deferred(subject, formatter: formatter)), attributes: Attributes())])
    }
}

extension LocalizedStringKey.StringInterpolation {
    public mutating func appendInterpolation(_ subject: Date, formatter: Formatter) {
        segments.append(.value(Text.Piece(content: .formatted(FormatterText.deferred(subject, formatter: formatter)), attributes: Text.Attributes())))
    }

    public mutating func appendInterpolation<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
        segments.append(.value(Text.Piece(content: .formatted(FormatterText.deferred(subject, formatter: formatter)), attributes: Text.Attributes())))
    }

    public mutating func appendInterpolation<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {
        segments.append(.value(Text.Piece(content: .formatted(FormatterText.deferred(subject, formatter: formatter)), attributes: Text.Attributes())))
    }
}

extension Text {
    /// A localized string resource (an App Intent's title, a parameter's name): looked up in the render's
    /// catalogs like a `LocalizedStringKey`, its `defaultValue` shown where no catalog translates it.
    @_disfavoredOverload
    public init(_ resource: LocalizedStringResource) {
        let text = LocalizedText(key: LocalizedStringKey(resource.key), table: resource.table, bundlePath: nil,
                                 defaultValue: resource.defaultValue)
        self.init(pieces: [Piece(content: .localized(text), attributes: Attributes())])
    }
}
