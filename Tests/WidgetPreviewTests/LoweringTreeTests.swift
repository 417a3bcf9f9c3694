import Testing
import Graphics
@testable import WidgetPreview

/// Lowering builds the DisplayList tree: each effect one group around what it applies to, transforms kept
/// as data, and the recolouring maps keep the structure.
@Suite struct LoweringTreeTests {
    @Test func nestedEffectsBecomeNestedGroupsWithTheTransformKept() throws {
        let view = Color.red.frame(width: 10, height: 10)
            .opacity(0.5)
            .scaleEffect(2)
            .accessibilityLabel("Red")
        let list = testRenderer(scale: 2).render(view, size: Size(20, 20)).displayList
        guard list.nodes.count == 1,
              case .group(.mark(.label("Red")), let labelled) = list.nodes[0], labelled.count == 1,
              case .group(.transform(let t), let scaled) = labelled[0], scaled.count == 1,
              case .group(.layer(let layer), let faded) = scaled[0], faded.count == 1,
              case .fill(let path, _, .nonZero) = faded[0] else {
            Issue.record("unexpected tree: \(list.nodes)")
            return
        }
        #expect(layer == Layer(opacity: 0.5))
        // The fill is where layout put it; the transform (scale 2 about the frame's centre) is data.
        #expect(path.controlBounds == Rect(x: 5, y: 5, width: 10, height: 10))
        #expect(t.apply(Point(5, 5)) == Point(0, 0) && t.apply(Point(15, 15)) == Point(20, 20))
        // Read flat, the transform is folded into the fill, as the backends draw it.
        #expect(list.items.contains { item in
            if case .fill(let moved, _, _) = item { return moved.controlBounds == Rect(x: 0, y: 0, width: 20, height: 20) }
            return false
        })
    }

    @Test func recolouringKeepsEveryGroupAndTheTransform() {
        let view = Color.red.frame(width: 10, height: 10).widgetAccentable().rotationEffect(.degrees(90))
        let list = testRenderer(scale: 2).render(view, size: Size(20, 20)).displayList
        let accent = RGBAColor(r8: 0, g8: 136, b8: 255)
        let out = list.restyled(.accented(accent: accent, standard: .white))
        func shape(_ nodes: [DisplayNode]) -> [String] {
            nodes.map { node in
                switch node {
                case .group(let effect, let children):
                    let name: String
                    switch effect {
                    case .transform: name = "transform"
                    case .clip: name = "clip"
                    case .layer: name = "layer"
                    case .mark(let kind): name = "\(kind)"
                    }
                    return name + "[" + shape(children).joined(separator: ",") + "]"
                case .fill(_, let paint, _): return "fill \(paint.solidColor?.hexRGB ?? "?")"
                default: return "leaf"
                }
            }
        }
        #expect(shape(list.nodes) == ["transform[accentable[fill #ff383c]]"])
        #expect(shape(out.nodes) == ["transform[accentable[fill #0088ff]]"])
    }
}
