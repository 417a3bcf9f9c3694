import Foundation

/// Core Text's font type: on iOS `UIFont` is toll-free bridged to it, which is how `Font(uiFont)`
/// compiles (`Font.init(_ font: CTFont)`); here the two are one type.
public typealias CTFont = UIFont

/// UIKit's font, as far as widget code uses it: text styles at the Large size (UIKit's default content
/// size category), system fonts by size and weight, and named fonts. It becomes a SwiftUI font with `Font(_:)`.
public final class UIFont: Hashable, @unchecked Sendable {
    /// A UIKit text style; raw values are UIKit's.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// The SwiftUI text style with the same metrics.
        var swiftUIStyle: Font.TextStyle {
            switch self {
            case .largeTitle: return .largeTitle
            case .title1: return .title
            case .title2: return .title2
            case .title3: return .title3
            case .headline: return .headline
            case .subheadline: return .subheadline
            case .callout: return .callout
            case .footnote: return .footnote
            case .caption1: return .caption
            case .caption2: return .caption2
            default: return .body
            }
        }
    }

    /// A font weight; raw values are UIKit's (`UIFontWeightRegular` is 0, bold 0.4 …).
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)

        /// The nearest SwiftUI weight (the named weights map one to one).
        var swiftUIWeight: Font.Weight {
            let table: [(CGFloat, Font.Weight)] = [(-0.8, .ultraLight), (-0.6, .thin), (-0.4, .light), (0, .regular),
                                                   (0.23, .medium), (0.3, .semibold), (0.4, .bold), (0.56, .heavy), (0.62, .black)]
            let value = rawValue.isNaN ? 0 : rawValue
            return table.min { abs($0.0 - value) < abs($1.0 - value) }?.1 ?? .regular
        }
    }

    enum Kind: Hashable {
        case textStyle(TextStyle)
        case system(weight: Weight, monospaced: Bool, monospacedDigits: Bool, italic: Bool)
        case named(String)
    }
    let kind: Kind
    public let pointSize: CGFloat

    init(kind: Kind, pointSize: CGFloat) {
        self.kind = kind
        self.pointSize = pointSize.isFinite ? max(0, pointSize) : 17
    }

    /// A named font (`UIFont(name: "Avenir-Heavy", size: 14)`): drawn from the fonts the render knows by that
    /// name, as `Font.custom(_:fixedSize:)`. Never nil, so code that force-unwraps it still renders.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        self.init(kind: .named(fontName), pointSize: fontSize)
    }

    /// The text style's font at the Large content size category (widgets' default).
    public class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        UIFont(kind: .textStyle(style), pointSize: CGFloat(DynamicTypeTable.metrics(style.swiftUIStyle).size))
    }

    public class func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        preferredFont(forTextStyle: style)
    }

    public class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(kind: .system(weight: weight, monospaced: false, monospacedDigits: false, italic: false), pointSize: fontSize)
    }

    public class func systemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .regular) }

    public class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .bold) }

    public class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(kind: .system(weight: .regular, monospaced: false, monospacedDigits: false, italic: true), pointSize: fontSize)
    }

    public class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(kind: .system(weight: weight, monospaced: true, monospacedDigits: false, italic: false), pointSize: fontSize)
    }

    public class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(kind: .system(weight: weight, monospaced: false, monospacedDigits: true, italic: false), pointSize: fontSize)
    }

    /// The same font at another size.
    public func withSize(_ fontSize: CGFloat) -> UIFont { UIFont(kind: kind, pointSize: fontSize) }

    /// The SwiftUI font this draws as: text styles stay text styles (so Dynamic Type applies), system fonts
    /// keep size and weight, named fonts keep their name at a fixed size.
    var swiftUIFont: Font {
        switch kind {
        case .textStyle(let style):
            return Font.system(style.swiftUIStyle)
        case .system(let weight, let monospaced, let digits, let italic):
            var font = Font.system(size: pointSize, weight: weight.swiftUIWeight)
            if monospaced { font = font.monospaced() }
            if digits { font = font.monospacedDigit() }
            if italic { font = font.italic() }
            return font
        case .named(let name):
            return Font.custom(name, fixedSize: pointSize)
        }
    }

    public static func == (a: UIFont, b: UIFont) -> Bool { a.kind == b.kind && a.pointSize == b.pointSize }
    public func hash(into hasher: inout Hasher) { hasher.combine(kind); hasher.combine(pointSize) }
}

extension Font {
    /// A SwiftUI font from a platform font (`Font(UIFont.preferredFont(forTextStyle: .body))`).
    public init(_ font: CTFont) { self = font.swiftUIFont }
}

/// Scales custom sizes the way a text style grows with Dynamic Type (UIKit's `UIFontMetrics`), at the
/// Dynamic Type size of the view being drawn.
public final class UIFontMetrics: @unchecked Sendable {
    let textStyle: UIFont.TextStyle

    public init(forTextStyle textStyle: UIFont.TextStyle) { self.textStyle = textStyle }

    /// The body style's metrics.
    public static var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

    /// `value` scaled by how much the text style has grown from the Large size.
    public func scaledValue(for value: CGFloat) -> CGFloat {
        value * CGFloat(DynamicTypeRamp.scale(textStyle.swiftUIStyle, at: EnvironmentValues.current.dynamicTypeSize))
    }

    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        scaledValue(for: value)
    }

    /// `font` at its size scaled as `scaledValue(for:)` scales it.
    public func scaledFont(for font: UIFont) -> UIFont { font.withSize(scaledValue(for: font.pointSize)) }

    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        font.withSize(min(maximumPointSize, scaledValue(for: font.pointSize)))
    }
}
