/// The drawing operations of one picture, as a tree: the only meeting point between layout and the backends.
///
/// Leaves draw (fills, strokes, glyph runs, images); groups carry one effect each over their children
/// (a clip, a compositing layer, a transform, a mark for later passes), as OpenSwiftUI's `DisplayList`
/// effects do. Coordinates are in points; a transform group's children are in its own space until a
/// backend flattens them at its device scale. Rendering-mode and background passes are tree maps
/// (`DisplayList+Map`), so PNG and SVG always see the same tree.
///
/// Builders that think in parentheses still can: `append(.pushClip(…))` … `append(.popClip)` opens and
/// closes a group (`DisplayList+Building`), and `items` reads the tree back as that flat vocabulary.
package struct DisplayList: Hashable, Sendable {
    /// The canvas, in points: (0, 0) is its top-left corner.
    package var size: Size
    /// The top-level nodes, groups that `append` left open closed.
    package var nodes: [DisplayNode] {
        get { building.isEmpty ? root : closedRoot() }
        set {
            root = newValue
            building = Building()
        }
    }
    /// Closed top-level nodes (while building, the open groups are in `building`).
    var root: [DisplayNode]
    /// Groups opened by `append(.push…)` and not yet closed, and pops that closed nothing.
    var building = Building()

    package init(size: Size, nodes: [DisplayNode] = []) {
        self.size = size
        self.root = nodes
    }

    package init(size: Size, items: [DisplayItem]) {
        self.init(size: size)
        append(contentsOf: items)
    }

    /// True when every push had its pop and every begin its end, in order: nothing was left open and no
    /// pop closed nothing. A tree made from nodes is always balanced.
    package var isBalanced: Bool { building.isEmpty && building.strayPops == 0 }

    package static func == (a: DisplayList, b: DisplayList) -> Bool { a.size == b.size && a.nodes == b.nodes }
    package func hash(into hasher: inout Hasher) {
        hasher.combine(size)
        hasher.combine(nodes)
    }
}

/// One drawing operation in the flat vocabulary that builders append and `items` reads: the four
/// leaves, and pushes and pops that open and close groups.
package enum DisplayItem: Hashable, Sendable {
    case fill(VectorPath, Paint, FillRule)
    case stroke(VectorPath, Paint, StrokeOptions)
    case glyphRun(GlyphRun)
    case image(ImageDraw)
    /// Everything until the matching `popClip` is clipped to the path (anti-aliased).
    case pushClip(VectorPath, FillRule)
    case popClip
    /// Everything until the matching `popLayer` is drawn into a transparent layer, then composited.
    case pushLayer(Layer)
    case popLayer
    /// Marks content for later passes (accent group, container background, accessibility labels).
    case beginGroup(GroupKind)
    case endGroup
}

/// A compositing layer: drawn on its own, filtered, then blended with `opacity`.
package struct Layer: Hashable, Sendable {
    package var opacity: Double
    package var blendMode: BlendMode
    package var filters: [LayerFilter]

    package init(opacity: Double = 1, blendMode: BlendMode = .normal, filters: [LayerFilter] = []) {
        self.opacity = opacity
        self.blendMode = blendMode
        self.filters = filters
    }
}

/// Separable blend modes both backends implement (the CSS/SVG `mix-blend-mode` names).
package enum BlendMode: String, Hashable, Sendable, CaseIterable {
    case normal, multiply, screen, overlay, darken, lighten
}

/// Filters applied to a layer's pixels before it is composited, in order.
package enum LayerFilter: Hashable, Sendable {
    /// A 4×5 row-major matrix on straight sRGB components in 0…1 (SVG `feColorMatrix`, sRGB space):
    /// grayscale, saturation, brightness, contrast and colour inversion are all expressed with it.
    case colorMatrix([Double])
    /// Gaussian blur with standard deviation `radius` points (SwiftUI `blur(radius:)`).
    case blur(radius: Double)
    /// A blurred, offset, tinted copy of the layer's alpha drawn beneath it (SwiftUI `shadow`).
    case shadow(color: RGBAColor, radius: Double, dx: Double, dy: Double)
}

/// What a group marks.
package enum GroupKind: Hashable, Sendable {
    /// Content under `widgetAccentable()`: takes the accent colour in the accented rendering mode.
    case accentable
    /// The widget's container background: removed where WidgetKit removes it.
    case containerBackground
    /// An accessibility label (the SVG's `<title>` and `aria-label`s come from these).
    case label(String)
    /// Images inside follow this treatment in the accented mode (`widgetAccentedRenderingMode`).
    case accentedImages(AccentedImageTreatment)
    /// Content cut out of what it sits on in the accented mode (a `.borderedProminent` button's label on
    /// its fill): drawn in the colour of what lies under the widget, not white.
    case knockout
}

/// What the accented rendering mode does to an image (WidgetKit's `WidgetAccentedRenderingMode`).
package enum AccentedImageTreatment: String, Hashable, Sendable {
    /// Alpha kept, colour replaced by the group's colour (what every non-image operation gets).
    case accented
    /// Luminance becomes alpha, filled with the default group's colour (WidgetKit's default for images).
    case desaturated
    /// Luminance becomes alpha, filled with the accent colour.
    case accentedDesaturated
    /// Drawn unchanged.
    case fullColor
}

/// Glyph outlines placed along a baseline, in one face, size and paint.
package struct GlyphRun: Hashable, Sendable {
    /// The characters the run draws: for dumps, SVG titles and debugging; never used to draw.
    package var text: String
    /// A readable face name (e.g. `Inter-SemiBold`), part of glyph ids.
    package var fontName: String
    /// The em size in points.
    package var size: Double
    package var glyphs: [PlacedGlyph]
    package var paint: Paint
    /// Run space (glyph origins) → drawing space; identity for unrotated text.
    package var transform: Transform

    package init(text: String, fontName: String, size: Double, glyphs: [PlacedGlyph], paint: Paint,
                 transform: Transform = .identity) {
        self.text = text
        self.fontName = fontName
        self.size = size
        self.glyphs = glyphs
        self.paint = paint
        self.transform = transform
    }

    /// The outline of glyph `index` in drawing space.
    package func path(ofGlyph index: Int) -> VectorPath {
        let g = glyphs[index]
        let place = Transform.scale(size).concatenating(.translation(g.origin.x, g.origin.y)).concatenating(transform)
        return g.outline.path.applying(place)
    }
}

/// One glyph at an origin (the left end of its baseline), in run space.
package struct PlacedGlyph: Hashable, Sendable {
    package var outline: GlyphOutline
    package var origin: Point

    package init(outline: GlyphOutline, origin: Point) {
        self.outline = outline
        self.origin = origin
    }
}

/// A glyph's outline at 1 point per em, origin on the baseline, y down. Equality is by `key`, which
/// names the face and glyph id (e.g. `Inter-Regular.g36`) and doubles as the SVG `<defs>` id.
package struct GlyphOutline: Hashable, Sendable {
    package let key: String
    package let path: VectorPath

    package init(key: String, path: VectorPath) {
        self.key = key
        self.path = path
    }

    package static func == (a: GlyphOutline, b: GlyphOutline) -> Bool { a.key == b.key }
    package func hash(into hasher: inout Hasher) { hasher.combine(key) }
}

/// A bitmap drawn into a rectangle.
package struct ImageDraw: Hashable, Sendable {
    package enum Sampling: String, Hashable, Sendable {
        /// Bilinear, with area averaging when the image is drawn smaller than its pixels.
        case smooth
        /// Nearest pixel (SwiftUI `.interpolation(.none)`).
        case nearest
    }

    package var source: ImageSource
    /// Where the whole bitmap lands, in image space.
    package var rect: Rect
    /// Image space → drawing space.
    package var transform: Transform
    package var opacity: Double
    package var sampling: Sampling

    package init(source: ImageSource, rect: Rect, transform: Transform = .identity, opacity: Double = 1,
                 sampling: Sampling = .smooth) {
        self.source = source
        self.rect = rect
        self.transform = transform
        self.opacity = opacity
        self.sampling = sampling
    }
}

/// A bitmap with a content-derived key (equality, hashing and SVG ids use the key, not the pixels).
package final class ImageSource: Hashable, Sendable {
    package let bitmap: Bitmap
    /// Stable across runs: derived from the pixels (FNV-1a 64 of size and bytes), e.g. `img-1f3a…`.
    package let key: String

    package init(bitmap: Bitmap) {
        self.bitmap = bitmap
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func mix(_ byte: UInt8) {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        for v in [bitmap.width, bitmap.height] {
            for shift in stride(from: 0, to: 32, by: 8) { mix(UInt8(truncatingIfNeeded: v >> shift)) }
        }
        for byte in bitmap.pixels { mix(byte) }
        let hex = String(hash, radix: 16)
        self.key = "img-" + String(repeating: "0", count: 16 - hex.count) + hex
    }

    package static func == (a: ImageSource, b: ImageSource) -> Bool { a.key == b.key }
    package func hash(into hasher: inout Hasher) { hasher.combine(key) }
}
