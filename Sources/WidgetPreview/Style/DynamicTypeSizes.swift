import Foundation

private struct DynamicTypeSizeKey: EnvironmentKey { static var defaultValue: DynamicTypeSize { .large } }

extension EnvironmentValues {
    public var dynamicTypeSize: DynamicTypeSize { get { self[DynamicTypeSizeKey.self] } set { self[DynamicTypeSizeKey.self] = newValue } }
}

public enum DynamicTypeSize: Hashable, Sendable, CaseIterable, Comparable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, accessibility1, accessibility2, accessibility3,
         accessibility4, accessibility5
}

extension DynamicTypeSize {
    /// Whether this is one of the five accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    /// The SwiftUI size for a legacy content size category.
    public init(_ sizeCategory: ContentSizeCategory) {
        self = DynamicTypeSize.allCases[ContentSizeCategory.allCases.firstIndex(of: sizeCategory) ?? 3]
    }
}

/// The user's preferred text size, in its iOS 13 spelling (SwiftUI's `ContentSizeCategory`); the same
/// setting as `DynamicTypeSize`, case for case, and stored in the environment as one value.
public enum ContentSizeCategory: Hashable, Sendable, CaseIterable, Comparable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge,
         accessibilityExtraExtraExtraLarge

    /// Whether this is one of the accessibility categories.
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    public init?(_ dynamicTypeSize: DynamicTypeSize) {
        guard let index = DynamicTypeSize.allCases.firstIndex(of: dynamicTypeSize) else { return nil }
        self = ContentSizeCategory.allCases[index]
    }
}

extension EnvironmentValues {
    /// The size category text is drawn at: another view of `dynamicTypeSize`.
    public var sizeCategory: ContentSizeCategory {
        get { ContentSizeCategory(dynamicTypeSize) ?? .large }
        set { dynamicTypeSize = DynamicTypeSize(newValue) }
    }
}

extension View {
    /// Limits Dynamic Type to a range (`.dynamicTypeSize(...DynamicTypeSize.xxLarge)`): the environment's
    /// size is clamped into it, as SwiftUI does.
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
        transformingEnvironment { env in
            let all = DynamicTypeSize.allCases
            let allowed = all.filter { range.contains($0) }
            guard let lowest = allowed.first, let highest = allowed.last else { return }
            env.dynamicTypeSize = min(max(env.dynamicTypeSize, lowest), highest)
        }
    }
}

/// iOS text style point sizes at every Dynamic Type size, xSmall … AX5 (HIG Typography › Specifications,
/// iOS Dynamic Type sizes; `research/widgetkit-facts.md` §2 quotes the Body and Caption 2 rows). Checked row
/// by row against the sizes UIKit reports on iOS 13.3 (temoki/UIKit_DynamicType's table): all agree but
/// Caption 2 at AX5, 41 pt there and 40 pt in the HIG, which we keep. Widgets
/// follow the size the environment sets; the default is Large, the column `DynamicTypeTable` holds.
package enum DynamicTypeRamp {
    private static let sizes: [Font.TextStyle: [Double]] = [
        .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        .title: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        .caption: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
    ]

    /// The point size of `style` at `size`.
    package static func pointSize(_ style: Font.TextStyle, at size: DynamicTypeSize) -> Double {
        let index = DynamicTypeSize.allCases.firstIndex(of: size) ?? 3
        return sizes[style]?[index] ?? DynamicTypeTable.metrics(style).size
    }

    /// How much `style` grows from Large to `size` (custom fonts `relativeTo:` a style scale by it,
    /// as `UIFontMetrics.scaledValue(for:)` does).
    package static func scale(_ style: Font.TextStyle, at size: DynamicTypeSize) -> Double {
        pointSize(style, at: size) / DynamicTypeTable.metrics(style).size
    }
}
