import Foundation

/// A `Text(value, format:)` kept unformatted until rendering, so it is formatted in the render's locale,
/// time zone and calendar (from `RenderContext`) instead of the machine's: a `FormatStyle` formats with
/// the process's current locale and zone unless told otherwise. Unchecked Sendable: the closure only
/// reads its captured copies of the (value-typed) input and style.
struct DeferredFormat: Hashable, @unchecked Sendable {
    /// What makes two deferred values the same: the style's type and the described input and style.
    private let key: String
    private let render: (EnvironmentValues) -> String

    init<F: FormatStyle>(_ input: F.FormatInput, _ format: F) where F.FormatOutput == String {
        key = "\(F.self)|\(input)|\(format)"
        render = { env in Self.localized(format, in: env).format(input) }
    }

    /// Any formatting done at render time, identified by `key` (`Text(date, formatter:)`).
    init(key: String, render: @escaping (EnvironmentValues) -> String) {
        self.key = key
        self.render = render
    }

    func format(_ env: EnvironmentValues) -> String { render(env) }

    /// The style with the environment's locale, and for dates its time zone and calendar too.
    static func localized<F: FormatStyle>(_ format: F, in env: EnvironmentValues) -> F {
        let styled = format.locale(env.locale)
        if var date = styled as? Date.FormatStyle {
            date.timeZone = env.timeZone
            date.calendar = env.calendar
            return (date as? F) ?? styled
        }
        return styled
    }

    static func == (a: DeferredFormat, b: DeferredFormat) -> Bool { a.key == b.key }
    func hash(into hasher: inout Hasher) { hasher.combine(key) }
}
