import Testing
import Graphics
@testable import WidgetPreview

@Suite("Shapes, controls and secondary views")
struct ControlsLayoutTests {
    func render<V: View>(_ view: V, _ size: Size) -> DisplayList { testRenderer().render(view, size: size).displayList }

    @Test("Divider is one pixel thick and fills the cross axis it is offered")
    func divider() {
        let v = place(VStack(spacing: 0) { Color.red.frame(width: 40, height: 10); Divider() }, ProposedSize(width: 100, height: 100))
        #expect(v.size == Size(100, 10.5))
        #expect(drawnFrames(v.placed).last == R(0, 10, 100, 0.5))
        let h = place(HStack(spacing: 0) { Color.red.frame(width: 10, height: 30); Divider() }, ProposedSize(width: 100, height: 100))
        #expect(drawnFrames(h.placed).last == R(10, 0, 0.5, 100))
    }

    @Test("Divider takes its stack's axis through the layout modifiers that wrap it")
    func dividerThroughModifiers() {
        let h = place(HStack(spacing: 0) { Color.red.frame(width: 10, height: 30); Divider().padding(2) }, ProposedSize(width: 100, height: 100))
        #expect(h.size == Size(14.5, 100))
        #expect(drawnFrames(h.placed).last == R(12, 2, 0.5, 96))
        let outside = place(Divider().padding(2), ProposedSize(width: 100, height: 100))
        #expect(drawnFrames(outside.placed).last == R(2, 2, 96, 0.5))
    }

    @Test("Label lays out icon then title with the default spacing")
    func label() {
        let (size, placed) = place(Label("Hi", systemImage: "star.fill").font(.system(size: 20)), .unspecified)
        #expect(size == Size(48, 24))
        #expect(drawnFrames(placed) == [R(0, 2, 20, 20), R(28, 0, 20, 24)])
        let titleOnly = place(Label("Hi", systemImage: "star.fill").font(.system(size: 20)).labelStyle(.titleOnly), .unspecified)
        #expect(titleOnly.size == Size(20, 24))
    }

    @Test("Toggle: label, spacer, a 51×31 switch")
    func toggle() {
        let (size, _) = place(Toggle("A", isOn: .constant(true)).font(.system(size: 20)), ProposedSize(width: 200, height: 100))
        #expect(size == Size(200, 31))
    }

    @Test("linear ProgressView is a 4-point track filled to the value in the tint")
    func progress() {
        let list = render(ProgressView(value: 0.25).frame(width: 100), Size(100, 4))
        let fills = list.items.compactMap { item -> (Rect, Paint)? in
            if case .fill(let p, let paint, _) = item { return (p.controlBounds, paint) }
            return nil
        }
        #expect(fills.map(\.0) == [R(0, 0, 100, 4), R(0, 0, 25, 4)])
        #expect(fills.last?.1 == .solid(SystemColorTable.blue.light))
    }

    @Test("strokeBorder strokes inside the frame; stroke centres on the outline")
    func strokes() {
        let inside = render(Rectangle().strokeBorder(Color.red, lineWidth: 4).frame(width: 20, height: 20), Size(20, 20))
        let centred = render(Rectangle().stroke(Color.red, lineWidth: 4).frame(width: 20, height: 20), Size(20, 20))
        guard case .stroke(let p1, _, let o1)? = inside.items.first, case .stroke(let p2, _, _)? = centred.items.first else {
            Issue.record("expected strokes"); return
        }
        #expect(p1.controlBounds == R(2, 2, 16, 16))
        #expect(o1.width == 4)
        #expect(p2.controlBounds == R(0, 0, 20, 20))
    }

    @Test("Circle is the largest centred circle; trim keeps a fraction of the outline")
    func circleAndTrim() {
        let list = render(Circle().frame(width: 40, height: 20), Size(40, 20))
        guard case .fill(let p, _, _)? = list.items.first else { Issue.record("expected a fill"); return }
        #expect(p.controlBounds == R(10, 0, 20, 20))
        let half = render(Rectangle().trim(from: 0, to: 0.5).stroke(lineWidth: 1).frame(width: 10, height: 10), Size(10, 10))
        guard case .stroke(let t, _, _)? = half.items.first else { Issue.record("expected a stroke"); return }
        #expect(t.controlBounds == R(0, 0, 10, 10))
        #expect(t.elements.count == 3)   // move, along the top, down the right side
    }

    @Test("ContainerRelativeShape takes the container's corner radius from the environment")
    func containerRelative() {
        var renderer = testRenderer()
        renderer.environment.containerCornerRadius = 10
        let list = renderer.render(ContainerRelativeShape().fill(Color.red), size: Size(40, 40)).displayList
        guard case .fill(let p, _, _)? = list.items.first else { Issue.record("expected a fill"); return }
        #expect(p.elements.count == 26)   // four continuous corners (3 cubics each): not a plain rectangle
    }

    @Test("mask clips to the mask's shape; shadow is a layer filter")
    func maskAndShadow() {
        let masked = render(Color.red.frame(width: 20, height: 20).mask { Circle() }, Size(20, 20))
        guard case .pushClip(let clip, _)? = masked.items.first else { Issue.record("expected a clip"); return }
        #expect(clip.controlBounds == R(0, 0, 20, 20))
        let shadowed = render(Color.red.frame(width: 20, height: 20).shadow(radius: 3, y: 2), Size(20, 20))
        #expect(shadowed.items.first == .pushLayer(Layer(filters: [.shadow(color: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.33),
                                                                            radius: 3, dx: 0, dy: 2)])))
    }

    @Test("a Group's modifier applies to each of its views")
    func groupModifiers() {
        let view = ZStack { Group { Color.red; Color.blue.frame(width: 10, height: 10) }.padding(5) }
        #expect(drawnFrames(place(view, ProposedSize(width: 50, height: 50)).placed) == [R(5, 5, 40, 40), R(20, 20, 10, 10)])
    }

    @Test("VStack exposes its first child's first baseline and its last child's last baseline")
    func stackBaselines() {
        let column = VStack(alignment: .leading, spacing: 0) {
            Text("a").font(.system(size: 10))
            Text("b").font(.system(size: 20))
        }
        let row = HStack(alignment: .lastTextBaseline, spacing: 0) { column; Text("c").font(.system(size: 10)) }
        // column: 12 + 24 tall; last baseline 12 + 16 = 28. "c" baseline 8 → placed at y 20.
        #expect(drawnFrames(place(row, .unspecified).placed) == [R(0, 0, 5, 12), R(0, 12, 10, 24), R(10, 20, 5, 12)])
        let first = HStack(alignment: .firstTextBaseline, spacing: 0) { column; Text("c").font(.system(size: 10)) }
        #expect(drawnFrames(place(first, .unspecified).placed).last == R(10, 0, 5, 12))
    }
}
