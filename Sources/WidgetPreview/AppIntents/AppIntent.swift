import Foundation

/// An action or a configuration that the system can run or show (AppIntents' `AppIntent`). Widgets use
/// it through `WidgetConfigurationIntent`; WidgetPreview never performs intents.
public protocol AppIntent {
    static var title: LocalizedStringResource { get }
    static var description: IntentDescription? { get }
    associatedtype SummaryContent: ParameterSummary = EmptyParameterSummary
    /// The sentence the widget editor shows (`Summary("Show \(\.$city)")`).
    @ParameterSummaryBuilder<Self> static var parameterSummary: SummaryContent { get }
    /// Who may run the intent; `.alwaysAllowed` unless the intent says otherwise.
    static var authenticationPolicy: IntentAuthenticationPolicy { get }
    /// Whether running the intent brings the app to the foreground.
    static var openAppWhenRun: Bool { get }
    /// Whether Shortcuts and Spotlight list the intent.
    static var isDiscoverable: Bool { get }
    init()
}

extension AppIntent {
    public static var description: IntentDescription? { nil }
    public static var authenticationPolicy: IntentAuthenticationPolicy { .alwaysAllowed }
    public static var openAppWhenRun: Bool { false }
    public static var isDiscoverable: Bool { true }
}

extension AppIntent where SummaryContent == EmptyParameterSummary {
    public static var parameterSummary: EmptyParameterSummary { EmptyParameterSummary() }
}

/// The configuration of a widget that people edit (AppIntents' `WidgetConfigurationIntent`).
public protocol WidgetConfigurationIntent: AppIntent {}

/// What `perform()` returns (AppIntents' `IntentResult`); kept so intent code compiles.
public protocol IntentResult {}

/// The result of an intent that returns nothing.
public struct IntentResultContainer: IntentResult {
    public init() {}
}

extension IntentResult where Self == IntentResultContainer {
    public static func result() -> IntentResultContainer { IntentResultContainer() }
}

/// A description shown with an intent in Shortcuts and the widget editor.
public struct IntentDescription: Hashable, Sendable, ExpressibleByStringLiteral, ExpressibleByStringInterpolation {
    public let descriptionText: LocalizedStringResource
    public let categoryName: LocalizedStringResource?
    public let searchKeywords: [LocalizedStringResource]

    public init(_ descriptionText: LocalizedStringResource, categoryName: LocalizedStringResource? = nil,
                searchKeywords: [LocalizedStringResource] = []) {
        self.descriptionText = descriptionText
        self.categoryName = categoryName
        self.searchKeywords = searchKeywords
    }

    public init(stringLiteral value: String) { self.init(LocalizedStringResource(value)) }
    public init(stringInterpolation: DefaultStringInterpolation) {
        self.init(LocalizedStringResource(String(stringInterpolation: stringInterpolation)))
    }
}

/// A parameter of an intent that people set in the widget editor (AppIntents' `@Parameter`). In a
/// preview it holds its default (or what the code assigns).
///
/// A class, as on iOS: the intent struct holds a reference, so `let intent = MyIntent(); intent.city = …`
/// compiles (the setter does not mutate the struct) and copies of an intent share their parameters.
@propertyWrapper
public final class Parameter<Value>: @unchecked Sendable {
    public let title: LocalizedStringResource
    public let description: LocalizedStringResource?
    private let lock = NSLock()
    private var value: Value

    public init(title: LocalizedStringResource, description: LocalizedStringResource? = nil, default value: Value) {
        self.title = title
        self.description = description
        self.value = value
    }

    public convenience init(title: LocalizedStringResource, description: LocalizedStringResource? = nil) where Value: ExpressibleByNilLiteral {
        self.init(title: title, description: description, default: nil)
    }

    public convenience init(wrappedValue: Value, title: LocalizedStringResource, description: LocalizedStringResource? = nil) {
        self.init(title: title, description: description, default: wrappedValue)
    }

    public var wrappedValue: Value {
        get { lock.withLock { value } }
        set { lock.withLock { value = newValue } }
    }

    public var projectedValue: Parameter<Value> { self }
}
