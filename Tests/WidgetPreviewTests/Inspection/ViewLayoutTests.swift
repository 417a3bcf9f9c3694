import Foundation
import Testing
import WidgetPreview

@Suite("ViewLayout: the views as laid out, for developers' own layout tests")
struct ViewLayoutTests {
    /// The README's "Inspecting layout" example, exactly as written there.
    @Test("The README example: a padded VStack in 100×100")
    func readmeExample() throws {
        let layout = try ViewLayout(of: VStack(alignment: .leading, spacing: 4) {
            Color.red.frame(width: 40, height: 20)
            Color.blue.frame(width: 60, height: 10)
        }.padding(8), in: CGSize(width: 100, height: 100))

        #expect(layout.name == "padding")
        #expect(layout.frame == CGRect(x: 12, y: 25, width: 76, height: 50))
        let stack = try #require(layout.first(named: "VStack"))
        #expect(stack.frame == CGRect(x: 20, y: 33, width: 60, height: 34))
        #expect(stack.alignment == ".leading")
        #expect(layout.all(named: "frame").map(\.frame) == [
            CGRect(x: 20, y: 33, width: 40, height: 20),
            CGRect(x: 20, y: 57, width: 60, height: 10),
        ])
    }

    @Test("Proposed and chosen sizes: the stack proposes its children the width left after padding")
    func proposals() throws {
        let layout = try ViewLayout(of: HStack { Spacer(); Color.red.frame(width: 10, height: 10) }.padding(5),
                                    in: CGSize(width: 100, height: 40))
        #expect(layout.proposedSize == ProposedViewSize(width: 100, height: 40))
        let stack = try #require(layout.first(named: "HStack"))
        #expect(stack.proposedSize == ProposedViewSize(width: 90, height: 30))
        #expect(stack.frame == CGRect(x: 5, y: 15, width: 90, height: 10))
        let spacer = try #require(layout.first(named: "Spacer"))
        // The spacer takes what the 10-point square leaves (no spacing beside a spacer), 0 tall, centred.
        #expect(spacer.frame == CGRect(x: 5, y: 20, width: 80, height: 0))
        #expect(spacer.size == spacer.frame.size)
    }

    @Test("The text rendering: one view a line, indented, lengths with at most two decimals")
    func description() throws {
        let layout = try ViewLayout(of: ZStack(alignment: .topLeading) {
            Color.red.frame(width: 10.125, height: 20)
        }.frame(width: 50, height: 30), in: CGSize(width: 50, height: 30))
        #expect(layout.description == """
            frame(alignment: .center, width: 50, height: 30)  at (0, 0)  size 50×30  proposed 50×30
              ZStack(alignment: .topLeading)  at (19.94, 5)  size 10.13×20  proposed 50×30
                frame(alignment: .center, width: 10.13, height: 20)  at (19.94, 5)  size 10.13×20  proposed 10.13×20  guide x .leading = 0, y .top = 0
                  Color  at (19.94, 5)  size 10.13×20  proposed 10.13×20
            """)
    }

    @Test("Colors, gradients and shapes by their SwiftUI names, filled or stroked")
    func shapeNames() throws {
        let layout = try ViewLayout(of: VStack(spacing: 0) {
            Color.red.frame(height: 5)
            Rectangle().frame(height: 5)
            RoundedRectangle(cornerRadius: 2).fill(Color.blue).frame(height: 5)
            Circle().stroke(Color.green, lineWidth: 1).frame(height: 5)
            Capsule().frame(height: 5)
            Ellipse().frame(height: 5)
            LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom).frame(height: 5)
        }, in: CGSize(width: 20, height: 35))
        let names = layout.allViews.map(\.name).filter { $0 != "VStack" && $0 != "frame" }
        #expect(names == ["Color", "Rectangle", "RoundedRectangle", "Circle", "Capsule", "Ellipse", "LinearGradient"])
    }

    @Test("Each stack child shows the guide it was aligned by, in its own coordinates")
    func alignmentGuides() throws {
        let layout = try ViewLayout(of: HStack(alignment: .bottom, spacing: 0) {
            Color.red.frame(width: 10, height: 20)
            Color.blue.frame(width: 10, height: 6).alignmentGuide(.bottom) { d in d[.bottom] - 2 }
        }, in: CGSize(width: 20, height: 40))
        let frames = layout.all(named: "frame")
        #expect(frames.map(\.alignmentGuides) == [
            [ViewLayout.AlignmentGuideValue(axis: .vertical, guide: ".bottom", value: 20)],
            [ViewLayout.AlignmentGuideValue(axis: .vertical, guide: ".bottom", value: 4)],
        ])
        // The blue square's bottom guide (4 of 6) meets the red one's bottom: it hangs 2 pt below.
        #expect(frames.map(\.frame.maxY) == [29, 31])
        let stack = try #require(layout.first(named: "HStack"))
        #expect(stack.alignmentGuides.isEmpty)
        #expect(layout.description.contains("guide .bottom = 4"))
    }
}
