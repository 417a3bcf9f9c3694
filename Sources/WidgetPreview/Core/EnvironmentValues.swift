// Only keys every feature reads and each render sets per place live here (colour scheme, display scale,
// locale, time zone, calendar, layout direction, now); a feature's keys live beside the feature, in
// its own file or an `EnvironmentValues+<Feature>.swift`.
import Foundation
import Graphics
import Typography

/// A key for a value in `EnvironmentValues`, as in SwiftUI: declare a type with a `defaultValue` and an
/// `EnvironmentValues` property that reads and writes `self[Key.self]`.
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// The values a view reads with `@Environment(\.key)`.
///
/// Storage is keyed by the key's type. Values are only read on the thread that renders the view tree
/// (rendering is synchronous), which is why the struct can be marked Sendable for the task-local below.
public struct EnvironmentValues: @unchecked Sendable, CustomStringConvertible {
    private var storage: [ObjectIdentifier: Any] = [:]

    public init() {}

    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        // Unwrap the dictionary's optional first: `nil as? Optional<T>` succeeds with nil, which would hide
        // the default of a key whose value is optional (`static var defaultValue: Int? { 5 }`).
        get {
            if let stored = storage[ObjectIdentifier(key)], let value = stored as? K.Value { return value }
            return K.defaultValue
        }
        set { storage[ObjectIdentifier(key)] = newValue }
    }

    public var description: String { "EnvironmentValues(\(storage.count) values)" }

    /// The environment of the view whose `body` is being evaluated.
    ///
    /// `@Environment` reads from here: the resolver evaluates each `body` inside
    /// `EnvironmentValues.$current.withValue(env) { view.body }`, so a property wrapper needs no
    /// reflection or runtime metadata to find its value. Closures that run later during layout
    /// (GeometryReader's content) are evaluated inside the same kind of scope.
    @TaskLocal package static var current = EnvironmentValues()
}

// MARK: - Core keys

private struct ColorSchemeKey: EnvironmentKey { static var defaultValue: ColorScheme { .light } }
private struct DisplayScaleKey: EnvironmentKey { static var defaultValue: CGFloat { 2 } }
private struct LocaleKey: EnvironmentKey { static var defaultValue: Locale { Locale(identifier: "en_US") } }
private struct TimeZoneKey: EnvironmentKey { static var defaultValue: TimeZone { TimeZone(identifier: "UTC") ?? TimeZone(secondsFromGMT: 0)! } }
private struct CalendarKey: EnvironmentKey { static var defaultValue: Calendar { var c = Calendar(identifier: .gregorian); c.timeZone = TimeZone(secondsFromGMT: 0)!; return c } }
private struct LayoutDirectionKey: EnvironmentKey { static var defaultValue: LayoutDirection { .leftToRight } }
private struct NowKey: EnvironmentKey { static var defaultValue: Date { Date(timeIntervalSince1970: 1_766_102_400) } }

extension EnvironmentValues {
    public var colorScheme: ColorScheme { get { self[ColorSchemeKey.self] } set { self[ColorSchemeKey.self] = newValue } }
    /// Pixels per point of the render (frames are rounded to `1/displayScale` when lowering).
    public var displayScale: CGFloat { get { self[DisplayScaleKey.self] } set { self[DisplayScaleKey.self] = newValue } }
    public var pixelLength: CGFloat { 1 / max(displayScale, 1) }
    public var locale: Locale { get { self[LocaleKey.self] } set { self[LocaleKey.self] = newValue } }
    public var timeZone: TimeZone { get { self[TimeZoneKey.self] } set { self[TimeZoneKey.self] = newValue } }
    public var calendar: Calendar { get { self[CalendarKey.self] } set { self[CalendarKey.self] = newValue } }
    public var layoutDirection: LayoutDirection { get { self[LayoutDirectionKey.self] } set { self[LayoutDirectionKey.self] = newValue } }
    /// The render's fixed "now" (relative and timer dates count from it).
    package var now: Date { get { self[NowKey.self] } set { self[NowKey.self] = newValue } }

    /// Hands a warning up with the view being resolved in this environment (`Resolution.warnings`);
    /// nothing is written into the environment.
    package func warn(_ message: String) { Resolver.handUp(warning: message) }
}

public enum ColorScheme: Hashable, Sendable, CaseIterable { case light, dark }
public enum LayoutDirection: Hashable, Sendable, CaseIterable { case leftToRight, rightToLeft }
