import Testing
import Graphics
@testable import WidgetPreview

@Suite("Stack layout (research §6.2)")
struct StackLayoutTests {
    @Test("objc.io worked example: max-100 and min-100 frames proposed 150 overflow to 175")
    func priorityByFlexibility() {
        let view = HStack(spacing: 0) {
            Color.red.frame(maxWidth: 100)
            Color.green.frame(minWidth: 100)
        }
        let (size, placed) = place(view, ProposedSize(width: 150, height: 50))
        #expect(size == Size(175, 50))
        #expect(drawnFrames(placed) == [R(0, 0, 75, 50), R(75, 0, 100, 50)])
    }

    @Test("Text, Spacer, Text: the texts are sized first, the spacer takes the rest")
    func textSpacerText() {
        let view = HStack {
            Text("Hello").font(.system(size: 20))
            Spacer()
            Text("World").font(.system(size: 20))
        }
        let (size, placed) = place(view, ProposedSize(width: 200, height: 100))
        #expect(size == Size(200, 24))
        #expect(drawnFrames(placed) == [R(0, 0, 50, 24), R(150, 0, 50, 24)])
    }

    @Test("a greedy sibling leaves a Spacer at its minimum length 8; gaps next to a spacer are 0")
    func greedySiblingLeavesSpacerMinimum() {
        let (size, placed) = place(HStack { Color.red; Spacer() }, ProposedSize(width: 100, height: 20))
        #expect(size == Size(100, 20))
        #expect(drawnFrames(placed) == [R(0, 0, 92, 20)])
    }

    @Test("two spacers split the leftover space equally")
    func twoSpacersSplit() {
        let view = HStack { Spacer(); Color.red.frame(width: 20, height: 10); Spacer() }
        let (_, placed) = place(view, ProposedSize(width: 100, height: 10))
        #expect(drawnFrames(placed) == [R(40, 0, 20, 10)])
    }

    @Test("Spacer(minLength:) reserves its minimum")
    func spacerMinLength() {
        let view = HStack(spacing: 0) { Color.red; Spacer(minLength: 30) }
        let (_, placed) = place(view, ProposedSize(width: 100, height: 10))
        #expect(drawnFrames(placed) == [R(0, 0, 70, 10)])
    }

    @Test("a framed Spacer still knows its stack's axis (no cross-axis growth)")
    func framedSpacer() {
        let view = VStack(spacing: 0) { Color.red.frame(width: 10, height: 10); Spacer().frame(height: 20) }
        #expect(place(view, ProposedSize(width: 100, height: 100)).size == Size(10, 30))
    }

    @Test("default spacing is 8 between views")
    func defaultSpacing() {
        let view = HStack { Color.red.frame(width: 10, height: 10); Color.blue.frame(width: 10, height: 10) }
        let (size, placed) = place(view, ProposedSize(width: 100, height: 100))
        #expect(size == Size(28, 10))
        #expect(drawnFrames(placed) == [R(0, 0, 10, 10), R(18, 0, 10, 10)])
    }

    @Test("EmptyView, false conditions and nil optionals take no spacing")
    func emptyChildrenTakeNoSpacing() {
        let show = false
        let optional: Color? = nil
        let view = VStack {
            Color.red.frame(width: 10, height: 10)
            EmptyView()
            if show { Color.green }
            optional
            Color.blue.frame(width: 10, height: 10)
        }
        let (size, _) = place(view, ProposedSize(width: 100, height: 100))
        #expect(size == Size(10, 28))
    }

    @Test("equal flexibility shares the space: three colours in 100 with spacing 5")
    func equalShares() {
        let view = HStack(spacing: 5) { Color.red; Color.green; Color.blue }
        let (_, placed) = place(view, ProposedSize(width: 100, height: 10))
        let frames = drawnFrames(placed)
        #expect(frames.map(\.width) == [30, 30, 30])
        #expect(frames.map(\.minX) == [0, 35, 70])
    }

    @Test("layoutPriority sizes first; lower-priority minimums are reserved")
    func layoutPriority() {
        let view = HStack(spacing: 0) {
            Color.red.frame(minWidth: 30)
            Color.blue.layoutPriority(1)
        }
        let (_, placed) = place(view, ProposedSize(width: 100, height: 10))
        #expect(drawnFrames(placed) == [R(0, 0, 30, 10), R(30, 0, 70, 10)])
    }

    @Test("a frame outside layoutPriority resets it to 0")
    func frameResetsPriority() {
        let view = HStack(spacing: 0) {
            Color.red
            Color.blue.layoutPriority(1).frame(minWidth: 0)
        }
        let (_, placed) = place(view, ProposedSize(width: 100, height: 10))
        #expect(drawnFrames(placed).map(\.width) == [50, 50])
    }

    @Test("VStack alignment leading / trailing and cross-axis size = widest child")
    func vstackAlignment() {
        let leading = VStack(alignment: .leading, spacing: 0) { Color.red.frame(width: 10, height: 5); Color.blue.frame(width: 30, height: 5) }
        let (size, placed) = place(leading, ProposedSize(width: 100, height: 100))
        #expect(size == Size(30, 10))
        #expect(drawnFrames(placed) == [R(0, 0, 10, 5), R(0, 5, 30, 5)])
        let trailing = VStack(alignment: .trailing, spacing: 0) { Color.red.frame(width: 10, height: 5); Color.blue.frame(width: 30, height: 5) }
        #expect(drawnFrames(place(trailing, ProposedSize(width: 100, height: 100)).placed) == [R(20, 0, 10, 5), R(0, 5, 30, 5)])
    }

    @Test("an unspecified major proposal gives every child its ideal size (shapes: 10)")
    func idealSizes() {
        let (size, _) = place(HStack(spacing: 0) { Color.red; Color.blue }, ProposedSize(width: nil, height: 20))
        #expect(size == Size(20, 20))
    }

    @Test("HStack aligned on first text baselines")
    func firstTextBaseline() {
        let view = HStack(alignment: .firstTextBaseline, spacing: 0) {
            Text("A").font(.system(size: 40))
            Text("b").font(.system(size: 20))
        }
        // Baselines: 32 (0.8 × 40) and 16: the small text moves down by 16.
        let (size, placed) = place(view, ProposedSize(width: 200, height: 200))
        #expect(drawnFrames(placed) == [R(0, 0, 20, 48), R(20, 16, 10, 24)])
        #expect(size == Size(30, 48))
    }

    @Test("fixedSize VStack: nil minor proposal re-proposed at placement makes flexible children as wide as the widest")
    func fixedSizeVStackEqualWidths() {
        let view = VStack(spacing: 0) {
            Color.red.frame(width: 40, height: 10)
            Color.blue.frame(height: 10)
        }.fixedSize()
        let (size, placed) = place(view, ProposedSize(width: 200, height: 200))
        #expect(size == Size(40, 20))
        #expect(drawnFrames(placed) == [R(0, 0, 40, 10), R(0, 10, 40, 10)])
    }

    @Test("nested stacks are measured once per proposal (memoised, not exponential)")
    func memoisedMeasuring() {
        final class Counter: @unchecked Sendable { var calls = 0 }
        struct CountingEngine: TextLayoutEngine {
            let counter: Counter
            let base = FixedAdvanceTextEngine()
            func layout(_ request: TextLayoutRequest, width: Double?) -> TextLayout {
                counter.calls += 1
                return base.layout(request, width: width)
            }
            func metrics(of font: FontDescriptor) -> FontMetrics { base.metrics(of: font) }
            func symbol(named name: String, font: FontDescriptor) -> GlyphRun? { nil }
        }
        let counter = Counter()
        let view = HStack { VStack { HStack { VStack { HStack { VStack { HStack { VStack { HStack { VStack {
            Text("deep"); Color.red
        } } } } } } } } } }
        _ = place(view, ProposedSize(width: 300, height: 300), renderer: ViewRenderer(scale: 2, textEngine: CountingEngine(counter: counter)))
        #expect(counter.calls < 40)
    }
}

import Typography
