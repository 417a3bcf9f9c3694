import Foundation
import Testing
@testable import Graphics
@testable import WidgetPreview

/// Issue 17: bordered buttons in the shape `buttonBorderShape(_:)` asks for.
@Suite("Issue 17: button styles and border shapes as iOS draws them in widgets")
struct ButtonFidelityTests {
    private func render<V: View>(_ view: V) -> DisplayList {
        ViewRenderer(scale: 2, textEngine: FixedAdvanceTextEngine()).render(view, size: Size(100, 100)).displayList
    }

    private func backgroundOutline<V: View>(_ view: V) -> VectorPath? {
        for item in render(view).items { if case .fill(let p, _, _) = item { return p } }
        return nil
    }

    private func label<V: View>(_ view: V) -> Point? {
        for item in render(view).items { if case .glyphRun(let r) = item { return r.transform.apply(.zero) } }
        return nil
    }

    @Test("circle: 7 pt on every side, a square as wide as the longer side, the circle fills it")
    func circleEnclosesTheLabel() {
        // "Go" is 17 × 20 in the fixed-advance engine: 31 × 34 padded, a 34-pt square centred in 100 × 100.
        for style in [AnyPrimitiveStyleCase.bordered, .borderedProminent] {
            let outline = backgroundOutline(style.apply(Button("Go") {}).buttonBorderShape(.circle))
            #expect(outline == Circle().path(in: CGRect(x: 33, y: 33, width: 34, height: 34)).storage, "\(style)")
        }
        // A label wider than tall: "Hello" is 42.5 wide, so the circle is 56.5 across and still holds it
        // (its corner at 21.75 snaps to the 2× pixel grid: 22).
        let wide = backgroundOutline(Button("Hello") {}.buttonStyle(.borderedProminent).buttonBorderShape(.circle))
        #expect(wide == Circle().path(in: CGRect(x: 22, y: 22, width: 56.5, height: 56.5)).storage)
    }

    @Test("circle: the label stays centred in the circle")
    func circleCentresTheLabel() {
        let capsule = label(Button("Go") {}.buttonStyle(.bordered))
        let circle = label(Button("Go") {}.buttonStyle(.bordered).buttonBorderShape(.circle))
        #expect(capsule != nil && capsule == circle)
    }

    @Test("plain and borderless draw no shape, whatever the border shape")
    func plainDrawsNoShape() {
        #expect(backgroundOutline(Button("Go") {}.buttonStyle(.plain).buttonBorderShape(.circle)) == nil)
        #expect(backgroundOutline(Button("Go") {}.buttonStyle(.borderless).buttonBorderShape(.capsule)) == nil)
    }
}

/// The two filled built-in styles, to run one expectation over both.
private enum AnyPrimitiveStyleCase: CustomStringConvertible {
    case bordered, borderedProminent
    func apply<V: View>(_ view: V) -> AnyView {
        switch self {
        case .bordered: return AnyView(view.buttonStyle(.bordered))
        case .borderedProminent: return AnyView(view.buttonStyle(.borderedProminent))
        }
    }
    var description: String { self == .bordered ? "bordered" : "borderedProminent" }
}
