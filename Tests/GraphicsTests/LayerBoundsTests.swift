import Testing
@testable import Graphics

/// Layers sized to their content (`LayerBounds`): exact device boxes, and the same pixels as before.
@Suite struct LayerBoundsTests {
    /// A 100×100 pt canvas at 2x: 200×200 device pixels.
    let bounds = LayerBounds(scale: 2, canvas: PixelBox(x0: 0, y0: 0, x1: 200, y1: 200))

    func square(_ x: Double, _ y: Double, _ side: Double, _ color: RGBAColor = RGBAColor(red: 1, green: 0, blue: 0)) -> DisplayItem {
        .fill(.rect(Rect(x: x, y: y, width: side, height: side)), .solid(color), .nonZero)
    }

    func layered(_ layer: Layer, _ inner: [DisplayItem]) -> [DisplayItem] { [.pushLayer(layer)] + inner + [.popLayer] }

    @Test func aLayerCoversItsContentPlusAPixelOfAntialiasing() {
        // 10…20 pt is 20…40 px; one spare pixel each side.
        #expect(bounds.boxes(of: layered(Layer(opacity: 0.5), [square(10, 10, 10)])) == [PixelBox(x0: 19, y0: 19, x1: 41, y1: 41)])
        #expect(bounds.boxes(of: [square(10, 10, 10)]) == nil)   // no layer: nothing computed
    }

    @Test func filtersSpreadTheBox() {
        // blur 1 pt = σ 2 px: box size d = ⌊2·3·√(2π)/4 + 0.5⌋ = 4, reach 3·(4/2 + 1) = 9 px.
        #expect(bounds.boxes(of: layered(Layer(filters: [.blur(radius: 1)]), [square(10, 10, 10)]))
            == [PixelBox(x0: 10, y0: 10, x1: 50, y1: 50)])
        // A sharp shadow 3 pt right, 1 pt down: the content and its copy 6 px right, 2 px down.
        let black = RGBAColor(red: 0, green: 0, blue: 0)
        #expect(bounds.boxes(of: layered(Layer(filters: [.shadow(color: black, radius: 0, dx: 3, dy: 1)]), [square(10, 10, 10)]))
            == [PixelBox(x0: 19, y0: 19, x1: 47, y1: 43)])
        // A transparent shadow draws nothing; a colour matrix that lifts alpha reaches every pixel.
        #expect(bounds.boxes(of: layered(Layer(filters: [.shadow(color: .clear, radius: 2, dx: 30, dy: 30)]), [square(10, 10, 10)]))
            == [PixelBox(x0: 19, y0: 19, x1: 41, y1: 41)])
        var lift = [Double](repeating: 0, count: 20)
        lift[19] = 0.5
        #expect(bounds.boxes(of: layered(Layer(filters: [.colorMatrix(lift)]), [square(10, 10, 10)])) == [bounds.canvas])
    }

    @Test func clipsNarrowAndTheCanvasBounds() {
        let clipped: [DisplayItem] = [.pushClip(.rect(Rect(x: 15, y: 0, width: 100, height: 12)), .nonZero), square(10, 10, 10), .popClip]
        // The clip's box (29…202 × −1…25 px, clipped to the canvas) cuts the square's 19…41.
        #expect(bounds.boxes(of: layered(Layer(opacity: 0.5), clipped)) == [PixelBox(x0: 29, y0: 19, x1: 41, y1: 25)])
        // Content past the canvas edge: clipped to the canvas.
        #expect(bounds.boxes(of: layered(Layer(opacity: 0.5), [square(95, -5, 20)])) == [PixelBox(x0: 189, y0: 0, x1: 200, y1: 31)])
    }

    @Test func nestedLayersAddUpAndStrokesReachOut() {
        let inner = layered(Layer(filters: [.blur(radius: 1)]), [square(10, 10, 10)])
        let stroke = DisplayItem.stroke(.rect(Rect(x: 60, y: 60, width: 10, height: 10)), .solid(RGBAColor(red: 0, green: 0, blue: 1)),
                                        StrokeOptions(width: 2, join: .round))
        // Outer: the blurred inner box ∪ the stroke (60…70 pt; width 2, round join: reach 1·1.5 + 1 = 2.5 pt
        // = 5 px, so 115…145 px, +1).
        #expect(bounds.boxes(of: layered(Layer(opacity: 0.5), inner + [stroke]))
            == [PixelBox(x0: 10, y0: 10, x1: 146, y1: 146), PixelBox(x0: 10, y0: 10, x1: 50, y1: 50)])
    }

    @Test func unbalancedListsFollowTheRenderer() {
        // A stray popLayer is ignored; a layer left open closes at the end with what it drew (the tree
        // builder closes it).
        #expect(bounds.boxes(of: [.popLayer, .pushLayer(Layer(opacity: 0.5)), square(10, 10, 10)]) == [PixelBox(x0: 19, y0: 19, x1: 41, y1: 41)])
        // A popClip does not close a clip opened outside the layer.
        let outside: [DisplayItem] = [.pushClip(.rect(Rect(x: 0, y: 0, width: 12, height: 12)), .nonZero),
                                      .pushLayer(Layer(opacity: 0.5)), .popClip, square(10, 10, 10), .popLayer, .popClip]
        #expect(bounds.boxes(of: outside) == [PixelBox(x0: 19, y0: 19, x1: 41, y1: 41)])
    }

    @Test func sizedLayersDrawTheSamePixelsAsFullCanvasOnes() throws {
        // What a sized layer could get wrong: a shadow and a blur spreading out, a clip inside, a blend,
        // content past the canvas edge, a nested layer.
        let black = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.5)
        let blue = RGBAColor(red: 0, green: 0.2, blue: 1)
        let content: [DisplayItem] = [square(5, 5, 20, blue), .pushClip(.rect(Rect(x: 30, y: 0, width: 70, height: 40)), .nonZero),
                                      square(25, 10, 30, blue), .popClip, square(90, 90, 20, blue)]
            + layered(Layer(opacity: 0.7, filters: [.blur(radius: 2)]), [square(40, 60, 10, blue)])
        let layers = [Layer(filters: [.shadow(color: black, radius: 3, dx: 4, dy: -2), .blur(radius: 0.7)]),
                      Layer(opacity: 0.6, blendMode: .multiply, filters: [.blur(radius: 5)])]
        for layer in layers {
            let items = [square(0, 0, 100, RGBAColor(red: 1, green: 0.9, blue: 0.8))] + layered(layer, content)
            func draw(sizingLayers: Bool) throws -> Bitmap {
                let renderer = try RasterRenderer(width: 200, height: 200, scale: 2)
                try renderer.draw(items, sizingLayers: sizingLayers)
                return renderer.finish()
            }
            let sized = try draw(sizingLayers: true), full = try draw(sizingLayers: false)
            #expect(sized == full)
            #expect(sized[100, 20] != sized[0, 0])   // something was drawn
        }
    }
}

/// The tests above write lists in the flat vocabulary; the tree they build is what is measured and drawn.
extension LayerBounds {
    func boxes(of items: [DisplayItem]) -> [PixelBox]? { boxes(of: DisplayList(size: Size(0, 0), items: items).nodes) }
}

extension RasterRenderer {
    func draw(_ items: [DisplayItem], sizingLayers: Bool) throws {
        try draw(DisplayList(size: Size(0, 0), items: items).nodes, sizingLayers: sizingLayers)
    }
}
