import Testing
import Graphics
@testable import WidgetPreview

private struct AccentKey: EnvironmentKey { static let defaultValue = 7 }
extension EnvironmentValues {
    var testAccent: Int {
        get { self[AccentKey.self] }
        set { self[AccentKey.self] = newValue }
    }
}

@Suite("Environment, State and Binding")
struct EnvironmentTests {
    struct Reader: View {
        @Environment(\.testAccent) var accent
        @Environment(\.colorScheme) var scheme
        var body: some View {
            Color.red.frame(width: CGFloat(accent), height: scheme == .dark ? 2 : 1)
        }
    }

    struct Stateful: View {
        @State private var count = 4
        @Binding var width: CGFloat
        var body: some View { Color.red.frame(width: width, height: CGFloat(count)) }
    }

    @Test("@Environment reads custom keys and defaults; .environment overrides for the subtree")
    func readsEnvironment() {
        #expect(place(Reader(), .unspecified).size == Size(7, 1))
        #expect(place(Reader().environment(\.testAccent, 30), .unspecified).size == Size(30, 1))
        #expect(place(Reader().environment(\.colorScheme, .dark), .unspecified).size == Size(7, 2))
        let nested = VStack(spacing: 0) { Reader(); Reader().environment(\.testAccent, 1) }.environment(\.testAccent, 20)
        #expect(drawnFrames(place(nested, .unspecified).placed).map(\.width) == [20, 1])
    }

    @Test("@State holds its initial value; Binding.constant works")
    func stateAndBinding() {
        #expect(place(Stateful(width: .constant(9)), .unspecified).size == Size(9, 4))
        var stored: CGFloat = 3
        let binding = Binding(get: { stored }, set: { stored = $0 })
        binding.wrappedValue = 5
        #expect(stored == 5)
    }

    @Test("foregroundStyle levels: .secondary of a custom style is its second level")
    func foregroundLevels() {
        let env = testRenderer().environment
        #expect(HierarchicalShapeStyle.secondary.resolveStyle(in: env) == .color(SystemColorTable.secondaryLabel.light))
        var dark = env
        dark.colorScheme = .dark
        #expect(HierarchicalShapeStyle.primary.resolveStyle(in: dark) == .color(.white))
        var custom = env
        custom.foregroundStyles = ForegroundStyleLevels(levels: [AnyShapeStyle(Color.red), AnyShapeStyle(Color.blue)])
        #expect(HierarchicalShapeStyle.secondary.resolveStyle(in: custom) == .color(SystemColorTable.blue.light))
        #expect(HierarchicalShapeStyle.tertiary.resolveStyle(in: custom) == .color(SystemColorTable.blue.light.multiplyingAlpha(0.6)))
    }

    @Test("foregroundStyle(.secondary) on a container means the enclosing style's second level (no recursion)")
    func hierarchicalForegroundModifier() {
        func fillColor<V: View>(_ view: V) -> Paint? {
            let items = testRenderer().render(view, size: Size(10, 10)).displayList.items
            if case .fill(_, let paint, _)? = items.first { return paint }
            return nil
        }
        #expect(fillColor(Rectangle().foregroundStyle(.secondary)) == .solid(SystemColorTable.secondaryLabel.light))
        #expect(fillColor(Rectangle().foregroundStyle(.secondary).foregroundStyle(Color.red))
                == .solid(SystemColorTable.red.light.multiplyingAlpha(0.6)))
        #expect(fillColor(Rectangle().foregroundStyle(.foreground)) == .solid(.black))
    }

    @Test("system colours resolve per colour scheme; Color(.white) and UIColor-style names work")
    func colours() {
        var env = testRenderer().environment
        #expect(Color.blue.resolve(in: env) == RGBAColor(r8: 0, g8: 136, b8: 255))
        #expect(Color(.white).resolve(in: env) == .white)
        #expect(Color(.systemBackground).resolve(in: env) == .white)
        env.colorScheme = .dark
        #expect(Color.blue.resolve(in: env) == RGBAColor(r8: 0, g8: 145, b8: 255))
        #expect(Color(.systemBackground).resolve(in: env) == .black)
        #expect(Color(white: 0.5, opacity: 0.5).resolve(in: env) == RGBAColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 0.5))
        #expect(Color(hue: 0, saturation: 1, brightness: 1).resolve(in: env) == RGBAColor(red: 1, green: 0, blue: 0))
        #expect(Color.red.opacity(0.5).resolve(in: env) == SystemColorTable.red.dark.multiplyingAlpha(0.5))
    }
}
