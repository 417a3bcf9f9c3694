import Graphics

// CONTRACT between the view layer (WidgetPreview) and Typography. The typography work replaces the
// bodies, keeps the shapes. Layout asks `TypeSetter.layout(_:width:)` for a size and baselines, and the
// lowering step asks the resulting `TextLayout` for DisplayList items.

/// SwiftUI's font designs, each served by one bundled family (see Fonts/README.md).
package enum FontDesign: String, Hashable, Sendable, CaseIterable {
    case `default`, rounded, monospaced, serif
}

/// SwiftUI's `Font.Weight` ladder.
package enum FontWeightClass: Int, Hashable, Sendable, CaseIterable, Comparable {
    case ultraLight = 100, thin = 200, light = 300, regular = 400, medium = 500, semibold = 600, bold = 700,
         heavy = 800, black = 900
    package static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
}

/// A fully resolved font request: what a `Font` becomes once the environment is applied.
package struct FontDescriptor: Hashable, Sendable {
    package var design: FontDesign
    package var weight: FontWeightClass
    package var italic: Bool
    package var size: Double
    package var monospacedDigit: Bool
    /// `.custom(name, size:)`: looked up among the bundled faces, else the default face with a warning.
    package var customName: String?
    /// The text style's published line height in points (Dynamic Type: body 17/22, caption2 11/13 …);
    /// nil: Typography's rule (the face's ascender + descender + line gap, at least 22/17 em).
    package var leading: Double?
    /// The folder of the developer's Apple system font files (`SystemFontFolder`); nil: the bundled stand-ins.
    package var systemFontFolder: String?
    /// watchOS: `.system` text from that folder is SF Compact, not SF Pro.
    package var compactSystemFont: Bool = false

    package init(design: FontDesign = .default, weight: FontWeightClass = .regular, italic: Bool = false,
                 size: Double, monospacedDigit: Bool = false, customName: String? = nil, leading: Double? = nil,
                 systemFontFolder: String? = nil) {
        self.systemFontFolder = systemFontFolder
        self.design = design
        self.weight = weight
        self.italic = italic
        self.size = size
        self.monospacedDigit = monospacedDigit
        self.customName = customName
        self.leading = leading
    }
}

/// A run of text in one style (Text + Text and inline Markdown produce several).
package struct StyledTextRun: Hashable, Sendable {
    package var text: String
    package var font: FontDescriptor
    /// nil: the paint the view layer passes at draw time (the foreground style).
    package var paint: Paint?
    /// Extra space after each character, points (kerning and tracking both land here).
    package var tracking: Double
    package var baselineOffset: Double
    package var underline: Bool
    package var strikethrough: Bool

    package init(text: String, font: FontDescriptor, paint: Paint? = nil, tracking: Double = 0,
                 baselineOffset: Double = 0, underline: Bool = false, strikethrough: Bool = false) {
        self.text = text
        self.font = font
        self.paint = paint
        self.tracking = tracking
        self.baselineOffset = baselineOffset
        self.underline = underline
        self.strikethrough = strikethrough
    }
}

package enum TextTruncation: Hashable, Sendable { case head, middle, tail }
package enum TextLineAlignment: Hashable, Sendable { case leading, center, trailing }

/// The environment's `layoutDirection`, as far as text sees it: which edge `leading` is, and the paragraph
/// direction of text that has no strong character (digits, punctuation).
package enum TextLayoutDirection: Hashable, Sendable { case leftToRight, rightToLeft }

/// `Text.AlignmentStrategy`: `leading` is the layout direction's leading edge (SwiftUI's default, so an
/// Arabic paragraph in a left-to-right widget is left-aligned), or each paragraph's writing direction's.
package enum TextAlignmentStrategy: Hashable, Sendable { case layoutBased, writingDirectionBased }

/// Everything about a text that decides its layout.
package struct TextLayoutRequest: Hashable, Sendable {
    package var runs: [StyledTextRun]
    package var lineLimit: Int?
    package var truncation: TextTruncation
    package var alignment: TextLineAlignment
    package var lineSpacing: Double
    package var minimumScaleFactor: Double
    /// `allowsTightening(true)`: letter spacing may shrink (up to the text being 5% wider than the line)
    /// before the text is truncated or scaled down.
    package var allowsTightening: Bool
    package var layoutDirection: TextLayoutDirection
    package var alignmentStrategy: TextAlignmentStrategy

    package init(runs: [StyledTextRun], lineLimit: Int? = nil, truncation: TextTruncation = .tail,
                 alignment: TextLineAlignment = .leading, lineSpacing: Double = 0, minimumScaleFactor: Double = 1,
                 allowsTightening: Bool = false,
                 layoutDirection: TextLayoutDirection = .leftToRight, alignmentStrategy: TextAlignmentStrategy = .layoutBased) {
        self.allowsTightening = allowsTightening
        self.runs = runs
        self.layoutDirection = layoutDirection
        self.alignmentStrategy = alignmentStrategy
        self.lineLimit = lineLimit
        self.truncation = truncation
        self.alignment = alignment
        self.lineSpacing = lineSpacing
        self.minimumScaleFactor = minimumScaleFactor
    }
}

/// A laid-out text: its size and baselines for layout, and its drawing for lowering.
package struct TextLayout: Sendable {
    /// The size the text takes (width ≤ the width it was offered unless a single glyph is wider).
    package var size: Size
    /// Baseline of the first and last line, from the top of the layout.
    package var firstBaseline: Double
    package var lastBaseline: Double
    /// Drawing items relative to the layout's top-left corner at (0, 0).
    package var items: [DisplayItem]
    /// Fonts that were asked for but not bundled, characters no face has, etc.
    package var warnings: [String]

    /// Parallel to `items`: true where the item was drawn with a placeholder paint because its run has no
    /// paint of its own (`StyledTextRun.paint == nil`); `displayItems(at:defaultPaint:)` fills those in.
    /// Empty (layouts built by hand): nothing is replaced.
    package var usesDefaultPaint: [Bool]

    package init(size: Size, firstBaseline: Double, lastBaseline: Double, items: [DisplayItem], warnings: [String] = [],
                 usesDefaultPaint: [Bool] = []) {
        self.size = size
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
        self.items = items
        self.warnings = warnings
        self.usesDefaultPaint = usesDefaultPaint
    }

    /// The drawing placed with its top-left corner at `origin`; runs without a paint take `defaultPaint`.
    package func displayItems(at origin: Point, defaultPaint: Paint) -> [DisplayItem] {
        let move = Transform.translation(origin.x, origin.y)
        return items.enumerated().map { index, item in
            let useDefault = index < usesDefaultPaint.count && usesDefaultPaint[index]
            switch item {
            case .fill(let p, let paint, let rule): return .fill(p.applying(move), useDefault ? defaultPaint : paint, rule)
            case .glyphRun(var run):
                run.transform = run.transform.concatenating(move)
                if useDefault { run.paint = defaultPaint }
                return .glyphRun(run)
            case .image(var image):
                image.transform = image.transform.concatenating(move)
                return .image(image)
            default: return item
            }
        }
    }
}

/// Lays out text. The concrete engine (FreeType faces from Fonts/) conforms; it must be safe to call
/// from several threads at once.
package protocol TextLayoutEngine: Sendable {
    /// Lays `request` out in at most `width` points (nil: no limit, the text's ideal width).
    /// Called many times with different widths during layout; implementations cache.
    func layout(_ request: TextLayoutRequest, width: Double?) -> TextLayout
    /// Ascender, descender (positive, below the baseline), cap height and line height of a font, in points.
    func metrics(of font: FontDescriptor) -> FontMetrics
    /// The outline of an icon-font glyph for an SF Symbol name, nil when the name has no mapping.
    func symbol(named name: String, font: FontDescriptor) -> GlyphRun?
}

package struct FontMetrics: Hashable, Sendable {
    package var ascender: Double
    package var descender: Double
    package var capHeight: Double
    package var xHeight: Double
    package var lineHeight: Double

    package init(ascender: Double, descender: Double, capHeight: Double, xHeight: Double, lineHeight: Double) {
        self.ascender = ascender
        self.descender = descender
        self.capHeight = capHeight
        self.xHeight = xHeight
        self.lineHeight = lineHeight
    }
}
