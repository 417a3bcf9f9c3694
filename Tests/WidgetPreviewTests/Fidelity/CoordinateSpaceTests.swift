import Foundation
import Testing
@testable import Graphics
@testable import WidgetPreview

/// Issue 17: `GeometryProxy.frame(in:)` in `.local`, `.global` and named spaces, in both the
/// `coordinateSpace(name:)` and iOS 17's `coordinateSpace(.named(_:))` forms.
@Suite("Issue 17: GeometryProxy.frame(in:) in local, global and named coordinate spaces")
struct CoordinateSpaceTests {
    /// What the reader's content saw (the render writes, the test reads after).
    final class Seen: @unchecked Sendable {
        var local: CGRect?, global: CGRect?, named: CGRect?, viaProtocol: CGRect?, unknown: CGRect?
    }

    /// A 40 × 40 reader 20 pt into a 60 × 40 box "box", which sits 20 pt from the left and 45 pt from the
    /// top of the 100 × 100 picture (a 30-pt strip above it in a 70-pt column centred vertically).
    private struct Probe<Box: View>: View {
        let seen: Seen
        let name: (AnyView) -> Box
        var body: some View {
            VStack(spacing: 0) {
                Color.clear.frame(height: 30)
                name(AnyView(HStack(spacing: 0) {
                    Color.clear.frame(width: 20)
                    GeometryReader { proxy in
                        let _ = record(proxy)
                        Color.clear
                    }
                }))
                .frame(width: 60, height: 40)
            }
        }
        private func record(_ proxy: GeometryProxy) {
            seen.local = proxy.frame(in: .local)
            seen.global = proxy.frame(in: .global)
            seen.named = proxy.frame(in: .named("box"))
            seen.viaProtocol = measure(proxy, in: .named("box"))
            seen.unknown = proxy.frame(in: .named("elsewhere"))
        }
        private func measure(_ proxy: GeometryProxy, in space: some CoordinateSpaceProtocol) -> CGRect { proxy.frame(in: space) }
    }

    private func render<Box: View>(_ name: @escaping (AnyView) -> Box) -> Seen {
        let seen = Seen()
        _ = ViewRenderer(scale: 1, textEngine: FixedAdvanceTextEngine()).render(Probe(seen: seen, name: name), size: Size(100, 100))
        return seen
    }

    @Test("coordinateSpace(name:): the frame from the named ancestor's corner; local at zero; global in the widget")
    func namedWithName() {
        let seen = render { $0.coordinateSpace(name: "box") }
        #expect(seen.local == CGRect(x: 0, y: 0, width: 40, height: 40))
        #expect(seen.global == CGRect(x: 40, y: 45, width: 40, height: 40))
        #expect(seen.named == CGRect(x: 20, y: 0, width: 40, height: 40))
        #expect(seen.viaProtocol == CGRect(x: 20, y: 0, width: 40, height: 40))
        #expect(seen.unknown == seen.global)   // no ancestor of that name
    }

    @Test("iOS 17: coordinateSpace(.named(_:)) names the same space")
    func namedIOS17Form() {
        let seen = render { $0.coordinateSpace(.named("box")) }
        #expect(seen.named == CGRect(x: 20, y: 0, width: 40, height: 40))
        #expect(seen.viaProtocol == CGRect(x: 20, y: 0, width: 40, height: 40))
    }

    @Test("a name used twice: the innermost ancestor wins")
    func innermostWins() {
        let seen = render { $0.coordinateSpace(name: "box").padding(5).coordinateSpace(name: "box") }
        // Padded inside the 60 × 40 frame, the reader is 30 × 30 at (45, 50); the inner box starts at
        // (25, 50), the outer one 5 pt further up and left.
        #expect(seen.global == CGRect(x: 45, y: 50, width: 30, height: 30))
        #expect(seen.named == CGRect(x: 20, y: 0, width: 30, height: 30))
    }

    @Test("CoordinateSpace values: isGlobal, isLocal, named equality by name")
    func spaceValues() {
        #expect(CoordinateSpace.global.isGlobal && !CoordinateSpace.global.isLocal)
        #expect(CoordinateSpace.local.isLocal)
        #expect(CoordinateSpace.named("a") == CoordinateSpace.named("a"))
        #expect(NamedCoordinateSpace.named(7).coordinateSpace == .named(7))
        #expect(LocalCoordinateSpace.local.coordinateSpace == .local && GlobalCoordinateSpace.global.coordinateSpace == .global)
    }
}
