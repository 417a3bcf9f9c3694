import Foundation
import Testing
@testable import Graphics
@testable import WidgetPreview

@Suite("Beyond issue 13's list: accessibility settings, size classes, containerRelativeFrame, contentMargins")
struct EnvironmentAndContainerTests {
    private func frames<V: View>(_ view: V, container: Size?) -> [Rect] {
        var renderer = ViewRenderer(scale: 2, textEngine: FixedAdvanceTextEngine())
        renderer.environment.containerSize = container
        var found: [Rect] = []
        func walk(_ node: PlacedNode) {
            if case .none = node.drawing {} else { found.append(node.frame) }
            node.children.forEach(walk)
        }
        walk(renderer.layout(view, in: Size(400, 200)))
        return found
    }

    @Test("accessibility settings and size classes read the system defaults and what a preview sets")
    func settings() {
        var env = EnvironmentValues()
        #expect(env.legibilityWeight == .regular && env.colorSchemeContrast == .standard)
        #expect(!env.accessibilityReduceMotion && !env.accessibilityReduceTransparency && !env.accessibilityDifferentiateWithoutColor)
        #expect(!env.accessibilityInvertColors && !env.accessibilityShowButtonShapes && !env.accessibilityEnabled)
        #expect(env.horizontalSizeClass == .compact && env.verticalSizeClass == .regular)
        env.legibilityWeight = .bold
        env.colorSchemeContrast = .increased
        env.horizontalSizeClass = .regular
        #expect(env.legibilityWeight == .bold && env.colorSchemeContrast == .increased && env.horizontalSizeClass == .regular)
    }

    @Test("containerRelativeFrame: count, span and spacing divide the container as SwiftUI documents")
    func containerRelativeFrame() {
        // Container 332 wide (a medium widget less 16-pt margins): (332 − 2 × 8) ÷ 3 = 105⅓ per part;
        // a span of 2 covers two parts and the gap between them: 2 × 105⅓ + 8 = 218⅔.
        let one = frames(Color.red.containerRelativeFrame(.horizontal, count: 3, spacing: 8).frame(height: 10), container: Size(332, 138))
        #expect(one.count == 1 && abs(one[0].width - 316.0 / 3) < 0.01)
        let two = frames(Color.red.containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 8).frame(height: 10),
                         container: Size(332, 138))
        #expect(two.count == 1 && abs(two[0].width - (2 * 316.0 / 3 + 8)) < 0.01)
        // Both axes, with a closure; the view is centred in the canvas (400 × 200) at its container size.
        let half = frames(Color.blue.containerRelativeFrame([.horizontal, .vertical]) { length, _ in length / 2 },
                          container: Size(332, 138))
        #expect(half == [Rect(x: 117, y: 65.5, width: 166, height: 69)])
        // Without a container (outside a widget) the screen is the container (SwiftUI's window): 430 ÷ 4.
        let fallback = frames(Color.blue.containerRelativeFrame(.horizontal) { length, _ in length / 4 }.frame(height: 10), container: nil)
        #expect(fallback.map(\.width) == [107.5])
    }

    @Test("a widget's container is the widget less its content margins")
    func widgetContainer() throws {
        final class Seen: @unchecked Sendable { var size: Size? }
        let seen = Seen()
        struct Probe: View {
            let seen: Seen
            var body: some View {
                seen.size = EnvironmentValues.current.containerSize
                return Color.clear
            }
        }
        _ = try WidgetRenderer(family: .systemMedium, context: .homeScreen, scale: 1).render(Probe(seen: seen))
        #expect(seen.size == Size(332, 138))
    }

    @Test("contentMargins (scroll content only) draw nothing in a widget")
    func contentMargins() {
        let plain = frames(Text("a"), container: nil)
        #expect(frames(Text("a").contentMargins(.all, 10, for: .scrollContent), container: nil) == plain)
        #expect(frames(Text("a").contentMargins(8), container: nil) == plain)
    }
}

private struct OptionalDefaultKey: EnvironmentKey { static var defaultValue: Int? { 5 } }

extension EnvironmentValues {
    fileprivate var optionalWithDefault: Int? { get { self[OptionalDefaultKey.self] } set { self[OptionalDefaultKey.self] = newValue } }
}

@Suite("EnvironmentValues: keys whose value is optional")
struct OptionalEnvironmentKeyTests {
    @Test("an optional-valued key reads its non-nil default until set; setting nil stores nil")
    func optionalDefault() {
        var env = EnvironmentValues()
        #expect(env.optionalWithDefault == 5)
        env.optionalWithDefault = 7
        #expect(env.optionalWithDefault == 7)
        env.optionalWithDefault = nil
        #expect(env.optionalWithDefault == nil)
    }
}
