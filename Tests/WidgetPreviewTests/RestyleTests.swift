import Testing
@testable import Graphics
@testable import WidgetPreview

@Suite struct RestyleTests {
    let square: VectorPath = {
        var p = VectorPath()
        p.move(to: Point(0, 0)); p.line(to: Point(10, 0)); p.line(to: Point(10, 10)); p.close()
        return p
    }()

    func paints(_ list: DisplayList) -> [RGBAColor] {
        list.items.compactMap { if case .fill(_, let paint, _) = $0 { return paint.solidColor } else { return nil } }
    }

    @Test func vibrantKeepsLuminanceAsOpacityOfTheTint() {
        let list = DisplayList(size: Size(10, 10), items: [
            .fill(square, .solid(.white), .nonZero),
            .fill(square, .solid(.black), .nonZero),
            .fill(square, .solid(RGBAColor(r8: 255, g8: 0, b8: 0, alpha: 0.5)), .nonZero),
        ])
        let out = paints(list.restyled(.vibrant(tint: .white)))
        #expect(out.map(\.rgba8.a) == [255, 0, 27])   // red: luminance 54/255 of 0.5 → 27
        #expect(out.allSatisfy { $0.rgba8.r == 255 && $0.rgba8.g == 255 && $0.rgba8.b == 255 })
    }

    @Test func accentedReplacesColoursByGroupAndKeepsAlpha() {
        let accent = RGBAColor(r8: 0, g8: 136, b8: 255)
        let list = DisplayList(size: Size(10, 10), items: [
            .fill(square, .solid(RGBAColor(r8: 255, g8: 0, b8: 0, alpha: 0.4)), .nonZero),
            .beginGroup(.accentable),
            .fill(square, .solid(RGBAColor(r8: 20, g8: 200, b8: 20)), .nonZero),
            .endGroup,
        ])
        let out = paints(list.restyled(.accented(accent: accent, standard: .white)))
        #expect(out[0].hexRGB == "#ffffff" && out[0].rgba8.a == 102)
        #expect(out[1].hexRGB == "#0088ff" && out[1].rgba8.a == 255)
    }

    @Test func containerBackgroundGroupsAreRemovedWithWhatTheyHold() {
        let list = DisplayList(size: Size(10, 10), items: [
            .beginGroup(.containerBackground),
            .fill(square, .solid(.black), .nonZero),
            .beginGroup(.label("inner")), .fill(square, .solid(.black), .nonZero), .endGroup,
            .endGroup,
            .beginGroup(.label("content")), .fill(square, .solid(.white), .nonZero), .endGroup,
        ])
        let out = list.removingContainerBackground()
        #expect(out.items == [.beginGroup(.label("content")), .fill(square, .solid(.white), .nonZero), .endGroup])
        #expect(out.isBalanced)
    }

    @Test func vibrantImagesBecomeTintWithLuminanceAlpha() {
        let bitmap = Bitmap(width: 2, height: 1, pixels: [255, 255, 255, 255, 0, 0, 255, 128])
        let list = DisplayList(size: Size(2, 1), items: [
            .image(ImageDraw(source: ImageSource(bitmap: bitmap), rect: Rect(x: 0, y: 0, width: 2, height: 1))),
        ])
        guard case .image(let draw) = list.restyled(.vibrant(tint: RGBAColor(r8: 255, g8: 0, b8: 0))).items[0] else {
            Issue.record("no image")
            return
        }
        // white opaque → tint at 255; blue at alpha 128 → luminance 19 → 128 × 19 / 255 ≈ 10
        #expect(draw.source.bitmap.pixels == [255, 0, 0, 255, 255, 0, 0, 10])
    }
}
