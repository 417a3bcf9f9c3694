import Foundation

/// The intent being configured, as an options provider or query sees it when its options depend on
/// other parameters (AppIntents' `@IntentParameterDependency<Intent>(\.$server) var config`). Nothing
/// is configured while a widget is previewed, so the property is nil there, as on iOS outside the
/// widget editor; code that guards with `guard let config else { … }` takes its fallback path.
@propertyWrapper @dynamicMemberLookup
public final class IntentParameterDependency<Intent: AppIntent>: @unchecked Sendable {
    private let intent: Intent
    private let isConfigured: Bool

    public convenience init<V0>(_ k0: KeyPath<Intent, Parameter<V0>>) { self.init(intent: nil) }
    public convenience init<V0, V1>(_ k0: KeyPath<Intent, Parameter<V0>>, _ k1: KeyPath<Intent, Parameter<V1>>) {
        self.init(intent: nil)
    }
    public convenience init<V0, V1, V2>(_ k0: KeyPath<Intent, Parameter<V0>>, _ k1: KeyPath<Intent, Parameter<V1>>,
                                        _ k2: KeyPath<Intent, Parameter<V2>>) {
        self.init(intent: nil)
    }

    /// A dependency on an intent that is being configured (the widget editor's role; tests use it).
    package init(intent: Intent?) {
        self.intent = intent ?? Intent()
        isConfigured = intent != nil
    }

    public var wrappedValue: IntentParameterDependency<Intent>? { isConfigured ? self : nil }

    /// The configured intent's parameter values (`config.server`).
    public subscript<Value>(dynamicMember keyPath: KeyPath<Intent, Value>) -> Value { intent[keyPath: keyPath] }
}

extension DynamicOptionsProvider {
    /// AppIntents' shorthand inside an options provider.
    public typealias ParameterDependency = IntentParameterDependency
}
