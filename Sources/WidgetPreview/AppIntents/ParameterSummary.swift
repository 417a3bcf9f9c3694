import Foundation

/// The sentence the widget editor shows for an intent's parameters (AppIntents' `ParameterSummary`):
/// `static var parameterSummary: some ParameterSummary { Summary("Show \(\.$city)") }`. Kept so intent
/// code compiles; the widget editor is not drawn.
public protocol ParameterSummary {}

/// A summary sentence with parameters interpolated by key path (`\.$city`).
public struct ParameterSummaryString<Intent: AppIntent>: ExpressibleByStringInterpolation, Sendable {
    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) { text += literal }
        public mutating func appendInterpolation<Value>(_ keyPath: KeyPath<Intent, Parameter<Value>>) { text += "\(keyPath)" }
    }
    let text: String
    public init(stringLiteral value: String) { text = value }
    public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }
}

/// `Summary("…")`, optionally with a table of further parameters.
public struct Summary<Intent: AppIntent, Table>: ParameterSummary {
    let sentence: ParameterSummaryString<Intent>?
    public init(_ summary: ParameterSummaryString<Intent>) where Table == Void { sentence = summary }
    public init() where Table == Void { sentence = nil }
    /// `Summary { \.$a; \.$b }`: no sentence, the parameters listed as a table.
    public init(@ParameterSummaryTableBuilder<Intent> _ table: () -> Table) {
        sentence = nil
        _ = table()
    }
    public init(_ summary: ParameterSummaryString<Intent>, @ParameterSummaryTableBuilder<Intent> table: () -> Table) {
        sentence = summary
        _ = table()
    }
}

/// `When(\.$unit, .equalTo, .celsius) { Summary(…) } otherwise: { Summary(…) }`.
public struct When<Intent: AppIntent, Then: ParameterSummary, Otherwise: ParameterSummary>: ParameterSummary {
    public enum Comparison: Sendable { case equalTo, notEqualTo, hasAnyValue, hasNoValue, oneOf, noneOf, lessThan, greaterThan }
    public init<Value>(_ keyPath: KeyPath<Intent, Parameter<Value>>, _ comparison: Comparison, _ value: Value,
                       @ParameterSummaryBuilder<Intent> _ then: () -> Then,
                       @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise) {
        _ = then()
        _ = otherwise()
    }
    public init<Value>(_ keyPath: KeyPath<Intent, Parameter<Value>>, _ comparison: Comparison,
                       @ParameterSummaryBuilder<Intent> _ then: () -> Then,
                       @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise) {
        _ = then()
        _ = otherwise()
    }
}

/// A summary that says nothing (an intent without one).
public struct EmptyParameterSummary: ParameterSummary {
    public init() {}
}

@resultBuilder
public enum ParameterSummaryBuilder<Intent: AppIntent> {
    public static func buildExpression<Table>(_ summary: Summary<Intent, Table>) -> Summary<Intent, Table> { summary }
    public static func buildExpression<Then, Otherwise>(_ when: When<Intent, Then, Otherwise>) -> When<Intent, Then, Otherwise> { when }
    public static func buildBlock<S: ParameterSummary>(_ summary: S) -> S { summary }
}

@resultBuilder
public enum ParameterSummaryTableBuilder<Intent: AppIntent> {
    public static func buildExpression<Value>(_ keyPath: KeyPath<Intent, Parameter<Value>>) -> String { "\(keyPath)" }
    public static func buildBlock(_ parameters: String...) {}
}
