import Foundation

// iOS 18 controls (Control Center, Lock Screen, Action button), with WidgetKit's signatures so a widget
// extension that declares them compiles unchanged. `ControlRenderer` draws them (ControlRenderer.swift).

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
    public static func buildEither<T: ControlWidgetTemplate>(second template: T) -> T { template }
    public static func buildLimitedAvailability<T: ControlWidgetTemplate>(_ template: T) -> T { template }
}

/// Supplies a control's value (its toggle's state …) without configuration. A preview draws
/// `previewValue`, as the controls gallery does; `currentValue()` is never called (no device to ask).
public protocol ControlValueProvider {
    associatedtype Value
    var previewValue: Value { get }
    func currentValue() async throws -> Value
}

/// An intent people configure a control with.
public protocol ControlConfigurationIntent: AppIntent {}

/// Supplies a configurable control's value; a preview draws `previewValue(configuration:)` of the
/// intent's defaults.
public protocol AppIntentControlValueProvider {
    associatedtype Value
    associatedtype Configuration: ControlConfigurationIntent
    func previewValue(configuration: Configuration) -> Value
    func currentValue(configuration: Configuration) async throws -> Value
}

/// A control whose content does not depend on configuration.
public struct StaticControlConfiguration<Content: ControlWidgetTemplate>: ControlWidgetConfiguration {
    public let kind: String
    let content: () -> Content
    public var body: Never { primitiveBody(Self.self) }

    public init(kind: String, @ControlWidgetTemplateBuilder content: @escaping () -> Content) {
        self.kind = kind
        self.content = content
    }

    public init<Provider: ControlValueProvider>(kind: String, provider: Provider,
                                                @ControlWidgetTemplateBuilder content: @escaping (Provider.Value) -> Content) {
        self.kind = kind
        self.content = { content(provider.previewValue) }
    }
}

/// A control people configure with an intent; a preview draws it with the intent's default values.
public struct AppIntentControlConfiguration<Intent: ControlConfigurationIntent, Content: ControlWidgetTemplate>: ControlWidgetConfiguration {
    public let kind: String
    let content: () -> Content
    public var body: Never { primitiveBody(Self.self) }

    public init<Provider: AppIntentControlValueProvider>(kind: String, intent: Intent.Type = Intent.self, provider: Provider,
                                                         @ControlWidgetTemplateBuilder content: @escaping (Provider.Value) -> Content)
    where Provider.Configuration == Intent {
        self.kind = kind
        self.content = { content(provider.previewValue(configuration: Intent())) }
    }

    public init(kind: String, intent: Intent.Type = Intent.self, @ControlWidgetTemplateBuilder content: @escaping (Intent) -> Content) {
        self.kind = kind
        self.content = { content(Intent()) }
    }
}

/// A control configuration with its name, description or options set.
public struct ModifiedControlConfiguration<Base: ControlWidgetConfiguration>: ControlWidgetConfiguration {
    let base: Base
    var displayName: LocalizedStringResource?
    var controlDescription: LocalizedStringResource?
    var promptsForConfiguration = false
    public var body: Never { primitiveBody(Self.self) }
}

extension ControlWidgetConfiguration {
    /// The name the controls gallery shows (and the picture's title).
    public func displayName(_ displayName: LocalizedStringResource) -> some ControlWidgetConfiguration {
        ModifiedControlConfiguration(base: self, displayName: displayName)
    }

    public func description(_ description: LocalizedStringResource) -> some ControlWidgetConfiguration {
        ModifiedControlConfiguration(base: self, controlDescription: description)
    }

    /// Asks for configuration when the control is added; a preview draws the intent's defaults either way.
    public func promptsForUserConfiguration() -> some ControlWidgetConfiguration {
        ModifiedControlConfiguration(base: self, promptsForConfiguration: true)
    }
}

/// What `ControlWidgetButton(action:label:)` shows while its action runs: nothing beyond the label.
public struct ControlWidgetButtonDefaultActionLabel: View {
    public var body: some View { EmptyView() }
}

/// A control that performs an action. `Action` is the intent it performs (WidgetKit's third parameter).
public struct ControlWidgetButton<Label: View, ActionLabel: View, Action>: ControlWidgetTemplate {
    let label: Label
    let action: Action
    /// Drawn only while the action runs (`true`); a preview shows the control at rest.
    let actionLabel: (Bool) -> ActionLabel

    public init(action: Action, @ViewBuilder label: @escaping () -> Label)
    where ActionLabel == ControlWidgetButtonDefaultActionLabel, Action: AppIntent {
        self.init(action: action, label: label, actionLabel: { _ in ControlWidgetButtonDefaultActionLabel() })
    }

    public init(action: Action, @ViewBuilder label: @escaping () -> Label, @ViewBuilder actionLabel: @escaping (Bool) -> ActionLabel)
    where Action: AppIntent {
        self.action = action
        self.label = label()
        self.actionLabel = actionLabel
    }
}

extension ControlWidgetButton where Label == Text, Action: AppIntent {
    public init(_ titleKey: LocalizedStringKey, action: Action, @ViewBuilder actionLabel: @escaping (Bool) -> ActionLabel) {
        self.init(action: action, label: { Text(titleKey) }, actionLabel: actionLabel)
    }

    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, action: Action, @ViewBuilder actionLabel: @escaping (Bool) -> ActionLabel) {
        self.init(action: action, label: { Text(titleResource) }, actionLabel: actionLabel)
    }

    @_disfavoredOverload
    public init(_ title: some StringProtocol, action: Action, @ViewBuilder actionLabel: @escaping (Bool) -> ActionLabel) {
        let title = String(title)
        self.init(action: action, label: { Text(verbatim: title) }, actionLabel: actionLabel)
    }
}

/// The value label of a toggle made without one: "On" or "Off", as WidgetKit shows it.
public struct ControlWidgetToggleDefaultLabel: View {
    let isOn: Bool
    public var body: some View { Text(verbatim: isOn ? "On" : "Off") }
}

/// A control that switches a state on and off with a `SetValueIntent`. `Action` is that intent
/// (WidgetKit's third parameter).
public struct ControlWidgetToggle<Label: View, ValueLabel: View, Action>: ControlWidgetTemplate {
    let isOn: Bool
    let action: Action
    let label: Label
    /// Called with the state drawn, so a preview can show both states of one toggle.
    let valueLabel: (Bool) -> ValueLabel

    public init(isOn: Bool, action: Action, @ViewBuilder label: @escaping () -> Label)
    where ValueLabel == ControlWidgetToggleDefaultLabel, Action: SetValueIntent, Action.ValueType == Bool {
        self.init(isOn: isOn, action: action, label: label, valueLabel: { ControlWidgetToggleDefaultLabel(isOn: $0) })
    }

    public init(isOn: Bool, action: Action, @ViewBuilder label: @escaping () -> Label,
                @ViewBuilder valueLabel: @escaping (Bool) -> ValueLabel) where Action: SetValueIntent, Action.ValueType == Bool {
        self.isOn = isOn
        self.action = action
        self.label = label()
        self.valueLabel = valueLabel
    }
}

extension ControlWidgetToggle where Label == Text, Action: SetValueIntent, Action.ValueType == Bool {
    public init(_ titleKey: LocalizedStringKey, isOn: Bool, action: Action, @ViewBuilder valueLabel: @escaping (Bool) -> ValueLabel) {
        self.init(isOn: isOn, action: action, label: { Text(titleKey) }, valueLabel: valueLabel)
    }

    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, isOn: Bool, action: Action,
                @ViewBuilder valueLabel: @escaping (Bool) -> ValueLabel) {
        self.init(isOn: isOn, action: action, label: { Text(titleResource) }, valueLabel: valueLabel)
    }

    @_disfavoredOverload
    public init(_ title: some StringProtocol, isOn: Bool, action: Action, @ViewBuilder valueLabel: @escaping (Bool) -> ValueLabel) {
        let title = String(title)
        self.init(isOn: isOn, action: action, label: { Text(verbatim: title) }, valueLabel: valueLabel)
    }
}

extension View {
    /// What a control says it will do when performed (shown beside the Action button, spoken). Kept in
    /// the environment of the label; a preview does not draw the Action button.
    public func controlWidgetActionHint(_ hint: Text) -> some View { self }
    public func controlWidgetActionHint(_ hint: LocalizedStringKey) -> some View { self }
    @_disfavoredOverload
    public func controlWidgetActionHint(_ hint: LocalizedStringResource) -> some View { self }
    @_disfavoredOverload
    public func controlWidgetActionHint<S: StringProtocol>(_ hint: S) -> some View { self }
    /// A status line a control shows after it is performed.
    public func controlWidgetStatus(_ status: Text) -> some View { self }
    public func controlWidgetStatus(_ statusKey: LocalizedStringKey) -> some View { self }
}

/// A control listed in a widget bundle: it has no widget families, so the bundle's widgets list none
/// for it; the bundle lists it among its controls, and `@main` previews each (`Preview(_:control:)`).
public struct ControlWidgetInBundle<Control: ControlWidget>: Widget, WidgetListing {
    public init() {}
    public var body: EmptyWidgetConfiguration { EmptyWidgetConfiguration() }
    package var widgets: [any Widget] { [] }
    var controls: [any ControlWidget.Type] { [Control.self] }
}

extension WidgetBundleBuilder {
    public static func buildExpression<Control: ControlWidget>(_ control: Control) -> ControlWidgetInBundle<Control> {
        ControlWidgetInBundle()
    }
}
