import Foundation
import Graphics
import Typography

/// A text, as in SwiftUI: pieces of string (or dates resolved at render time) each with its own
/// attributes; `Text + Text` concatenates pieces, Text modifiers fill attributes the pieces lack.
public struct Text: View {
    public enum TruncationMode: Hashable, Sendable { case head, tail, middle }
    public enum Case: Hashable, Sendable { case uppercase, lowercase }

    public struct DateStyle: Hashable, Sendable {
        enum Kind: Hashable, Sendable { case time, date, relative, offset, timer }
        let kind: Kind
        public static let time = DateStyle(kind: .time)
        public static let date = DateStyle(kind: .date)
        public static let relative = DateStyle(kind: .relative)
        public static let offset = DateStyle(kind: .offset)
        public static let timer = DateStyle(kind: .timer)
    }

    enum Content: Hashable {
        case string(String)
        case date(Date, DateStyle)
        case dateRange(ClosedRange<Date>)
        case timerInterval(ClosedRange<Date>, countsDown: Bool)
        /// `Text(value, format:)`, formatted when rendered in the environment's locale and time zone.
        case formatted(DeferredFormat)
        /// `Text(LocalizedStringKey)`: looked up and formatted when rendered (`LocalizedText`).
        case localized(LocalizedText)
    }

    struct Attributes: Hashable {
        var font: Font?
        var weight: Font.Weight?
        var design: Font.Design?
        var italic: Bool?
        var bold: Bool?
        var color: Color?
        var style: HashableStyle?
        var tracking: Double?
        var kerning: Double?
        var baselineOffset: Double?
        var underline: Bool?
        var strikethrough: Bool?
        var monospacedDigit: Bool?
        var textCase: Case??

        /// Fills the attributes this piece does not set from `outer`.
        mutating func inherit(_ outer: Attributes) {
            font = font ?? outer.font
            weight = weight ?? outer.weight
            design = design ?? outer.design
            italic = italic ?? outer.italic
            bold = bold ?? outer.bold
            color = color ?? outer.color
            style = style ?? outer.style
            tracking = tracking ?? outer.tracking
            kerning = kerning ?? outer.kerning
            baselineOffset = baselineOffset ?? outer.baselineOffset
            underline = underline ?? outer.underline
            strikethrough = strikethrough ?? outer.strikethrough
            monospacedDigit = monospacedDigit ?? outer.monospacedDigit
            textCase = textCase ?? outer.textCase
        }
    }

    struct Piece: Hashable {
        var content: Content
        var attributes: Attributes
    }

    var pieces: [Piece]

    init(pieces: [Piece]) { self.pieces = pieces }

    public init(verbatim content: String) { pieces = [Piece(content: .string(content), attributes: Attributes())] }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { self.init(verbatim: String(content)) }

    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        let text = LocalizedText(key: key, table: tableName, bundlePath: bundle.flatMap { $0.resourceURL?.path ?? $0.bundlePath })
        pieces = [Piece(content: .localized(text), attributes: Attributes())]
    }

    public init(_ date: Date, style: DateStyle) { pieces = [Piece(content: .date(date, style), attributes: Attributes())] }

    public init(_ dates: ClosedRange<Date>) { pieces = [Piece(content: .dateRange(dates), attributes: Attributes())] }

    public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
        pieces = [Piece(content: .timerInterval(timerInterval, countsDown: countsDown), attributes: Attributes())]
    }

    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        pieces = [Piece(content: .formatted(DeferredFormat(input, format)), attributes: Attributes())]
    }

    public var body: Never { primitiveBody(Self.self) }

    public static func + (lhs: Text, rhs: Text) -> Text { Text(pieces: lhs.pieces + rhs.pieces) }

    private func modified(_ change: (inout Attributes) -> Void) -> Text {
        var outer = Attributes()
        change(&outer)
        return Text(pieces: pieces.map { piece in
            var p = piece
            p.attributes.inherit(outer)
            return p
        })
    }

    public func font(_ font: Font?) -> Text { modified { $0.font = font } }
    public func fontWeight(_ weight: Font.Weight?) -> Text { modified { $0.weight = weight } }
    public func fontDesign(_ design: Font.Design?) -> Text { modified { $0.design = design } }
    public func bold() -> Text { modified { $0.bold = true } }
    public func bold(_ isActive: Bool) -> Text { modified { $0.bold = isActive } }
    public func italic() -> Text { modified { $0.italic = true } }
    public func italic(_ isActive: Bool) -> Text { modified { $0.italic = isActive } }
    public func foregroundColor(_ color: Color?) -> Text { modified { $0.color = color } }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { modified { $0.style = HashableStyle(style) } }
    public func kerning(_ kerning: CGFloat) -> Text { modified { $0.kerning = kerning.length } }
    public func tracking(_ tracking: CGFloat) -> Text { modified { $0.tracking = tracking.length } }
    public func baselineOffset(_ offset: CGFloat) -> Text { modified { $0.baselineOffset = offset.length } }
    public func monospacedDigit() -> Text { modified { $0.monospacedDigit = true } }
    public func monospaced(_ isActive: Bool = true) -> Text { modified { $0.design = isActive ? .monospaced : nil } }
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { modified { $0.underline = isActive } }
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { modified { $0.strikethrough = isActive } }
    public func textCase(_ textCase: Case?) -> Text { modified { $0.textCase = .some(textCase) } }
}

/// A ShapeStyle carried in text attributes (compared by identity of its description only).
struct HashableStyle: Hashable, @unchecked Sendable {
    let style: AnyShapeStyle
    let key: String
    init<S: ShapeStyle>(_ style: S) {
        self.style = AnyShapeStyle(style)
        key = String(describing: style)
    }
    static func == (a: Self, b: Self) -> Bool { a.key == b.key }
    func hash(into h: inout Hasher) { h.combine(key) }
}

extension Text {
    /// The styled runs of this text in `env`: fonts resolved, dates formatted, colours resolved.
    package func styledRuns(in env: EnvironmentValues) -> [StyledTextRun] {
        resolvedPieces(in: env).map { piece in
            let a = piece.attributes
            var overrides = env.textStyleOverrides
            if let w = a.weight { overrides.weight = w }
            if let d = a.design { overrides.design = d }
            if let b = a.bold { overrides.bold = b }
            if let i = a.italic { overrides.italic = i }
            if let m = a.monospacedDigit { overrides.monospacedDigit = m }
            let font = env.systemLockedFont ?? a.font ?? env.font ?? .body
            if env.systemLockedFont != nil { overrides = TextStyleOverrides() }  // the system's font, as is
            var (descriptor, styleTracking) = font.resolve(overrides, dynamicTypeSize: env.dynamicTypeSize,
                                                            watchCaseMillimetres: env.watchCaseMillimetres)
            SystemFontSetting.apply(env.systemFontDirectory, compact: env.compactSystemFont, to: &descriptor,
                                    tracking: &styleTracking)
            var text = TextFormatting.string(for: piece.content, in: env)
            let textCase: Text.Case? = a.textCase ?? env.textCase
            if let textCase {
                if textCase == .uppercase { text = text.uppercased() } else if textCase == .lowercase { text = text.lowercased() }
            }
            var paint: Paint?
            if let color = a.color { paint = .solid(color.resolve(in: env)) }
            else if let style = a.style, case .color(let c) = style.style.resolveStyle(in: env) { paint = .solid(c) }
            return StyledTextRun(text: text, font: descriptor, paint: paint,
                                 tracking: (a.tracking ?? styleTracking) + (a.kerning ?? 0),
                                 baselineOffset: a.baselineOffset ?? 0,
                                 underline: a.underline ?? env.textStyleOverrides.underline ?? false,
                                 strikethrough: a.strikethrough ?? env.textStyleOverrides.strikethrough ?? false)
        }
    }

    /// The plain string (for accessibility labels and debugging).
    package func plainString(in env: EnvironmentValues) -> String {
        resolvedPieces(in: env).map { TextFormatting.string(for: $0.content, in: env) }.joined()
    }

    /// The pieces with each localized one replaced by its translation's pieces (which take its attributes).
    func resolvedPieces(in env: EnvironmentValues) -> [Piece] {
        pieces.flatMap { piece -> [Piece] in
            guard case .localized(let text) = piece.content else { return [piece] }
            return Text(pieces: text.pieces(in: env)).resolvedPieces(in: env).map { inner in
                var resolved = inner
                resolved.attributes.inherit(piece.attributes)
                return resolved
            }
        }
    }
}

extension Text: ResolvableView {
    func resolveNodes(in env: EnvironmentValues) -> [LayoutNode] {
        // Runs without their own colour take the foreground. A solid foreground is written into the
        // runs here, so every engine's glyph runs carry it; a gradient stays nil and is applied as the
        // layout's default paint when lowering.
        // A Text-level gradient `foregroundStyle` paints the whole text (as the layout's default paint).
        let textStyle = pieces.lazy.compactMap { $0.attributes.style }.first?.style.resolveStyle(in: env)
        let style: ResolvedStyle
        if let textStyle, case .color = textStyle { style = HierarchicalShapeStyle.primary.resolveStyle(in: env) }
        else { style = textStyle ?? HierarchicalShapeStyle.primary.resolveStyle(in: env) }
        var runs = styledRuns(in: env)
        if case .color(let color) = style {
            for i in runs.indices where runs[i].paint == nil { runs[i].paint = .solid(color) }
        }
        let request = TextLayoutRequest(
            runs: runs, lineLimit: (env.systemLineLimit ?? env.lineLimit).map { max(1, $0) },
            truncation: env.truncationMode == .head ? .head : env.truncationMode == .middle ? .middle : .tail,
            alignment: env.multilineTextAlignment == .center ? .center : env.multilineTextAlignment == .trailing ? .trailing : .leading,
            lineSpacing: env.lineSpacing.length, minimumScaleFactor: max(0.01, min(1, env.minimumScaleFactor.length)),
            allowsTightening: env.allowsTightening,
            layoutDirection: env.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight)
        return [TextNode(request: request, engine: env.textEngine, style: style)]
    }
}
