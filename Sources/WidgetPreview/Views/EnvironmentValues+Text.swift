import Foundation
import Graphics
import Typography

// The environment keys text reads: its font and the modifiers that shape its lines.

private struct FontKey: EnvironmentKey { static var defaultValue: Font? { nil } }
private struct LineLimitKey: EnvironmentKey { static var defaultValue: Int? { nil } }
private struct MultilineTextAlignmentKey: EnvironmentKey { static var defaultValue: TextAlignment { .leading } }
private struct TruncationModeKey: EnvironmentKey { static var defaultValue: Text.TruncationMode { .tail } }
private struct LineSpacingKey: EnvironmentKey { static var defaultValue: CGFloat { 0 } }
private struct MinimumScaleFactorKey: EnvironmentKey { static var defaultValue: CGFloat { 1 } }
private struct TextCaseKey: EnvironmentKey { static var defaultValue: Text.Case? { nil } }
private struct TextStyleOverridesKey: EnvironmentKey { static var defaultValue: TextStyleOverrides { TextStyleOverrides() } }

extension EnvironmentValues {
    public var font: Font? { get { self[FontKey.self] } set { self[FontKey.self] = newValue } }
    public var lineLimit: Int? { get { self[LineLimitKey.self] } set { self[LineLimitKey.self] = newValue } }
    public var multilineTextAlignment: TextAlignment {
        get { self[MultilineTextAlignmentKey.self] } set { self[MultilineTextAlignmentKey.self] = newValue }
    }
    public var truncationMode: Text.TruncationMode { get { self[TruncationModeKey.self] } set { self[TruncationModeKey.self] = newValue } }
    public var lineSpacing: CGFloat { get { self[LineSpacingKey.self] } set { self[LineSpacingKey.self] = newValue } }
    public var minimumScaleFactor: CGFloat {
        get { self[MinimumScaleFactorKey.self] } set { self[MinimumScaleFactorKey.self] = newValue }
    }
    public var textCase: Text.Case? { get { self[TextCaseKey.self] } set { self[TextCaseKey.self] = newValue } }
    /// `fontWeight`, `bold`, `italic`, `fontDesign` applied on top of the font.
    package var textStyleOverrides: TextStyleOverrides { get { self[TextStyleOverridesKey.self] } set { self[TextStyleOverridesKey.self] = newValue } }
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
