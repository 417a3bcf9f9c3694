import Testing
import Graphics
@testable import WidgetPreview

@Suite("Frames, padding and other layout modifiers (research §6.3–6.8)")
struct FrameLayoutTests {
    @Test("padding() is 16 on every edge; the child sits at (leading, top)")
    func defaultPadding() {
        let (size, placed) = place(Color.red.frame(width: 10, height: 10).padding(), ProposedSize(width: 100, height: 100))
        #expect(size == Size(42, 42))
        #expect(drawnFrames(placed) == [R(16, 16, 10, 10)])
    }

    @Test("padding with edges and EdgeInsets")
    func paddingForms() {
        let (size, placed) = place(Color.red.frame(width: 10, height: 10).padding(.horizontal, 5).padding(.top, 3),
                                   ProposedSize(width: 100, height: 100))
        #expect(size == Size(20, 13))
        #expect(drawnFrames(placed) == [R(5, 3, 10, 10)])
        let insets = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(place(Color.red.frame(width: 10, height: 10).padding(insets), .unspecified).size == Size(16, 14))
    }

    @Test("padding shrinks the proposal for a flexible child")
    func paddingProposal() {
        let (_, placed) = place(Color.red.padding(10), ProposedSize(width: 100, height: 50))
        #expect(drawnFrames(placed) == [R(10, 10, 80, 30)])
    }

    @Test("frame(width:) fixes one axis and passes the other proposal through")
    func fixedFrameOneAxis() {
        let (size, _) = place(Color.red.frame(width: 50), ProposedSize(width: 100, height: 80))
        #expect(size == Size(50, 80))
    }

    @Test("frame(width:height:alignment:) places a smaller child by alignment; a larger one overflows")
    func fixedFrameAlignment() {
        let (_, placed) = place(Color.red.frame(width: 10, height: 10).frame(width: 50, height: 30, alignment: .bottomTrailing),
                                ProposedSize(width: 100, height: 100))
        #expect(drawnFrames(placed) == [R(40, 20, 10, 10)])
        let (size, overflow) = place(Color.red.frame(width: 80, height: 10).frame(width: 50, height: 10), ProposedSize(width: 100, height: 100))
        #expect(size == Size(50, 10))
        #expect(drawnFrames(overflow) == [R(-15, 0, 80, 10)])
    }

    @Test("frame(maxWidth: .infinity) takes the proposal and aligns the child")
    func maxInfinity() {
        let view = Text("abc").font(.system(size: 20)).frame(maxWidth: .infinity, alignment: .leading)
        let (size, placed) = place(view, ProposedSize(width: 200, height: 100))
        #expect(size == Size(200, 24))
        #expect(drawnFrames(placed) == [R(0, 0, 30, 24)])
        let centred = place(Text("abc").font(.system(size: 20)).frame(maxWidth: .infinity), ProposedSize(width: 200, height: 100))
        #expect(drawnFrames(centred.placed) == [R(85, 0, 30, 24)])
    }

    @Test("frame(maxWidth:) reports max(proposal, child) capped at max; min-only frames clamp up")
    func flexibleFrameRules() {
        // max only: min(max(proposal, child), max)
        #expect(place(Color.red.frame(width: 10, height: 10).frame(maxWidth: 100), ProposedSize(width: 60, height: 10)).size == Size(60, 10))
        #expect(place(Color.red.frame(width: 10, height: 10).frame(maxWidth: 100), ProposedSize(width: 160, height: 10)).size == Size(100, 10))
        // min only: max(min(proposal, child), min)
        #expect(place(Color.red.frame(width: 10, height: 10).frame(minWidth: 40), ProposedSize(width: 160, height: 10)).size == Size(40, 10))
        #expect(place(Color.red.frame(width: 80, height: 10).frame(minWidth: 40), ProposedSize(width: 60, height: 10)).size == Size(60, 10))
        // min and max with a proposal: clamp(proposal)
        #expect(place(Color.red.frame(width: 10, height: 10).frame(minWidth: 0, maxWidth: .infinity), ProposedSize(width: 123, height: 10)).size == Size(123, 10))
        // nil proposal and ideal: the ideal
        #expect(place(Color.red.frame(idealWidth: 33, maxWidth: 100), ProposedSize(width: nil, height: 10)).size == Size(33, 10))
    }

    @Test("flexible frame normalises min ≤ ideal ≤ max")
    func normalisation() {
        #expect(place(Color.red.frame(minWidth: 50, maxWidth: 20), ProposedSize(width: 10, height: 10)).size == Size(50, 10))
    }

    @Test("fixedSize proposes nil: a text keeps its single-line width")
    func fixedSize() {
        let text = Text("abcdefghij").font(.system(size: 20))   // 100 wide on one line
        #expect(place(text, ProposedSize(width: 50, height: 200)).size == Size(50, 48))
        #expect(place(text.fixedSize(), ProposedSize(width: 50, height: 200)).size == Size(100, 24))
        #expect(place(text.fixedSize(horizontal: false, vertical: true), ProposedSize(width: 50, height: 10)).size == Size(50, 48))
    }

    @Test("overlay is sized by the primary and centred on it; background draws first")
    func overlayAndBackground() {
        let view = Color.red.frame(width: 50, height: 50).overlay(Color.blue.frame(width: 100, height: 10))
        let (size, placed) = place(view, ProposedSize(width: 200, height: 200))
        #expect(size == Size(50, 50))
        #expect(drawnFrames(placed) == [R(0, 0, 50, 50), R(-25, 20, 100, 10)])
        let bg = Text("ab").font(.system(size: 20)).padding(4).background(Color.yellow)
        let b = place(bg, ProposedSize(width: 200, height: 200))
        #expect(drawnFrames(b.placed) == [R(0, 0, 28, 32), R(4, 4, 20, 24)])
    }

    @Test("overlay(alignment:) aligns the secondary's guides with the primary's")
    func overlayAlignment() {
        let view = Color.red.frame(width: 50, height: 50).overlay(alignment: .topTrailing) { Color.blue.frame(width: 10, height: 10) }
        #expect(drawnFrames(place(view, .unspecified).placed) == [R(0, 0, 50, 50), R(40, 0, 10, 10)])
    }

    @Test("ZStack is as large as its largest child and aligns children")
    func zstack() {
        let view = ZStack(alignment: .bottomLeading) {
            Color.red.frame(width: 40, height: 20)
            Color.blue.frame(width: 10, height: 30)
        }
        let (size, placed) = place(view, ProposedSize(width: 100, height: 100))
        #expect(size == Size(40, 30))
        #expect(drawnFrames(placed) == [R(0, 10, 40, 20), R(0, 0, 10, 30)])
    }

    @Test("aspectRatio fit and fill, scaledToFit on a resizable shape")
    func aspectRatio() {
        #expect(place(Color.red.aspectRatio(2, contentMode: .fit), ProposedSize(width: 100, height: 100)).size == Size(100, 50))
        #expect(place(Color.red.aspectRatio(2, contentMode: .fill), ProposedSize(width: 100, height: 100)).size == Size(200, 100))
        #expect(place(Circle().aspectRatio(1, contentMode: .fit), ProposedSize(width: 100, height: 40)).size == Size(40, 40))
    }

    @Test("offset moves the drawing, not the layout; position centres on a point")
    func offsetAndPosition() {
        let view = HStack(spacing: 0) { Color.red.frame(width: 10, height: 10).offset(x: 5, y: -2); Color.blue.frame(width: 10, height: 10) }
        let (size, placed) = place(view, .unspecified)
        #expect(size == Size(20, 10))
        #expect(drawnFrames(placed) == [R(5, -2, 10, 10), R(10, 0, 10, 10)])
        let positioned = place(Color.red.frame(width: 10, height: 10).position(x: 30, y: 20), ProposedSize(width: 100, height: 50))
        #expect(positioned.size == Size(100, 50))
        #expect(drawnFrames(positioned.placed) == [R(25, 15, 10, 10)])
    }

    @Test("alignmentGuide overrides a guide")
    func alignmentGuide() {
        let view = VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 10, height: 10)
            Color.blue.frame(width: 10, height: 10).alignmentGuide(.leading) { _ in -20 }
        }
        #expect(drawnFrames(place(view, .unspecified).placed) == [R(0, 0, 10, 10), R(20, 10, 10, 10)])
    }

    @Test("GeometryReader takes the proposal and gives it to its content at the top-leading corner")
    func geometryReader() {
        let view = GeometryReader { proxy in Color.red.frame(width: proxy.size.width / 2, height: 10) }
        let (size, placed) = place(view, ProposedSize(width: 80, height: 40))
        #expect(size == Size(80, 40))
        #expect(drawnFrames(placed) == [R(0, 0, 40, 10)])
    }

    @Test("ViewThatFits picks the first child whose ideal size fits")
    func viewThatFits() {
        let view = ViewThatFits {
            Color.red.frame(width: 120, height: 10)
            Color.green.frame(width: 60, height: 10)
            Color.blue.frame(width: 10, height: 10)
        }
        #expect(place(view, ProposedSize(width: 100, height: 100)).size == Size(60, 10))
        #expect(place(view, ProposedSize(width: 200, height: 100)).size == Size(120, 10))
        #expect(place(view, ProposedSize(width: 5, height: 100)).size == Size(10, 10))
    }

    @Test("Grid: columns as wide as their widest cell, rows as tall as their tallest")
    func grid() {
        let view = Grid(horizontalSpacing: 2, verticalSpacing: 4) {
            GridRow { Color.red.frame(width: 10, height: 10); Color.blue.frame(width: 30, height: 5) }
            GridRow { Color.green.frame(width: 20, height: 8); Color.yellow.frame(width: 5, height: 5) }
        }
        let (size, placed) = place(view, ProposedSize(width: 200, height: 200))
        #expect(size == Size(52, 22))
        #expect(drawnFrames(placed) == [R(5, 0, 10, 10), R(22, 2.5, 30, 5), R(0, 14, 20, 8), R(34.5, 15.5, 5, 5)])
    }

    @Test("NaN, infinite and absurd lengths are clamped, never placed")
    func badLengths() {
        #expect(place(Color.red.frame(width: .nan, height: 10), .unspecified).size == Size(0, 10))
        #expect(place(Color.red.frame(width: 1e9, height: 10), .unspecified).size == Size(maximumLength, 10))
        let list = testRenderer().render(Color.red.frame(maxWidth: .infinity, maxHeight: .infinity).padding(.nan), size: Size(100, 50)).displayList
        #expect(list.items == [.fill(VectorPath(elements: [.move(Point(0, 0)), .line(Point(100, 0)), .line(Point(100, 50)), .line(Point(0, 50)), .close]),
                                     .solid(SystemColorTable.red.light), .nonZero)])
    }

    @Test("Text proposed zero is zero; a text wraps to the proposed width")
    func textSizing() {
        let text = Text("aa bb cc").font(.system(size: 20))   // 80 on one line
        #expect(place(text, .zero).size == .zero)
        #expect(place(text, ProposedSize(width: 55, height: 500)).size == Size(50, 48))
        #expect(place(text, ProposedSize(width: 55, height: 30)).size == Size(50, 24))   // a height for one line truncates
        #expect(place(text.lineLimit(1), ProposedSize(width: 55, height: 500)).size == Size(50, 24))
    }
}
