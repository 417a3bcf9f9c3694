import Testing
@testable import Graphics

/// Integer premultiplied compositing: the rounding rules and the clip and layer stacks.
@Suite struct RasterCompositingTests {
    typealias T = RasterTest

    @Test func div255IsExactRoundingForEveryProduct() {
        for a in 0...255 {
            for b in stride(from: 0, through: 255, by: 5) {
                let exact = (Double(a * b) / 255).rounded()
                #expect(Premultiplied.mul(UInt32(a), UInt32(b)) == UInt32(exact))
            }
        }
    }

    @Test func packedScaleMatchesPerChannelMultiply() {
        let p = Premultiplied.pack(r: 200, g: 17, b: 255, a: 230)
        for k: UInt32 in [0, 1, 127, 128, 254, 255] {
            let s = Premultiplied.scale(p, by: k)
            for shift: UInt32 in [0, 8, 16, 24] {
                #expect((s >> shift) & 0xFF == Premultiplied.mul((p >> shift) & 0xFF, k))
            }
        }
    }

    @Test func premultiplyRoundTrip() {
        #expect(Premultiplied.unpack(Premultiplied.pack(r: 255, g: 128, b: 0, a: 255)) == (255, 128, 0, 255))
        #expect(Premultiplied.unpack(Premultiplied.pack(r: 255, g: 128, b: 0, a: 128)) == (255, 128, 0, 128))
        #expect(Premultiplied.unpack(0) == (0, 0, 0, 0))
    }

    /// 50% black is alpha byte(0.5) = 128; over white: 255 · (255 − 128) / 255 = 127.
    @Test func halfBlackOverWhiteIs127() throws {
        let b = try T.render(2, 2, [.fill(T.rect(0, 0, 2, 2), T.white, .nonZero),
                                     .fill(T.rect(0, 0, 2, 2), .solid(RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.5)), .nonZero)])
        #expect(b[0, 0] == (127, 127, 127, 255))
    }

    @Test func translucentColourOnTransparentStaysStraight() throws {
        let b = try T.render(1, 1, [.fill(T.rect(0, 0, 1, 1), .solid(RGBAColor(r8: 255, g8: 128, b8: 0, alpha: 0.5)), .nonZero)])
        #expect(b[0, 0] == (255, 128, 0, 128))
    }

    @Test func nothingDrawnIsTransparent() throws {
        let b = try T.render(3, 2, [])
        #expect(b.width == 3 && b.height == 2 && b.pixels.allSatisfy { $0 == 0 })
    }

    @Test func sizeIsRoundedCanvasTimesScale() throws {
        let b = try RasterBackend.render(DisplayList(size: Size(10.2, 5.5)), scale: 3)
        #expect(b.width == 31 && b.height == 17)
    }

    @Test func absurdSizesThrow() {
        #expect(throws: RasterError.self) { try RasterBackend.render(DisplayList(size: Size(1e9, 10)), scale: 1) }
        #expect(throws: RasterError.self) { try RasterBackend.render(DisplayList(size: Size(10, 10)), scale: .nan) }
        #expect(throws: RasterError.self) { try RasterBackend.render(DisplayList(size: Size(.infinity, 10)), scale: 1) }
        #expect(throws: RasterError.self) { try RasterBackend.render(DisplayList(size: Size(-5, 10)), scale: 1) }
        #expect(throws: RasterError.self) { try RasterBackend.render(DisplayList(size: Size(16_000, 16_000)), scale: 1) }
    }

    @Test func nestedClipsIntersect() throws {
        let b = try T.render(10, 2, [
            .pushClip(T.rect(0, 0, 6, 2), .nonZero),
            .pushClip(T.rect(4, 0, 6, 2), .nonZero),
            .fill(T.rect(0, 0, 10, 2), T.black, .nonZero),
            .popClip,
            .fill(T.rect(0, 1, 10, 1), .solid(RGBAColor(red: 1, green: 0, blue: 0)), .nonZero),
            .popClip,
        ])
        #expect((0..<10).map { T.alpha(b, $0, 0) } == [0, 0, 0, 0, 255, 255, 0, 0, 0, 0])
        // After the inner pop only the outer clip (x < 6) applies.
        #expect((0..<10).map { b[$0, 1].r } == [255, 255, 255, 255, 255, 255, 0, 0, 0, 0])
    }

    /// A clip edge at x = 2.5 halves the pixel: coverage 128, times an opaque fill.
    @Test func clipsAreAntiAliased() throws {
        let b = try T.render(4, 1, [.pushClip(T.rect(0, 0, 2.5, 1, clockwise: false), .nonZero),
                                     .fill(T.rect(0, 0, 4, 1), T.black, .nonZero), .popClip])
        #expect((0..<4).map { T.alpha(b, $0, 0) } == [255, 255, 128, 0])
    }

    @Test func layerOpacityScalesTheWholeLayerOnce() throws {
        // Two overlapping opaque squares in a 50% layer: the overlap is not darker than the rest.
        let b = try T.render(4, 1, [
            .fill(T.rect(0, 0, 4, 1), T.white, .nonZero),
            .pushLayer(Layer(opacity: 0.5)),
            .fill(T.rect(0, 0, 3, 1), T.black, .nonZero),
            .fill(T.rect(1, 0, 3, 1), T.black, .nonZero),
            .popLayer,
        ])
        #expect((0..<4).map { b[$0, 0].r } == [127, 127, 127, 127])
    }

    @Test func layerIsClippedByTheEnclosingClip() throws {
        let b = try T.render(4, 1, [.pushClip(T.rect(0, 0, 2, 1), .nonZero), .pushLayer(Layer()),
                                     .fill(T.rect(0, 0, 4, 1), T.black, .nonZero), .popLayer, .popClip])
        #expect((0..<4).map { T.alpha(b, $0, 0) } == [255, 255, 0, 0])
    }

    @Test func blendModes() throws {
        func blended(_ mode: BlendMode, _ top: RGBAColor, over base: RGBAColor) throws -> (UInt8, UInt8, UInt8, UInt8) {
            let b = try T.render(1, 1, [.fill(T.rect(0, 0, 1, 1), .solid(base), .nonZero),
                                         .pushLayer(Layer(blendMode: mode)),
                                         .fill(T.rect(0, 0, 1, 1), .solid(top), .nonZero), .popLayer])
            let p = b[0, 0]
            return (p.r, p.g, p.b, p.a)
        }
        let grey = RGBAColor(r8: 128, g8: 128, b8: 128), orange = RGBAColor(r8: 255, g8: 128, b8: 0)
        // multiply: 255·128/255 = 128, 128·128/255 = 64.25 → 64, 0.
        #expect(try blended(.multiply, orange, over: grey) == (128, 64, 0, 255))
        // screen: a + b − ab: 255, 128 + 128 − 64.25 = 191.75 → 192, 128.
        #expect(try blended(.screen, orange, over: grey) == (255, 192, 128, 255))
        #expect(try blended(.darken, orange, over: grey) == (128, 128, 0, 255))
        #expect(try blended(.lighten, orange, over: grey) == (255, 128, 128, 255))
        // overlay with a 128 backdrop (> half): screen(cs, 2·cb − 1).
        #expect(try blended(.overlay, orange, over: grey) == (255, 128, 1, 255))
        #expect(try blended(.normal, orange, over: grey) == (255, 128, 0, 255))
        // Over a transparent backdrop every separable mode is plain source-over.
        #expect(try blended(.multiply, orange, over: .clear) == (255, 128, 0, 255))
    }

    @Test func colorMatrixInvertsOnStraightColour() throws {
        let invert: [Double] = [-1, 0, 0, 0, 1,  0, -1, 0, 0, 1,  0, 0, -1, 0, 1,  0, 0, 0, 1, 0]
        let b = try T.render(1, 1, [.pushLayer(Layer(filters: [.colorMatrix(invert)])),
                                     .fill(T.rect(0, 0, 1, 1), .solid(RGBAColor(r8: 255, g8: 100, b8: 0, alpha: 0.5)), .nonZero),
                                     .popLayer])
        #expect(b[0, 0] == (0, 155, 255, 128))
    }

    /// An alpha offset reaches pixels nothing was drawn on: the whole layer is processed.
    @Test func colorMatrixAlphaOffsetFillsTransparentPixels() throws {
        let flood: [Double] = [0, 0, 0, 0, 1,  0, 0, 0, 0, 0,  0, 0, 0, 0, 0,  0, 0, 0, 0, 1]
        let b = try T.render(3, 3, [.pushLayer(Layer(filters: [.colorMatrix(flood)])),
                                     .fill(T.rect(0, 0, 1, 1), T.black, .nonZero), .popLayer])
        #expect(b[2, 2] == (255, 0, 0, 255) && b[0, 0] == (255, 0, 0, 255))
    }

    @Test func blurSpreadsButKeepsFlatAreasFlat() throws {
        for radius in [1.0, 2.0] {   // a true Gaussian kernel, then the three-box approximation
            let b = try T.render(40, 40, [.pushLayer(Layer(filters: [.blur(radius: radius)])),
                                           .fill(T.rect(10, 10, 20, 20), T.black, .nonZero), .popLayer])
            #expect(T.alpha(b, 20, 20) == 255)
            #expect(T.alpha(b, 9, 20) > 0 && T.alpha(b, 9, 20) < 128)
            #expect(T.alpha(b, 10, 20) > 100 && T.alpha(b, 10, 20) < 255)
            #expect(T.alpha(b, 0, 20) == 0)
            // Symmetric about the square's centre.
            #expect(T.alpha(b, 9, 20) == T.alpha(b, 30, 20))
        }
    }

    @Test func shadowLiesBeneathAndOffset() throws {
        let b = try T.render(20, 20, [.pushLayer(Layer(filters: [.shadow(color: .black, radius: 0, dx: 3, dy: 3)])),
                                       .fill(T.rect(2, 2, 8, 8), .solid(RGBAColor(red: 1, green: 0, blue: 0)), .nonZero), .popLayer])
        #expect(b[5, 5] == (255, 0, 0, 255))
        #expect(b[11, 11] == (0, 0, 0, 255))
        #expect(b[11, 3] == (0, 0, 0, 0))
    }
}
