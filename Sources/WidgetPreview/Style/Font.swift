import Foundation
import Graphics
import Typography

/// A font request, as in SwiftUI; resolved against the Dynamic Type table and the environment's
/// weight/italic/design overrides when text is laid out.
public struct Font: Hashable, Sendable {
    public enum TextStyle: Hashable, Sendable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }

    public enum Design: Hashable, Sendable { case `default`, serif, rounded, monospaced }

    public struct Weight: Hashable, Sendable {
        let value: FontWeightClass
        public static let ultraLight = Weight(value: .ultraLight)
        public static let thin = Weight(value: .thin)
        public static let light = Weight(value: .light)
        public static let regular = Weight(value: .regular)
        public static let medium = Weight(value: .medium)
        public static let semibold = Weight(value: .semibold)
        public static let bold = Weight(value: .bold)
        public static let heavy = Weight(value: .heavy)
        public static let black = Weight(value: .black)
    }

    enum Base: Hashable, Sendable {
        case style(TextStyle)
        /// Sizes are validated where they enter (`system(size:)`, `custom(_:size:)`): finite, 0…100 000.
        case size(NonNegativeLength)
        case custom(String, size: NonNegativeLength, relativeTo: TextStyle?)
    }

    var base: Base
    var design: Design?
    var weight: Weight?
    var isItalic = false
    var isMonospacedDigit = false
    var isMonospaced = false

    public static let largeTitle = Font(base: .style(.largeTitle))
    public static let title = Font(base: .style(.title))
    public static let title2 = Font(base: .style(.title2))
    public static let title3 = Font(base: .style(.title3))
    public static let headline = Font(base: .style(.headline))
    public static let subheadline = Font(base: .style(.subheadline))
    public static let body = Font(base: .style(.body))
    public static let callout = Font(base: .style(.callout))
    public static let footnote = Font(base: .style(.footnote))
    public static let caption = Font(base: .style(.caption))
    public static let caption2 = Font(base: .style(.caption2))

    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(base: .style(style), design: design, weight: weight)
    }
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(base: .size(NonNegativeLength(Double(size))), design: design, weight: weight)
    }
    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(base: .custom(name, size: NonNegativeLength(Double(size)), relativeTo: .body))
    }
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        Font(base: .custom(name, size: NonNegativeLength(Double(size)), relativeTo: textStyle))
    }
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        Font(base: .custom(name, size: NonNegativeLength(Double(fixedSize)), relativeTo: nil))
    }

    public func weight(_ weight: Weight) -> Font { var f = self; f.weight = weight; return f }
    public func bold() -> Font { weight(.bold) }
    public func italic() -> Font { var f = self; f.isItalic = true; return f }
    public func monospacedDigit() -> Font { var f = self; f.isMonospacedDigit = true; return f }
    public func monospaced() -> Font { var f = self; f.isMonospaced = true; return f }
    public func smallCaps() -> Font { self }
    public func leading(_ leading: Leading) -> Font { self }
    public enum Leading: Hashable, Sendable { case standard, tight, loose }

    /// The face, size and tracking this font becomes with `overrides` applied, at the Dynamic Type size
    /// `dynamicTypeSize` (text styles take the ramp's size, custom fonts scale with their `relativeTo`
    /// style; fixed sizes stay fixed).
    /// On a watch (`watchCaseMillimetres`), text styles take watchOS's sizes at the case's default size
    /// (`WatchTypography`); the iOS ramp does not apply there.
    package func resolve(_ overrides: TextStyleOverrides = TextStyleOverrides(),
                         dynamicTypeSize: DynamicTypeSize = .large,
                         watchCaseMillimetres: Int? = nil) -> (descriptor: FontDescriptor, tracking: Double) {
        var size: Double
        var baseWeight = FontWeightClass.regular
        var tracking = 0.0
        var customName: String?
        switch base {
        case .style(let style):
            if let mm = watchCaseMillimetres, let watch = WatchTypography.metrics(style, caseMillimetres: mm) {
                size = watch.size
                baseWeight = watch.weight
                tracking = watch.tracking
                break
            }
            let m = DynamicTypeTable.metrics(style)
            size = DynamicTypeRamp.pointSize(style, at: dynamicTypeSize)
            baseWeight = m.weight
            // Apple's tracking depends on the point size: exact where the size is a text style's Large
            // size, else the style's own tracking (the HIG tracking table is not in research/).
            tracking = size == m.size ? m.tracking
                : Font.TextStyle.allCases.first { DynamicTypeTable.metrics($0).size == size }.map { DynamicTypeTable.metrics($0).tracking } ?? m.tracking
        case .size(let s):
            size = s.value
            tracking = DynamicTypeTable.tracking(forSize: s.value)
        case .custom(let name, let s, let relativeTo):
            size = relativeTo.map { s.value * DynamicTypeRamp.scale($0, at: dynamicTypeSize) } ?? s.value
            customName = name
        }
        var weightClass = overrides.weight?.value ?? weight?.value ?? baseWeight
        if overrides.bold { weightClass = max(weightClass, .bold) }
        let design = isMonospaced ? .monospaced : (overrides.design ?? self.design ?? .default)
        if size <= 0 { size = DynamicTypeTable.metrics(.body).size }
        let descriptor = FontDescriptor(design: design.typographyDesign, weight: weightClass, italic: isItalic || overrides.italic,
                                        size: size, monospacedDigit: isMonospacedDigit || overrides.monospacedDigit,
                                        customName: customName)
        return (descriptor, tracking)
    }
}

extension Font.Design {
    var typographyDesign: FontDesign {
        switch self {
        case .default: return .default
        case .serif: return .serif
        case .rounded: return .rounded
        case .monospaced: return .monospaced
        }
    }
}

/// iOS Dynamic Type at the default (Large) size: size, leading, weight and tracking per text style
/// (HIG Typography, research/widgetkit-facts.md §2). The one place these numbers live.
package enum DynamicTypeTable {
    package struct Metrics: Hashable, Sendable {
        package let size: Double
        package let leading: Double
        package let weight: FontWeightClass
        package let tracking: Double
    }

    package static func metrics(_ style: Font.TextStyle) -> Metrics {
        switch style {
        case .largeTitle: return Metrics(size: 34, leading: 41, weight: .regular, tracking: 0.40)
        case .title: return Metrics(size: 28, leading: 34, weight: .regular, tracking: 0.38)
        case .title2: return Metrics(size: 22, leading: 28, weight: .regular, tracking: -0.26)
        case .title3: return Metrics(size: 20, leading: 25, weight: .regular, tracking: -0.45)
        case .headline: return Metrics(size: 17, leading: 22, weight: .semibold, tracking: -0.43)
        case .body: return Metrics(size: 17, leading: 22, weight: .regular, tracking: -0.43)
        case .callout: return Metrics(size: 16, leading: 21, weight: .regular, tracking: -0.31)
        case .subheadline: return Metrics(size: 15, leading: 20, weight: .regular, tracking: -0.23)
        case .footnote: return Metrics(size: 13, leading: 18, weight: .regular, tracking: -0.08)
        case .caption: return Metrics(size: 12, leading: 16, weight: .regular, tracking: 0)
        case .caption2: return Metrics(size: 11, leading: 13, weight: .regular, tracking: 0.06)
        }
    }

    /// Tracking for a fixed-size system font: the text style of the same size, else 0.
    package static func tracking(forSize size: Double) -> Double {
        Font.TextStyle.allCases.first { metrics($0).size == size }.map { metrics($0).tracking } ?? 0
    }
}
