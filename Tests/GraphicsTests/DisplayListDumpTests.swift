import Testing
@testable import Graphics

@Suite struct DisplayListDumpTests {
    typealias Scenes = SVGTestScenes

    @Test func everyItemKindPrintsOnOneIndentedLine() {
        var list = DisplayList(size: Size(100, 50.5))
        let square = Scenes.rect(0, 0, 10, 10)
        list.append(.pushLayer(Layer(opacity: 0.25, blendMode: .screen,
                                     filters: [.blur(radius: 1.5),
                                               .shadow(color: RGBAColor.black.multiplyingAlpha(0.3), radius: 4, dx: 0, dy: -2)])))
        list.append(.beginGroup(.accentable))
        list.append(.fill(square, .radialGradient(GradientStops(evenlySpaced: [.white, .black]), center: Point(5, 5), radius: 5,
                                                  transform: .scale(1, 0.5)), .evenOdd))
        list.append(.stroke(square, .angularGradient(GradientStops(evenlySpaced: [.white, .black]), center: Point(5, 5),
                                                     startAngle: -Double.pi / 2, endAngle: Double.pi * 1.5),
                            StrokeOptions(width: 1, join: .miter, miterLimit: 4)))
        list.append(.endGroup)
        list.append(.popLayer)
        list.append(.glyphRun(Scenes.run("I\"\\\n\u{1}", size: 12.5, at: Point(1, 20), paint: .solid(.black),
                                         transform: .rotation(Double.pi / 2))))
        list.append(.image(ImageDraw(source: Scenes.checker, rect: Rect(x: 1, y: 2, width: 3, height: 4),
                                     transform: .translation(5, 6), opacity: 0.5)))
        list.append(.fill(VectorPath(elements: [.move(Point(.nan, 1)), .line(Point(2, 2))]), .solid(.white), .nonZero))
        list.append(.fill(VectorPath(), .solid(.white), .nonZero))
        list.append(.pushClip(square, .evenOdd))
        list.append(.beginGroup(.label("Temp")))
        list.append(.endGroup)
        list.append(.popClip)
        #expect(list.dump() == """
            DisplayList 100×50.5
            layer opacity 0.25 screen blur(1.5) shadow(#000000@0.302 radius 4 offset (0, -2))
              group accentable
                fill radial(#ffffff 0, #000000 1 center (5, 5) radius 5 transform matrix(1 0 0 0.5 0 0)) evenodd M0 0L10 0 10 10 0 10Z
                stroke angular(#ffffff 0, #000000 1 center (5, 5) from -90° to 270°) width 1 miter 4 M0 0L10 0 10 10 0 10Z
              end group
            end layer
            text "I\\"\\\\\\n\\u{1}" Test-Regular 12.5 at (1, 20) #000000 transform matrix(0 1 -1 0 0 0) (5 glyphs)
            image img-b5224d6ff74ec31c 4×4px in [(1, 2) 3×4] opacity 0.5 transform matrix(1 0 0 1 5 6)
            fill #ffffff (non-finite path) M0 1L2 2
            fill #ffffff (empty path)
            clip evenodd M0 0L10 0 10 10 0 10Z
              group label "Temp"
              end group
            end clip

            """)
        #expect(list.description == list.dump())
    }

    @Test func strayPopsAreNotPartOfTheTree() {
        // A pop that closes no group has no node to show (the builder counts it: not balanced).
        var list = DisplayList(size: Size(1, 1))
        list.append(.popClip)
        list.append(.endGroup)
        list.append(.fill(Scenes.rect(0, 0, 1, 1), .solid(.black), .nonZero))
        #expect(list.dump() == "DisplayList 1×1\nfill #000000 M0 0L1 0 1 1 0 1Z\n")
        #expect(!list.isBalanced)
    }
}
