import Foundation

// iOS 18 controls (Control Center, Lock Screen, Action button), with WidgetKit's signatures so a widget
// extension that declares them compiles. They are not drawn yet (a later issue draws them); a control
// listed in a widget bundle is skipped when the bundle's widgets are listed.

/// A control's configuration, built from `StaticControlConfiguration` or `AppIntentControlConfiguration`.
public protocol ControlWidgetConfiguration {
    associatedtype Body: ControlWidgetConfiguration
    var body: Body { get }
}

extension Never: ControlWidgetConfiguration {}

/// A control: its body is a control configuration.
public protocol ControlWidget {
    associatedtype Body: ControlWidgetConfiguration
    @ControlWidgetConfigurationBuilder var body: Body { get }
    init()
}

@resultBuilder
public enum ControlWidgetConfigurationBuilder {
    public static func buildBlock<C: ControlWidgetConfiguration>(_ configuration: C) -> C { configuration }
    public static func buildExpression<C: ControlWidgetConfiguration>(_ configuration: C) -> C { configuration }
    public static func buildLimitedAvailability<C: ControlWidgetConfiguration>(_ configuration: C) -> C { configuration }
}

/// What a control shows: a button or a toggle.
public protocol ControlWidgetTemplate {}

@resultBuilder
public enum ControlWidgetTemplateBuilder {
    public static func buildBlock<T: ControlWidgetTemplate>(_ template: T) -> T { template }
    public static func buildExpression<T: ControlWidgetTemplate>(_ template: T) -> T { template }
    public static func buildEither<T: ControlWidgetTemplate>(first template: T) -> T { template }
    public static func buildLimitedAvailability<T: ControlWidgetTemplate>(_ template: T) -> T { template }
}

/// Supplies a control's value (its toggle's state …) without configuration.
public protocol ControlValueProvider {
    associatedtype Value
    var previewValue: Value { get }
    func currentValue() async throws -> Value
}

/// An intent people configure a control with.
public protocol ControlConfigurationIntent: AppIntent {}

/// Supplies a configurable control's value.
public protocol AppIntentControlValueProvider {
    associatedtype Value
    associatedtype Configuration: ControlConfigurationIntent
    func previewValue(configuration: Configuration) -> Value
    func currentValue(configuration: Configuration) async throws -> Value
}

/// A control whose content does not depend on configuration.
public struct StaticControlConfiguration<Content: ControlWidgetTemplate>: ControlWidgetConfiguration {
    public let kind: String
    let content: Content?
    public var body: Never { primitiveBody(Self.self) }

    public init(kind: String, @ControlWidgetTemplateBuilder content: () -> Content) {
        self.kind = kind
        self.content = content()
    }

    public init<Provider: ControlValueProvider>(kind: String, provider: Provider,
                                                @ControlWidgetTemplateBuilder content: @escaping (Provider.Value) -> Content) {
        self.kind = kind
        self.content = content(provider.previewValue)
    }
}

/// A control people configure with an intent.
public struct AppIntentControlConfiguration<Intent: ControlConfigurationIntent, Content: ControlWidgetTemplate>: ControlWidgetConfiguration {
    public let kind: String
    let content: Content?
    public var body: Never { primitiveBody(Self.self) }

    public init<Provider: AppIntentControlValueProvider>(kind: String, intent: Intent.Type = Intent.self, provider: Provider,
                                                         @ControlWidgetTemplateBuilder content: @escaping (Provider.Value) -> Content)
    where Provider.Configuration == Intent {
        self.kind = kind
        self.content = content(provider.previewValue(configuration: Intent()))
    }

    public init(kind: String, intent: Intent.Type = Intent.self, @ControlWidgetTemplateBuilder content: @escaping (Intent) -> Content) {
        self.kind = kind
        self.content = content(Intent())
    }
}

/// A control configuration with its name, description or options set.
public struct ModifiedControlConfiguration<Base: ControlWidgetConfiguration>: ControlWidgetConfiguration {
    let base: Base
    public var body: Never { primitiveBody(Self.self) }
}

extension ControlWidgetConfiguration {
    public func displayName(_ displayName: LocalizedStringResource) -> ModifiedControlConfiguration<Self> { ModifiedControlConfiguration(base: self) }
    public func description(_ description: LocalizedStringResource) -> ModifiedControlConfiguration<Self> { ModifiedControlConfiguration(base: self) }
    public func promptsForUserConfiguration() -> ModifiedControlConfiguration<Self> { ModifiedControlConfiguration(base: self) }
}

/// A control that performs an action.
public struct ControlWidgetButton<Label: View, ActionLabel: View>: ControlWidgetTemplate {
    let label: Label
    public init<Action: AppIntent>(action: Action, @ViewBuilder label: () -> Label) where ActionLabel == EmptyView {
        self.label = label()
    }
    public init<Action: AppIntent>(action: Action, @ViewBuilder label: () -> Label,
                                   @ViewBuilder actionLabel: (Bool) -> ActionLabel) {
        self.label = label()
        _ = actionLabel(false)
    }
}

extension ControlWidgetButton where Label == Text, ActionLabel == EmptyView {
    public init<Action: AppIntent>(_ titleKey: LocalizedStringKey, action: Action) { label = Text(titleKey) }
}

/// A control that switches a state on and off with a `SetValueIntent`.
public struct ControlWidgetToggle<Label: View, ValueLabel: View>: ControlWidgetTemplate {
    let isOn: Bool
    let label: Label
    let valueLabel: ValueLabel
    public init<Action: SetValueIntent>(isOn: Bool, action: Action, @ViewBuilder label: () -> Label,
                                        @ViewBuilder valueLabel: (Bool) -> ValueLabel) where Action.ValueType == Bool {
        self.isOn = isOn
        self.label = label()
        self.valueLabel = valueLabel(isOn)
    }
}

extension ControlWidgetToggle where ValueLabel == EmptyView {
    public init<Action: SetValueIntent>(isOn: Bool, action: Action, @ViewBuilder label: () -> Label) where Action.ValueType == Bool {
        self.init(isOn: isOn, action: action, label: label, valueLabel: { _ in EmptyView() })
    }
}

extension ControlWidgetToggle where Label == Text {
    public init<Action: SetValueIntent>(_ titleKey: LocalizedStringKey, isOn: Bool, action: Action,
                                        @ViewBuilder valueLabel: (Bool) -> ValueLabel) where Action.ValueType == Bool {
        self.init(isOn: isOn, action: action, label: { Text(titleKey) }, valueLabel: valueLabel)
    }
}

extension ControlWidgetToggle where Label == Text, ValueLabel == EmptyView {
    public init<Action: SetValueIntent>(_ titleKey: LocalizedStringKey, isOn: Bool, action: Action) where Action.ValueType == Bool {
        self.init(isOn: isOn, action: action, label: { Text(titleKey) }, valueLabel: { _ in EmptyView() })
    }
}

extension View {
    /// What a control says it will do when performed (spoken, shown by the Action button).
    public func controlWidgetActionHint(_ hint: Text) -> some View { self }
    public func controlWidgetActionHint(_ hint: LocalizedStringKey) -> some View { self }
    @_disfavoredOverload
    public func controlWidgetActionHint<S: StringProtocol>(_ hint: S) -> some View { self }
    /// A status line a control shows after it is performed.
    public func controlWidgetStatus(_ status: Text) -> some View { self }
    public func controlWidgetStatus(_ statusKey: LocalizedStringKey) -> some View { self }
}

/// A control listed in a widget bundle: a widget with nothing to list, so the bundle's widgets stay
/// drawable until controls are drawn.
public struct ControlWidgetInBundle<Control: ControlWidget>: Widget, WidgetListing {
    public init() {}
    public var body: EmptyWidgetConfiguration { EmptyWidgetConfiguration() }
    package var widgets: [any Widget] { [] }
}

extension WidgetBundleBuilder {
    public static func buildExpression<Control: ControlWidget>(_ control: Control) -> ControlWidgetInBundle<Control> {
        ControlWidgetInBundle()
    }
}
