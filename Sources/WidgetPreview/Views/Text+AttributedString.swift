import Foundation

extension Text {
    /// A line drawn through or under text (SwiftUI's `Text.LineStyle`). Lines are drawn solid in the
    /// text's colour; the pattern and colour are kept.
    public struct LineStyle: Hashable, Sendable {
        public struct Pattern: Hashable, Sendable {
            let kind: Int
            public static let solid = Pattern(kind: 0)
            public static let dot = Pattern(kind: 1)
            public static let dash = Pattern(kind: 2)
            public static let dashDot = Pattern(kind: 3)
            public static let dashDotDot = Pattern(kind: 4)
        }
        public let pattern: Pattern
        public let color: Color?
        public init(pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }
        public static let single = LineStyle()
    }
}

extension AttributeScopes {
    /// SwiftUI's attributes for `AttributedString` (`s.font = .headline`, `s.foregroundColor = .red` …);
    /// `Text(_:)` draws them per run.
    public struct SwiftUIAttributes: AttributeScope {
        public enum FontAttribute: AttributedStringKey {
            public typealias Value = Font
            public static let name = "SwiftUI.Font"
        }
        public enum ForegroundColorAttribute: AttributedStringKey {
            public typealias Value = Color
            public static let name = "SwiftUI.ForegroundColor"
        }
        public enum BackgroundColorAttribute: AttributedStringKey {
            public typealias Value = Color
            public static let name = "SwiftUI.BackgroundColor"
        }
        public enum StrikethroughStyleAttribute: AttributedStringKey {
            public typealias Value = Text.LineStyle
            public static let name = "SwiftUI.StrikethroughStyle"
        }
        public enum UnderlineStyleAttribute: AttributedStringKey {
            public typealias Value = Text.LineStyle
            public static let name = "SwiftUI.UnderlineStyle"
        }
        public enum KerningAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.Kern"
        }
        public enum TrackingAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.Tracking"
        }
        public enum BaselineOffsetAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.BaselineOffset"
        }

        public let font: FontAttribute
        public let foregroundColor: ForegroundColorAttribute
        public let backgroundColor: BackgroundColorAttribute
        public let strikethroughStyle: StrikethroughStyleAttribute
        public let underlineStyle: UnderlineStyleAttribute
        public let kern: KerningAttribute
        public let tracking: TrackingAttribute
        public let baselineOffset: BaselineOffsetAttribute
        public let foundation: AttributeScopes.FoundationAttributes
    }

    public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }
}

extension AttributeDynamicLookup {
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>) -> T {
        self[T.self]
    }
}

extension Text {
    /// Attributed text: one piece per run, with the run's font, colour, strikethrough, underline, kerning,
    /// tracking and baseline offset. Links take the tint, as iOS draws them. Disfavoured: Linux Foundation's
    /// `AttributedString` takes string literals, and `Text("key")` must stay a `LocalizedStringKey` as in SwiftUI.
    @_disfavoredOverload
    public init(_ attributedContent: AttributedString) {
        typealias Scope = AttributeScopes.SwiftUIAttributes
        var pieces: [Piece] = []
        for run in attributedContent.runs {
            var a = Attributes()
            a.font = run[Scope.FontAttribute.self]
            a.color = run[Scope.ForegroundColorAttribute.self]
            if a.color == nil, run.link != nil { a.style = HashableStyle(TintShapeStyle()) }
            if run[Scope.StrikethroughStyleAttribute.self] != nil { a.strikethrough = true }
            if run[Scope.UnderlineStyleAttribute.self] != nil { a.underline = true }
            a.kerning = run[Scope.KerningAttribute.self].map { $0.length }
            a.tracking = run[Scope.TrackingAttribute.self].map { $0.length }
            a.baselineOffset = run[Scope.BaselineOffsetAttribute.self].map { $0.length }
            let string = String(attributedContent[run.range].characters)
            pieces.append(Piece(content: .string(string), attributes: a))
        }
        self.init(pieces: pieces)
    }
}
