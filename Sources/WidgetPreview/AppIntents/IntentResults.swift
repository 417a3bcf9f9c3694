import Foundation

// The result kinds an intent's `perform()` declares (`some IntentResult & OpensIntent`,
// `some ReturnsValue<Bool>`): a preview never performs intents, so these only have to type-check.

/// A result that opens another intent (AppIntents' `OpensIntent`).
public protocol OpensIntent: IntentResult {}
/// A result that speaks or shows a dialog.
public protocol ProvidesDialog: IntentResult {}
/// A result that shows a snippet view.
public protocol ShowsSnippetView: IntentResult {}
/// A result that returns a value.
public protocol ReturnsValue<Value>: IntentResult {
    associatedtype Value
}

extension IntentResultContainer: OpensIntent, ProvidesDialog, ShowsSnippetView {}

/// The result of an intent that returns `Value`.
public struct ValueIntentResult<Value>: ReturnsValue, OpensIntent, ProvidesDialog, ShowsSnippetView {
    public let value: Value
}

extension IntentResult where Self == IntentResultContainer {
    public static func result(dialog: IntentDialog) -> IntentResultContainer { IntentResultContainer() }
    public static func result<Intent: AppIntent>(opensIntent: Intent) -> IntentResultContainer { IntentResultContainer() }
    public static func result<Intent: AppIntent>(opensIntent: Intent, dialog: IntentDialog) -> IntentResultContainer {
        IntentResultContainer()
    }
}

extension IntentResult {
    public static func result<Value>(value: Value) -> Self where Self == ValueIntentResult<Value> { ValueIntentResult(value: value) }
    public static func result<Value>(value: Value, dialog: IntentDialog) -> Self where Self == ValueIntentResult<Value> {
        ValueIntentResult(value: value)
    }
}

/// A configuration WidgetKit suggests for a widget on watchOS and in the Smart Stack
/// (`AppIntentTimelineProvider.recommendations()`); a preview lists none.
public struct AppIntentRecommendation<Intent: WidgetConfigurationIntent> {
    public let intent: Intent
    public let description: LocalizedStringResource
    public init(intent: Intent, description: LocalizedStringResource) {
        self.intent = intent
        self.description = description
    }
    public init(intent: Intent, description: Text) {
        self.intent = intent
        self.description = LocalizedStringResource(description.plainString(in: EnvironmentValues()))
    }
}
