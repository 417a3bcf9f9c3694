import Foundation
import Testing
@testable import Graphics
@testable import WidgetPreview

/// Lengths from user code are made `Length`s or `NonNegativeLength`s once, where the modifier takes them;
/// hostile values (NaN, ±∞, negative, huge) come out as the documented numbers and never trap, and the
/// debug-only checks after placement and lowering catch a frame or an item that is not finite.
@Suite("Bad input: lengths validated where they enter")
struct BadInputLengthTests {
    static let hostile: [Double] = [.nan, .infinity, -.infinity, -50, 1e9, -1e9, .greatestFiniteMagnitude, 12.5]

    /// `Length`'s rule, written out: NaN is 0, everything else clamped to ±100 000.
    static func length(_ v: Double) -> Double { v.isNaN ? 0 : max(-100_000, min(100_000, v)) }
    /// `NonNegativeLength`'s rule, written out: NaN and negatives are 0, the rest clamped to 100 000.
    static func nonNegative(_ v: Double) -> Double { v.isNaN || v < 0 ? 0 : min(100_000, v) }

    @Test("Length: NaN is 0, ±∞ and huge values are ±100 000, the rest is kept")
    func lengthRule() {
        #expect(Length(.nan).value == 0)
        #expect(Length(.infinity).value == 100_000)
        #expect(Length(-.infinity).value == -100_000)
        #expect(Length(-50).value == -50)
        #expect(Length(1e9).value == 100_000)
        #expect(Length(-1e9).value == -100_000)
        #expect(Length(.greatestFiniteMagnitude).value == 100_000)
        #expect(Length(12.5).value == 12.5)
        #expect(Length(-0.0).value == 0)
    }

    @Test("NonNegativeLength: NaN and negatives are 0, +∞ and huge values 100 000, the rest is kept")
    func nonNegativeLengthRule() {
        #expect(NonNegativeLength(.nan).value == 0)
        #expect(NonNegativeLength(.infinity).value == 100_000)
        #expect(NonNegativeLength(-.infinity).value == 0)
        #expect(NonNegativeLength(-50).value == 0)
        #expect(NonNegativeLength(1e9).value == 100_000)
        #expect(NonNegativeLength(.greatestFiniteMagnitude).value == 100_000)
        #expect(NonNegativeLength(12.5).value == 12.5)
    }

    @Test("frame(width:height:) takes NonNegativeLengths", arguments: hostile)
    func fixedFrame(value: Double) {
        let n = Self.nonNegative(value)
        let (size, placed) = place(Color.red.frame(width: value, height: value), ProposedSize(width: 100, height: 100))
        #expect(size == Size(n, n))
        #expect(drawnFrames(placed) == [R(0, 0, n, n)])
        #expect(placed.placementViolations().isEmpty)
    }

    @Test("frame(min…ideal…max) takes NonNegativeLengths for min and ideal; max stays free to be ∞", arguments: hostile)
    func flexibleFrame(value: Double) {
        let n = Self.nonNegative(value)
        let view = Color.red.frame(minWidth: value, idealWidth: value, maxWidth: value, minHeight: value, idealHeight: value, maxHeight: value)
        #expect(place(view, ProposedSize(width: 100, height: 100)).size == Size(n, n))
        #expect(place(view, .unspecified).size == Size(n, n))
        let (size, placed) = place(Color.red.frame(minWidth: value, maxWidth: .infinity), ProposedSize(width: 100, height: 100))
        #expect(size == Size(max(100, n), 100))
        #expect(placed.placementViolations().isEmpty)
    }

    @Test("padding takes Lengths: negative padding shrinks, the size never goes below 0", arguments: hostile)
    func padding(value: Double) {
        let l = Self.length(value)
        let (size, placed) = place(Color.red.frame(width: 10, height: 10).padding(value), .unspecified)
        #expect(size == Size(max(0, 10 + 2 * l), max(0, 10 + 2 * l)))
        #expect(drawnFrames(placed) == [R(l, l, 10, 10)])
        #expect(placed.placementViolations().isEmpty)
    }

    @Test("offset takes Lengths: the drawing moves, the size does not", arguments: hostile)
    func offset(value: Double) {
        let l = Self.length(value)
        let (size, placed) = place(Color.red.frame(width: 10, height: 10).offset(x: value, y: value), .unspecified)
        #expect(size == Size(10, 10))
        #expect(drawnFrames(placed) == [R(l, l, 10, 10)])
        #expect(placed.placementViolations().isEmpty)
    }

    @Test("position takes Lengths: the child is centred on the point", arguments: hostile)
    func position(value: Double) {
        let l = Self.length(value)
        let (size, placed) = place(Color.red.frame(width: 10, height: 10).position(x: value, y: value), ProposedSize(width: 100, height: 100))
        #expect(size == Size(100, 100))
        #expect(drawnFrames(placed) == [R(l - 5, l - 5, 10, 10)])
        #expect(placed.placementViolations().isEmpty)
    }

    @Test("a stack's spacing is a Length", arguments: hostile)
    func stackSpacing(value: Double) {
        let l = Self.length(value)
        let (size, placed) = place(VStack(spacing: value) { Color.red.frame(width: 10, height: 10); Color.blue.frame(width: 10, height: 10) },
                                   .unspecified)
        #expect(size == Size(10, max(0, 20 + l)))
        #expect(drawnFrames(placed).map(\.minY) == [0, 10 + l])
        #expect(placed.placementViolations().isEmpty)
    }

    @Test("Spacer(minLength:) is a NonNegativeLength", arguments: hostile)
    func spacerMinLength(value: Double) {
        let (size, placed) = place(HStack(spacing: 0) { Spacer(minLength: value) }, .unspecified)
        #expect(size == Size(Self.nonNegative(value), 0))
        #expect(placed.placementViolations().isEmpty)
    }

    @Test("a Grid's spacing is a Length", arguments: [Double.nan, .infinity, 1e9, 12.5])
    func gridSpacing(value: Double) {
        let l = Self.length(value)
        let grid = Grid(horizontalSpacing: value, verticalSpacing: value) {
            GridRow { Color.red.frame(width: 10, height: 10); Color.blue.frame(width: 10, height: 10) }
        }
        let (size, placed) = place(grid, .unspecified)
        #expect(size == Size(20 + l, 10))
        #expect(drawnFrames(placed).map(\.minX) == [0, 10 + l])
        #expect(placed.placementViolations().isEmpty)
    }

    @Test("a lazy grid's spacing is a Length", arguments: [Double.nan, .infinity, 1e9, 12.5])
    func lazyGridSpacing(value: Double) {
        let l = Self.length(value)
        let grid = LazyVGrid(columns: [GridItem(.fixed(10))], spacing: value) {
            Color.red.frame(width: 10, height: 10); Color.blue.frame(width: 10, height: 10)
        }
        let (size, placed) = place(grid, .unspecified)
        #expect(size == Size(10, 20 + l))
        #expect(drawnFrames(placed).map(\.minY) == [0, 10 + l])
        #expect(placed.placementViolations().isEmpty)
    }

    @Test("font sizes are NonNegativeLengths; 0 (from NaN or a negative size) is the body size, 17")
    func fontSize() {
        #expect(Font.system(size: .nan).resolve().descriptor.size == 17)
        #expect(Font.system(size: -50).resolve().descriptor.size == 17)
        #expect(Font.system(size: .infinity).resolve().descriptor.size == 100_000)
        #expect(Font.system(size: 1e9).resolve().descriptor.size == 100_000)
        #expect(Font.custom("Inter", size: -.infinity).resolve().descriptor.size == 17)
        #expect(Font.custom("Inter", fixedSize: 1e9).resolve().descriptor.size == 100_000)
        #expect(Font.system(size: 12.5).resolve().descriptor.size == 12.5)
    }

    /// The effects of the outermost node that has any.
    static func effects<V: View>(_ view: V) -> [Effect] {
        var node = place(view, ProposedSize(width: 10, height: 10)).placed
        while node.effects.isEmpty, node.children.count == 1 { node = node.children[0] }
        return node.effects
    }

    @Test("blur and shadow radii are NonNegativeLengths, shadow offsets Lengths", arguments: hostile)
    func blurAndShadow(value: Double) throws {
        let l = Self.length(value), n = Self.nonNegative(value)
        guard case .filters(let blur)? = Self.effects(Color.red.blur(radius: value)).first,
              case .blur(let radius)? = blur.first else { Issue.record("no blur"); return }
        #expect(radius == n)
        guard case .filters(let shadow)? = Self.effects(Color.red.shadow(radius: value, x: value, y: value)).first,
              case .shadow(_, let r, let dx, let dy)? = shadow.first else { Issue.record("no shadow"); return }
        #expect([r, dx, dy] == [n, l, l])
    }

    @Test("scaleEffect takes Lengths; rotation and anchors that are not numbers are 0", arguments: hostile)
    func scaleRotationAnchor(value: Double) {
        let l = Self.length(value)
        let frame = Rect(x: 0, y: 0, width: 10, height: 10)
        guard case .transform(let scale)? = Self.effects(Color.red.scaleEffect(value)).first else { Issue.record("no scale"); return }
        #expect(scale == Transform.translation(-5, -5).concatenating(.scale(l, l)).concatenating(.translation(5, 5)))
        guard case .transform(let rotation)? = Self.effects(Color.red.rotationEffect(.radians(value), anchor: UnitPoint(x: value, y: 0))).first
        else { Issue.record("no rotation"); return }
        #expect(rotation.isFinite)
        let anchor = UnitPoint(x: value, y: value).validated.point(in: frame)
        #expect(anchor == Point(l * 10, l * 10))
        let angle = value.isFinite ? value : 0
        #expect(rotation == Transform.translation(-l * 10, 0).concatenating(.rotation(angle)).concatenating(.translation(l * 10, 0)))
    }

    @Test("every changed modifier with every hostile value renders a finite picture", arguments: hostile)
    func wholeRender(value: Double) throws {
        let view = VStack {
            HStack { Spacer(minLength: value); Text("a").font(.custom("Inter", size: value)) }
            Grid(horizontalSpacing: value, verticalSpacing: value) { GridRow { Color.red; Color.blue } }
            LazyVGrid(columns: [GridItem(.fixed(value)), GridItem(.flexible(minimum: value, maximum: value))], spacing: value) {
                Color.red; Color.blue
            }
            Color.green.containerRelativeFrame(.horizontal) { length, _ in length * value }
            Rectangle().scaleEffect(x: value, y: value, anchor: UnitPoint(x: value, y: value))
                .rotationEffect(.degrees(value), anchor: UnitPoint(x: value, y: value))
            RoundedRectangle(cornerRadius: value).fill(Color.blue).cornerRadius(value).border(Color.red, width: value)
        }
        let renderer = ViewRenderer(scale: 2, textEngine: FixedAdvanceTextEngine())
        let output = renderer.render(view, size: Size(170, 170))
        #expect(output.placed.placementViolations().isEmpty)
        #expect(output.displayList.violationsByKind(coordinateLimit: DisplayList.coordinateLimit).nonFiniteBounds.isEmpty)
        let image = try BadInputViewTests.render(view)
        #expect(image.width == 340 && image.height == 340)
        try BadInputViewTests.expectFinite(image)
    }

    @Test("the placement check names the view whose frame is not finite or negative")
    func placementCheckNamesTheView() {
        func view(_ name: String, _ detail: String? = nil) -> PlacedView {
            PlacedView(description: ViewDescription(name, detail: detail), proposal: .unspecified, size: .zero)
        }
        var leaf = PlacedNode(frame: R(0, 0, -5, 10), drawing: .placeholder)
        leaf.view = view("Color")
        var padding = PlacedNode(frame: R(0, 0, 10, 10), children: [leaf])
        padding.view = view("padding", "16")
        var stray = PlacedNode(frame: R(.nan, 0, 10, .infinity))
        stray.view = view("Text", "\"Hi\"")
        var root = PlacedNode(frame: R(0, 0, 100, 100), children: [padding, PlacedNode(frame: R(0, 0, 1, 1), children: [stray])])
        root.view = view("VStack")
        #expect(root.placementViolations() == [
            "VStack › padding(16) › Color placed at 0.0, 0.0 size -5.0×10.0: not a finite, non-negative frame",
            "VStack › Text(\"Hi\") placed at nan, 0.0 size 10.0×inf: not a finite, non-negative frame",
        ])
        let unnamed = PlacedNode(frame: R(0, 0, .infinity, 1))
        #expect(unnamed.placementViolations() == ["the root view placed at 0.0, 0.0 size inf×1.0: not a finite, non-negative frame"])
        // A real layout holds the invariant.
        #expect(testRenderer().layout(VStack { Text("a"); Color.red.padding(-30) }, in: Size(50, 50)).placementViolations().isEmpty)
    }

    @Test("the check after lowering tells bounds that are not finite from paint that is not")
    func loweringCheckFindsNonFiniteBounds() {
        var nan = VectorPath()
        nan.move(to: Point(0, .nan)); nan.line(to: Point(1, 1))
        let red = Paint.solid(RGBAColor(red: 1, green: 0, blue: 0))
        let list = DisplayList(size: Size(10, 10), nodes: [
            .group(.layer(Layer(opacity: .nan, filters: [])), [.fill(.rect(R(0, 0, 1, 1)), red, .nonZero)]),
            .fill(nan, red, .nonZero),
            .group(.transform(.scale(.infinity)), []),
        ])
        let found = list.violationsByKind(coordinateLimit: DisplayList.coordinateLimit)
        #expect(found.geometry == ["node 0: non-finite layer opacity", "node 1: non-finite path", "node 2: non-finite transform"])
        #expect(found.nonFiniteBounds == ["node 1: non-finite path", "node 2: non-finite transform"])
    }
}
