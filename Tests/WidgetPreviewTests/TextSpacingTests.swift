import Testing
import Graphics
import Typography
@testable import WidgetPreview

/// Text-aware vertical stack spacing (research §6.2) with the bundled fonts. Body text (Inter at 17 pt,
/// 22-pt line box): ascender 16.46875, capHeight 12.3636…, descender 4.1051…, roundUp(0.1 · 22) = 3,
/// half leading (22 − 16.46875 − 4.1051…)/2 = 0.7131, so the first baseline is 17.1818 below the top.
@Suite("Text-aware stack spacing (SpacingPolicy)")
struct TextSpacingTests {
    let renderer: ViewRenderer
    init() throws { renderer = ViewRenderer(scale: 2, textEngine: try TypeSetter.shared()) }

    private func frames<V: View>(_ view: V) -> (Size, [Rect]) {
        let (size, placed) = place(view, ProposedSize(width: 300, height: 300), renderer: renderer)
        return (size, drawnFrames(placed))
    }

    @Test("two body Texts in a VStack stack like two lines: 22 + 0 + 22, no 8-point gap")
    func textAboveText() {
        let (size, f) = frames(VStack { Text("A"); Text("B") })
        #expect(size.height == 44)
        #expect(f.map(\.minY) == [0, 22])
    }

    static let bodyGap = 7.81818181818182

    @Test("a view above a Text: its bottom lineHeight + roundUp(0.1·lineHeight) = 25 above the baseline (gap 7.818)")
    func viewAboveText() {
        let (size, f) = frames(VStack { Color.red.frame(height: 10); Text("A") })
        #expect(abs(f[1].minY - (10 + Self.bodyGap)) < 1e-9)
        #expect(abs(f[1].minY + 17.181818181818183 - (10 + 25)) < 1e-9)
        #expect(abs(size.height - (32 + Self.bodyGap)) < 1e-9)
    }

    @Test("a Text above a view: max(lineHeight + r − capHeight, r + descender) = 12.636 below the baseline (gap 7.818)")
    func textAboveView() throws {
        let (_, f) = frames(VStack { Text("A"); Color.red.frame(height: 10) })
        let metrics = try TypeSetter.shared().metrics(of: FontDescriptor(size: 17))
        #expect(metrics.capHeight == 12.363636363636363)
        #expect(abs(f[1].minY - (22 + Self.bodyGap)) < 1e-9)
        #expect(abs(f[1].minY - (17.181818181818183 + 12.636363636363637)) < 1e-9)
    }

    @Test("the formulas by themselves, for a large light font (42 pt, line 54.35)")
    func formulas() {
        let m = FontMetrics(ascender: 40.6875, descender: 10.142045454545455, capHeight: 30.545454545454547,
                            xHeight: 22.909090909090907, lineHeight: 54.352941176470594)
        #expect(SpacingPolicy.textMargin(m) == 6)
        #expect(abs(SpacingPolicy.halfLeading(m) - 1.7616978609625695) < 1e-9)
        #expect(abs(SpacingPolicy.distance(from: .standard, to: .text(m), along: .vertical) - 17.903743315508024) < 1e-9)
        #expect(abs(SpacingPolicy.distance(from: .text(m), to: .standard, along: .vertical) - 17.903743315508024) < 1e-9)
        #expect(SpacingPolicy.distance(from: .text(m), to: .text(m), along: .vertical) == 0)
        // A descender-heavy font: the second term wins, leaving the margin r = 2 below the descender.
        let deep = FontMetrics(ascender: 8, descender: 12, capHeight: 20, xHeight: 5, lineHeight: 20)
        #expect(SpacingPolicy.distance(from: .text(deep), to: .standard, along: .vertical) == 2)
        #expect(SpacingPolicy.distance(from: .standard, to: .text(deep), along: .vertical) == 14)
    }

    @Test("horizontal gaps next to Text stay 8; spacers still get 0")
    func horizontalStaysDefault() {
        let (_, f) = frames(HStack { Text("A"); Text("B") })
        #expect(abs(f[1].minX - (f[0].maxX + 8)) < 1e-9)
        let m = FontMetrics(ascender: 1, descender: 1, capHeight: 1, xHeight: 1, lineHeight: 2)
        #expect(SpacingPolicy.distance(from: .text(m), to: .spacer, along: .vertical) == 0)
        #expect(SpacingPolicy.distance(from: .text(m), to: .standard, along: .horizontal) == 8)
    }

    @Test("padding or a height frame resets a Text to the default 8; a width-only frame keeps its spacing")
    func modifiersResetTheirEdges() {
        let padded = frames(VStack { Text("A").padding(4); Color.red.frame(height: 10) }).1
        #expect(padded[1].minY == 30 + 8)
        let framed = frames(VStack { Text("A").frame(height: 30); Color.red.frame(height: 10) }).1
        #expect(framed[1].minY == 30 + 8)
        let widthOnly = frames(VStack { Color.red.frame(height: 10); Text("A").frame(width: 50) }).1
        #expect(abs(widthOnly[1].minY - (10 + Self.bodyGap)) < 1e-9)
        let horizontalPadding = frames(VStack { Text("A"); Text("B").padding(.horizontal, 4) }).1
        #expect(horizontalPadding[1].minY == 22)
    }

    @Test("stacks publish their children's edges: nested VStacks and HStacks of Texts stack like Texts")
    func stacksPublishChildren() {
        let nested = frames(VStack { VStack { Text("A"); Text("B") }; Text("C") })
        #expect(nested.0.height == 66)
        let row = frames(VStack { HStack { Text("A"); Spacer(); Text("B") }; Text("C") }).1
        #expect(row.map(\.minY) == [0, 0, 22])
        let mixed = frames(VStack { HStack { Color.red.frame(width: 10, height: 10); Text("A") }; Text("C") }).1
        #expect(abs((mixed.last?.minY ?? 0) - (22 + Self.bodyGap)) < 1e-9)
        let topPadded = frames(VStack { Text("A").padding(.top, 4); Text("B") }).1
        #expect(topPadded[1].minY == 26)
    }

    @Test("a height-only frame keeps a Spacer's zero leading and trailing preference in an HStack")
    func framedSpacerInHStack() {
        let (_, placed) = place(HStack { Color.red.frame(width: 10, height: 10); Spacer().frame(height: 4); Color.blue.frame(width: 10, height: 10) },
                                ProposedSize(width: 100, height: 10), renderer: renderer)
        #expect(drawnFrames(placed).map(\.minX) == [0, 90])
    }

    @Test("an explicit spacing overrides the text metrics")
    func explicitSpacing() {
        let (_, f) = frames(VStack(spacing: 5) { Text("A"); Text("B") })
        #expect(f.map(\.minY) == [0, 27])
    }
}
