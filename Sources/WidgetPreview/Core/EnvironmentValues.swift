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

// MARK: - Public SwiftUI keys

private struct FontKey: EnvironmentKey { static var defaultValue: Font? { nil } }
private struct ColorSchemeKey: EnvironmentKey { static var defaultValue: ColorScheme { .light } }
private struct LineLimitKey: EnvironmentKey { static var defaultValue: Int? { nil } }
private struct MultilineTextAlignmentKey: EnvironmentKey { static var defaultValue: TextAlignment { .leading } }
private struct TruncationModeKey: EnvironmentKey { static var defaultValue: Text.TruncationMode { .tail } }
private struct LineSpacingKey: EnvironmentKey { static var defaultValue: CGFloat { 0 } }
private struct MinimumScaleFactorKey: EnvironmentKey { static var defaultValue: CGFloat { 1 } }
private struct DisplayScaleKey: EnvironmentKey { static var defaultValue: CGFloat { 2 } }
private struct LocaleKey: EnvironmentKey { static var defaultValue: Locale { Locale(identifier: "en_US") } }
private struct TimeZoneKey: EnvironmentKey { static var defaultValue: TimeZone { TimeZone(identifier: "UTC") ?? TimeZone(secondsFromGMT: 0)! } }
private struct CalendarKey: EnvironmentKey { static var defaultValue: Calendar { var c = Calendar(identifier: .gregorian); c.timeZone = TimeZone(secondsFromGMT: 0)!; return c } }
private struct LayoutDirectionKey: EnvironmentKey { static var defaultValue: LayoutDirection { .leftToRight } }
private struct RedactionReasonsKey: EnvironmentKey { static var defaultValue: RedactionReasons { [] } }
private struct IsEnabledKey: EnvironmentKey { static var defaultValue: Bool { true } }
private struct TextCaseKey: EnvironmentKey { static var defaultValue: Text.Case? { nil } }
private struct DynamicTypeSizeKey: EnvironmentKey { static var defaultValue: DynamicTypeSize { .large } }

extension EnvironmentValues {
    public var font: Font? { get { self[FontKey.self] } set { self[FontKey.self] = newValue } }
    public var colorScheme: ColorScheme { get { self[ColorSchemeKey.self] } set { self[ColorSchemeKey.self] = newValue } }
    public var lineLimit: Int? { get { self[LineLimitKey.self] } set { self[LineLimitKey.self] = newValue } }
    public var multilineTextAlignment: TextAlignment {
        get { self[MultilineTextAlignmentKey.self] } set { self[MultilineTextAlignmentKey.self] = newValue }
    }
    public var truncationMode: Text.TruncationMode { get { self[TruncationModeKey.self] } set { self[TruncationModeKey.self] = newValue } }
    public var lineSpacing: CGFloat { get { self[LineSpacingKey.self] } set { self[LineSpacingKey.self] = newValue } }
    public var minimumScaleFactor: CGFloat {
        get { self[MinimumScaleFactorKey.self] } set { self[MinimumScaleFactorKey.self] = newValue }
    }
    /// Pixels per point of the render (frames are rounded to `1/displayScale` when lowering).
    public var displayScale: CGFloat { get { self[DisplayScaleKey.self] } set { self[DisplayScaleKey.self] = newValue } }
    public var pixelLength: CGFloat { 1 / max(displayScale, 1) }
    public var locale: Locale { get { self[LocaleKey.self] } set { self[LocaleKey.self] = newValue } }
    public var timeZone: TimeZone { get { self[TimeZoneKey.self] } set { self[TimeZoneKey.self] = newValue } }
    public var calendar: Calendar { get { self[CalendarKey.self] } set { self[CalendarKey.self] = newValue } }
    public var layoutDirection: LayoutDirection { get { self[LayoutDirectionKey.self] } set { self[LayoutDirectionKey.self] = newValue } }
    public var redactionReasons: RedactionReasons { get { self[RedactionReasonsKey.self] } set { self[RedactionReasonsKey.self] = newValue } }
    public var isEnabled: Bool { get { self[IsEnabledKey.self] } set { self[IsEnabledKey.self] = newValue } }
    public var textCase: Text.Case? { get { self[TextCaseKey.self] } set { self[TextCaseKey.self] = newValue } }
    public var dynamicTypeSize: DynamicTypeSize { get { self[DynamicTypeSizeKey.self] } set { self[DynamicTypeSizeKey.self] = newValue } }
}

public enum ColorScheme: Hashable, Sendable, CaseIterable { case light, dark }
public enum LayoutDirection: Hashable, Sendable, CaseIterable { case leftToRight, rightToLeft }
public enum DynamicTypeSize: Hashable, Sendable, CaseIterable, Comparable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, accessibility1, accessibility2, accessibility3,
         accessibility4, accessibility5
}

public struct RedactionReasons: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let placeholder = RedactionReasons(rawValue: 1)
    public static let privacy = RedactionReasons(rawValue: 2)
    public static let invalidated = RedactionReasons(rawValue: 4)
}

// MARK: - Package keys (renderer inputs that are not SwiftUI API)

private struct TextEngineKey: EnvironmentKey { static var defaultValue: any TextLayoutEngine { ApproximateTextEngine() } }
private struct AssetDirectoriesKey: EnvironmentKey { static var defaultValue: [URL] { [] } }
private struct AssetCatalogIndexKey: EnvironmentKey { static var defaultValue: AssetCatalogIndex? { nil } }
private struct SystemFontDirectoryKey: EnvironmentKey { static var defaultValue: URL? { nil } }
private struct CompactSystemFontKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct NowKey: EnvironmentKey { static var defaultValue: Date { Date(timeIntervalSince1970: 1_766_102_400) } }
private struct ForegroundStyleKey: EnvironmentKey { static var defaultValue: ForegroundStyleLevels? { nil } }
private struct TintKey: EnvironmentKey { static var defaultValue: AnyShapeStyle? { nil } }
private struct TextStyleOverridesKey: EnvironmentKey { static var defaultValue: TextStyleOverrides { TextStyleOverrides() } }
private struct ImageScaleKey: EnvironmentKey { static var defaultValue: Image.Scale { .medium } }
private struct SymbolRenderingModeKey: EnvironmentKey { static var defaultValue: SymbolRenderingMode? { nil } }
private struct BackgroundStyleKey: EnvironmentKey { static var defaultValue: AnyShapeStyle? { nil } }

extension EnvironmentValues {
    /// Lays text out; the renderer injects the FreeType engine, tests inject a deterministic fake.
    package var textEngine: any TextLayoutEngine { get { self[TextEngineKey.self] } set { self[TextEngineKey.self] = newValue } }
    /// Where `Image("name")` looks for `name.png` / `name@2x.png`.
    package var assetDirectories: [URL] { get { self[AssetDirectoriesKey.self] } set { self[AssetDirectoriesKey.self] = newValue } }
    /// The render's listing of the asset directories (nil outside a render: each lookup lists them).
    /// The developer's Apple system font files for `.system` text (`SystemFontSetting`); nil: bundled.
    package var systemFontDirectory: URL? { get { self[SystemFontDirectoryKey.self] } set { self[SystemFontDirectoryKey.self] = newValue } }
    /// An Apple Watch place (Smart Stack, complications): the developer's system fonts are SF Compact.
    package var compactSystemFont: Bool { get { self[CompactSystemFontKey.self] } set { self[CompactSystemFontKey.self] = newValue } }
    package var assetCatalogIndex: AssetCatalogIndex? { get { self[AssetCatalogIndexKey.self] } set { self[AssetCatalogIndexKey.self] = newValue } }
    /// The render's fixed "now" (relative and timer dates count from it).
    package var now: Date { get { self[NowKey.self] } set { self[NowKey.self] = newValue } }
    /// `foregroundStyle(_:_:_:)` levels; nil means the hierarchical label colours of the colour scheme.
    package var foregroundStyles: ForegroundStyleLevels? { get { self[ForegroundStyleKey.self] } set { self[ForegroundStyleKey.self] = newValue } }
    package var tintStyle: AnyShapeStyle? { get { self[TintKey.self] } set { self[TintKey.self] = newValue } }
    package var backgroundStyleOverride: AnyShapeStyle? { get { self[BackgroundStyleKey.self] } set { self[BackgroundStyleKey.self] = newValue } }
    /// `fontWeight`, `bold`, `italic`, `fontDesign` applied on top of the font.
    package var textStyleOverrides: TextStyleOverrides { get { self[TextStyleOverridesKey.self] } set { self[TextStyleOverridesKey.self] = newValue } }
    package var imageScale: Image.Scale { get { self[ImageScaleKey.self] } set { self[ImageScaleKey.self] = newValue } }
    package var symbolRenderingMode: SymbolRenderingMode? { get { self[SymbolRenderingModeKey.self] } set { self[SymbolRenderingModeKey.self] = newValue } }

    /// Hands a warning up with the view being resolved in this environment (`Resolution.warnings`);
    /// nothing is written into the environment.
    package func warn(_ message: String) { Resolver.handUp(warning: message) }
}

package struct TextStyleOverrides: Hashable, Sendable {
    package var weight: Font.Weight?
    package var bold = false
    package var italic = false
    package var design: Font.Design?
    package var monospacedDigit = false
    /// `.underline()` / `.strikethrough()` on a view: nil where no view set them.
    package var underline: Bool?
    package var strikethrough: Bool?
    package init() {}
}
