import Foundation

/// A widget: its `body` is a configuration (StaticConfiguration, IntentConfiguration,
/// AppIntentConfiguration) with modifiers.
public protocol Widget {
    associatedtype Body: WidgetConfiguration
    init()
    var body: Body { get }
}

/// What a widget's `body` returns. Built-in configurations are primitive (`Body == Never`); a custom
/// type may compose one in its own `body`.
public protocol WidgetConfiguration {
    associatedtype Body: WidgetConfiguration
    var body: Body { get }
}

extension Never: WidgetConfiguration {}

/// Several widgets of one extension (`@main struct Widgets: WidgetBundle`).
public protocol WidgetBundle {
    associatedtype Body: Widget
    init()
    @WidgetBundleBuilder var body: Body { get }
}

/// Builds a bundle's widgets (each listed widget, in order), with `if #available`, `if` and `if`/`else`
/// (WidgetKit's `WidgetBundleBuilder` takes only availability checks; plain conditions are accepted too).
@resultBuilder
public struct WidgetBundleBuilder {
    public static func buildBlock<each W: Widget>(_ widget: repeat each W) -> WidgetBundleContent<repeat each W> {
        WidgetBundleContent(repeat each widget)
    }
    public static func buildExpression<W: Widget>(_ widget: W) -> W { widget }
    /// The widgets under `if #available(…)`.
    public static func buildLimitedAvailability(_ widget: some Widget) -> any Widget & _LimitedAvailabilityWidgetMarker {
        LimitedAvailabilityWidget(widget: widget)
    }
    /// An `if` without `else`: the widgets when the condition holds, none otherwise. WidgetKit takes only
    /// `if #available` here (`(any Widget & _LimitedAvailabilityWidgetMarker)?`); any condition is accepted.
    public static func buildOptional(_ widget: (any Widget)?) -> _ConditionalWidgetContent {
        _ConditionalWidgetContent(widgets: widget.map(WidgetBundleContentFlattening.widgets(in:)) ?? [],
                                  controls: widget.map(WidgetBundleContentFlattening.controls(in:)) ?? [])
    }
    public static func buildEither(first widget: any Widget) -> _ConditionalWidgetContent {
        _ConditionalWidgetContent(widgets: WidgetBundleContentFlattening.widgets(in: widget),
                                  controls: WidgetBundleContentFlattening.controls(in: widget))
    }
    public static func buildEither(second widget: any Widget) -> _ConditionalWidgetContent {
        _ConditionalWidgetContent(widgets: WidgetBundleContentFlattening.widgets(in: widget),
                                  controls: WidgetBundleContentFlattening.controls(in: widget))
    }
}

/// What `buildLimitedAvailability` returns (WidgetKit's marker for widgets under `if #available`).
public protocol _LimitedAvailabilityWidgetMarker {}

/// The widgets a bundle lists; a widget itself so bundles nest as in WidgetKit.
public struct WidgetBundleContent<each W: Widget>: Widget, WidgetListing {
    let content: (repeat each W)

    /// Instances made with `init()` (a bundle listed in another bundle by type).
    public init() { content = (repeat (each W).init()) }
    init(_ widget: repeat each W) { content = (repeat each widget) }

    /// A bundle has no configuration of its own.
    public var body: EmptyWidgetConfiguration { EmptyWidgetConfiguration() }
    /// Each widget, in the order listed (a nested bundle's or condition's widgets in its place).
    package var widgets: [any Widget] {
        var all: [any Widget] = []
        for widget in repeat each content { all += WidgetBundleContentFlattening.widgets(in: widget) }
        return all
    }
    /// Each control, in the order listed.
    var controls: [any ControlWidget.Type] {
        var all: [any ControlWidget.Type] = []
        for widget in repeat each content { all += WidgetBundleContentFlattening.controls(in: widget) }
        return all
    }
}

/// The widgets under one `if #available`.
struct LimitedAvailabilityWidget: Widget, WidgetListing, _LimitedAvailabilityWidgetMarker {
    var widget: any Widget
    init() { widget = _ConditionalWidgetContent() }
    init(widget: any Widget) { self.widget = widget }
    var body: EmptyWidgetConfiguration { EmptyWidgetConfiguration() }
    var widgets: [any Widget] { WidgetBundleContentFlattening.widgets(in: widget) }
    var controls: [any ControlWidget.Type] { WidgetBundleContentFlattening.controls(in: widget) }
}

/// The widgets of the branch an `if` took (none when it took no branch); one type for both branches of
/// an `if`/`else`, as the builder needs.
public struct _ConditionalWidgetContent: Widget, WidgetListing {
    package var widgets: [any Widget]
    var controls: [any ControlWidget.Type] = []
    public init() { widgets = [] }
    init(widgets: [any Widget], controls: [any ControlWidget.Type] = []) {
        self.widgets = widgets
        self.controls = controls
    }
    public var body: EmptyWidgetConfiguration { EmptyWidgetConfiguration() }
}

enum WidgetBundleContentFlattening {
    /// A widget's own widgets when it stands for several, else itself.
    static func widgets(in widget: any Widget) -> [any Widget] {
        (widget as? any WidgetListing)?.widgets ?? [widget]
    }

    /// The controls (iOS 18) a bundle entry lists: a control's own type, or a nested bundle's controls.
    static func controls(in widget: any Widget) -> [any ControlWidget.Type] {
        (widget as? any WidgetListing)?.controls ?? []
    }
}

/// Widgets that stand for several (a bundle's content).
protocol WidgetListing {
    var widgets: [any Widget] { get }
    /// The controls listed among them (they are not widgets: they have no families).
    var controls: [any ControlWidget.Type] { get }
}

extension WidgetListing {
    var controls: [any ControlWidget.Type] { [] }
}

extension WidgetBundle {
    /// The bundle's widgets, in the order its body lists them.
    package var widgets: [any Widget] {
        WidgetBundleContentFlattening.widgets(in: body)
    }

    /// The bundle's controls (iOS 18), in the order its body lists them.
    package var controls: [any ControlWidget.Type] {
        WidgetBundleContentFlattening.controls(in: body)
    }
}

/// A configuration that shows nothing (a bundle's own body).
public struct EmptyWidgetConfiguration: WidgetConfiguration {
    public init() {}
    public var body: Never { primitiveBody(Self.self) }
}

/// Builds a configuration (WidgetKit's `WidgetConfigurationBuilder`).
@resultBuilder
public enum WidgetConfigurationBuilder {
    public static func buildBlock<C: WidgetConfiguration>(_ configuration: C) -> C { configuration }
    public static func buildExpression<C: WidgetConfiguration>(_ configuration: C) -> C { configuration }
}

/// Places WidgetKit shows widgets in, for `disfavoredLocations(_:for:)`.
public struct WidgetLocation: Hashable, Sendable {
    let name: String
    public static let homeScreen = WidgetLocation(name: "homeScreen")
    public static let lockScreen = WidgetLocation(name: "lockScreen")
    public static let standBy = WidgetLocation(name: "standBy")
    public static let iPhoneWidgetsOnMac = WidgetLocation(name: "iPhoneWidgetsOnMac")
    /// iOS 26: the CarPlay widgets screen.
    public static let carPlay = WidgetLocation(name: "carPlay")
    /// watchOS 26: the Smart Stack.
    public static let smartStack = WidgetLocation(name: "smartStack")
    /// watchOS 26: a watch face complication.
    public static let watchFace = WidgetLocation(name: "watchFace")
}
