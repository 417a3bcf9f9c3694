import Foundation
import Testing
import Graphics
import Typography
@testable import WidgetPreview

/// `\.layoutDirection`: SwiftUI flips each view's x within its parent in a right-to-left layout; `offset`
/// and `position` are not flipped; text, shapes and images are moved, not mirrored, except symbols with a
/// right-to-left variant and `flipsForRightToLeftLayoutDirection(true)`.
/// Every transform effect in the placed tree, outermost first.
private func transforms(_ node: PlacedNode) -> [Transform] {
    var out: [Transform] = []
    func walk(_ n: PlacedNode) {
        for case .transform(let t) in n.effects { out.append(t) }
        n.children.forEach(walk)
    }
    walk(node)
    return out
}

@Suite("Layout direction")
struct LayoutDirectionTests {
    private let red = Color.red, blue = Color.blue, green = Color.green

    /// A renderer whose root environment is right to left (as a right-to-left render locale makes it).
    private func rightToLeftRenderer() -> ViewRenderer {
        var renderer = testRenderer()
        renderer.environment.layoutDirection = .rightToLeft
        return renderer
    }

    private func rtl<V: View>(_ view: V, _ proposal: ProposedSize) -> [Rect] {
        drawnFrames(place(view, proposal, renderer: rightToLeftRenderer()).placed)
    }

    private func ltr<V: View>(_ view: V, _ proposal: ProposedSize) -> [Rect] {
        drawnFrames(place(view, proposal).placed)
    }

    /// How many times the 20-pt symbol is mirrored about its centre.
    private func flipCount(_ name: String, _ renderer: ViewRenderer) -> Int {
        let view = Image(systemName: name).frame(width: 20, height: 20)
        return transforms(place(view, ProposedSize(width: 20, height: 20), renderer: renderer).placed)
            .filter { $0.apply(Point(0, 10)) == Point(20, 10) }.count
    }

    private var twoBoxes: some View {
        HStack(spacing: 0) {
            red.frame(width: 10, height: 10)
            blue.frame(width: 20, height: 10)
        }
    }

    @Test("HStack runs from the right: first child rightmost")
    func hstackOrder() {
        let view = twoBoxes.frame(width: 100, alignment: .leading)
        #expect(ltr(view, ProposedSize(width: 100, height: 10)) == [R(0, 0, 10, 10), R(10, 0, 20, 10)])
        #expect(rtl(view, ProposedSize(width: 100, height: 10)) == [R(90, 0, 10, 10), R(70, 0, 20, 10)])
    }

    @Test("the environment modifier flips its subtree, the same as a right-to-left root")
    func environmentModifier() {
        let view = twoBoxes.frame(width: 100, alignment: .leading).environment(\.layoutDirection, .rightToLeft)
        #expect(ltr(view, ProposedSize(width: 100, height: 10)) == [R(90, 0, 10, 10), R(70, 0, 20, 10)])
    }

    @Test("LazyHStack runs from the right")
    func lazyHStack() {
        let view = LazyHStack(spacing: 5) { red.frame(width: 10, height: 10); blue.frame(width: 20, height: 10) }
        #expect(rtl(view, ProposedSize(width: 35, height: 10)) == [R(25, 0, 10, 10), R(0, 0, 20, 10)])
    }

    @Test("Grid: the first column is the rightmost, cells keep their leading alignment on the right")
    func grid() {
        let view = Grid(alignment: .leading, horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow { red.frame(width: 10, height: 10); blue.frame(width: 20, height: 10) }
            GridRow { green.frame(width: 30, height: 10); red.frame(width: 5, height: 10) }
        }
        #expect(ltr(view, ProposedSize(width: 50, height: 20))
            == [R(0, 0, 10, 10), R(30, 0, 20, 10), R(0, 10, 30, 10), R(30, 10, 5, 10)])
        #expect(rtl(view, ProposedSize(width: 50, height: 20))
            == [R(40, 0, 10, 10), R(0, 0, 20, 10), R(20, 10, 30, 10), R(15, 10, 5, 10)])
    }

    @Test("padding: leading is on the right")
    func padding() {
        let view = red.frame(width: 10, height: 10).padding(.leading, 30).padding(.trailing, 5)
        #expect(ltr(view, ProposedSize(width: 45, height: 10)) == [R(30, 0, 10, 10)])
        #expect(rtl(view, ProposedSize(width: 45, height: 10)) == [R(5, 0, 10, 10)])
    }

    @Test("alignment: leading is on the right in frames, ZStacks, overlays and backgrounds")
    func alignment() {
        let proposal = ProposedSize(width: 100, height: 20)
        #expect(rtl(red.frame(width: 10, height: 10).frame(width: 100, height: 20, alignment: .topLeading), proposal)
            == [R(90, 0, 10, 10)])
        #expect(rtl(red.frame(width: 10, height: 10).frame(maxWidth: .infinity, alignment: .trailing), proposal)
            == [R(0, 0, 10, 10)])
        #expect(rtl(ZStack(alignment: .leading) { blue.frame(width: 100, height: 20); red.frame(width: 10, height: 10) }, proposal)
            == [R(0, 0, 100, 20), R(90, 5, 10, 10)])
        #expect(rtl(blue.frame(width: 100, height: 20).overlay(alignment: .leading) { red.frame(width: 10, height: 10) }, proposal)
            == [R(0, 0, 100, 20), R(90, 5, 10, 10)])
        #expect(rtl(blue.frame(width: 100, height: 20).background(alignment: .trailing) { red.frame(width: 10, height: 10) }, proposal)
            == [R(0, 5, 10, 10), R(0, 0, 100, 20)])
        #expect(rtl(VStack(alignment: .leading, spacing: 0) { blue.frame(width: 100, height: 10); red.frame(width: 10, height: 10) }, proposal)
            == [R(0, 0, 100, 10), R(90, 10, 10, 10)])
    }

    @Test("Spacer pushes the content to the leading edge, on the right")
    func spacer() {
        let view = HStack(spacing: 0) { red.frame(width: 10, height: 10); Spacer() }
        #expect(rtl(view, ProposedSize(width: 100, height: 10)) == [R(90, 0, 10, 10)])
    }

    @Test("offset is not mirrored: a positive x moves right in both directions")
    func offsetNotMirrored() {
        let view = red.frame(width: 10, height: 10).offset(x: 5, y: 2).frame(width: 100, height: 10, alignment: .leading)
        #expect(ltr(view, ProposedSize(width: 100, height: 10)) == [R(5, 2, 10, 10)])
        #expect(rtl(view, ProposedSize(width: 100, height: 10)) == [R(95, 2, 10, 10)])
        // The offset view's own inside is still right to left.
        let inner = twoBoxes.offset(x: -10).frame(width: 100, alignment: .leading)
        #expect(rtl(inner, ProposedSize(width: 100, height: 10)) == [R(80, 0, 10, 10), R(60, 0, 20, 10)])
    }

    @Test("position is not mirrored: x is measured from the left edge")
    func positionNotMirrored() {
        let view = red.frame(width: 10, height: 10).position(x: 20, y: 5).frame(width: 100, height: 10)
        #expect(ltr(view, ProposedSize(width: 100, height: 10)) == [R(15, 0, 10, 10)])
        #expect(rtl(view, ProposedSize(width: 100, height: 10)) == [R(15, 0, 10, 10)])
    }

    @Test("a left-to-right island keeps its order inside a right-to-left widget, at its mirrored place")
    func leftToRightIsland() {
        let view = HStack(spacing: 0) {
            green.frame(width: 5, height: 10)
            twoBoxes.environment(\.layoutDirection, .leftToRight)
        }
        .frame(width: 100, alignment: .leading)
        // The island (30 wide) is second from the right: x 65…95, red first inside it.
        #expect(rtl(view, ProposedSize(width: 100, height: 10)) == [R(95, 0, 5, 10), R(65, 0, 10, 10), R(75, 0, 20, 10)])
    }

    @Test("nested islands: right to left inside left to right inside right to left")
    func nestedIslands() {
        let innermost = twoBoxes.environment(\.layoutDirection, .rightToLeft)
        let island = HStack(spacing: 0) { green.frame(width: 5, height: 10); innermost }
            .environment(\.layoutDirection, .leftToRight)
        let view = HStack(spacing: 0) { red.frame(width: 1, height: 10); island }.frame(width: 100, alignment: .leading)
        // Outer RTL: red at 99; the island (35 wide) at 64…99; inside it LTR: green at 64, the
        // innermost pair at 69…99 right to left: red at 89, blue at 69.
        #expect(rtl(view, ProposedSize(width: 100, height: 10))
            == [R(99, 0, 1, 10), R(64, 0, 5, 10), R(89, 0, 10, 10), R(69, 0, 20, 10)])
    }

    @Test("a scale effect's anchor moves with its view")
    func effectsMoveWithTheView() {
        let view = red.frame(width: 10, height: 10).scaleEffect(2).frame(width: 100, height: 10, alignment: .leading)
        let placed = place(view, ProposedSize(width: 100, height: 10), renderer: rightToLeftRenderer()).placed
        let t = transforms(placed)
        #expect(t.count == 1)
        #expect(t.first?.apply(Point(95, 5)) == Point(95, 5))   // the centre of the view at 90…100
        #expect(t.first?.apply(Point(100, 10)) == Point(105, 15))
    }

    @Test("a clip moves with its view")
    func clipMovesWithTheView() {
        let view = red.frame(width: 10, height: 10).clipped().frame(width: 100, height: 10, alignment: .leading)
        let placed = place(view, ProposedSize(width: 100, height: 10), renderer: rightToLeftRenderer()).placed
        var clips: [Rect] = []
        func walk(_ n: PlacedNode) {
            for case .clip(_, let r) in n.effects { clips.append(r) }
            n.children.forEach(walk)
        }
        walk(placed)
        #expect(clips == [R(90, 0, 10, 10)])
    }

    @Test("linear ProgressView fills from the right")
    func progressView() {
        let view = ProgressView(value: 0.25).frame(width: 100)
        let left = ltr(view, ProposedSize(width: 100, height: 4))
        let right = rtl(view, ProposedSize(width: 100, height: 4))
        #expect(left == [R(0, 0, 100, 4), R(0, 0, 25, 4)])
        #expect(right == [R(0, 0, 100, 4), R(75, 0, 25, 4)])
    }

    @Test("accessoryLinear Gauge: its track, drawn with position, is flipped so the marker is on the right")
    func linearGauge() {
        let view = Gauge(value: 0.2) { Text("") }.gaugeStyle(.accessoryLinear).frame(width: 100)
        let renderer = rightToLeftRenderer()
        let placed = place(view, ProposedSize(width: 100, height: 10), renderer: renderer).placed
        let flips = transforms(placed).filter { $0.apply(Point(0, 0)).x != 0 || $0.apply(Point(1, 0)).x < $0.apply(Point(0, 0)).x }
        #expect(flips.count == 1)
        // The marker's centre is 20% along the track from the left; flipped, 20% from the right.
        let left = place(view, ProposedSize(width: 100, height: 10)).placed
        // The track's frames are not mirrored (position), only its drawing is.
        func rounded(_ r: Rect) -> Rect { R((r.minX * 1e6).rounded() / 1e6, r.minY, (r.width * 1e6).rounded() / 1e6, r.height) }
        let leftFrames = drawnFrames(left), rightFrames = drawnFrames(placed)
        #expect(leftFrames.map(rounded) == rightFrames.map(rounded))
        if let flip = flips.first, let marker = leftFrames.last {
            let centre = flip.apply(Point(marker.midX, marker.midY))
            #expect(abs(centre.x - (100 - marker.midX)) < 1e-9)
        }
    }

    @Test("an island's horizontal alignmentGuide lines up with its parent's alignment on screen, both ways")
    func alignmentGuideAcrossIslands() {
        func stack(island: LayoutDirection) -> some View {
            VStack(alignment: .leading, spacing: 0) {
                red.frame(width: 30, height: 10).alignmentGuide(.leading) { _ in 10 }
                    .environment(\.layoutDirection, island)
                blue.frame(width: 30, height: 10)
            }
        }
        // Left-to-right island in a right-to-left stack: its mark, 10 pt from its left, meets blue's right edge.
        #expect(rtl(stack(island: .leftToRight), ProposedSize(width: 50, height: 20)) == [R(20, 0, 30, 10), R(0, 10, 30, 10)])
        // Right-to-left island in a left-to-right stack: its mark, 10 pt from its right, meets blue's left edge.
        #expect(ltr(stack(island: .rightToLeft), ProposedSize(width: 50, height: 20)) == [R(0, 0, 30, 10), R(20, 10, 30, 10)])
        // Vertical guides are not mirrored.
        let vertical = HStack(alignment: .top, spacing: 0) {
            red.frame(width: 10, height: 30).alignmentGuide(.top) { _ in 10 }.environment(\.layoutDirection, .leftToRight)
            blue.frame(width: 10, height: 30)
        }
        #expect(rtl(vertical, ProposedSize(width: 20, height: 40)) == [R(10, 0, 10, 30), R(0, 10, 10, 30)])
    }

    @Test("linear capacity Gauge fills from the right")
    func capacityGauge() {
        let view = Gauge(value: 0.5) { EmptyView() }.gaugeStyle(.linearCapacity).frame(width: 100)
        let left = ltr(view, ProposedSize(width: 100, height: 6))
        let right = rtl(view, ProposedSize(width: 100, height: 6))
        #expect(left == [R(0, 0, 100, 6), R(0, 0, 50, 6)])
        #expect(right == [R(0, 0, 100, 6), R(50, 0, 50, 6)])
    }

    @Test("symbols with a right-to-left variant are mirrored about their centre; side-named ones are not")
    func directionalSymbols() {
        let rightToLeft = rightToLeftRenderer()
        #expect(flipCount("chevron.forward", rightToLeft) == 1)
        #expect(flipCount("arrow.backward.circle.fill", rightToLeft) == 1)
        #expect(flipCount("arrow.up.forward", rightToLeft) == 1)
        #expect(flipCount("chevron.right", rightToLeft) == 0)
        #expect(flipCount("forward.fill", rightToLeft) == 0)
        #expect(flipCount("chevron.forward", testRenderer()) == 0)
    }

    @Test("symbols SF Symbols localizes as .rtl are mirrored in right to left; list.bullet and paperplane are not")
    func localizedRightToLeftSymbols() {
        let rightToLeft = rightToLeftRenderer()
        for name in ["list.number", "text.bubble.fill", "checkmark.bubble", "speaker.slash.fill", "checklist",
                     "calendar.badge.clock", "battery.100.bolt", "person.fill.checkmark"] {
            #expect(flipCount(name, rightToLeft) == 1, "\(name)")
            #expect(flipCount(name, testRenderer()) == 0, "\(name)")
        }
        for name in ["list.bullet", "paperplane", "speaker.wave.2", "quote.opening", "list.dash"] {
            #expect(flipCount(name, rightToLeft) == 0, "\(name)")
        }
    }

    @Test("flipsForRightToLeftLayoutDirection(true) mirrors the view in right to left only")
    func flipsForRightToLeft() {
        func flips<V: View>(_ view: V, _ renderer: ViewRenderer) -> [Transform] {
            transforms(place(view.frame(width: 30, height: 10), ProposedSize(width: 30, height: 10), renderer: renderer).placed)
        }
        let flipped = flips(red.flipsForRightToLeftLayoutDirection(true), rightToLeftRenderer())
        #expect(flipped == [Transform(a: -1, b: 0, c: 0, d: 1, tx: 30, ty: 0)])
        #expect(flips(red.flipsForRightToLeftLayoutDirection(true), testRenderer()).isEmpty)
        #expect(flips(red.flipsForRightToLeftLayoutDirection(false), rightToLeftRenderer()).isEmpty)
        // Inside a left-to-right island there is nothing to flip.
        #expect(flips(red.flipsForRightToLeftLayoutDirection(true).environment(\.layoutDirection, .leftToRight),
                      rightToLeftRenderer()).isEmpty)
    }

    @Test("text: the view-level direction makes leading lines right-aligned, and the text's frame leading")
    func textAlignment() throws {
        let engine = try TypeSetter.shared()
        var renderer = ViewRenderer(scale: 1, textEngine: engine)
        let view = Text("Weather today and tomorrow").font(.system(size: 17)).frame(width: 120, height: 80, alignment: .topLeading)
        /// Each line's ink from left to right, by baseline.
        func runs(_ renderer: ViewRenderer) -> [(minX: Double, maxX: Double)] {
            var lines: [Double: (minX: Double, maxX: Double)] = [:]
            for case .glyphRun(let run) in renderer.render(view, size: Size(120, 80)).displayList.items {
                for i in run.glyphs.indices {
                    let b = run.path(ofGlyph: i).controlBounds
                    guard b.width > 0 else { continue }
                    let y = run.transform.apply(run.glyphs[i].origin).y
                    let line = lines[y] ?? (b.minX, b.maxX)
                    lines[y] = (min(line.minX, b.minX), max(line.maxX, b.maxX))
                }
            }
            return lines.keys.sorted().compactMap { lines[$0] }
        }
        let left = runs(renderer)
        renderer.environment.layoutDirection = .rightToLeft
        let right = runs(renderer)
        #expect(left.count >= 2 && left.count == right.count)
        // Left to right every line starts at the left edge; right to left every line ends near the right.
        #expect(left.allSatisfy { $0.minX < 2 })
        #expect(right.allSatisfy { $0.maxX > 118 && $0.maxX <= 120 })
    }

    @Test("a right-to-left render locale flips the widget: a top-leading view sits at the top right")
    func renderLocale() throws {
        func redBox(_ identifier: String) throws -> Rect? {
            var context = RenderContext.homeScreen
            context.locale = Locale(identifier: identifier)
            let view = Color.red.frame(width: 20, height: 20)
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
                .containerBackground(for: .widget) { Color.white }
            let rendered = try WidgetRenderer(family: .systemSmall, context: context, scale: 1).render(view)
            for case .fill(let path, .solid(let color), _) in rendered.displayList.items where color == Color.red.resolve(in: EnvironmentValues()) {
                return path.controlBounds
            }
            return nil
        }
        let english = try #require(try redBox("en_US"))
        let arabic = try #require(try redBox("ar"))
        let width = try WidgetRenderer(family: .systemSmall, context: .homeScreen, scale: 1).render(Color.clear).displayList.size.width
        #expect(arabic.minY == english.minY)
        #expect(arabic.minX == width - english.maxX)
    }
}

/// iOS 17's `Shape.layoutDirectionBehavior`: a shape's path is mirrored in its frame when it says so.
@Suite("Layout direction: shapes")
struct ShapeLayoutDirectionTests {
    /// A right triangle with its right angle at the top left of the rect.
    struct Corner: Shape {
        func path(in rect: CGRect) -> Path {
            var p = Path()
            p.move(to: CGPoint(x: rect.minX, y: rect.minY))
            p.addLine(to: CGPoint(x: rect.minX + rect.width / 2, y: rect.minY))
            p.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
            p.closeSubpath()
            return p
        }
    }

    /// The bounds of the first fill the view draws in a 40 × 10 canvas.
    private func fillBounds<V: View>(_ view: V, _ direction: LayoutDirection) -> Rect? {
        var renderer = testRenderer()
        renderer.environment.layoutDirection = direction
        for case .fill(let path, _, _) in renderer.render(view.frame(width: 40, height: 10), size: Size(40, 10)).displayList.items {
            return path.controlBounds
        }
        return nil
    }

    @Test("a custom shape mirrors by default in right to left (iOS 17), not in left to right")
    func customShapeMirrors() {
        #expect(fillBounds(Corner(), .leftToRight) == R(0, 0, 20, 10))
        #expect(fillBounds(Corner(), .rightToLeft) == R(20, 0, 20, 10))
    }

    @Test("UnevenRoundedRectangle: the leading corners are on the right")
    func unevenCorners() {
        let shape = UnevenRoundedRectangle(topLeadingRadius: 10, bottomLeadingRadius: 0, bottomTrailingRadius: 0, topTrailingRadius: 0)
        let left = testRenderer().render(shape.frame(width: 40, height: 10), size: Size(40, 10)).displayList.items
        var renderer = testRenderer()
        renderer.environment.layoutDirection = .rightToLeft
        let right = renderer.render(shape.frame(width: 40, height: 10), size: Size(40, 10)).displayList.items
        guard case .fill(let l, _, _) = left.first, case .fill(let r, _, _) = right.first else {
            Issue.record("no fills")
            return
        }
        #expect(r == l.applying(RightToLeftFlip.mirror(in: R(0, 0, 40, 10))))
        #expect(r != l)
    }

    @Test("circular gauges and a circular ProgressView fill clockwise from the top in both directions")
    func circularGaugesAreFixed() {
        func items<V: View>(_ view: V, _ direction: LayoutDirection) -> [DisplayItem] {
            var renderer = testRenderer()
            renderer.environment.layoutDirection = direction
            return renderer.render(view.frame(width: 60, height: 60), size: Size(60, 60)).displayList.items
        }
        func check<V: View>(_ view: V, _ name: String) {
            let left = items(view, .leftToRight), right = items(view, .rightToLeft)
            #expect(left == right, "\(name)")
            // The value's arc is not its own mirror image, so a mirrored ring would differ.
            let arcs = left.compactMap { item -> VectorPath? in
                if case .stroke(let path, _, _) = item { return path }
                return nil
            }
            #expect(arcs.contains { $0 != $0.applying(RightToLeftFlip.mirror(in: R(0, 0, 60, 60))) }, "\(name)")
        }
        check(Gauge(value: 0.3) { EmptyView() }.gaugeStyle(.accessoryCircular), "accessoryCircular")
        check(Gauge(value: 0.3) { EmptyView() }.gaugeStyle(.accessoryCircularCapacity), "accessoryCircularCapacity")
        check(ProgressView(value: 0.3).progressViewStyle(.circular), "circular ProgressView")
    }

    @Test("built-in symmetric shapes and a trimmed Circle are fixed; layoutDirectionBehavior(_:) picks the direction")
    func fixedAndExplicit() {
        let ring = Circle().trim(from: 0, to: 0.25)
        #expect(fillBounds(ring, .rightToLeft) == fillBounds(ring, .leftToRight))
        #expect(Rectangle().layoutDirectionBehavior == .fixed)
        #expect(AnyShape(Corner()).layoutDirectionBehavior == .mirrors)
        let view = Color.red.layoutDirectionBehavior(.mirrors(in: .leftToRight)).frame(width: 30, height: 10)
        let placed = place(view, ProposedSize(width: 30, height: 10)).placed
        #expect(transforms(placed) == [Transform(a: -1, b: 0, c: 0, d: 1, tx: 30, ty: 0)])
    }
}
