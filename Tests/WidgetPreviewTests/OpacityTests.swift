import Foundation
import Testing
import Graphics
@testable import WidgetPreview

/// Opacities and alphas from user code are checked once where they enter (`Opacity`): clamped to 0…1,
/// and NaN or ±∞ leave what they modify unchanged.
@Suite("opacity checked where it enters")
struct OpacityTests {
    @Test(arguments: [(0.25, 0.25), (2.0, 1.0), (-1.0, 0.0), (Double.nan, 1.0), (Double.infinity, 1.0), (-Double.infinity, 1.0)] as [(Double, Double)])
    func clampsAndNeutralisesNonNumbers(raw: Double, expected: Double) {
        #expect(Opacity(raw).value == expected)
    }

    @Test("Color.opacity, ShapeStyle.opacity and UIColor.withAlphaComponent hold the checked value")
    func entryPointsStoreTheCheckedValue() {
        let env = EnvironmentValues()
        let red = Color(red: 1, green: 0, blue: 0)
        #expect(red.opacity(2).resolve(in: env).alpha == 1)
        #expect(red.opacity(.nan).resolve(in: env).alpha == 1)
        #expect(red.opacity(-3).resolve(in: env).alpha == 0)
        #expect(red.opacity(0.5).description == red.description + ".opacity(0.5)")
        #expect(OpacityShapeStyle(base: AnyShapeStyle(red), opacity: Opacity(.infinity)).resolveStyle(in: env) == .color(red.resolve(in: env)))
        let ui = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        #expect(ui.withAlphaComponent(.nan).resolve(in: env).alpha == 1)
        #expect(ui.withAlphaComponent(0.25) == ui.withAlphaComponent(0.25))
        #expect(ui.withAlphaComponent(7) == ui.withAlphaComponent(1))
    }

    @Test("a view's opacity(.nan) draws it as if opacity were 1")
    func viewOpacityNaN() throws {
        let renderer = ViewRenderer(scale: 1, textEngine: ApproximateTextEngine())
        let plain = renderer.render(Color.red.frame(width: 4, height: 4), size: Size(4, 4)).displayList
        let nan = renderer.render(Color.red.frame(width: 4, height: 4).opacity(.nan), size: Size(4, 4)).displayList
        #expect(nan == plain)
    }
}
