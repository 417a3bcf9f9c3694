import Testing
import Foundation
import Graphics
@testable import WidgetPreview

@Suite("Lowering to the DisplayList")
struct LoweringTests {
    func render<V: View>(_ view: V, _ size: Size, scale: Double = 2) -> DisplayList {
        testRenderer(scale: scale).render(view, size: size).displayList
    }

    @Test("a padded card: the greedy capsule takes the width, background fill, clip, text run and stroke, centred")
    func card() {
        let view = VStack(alignment: .leading, spacing: 4) {
            Text("Title").font(.system(size: 20)).foregroundStyle(.white)
            Capsule().stroke(Color.white, lineWidth: 2).frame(height: 6)
        }
        .padding(10)
        .background(Color.blue)
        .clipShape(RoundedRectangle(cornerRadius: 8))
        let list = render(view, Size(100, 80))
        #expect(list.isBalanced)
        #expect(dump(list) == """
        canvas 100×80
        clip [(0, 13) 100×54] (26 elements)
          fill [(0, 13) 100×54] (5 elements) #0088ff
          text "Title" Fixed 20 at (10, 39) #ffffff
          stroke [(10, 51) 80×6] (16 elements) #ffffff width 2
        end clip
        """)
    }

    @Test("frames are rounded to the pixel grid (1/scale) when lowering")
    func pixelRounding() {
        let view = Color.red.frame(width: 10.3, height: 10.3)
        let at2 = render(view, Size(21, 21))
        #expect(dump(at2) == "canvas 21×21\nfill [(5.5, 5.5) 10×10] (5 elements) #ff383c")
        let at3 = render(view, Size(21, 21), scale: 3)
        #expect(dump(at3) == "canvas 21×21\nfill [(5.33, 5.33) 10.33×10.33] (5 elements) #ff383c")
    }

    @Test("opacity, filters, accessibility labels and transforms")
    func effects() {
        let view = HStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10).opacity(0.5)
            Color.green.frame(width: 10, height: 10).grayscale(1).accessibilityLabel("Green")
            Rectangle().fill(Color.blue).frame(width: 10, height: 10).rotationEffect(.degrees(90))
        }
        let list = render(view, Size(30, 10))
        #expect(list.isBalanced)
        #expect(dump(list) == """
        canvas 30×10
        layer opacity 0.5 filters 0
          fill [(0, 0) 10×10] (5 elements) #ff383c
        end layer
        group label("Green")
          layer opacity 1 filters 1
            fill [(10, 0) 10×10] (5 elements) #34c759
          end layer
        end group
        fill [(20, 0) 10×10] (5 elements) #0088ff
        """)
    }

    @Test("gradients map unit points to the frame; hierarchical styles resolve per level")
    func gradientsAndStyles() {
        let view = VStack(spacing: 0) {
            LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom).frame(width: 20, height: 10)
            Rectangle().fill(.secondary).frame(width: 20, height: 10)
            Rectangle().fill(.fill.tertiary).frame(width: 20, height: 10)
        }
        let list = render(view, Size(20, 30))
        #expect(dump(list) == """
        canvas 20×30
        fill [(0, 0) 20×10] (5 elements) linear #ff383c@0 #0088ff@1 (10, 0)→(10, 10)
        fill [(0, 10) 20×10] (5 elements) #3c3c43@0.6
        fill [(0, 20) 20×10] (5 elements) #767680@0.122
        """)
    }

    @Test("an unknown SF Symbol draws a visible placeholder, a missing image nothing (as SwiftUI); both warn")
    func placeholders() {
        let output = testRenderer().render(HStack { Image(systemName: "no.such.symbol"); Image("missing").resizable().frame(width: 10, height: 10) },
                                           size: Size(60, 20))
        #expect(output.warnings.contains { $0.contains("no.such.symbol") })
        #expect(output.warnings.contains { $0.contains("\"missing\"") })
        #expect(output.displayList.items.filter { if case .stroke = $0 { return true }; return false }.count == 1)
    }

    @Test("a mapped symbol draws as a glyph run sized by the font and baseline-aligned")
    func symbol() {
        let view = HStack(alignment: .firstTextBaseline, spacing: 0) {
            Image(systemName: "star.fill")
            Text("A")
        }.font(.system(size: 20))
        let (size, placed) = place(view, .unspecified)
        #expect(size == Size(30, 24))
        #expect(drawnFrames(placed) == [R(0, 0, 20, 20), R(20, 0, 10, 24)])
    }

    @Test("List draws nothing and warns")
    func list() {
        let output = testRenderer().render(List(0..<3) { Text("\($0)") }, size: Size(50, 50))
        #expect(output.displayList.items.isEmpty)
        #expect(output.warnings.count == 1)
    }

    @Test("scaleEffect scales a shadow's offset and blur and a stroke's width and dashes alike")
    func transformedEffectsScale() throws {
        let shadowed = Color.red.frame(width: 10, height: 10).shadow(color: .black, radius: 2, x: 3, y: 1).blur(radius: 1.5)
            .scaleEffect(2)
        let list = render(shadowed, Size(20, 20))
        let filters = list.items.compactMap { item -> [LayerFilter]? in
            if case .pushLayer(let layer) = item { return layer.filters }
            return nil
        }.flatMap { $0 }
        let shadow = try #require(filters.compactMap { f -> (Double, Double, Double)? in
            if case .shadow(_, let radius, let dx, let dy) = f { return (radius, dx, dy) }
            return nil
        }.first)
        #expect(shadow == (4, 6, 2))
        #expect(filters.contains(.blur(radius: 3)))

        let dashed = Rectangle().stroke(Color.blue, style: StrokeStyle(lineWidth: 1, dash: [2, 1], dashPhase: 0.5))
            .frame(width: 10, height: 10).scaleEffect(2)
        let stroke = try #require(render(dashed, Size(20, 20)).items.compactMap { item -> StrokeOptions? in
            if case .stroke(_, _, let options) = item { return options }
            return nil
        }.first)
        #expect(stroke.width == 2)
        #expect(stroke.dash == [4, 2])
        #expect(stroke.dashPhase == 1)
    }
}
