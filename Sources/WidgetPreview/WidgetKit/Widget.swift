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

/// Builds a bundle's widgets (each listed widget, in order).
@resultBuilder
public enum WidgetBundleBuilder {
    public static func buildBlock<each W: Widget>(_ widget: repeat each W) -> WidgetBundleContent<repeat each W> {
        WidgetBundleContent()
    }
    public static func buildExpression<W: Widget>(_ widget: W) -> W { widget }
    public static func buildLimitedAvailability<W: Widget>(_ widget: W) -> W { widget }
}

/// The widgets a bundle lists; a widget itself so bundles nest as in WidgetKit.
public struct WidgetBundleContent<each W: Widget>: Widget, WidgetListing {
    public init() {}
    /// The first widget's configuration (a bundle has no configuration of its own).
    public var body: EmptyWidgetConfiguration { EmptyWidgetConfiguration() }
    /// One instance of each widget, in the order listed.
    package var widgets: [any Widget] {
        var all: [any Widget] = []
        for type in repeat (each W).self { all.append(type.init()) }
        return all
    }
}

/// Widgets that stand for several (a bundle's content).
protocol WidgetListing {
    var widgets: [any Widget] { get }
}

extension WidgetBundle {
    /// The bundle's widgets, in the order its body lists them.
    package var widgets: [any Widget] {
        (body as? any WidgetListing)?.widgets ?? [body]
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
