import Foundation
import Graphics
import Typography

/// A picture that uses every DisplayList operation: shapes, strokes with every cap and join, dashes,
/// every gradient, clips, opacity and blend layers, filters, text in several faces and sizes, an emoji
/// and a bitmap. The raster/SVG oracle test, `make previews` and `make bench` all draw it.
package enum GraphicsTestScene {
    package static let size = Size(360, 240)

    package static func displayList(text engine: any TextLayoutEngine) -> DisplayList {
        var list = DisplayList(size: size)
        let ink = RGBAColor(r8: 28, g8: 28, b8: 30)

        // Card: a continuous rounded rectangle with a linear gradient.
        let card = Rect(x: 4, y: 4, width: 352, height: 232)
        list.append(.fill(.roundedRect(card, radius: 22, style: .continuous),
                          .linearGradient(GradientStops(evenlySpaced: [RGBAColor(r8: 255, g8: 149, b8: 0),
                                                                        RGBAColor(r8: 255, g8: 45, b8: 85)]),
                                          start: Point(card.minX, card.minY), end: Point(card.maxX, card.maxY)),
                          .nonZero))

        // Radial sphere and an angular-gradient ring with round caps (a gauge).
        list.append(.fill(.circle(center: Point(50, 52), radius: 30),
                          .radialGradient(GradientStops(evenlySpaced: [.white, RGBAColor(r8: 0, g8: 122, b8: 255)]),
                                          center: Point(42, 44), radius: 40), .nonZero))
        let ring = VectorPath.arc(center: Point(120, 52), radius: 26, startAngle: .pi * 0.75, endAngle: .pi * 2.25,
                                  clockwise: false)
        list.append(.stroke(ring, .solid(RGBAColor.white.multiplyingAlpha(0.3)), StrokeOptions(width: 8, cap: .round)))
        list.append(.stroke(ring.trimmed(from: 0, to: 0.7),
                            .angularGradient(GradientStops(evenlySpaced: [RGBAColor(r8: 52, g8: 199, b8: 89),
                                                                           RGBAColor(r8: 255, g8: 204, b8: 0)]),
                                             center: Point(120, 52), startAngle: .pi * 0.75, endAngle: .pi * 2.25),
                            StrokeOptions(width: 8, cap: .round)))

        // Polylines: each cap with each join, then a dashed line.
        let caps: [StrokeOptions.Cap] = [.butt, .round, .square]
        let joins: [StrokeOptions.Join] = [.miter, .round, .bevel]
        for (i, (cap, join)) in zip(caps, joins).enumerated() {
            let x = 166 + Double(i) * 30
            var zigzag = VectorPath()
            zigzag.move(to: Point(x, 78)); zigzag.line(to: Point(x + 10, 30)); zigzag.line(to: Point(x + 20, 78))
            list.append(.stroke(zigzag, .solid(ink), StrokeOptions(width: 5, cap: cap, join: join)))
        }
        var dashLine = VectorPath()
        dashLine.move(to: Point(260, 40)); dashLine.line(to: Point(344, 40))
        list.append(.stroke(dashLine, .solid(.white), StrokeOptions(width: 3, cap: .round, dash: [6, 5])))

        // Even-odd star next to a non-zero one.
        list.append(.fill(star(center: Point(282, 68), radius: 18), .solid(RGBAColor(r8: 88, g8: 86, b8: 214)), .evenOdd))
        list.append(.fill(star(center: Point(326, 68), radius: 18), .solid(RGBAColor(r8: 88, g8: 86, b8: 214)), .nonZero))

        // A clip: stripes inside a circle.
        list.append(.pushClip(.circle(center: Point(40, 130), radius: 24), .nonZero))
        for i in 0..<8 {
            let stripe = Rect(x: 16 + Double(i) * 6, y: 100, width: 3, height: 60)
            list.append(.fill(.rect(stripe), .solid(i % 2 == 0 ? .white : ink), .nonZero))
        }
        list.append(.popClip)

        // An opacity layer over two overlapping shapes; a multiply layer; a blurred, shadowed and grey layer.
        list.append(.pushLayer(Layer(opacity: 0.5)))
        list.append(.fill(.circle(center: Point(88, 130), radius: 16), .solid(RGBAColor(r8: 0, g8: 122, b8: 255)), .nonZero))
        list.append(.fill(.circle(center: Point(104, 130), radius: 16), .solid(RGBAColor(r8: 52, g8: 199, b8: 89)), .nonZero))
        list.append(.popLayer)
        list.append(.pushLayer(Layer(blendMode: .multiply)))
        list.append(.fill(.roundedRect(Rect(x: 128, y: 112, width: 36, height: 36), radius: 8),
                          .solid(RGBAColor(r8: 90, g8: 200, b8: 250)), .nonZero))
        list.append(.popLayer)
        list.append(.pushLayer(Layer(filters: [.shadow(color: RGBAColor.black.multiplyingAlpha(0.5), radius: 3, dx: 0, dy: 2)])))
        list.append(.fill(.capsule(in: Rect(x: 176, y: 116, width: 52, height: 24)), .solid(.white), .nonZero))
        list.append(.popLayer)
        list.append(.pushLayer(Layer(filters: [.blur(radius: 2)])))
        list.append(.fill(.rect(Rect(x: 240, y: 116, width: 20, height: 24)), .solid(ink), .nonZero))
        list.append(.popLayer)
        list.append(.pushLayer(Layer(filters: [.colorMatrix(grayscaleMatrix)])))
        list.append(.fill(.rect(Rect(x: 272, y: 116, width: 24, height: 24)), .solid(RGBAColor(r8: 255, g8: 59, b8: 48)), .nonZero))
        list.append(.popLayer)

        // A bitmap drawn smaller, larger (smooth) and larger (nearest).
        let photo = ImageSource(bitmap: samplePhoto)
        list.append(.image(ImageDraw(source: photo, rect: Rect(x: 306, y: 112, width: 16, height: 16))))
        list.append(.image(ImageDraw(source: photo, rect: Rect(x: 306, y: 130, width: 44, height: 44))))
        list.append(.image(ImageDraw(source: ImageSource(bitmap: checker), rect: Rect(x: 324, y: 196, width: 24, height: 24),
                                     sampling: .nearest)))

        // Text in several faces and sizes, a CJK fallback and a colour emoji.
        let lines: [(String, FontDescriptor, RGBAColor)] = [
            ("Up next: New York", FontDescriptor(weight: .bold, size: 22), .white),
            ("in 13 days · 9:41 AM", FontDescriptor(weight: .regular, size: 13), RGBAColor.white.multiplyingAlpha(0.8)),
            ("Rounded 87%", FontDescriptor(design: .rounded, weight: .semibold, size: 15), ink),
            ("mono 0123456789", FontDescriptor(design: .monospaced, size: 11), ink),
            ("Serif italic", FontDescriptor(design: .serif, italic: true, size: 13), ink),
            ("東京 ☀️ 22°", FontDescriptor(weight: .medium, size: 15), .white),
        ]
        var y = 176.0
        for (index, (text, font, color)) in lines.enumerated() {
            let layout = engine.layout(TextLayoutRequest(runs: [StyledTextRun(text: text, font: font)]), width: nil)
            let x = index < 2 ? 16.0 : 212.0
            let top = index < 2 ? y : 154 + Double(index - 2) * 19
            list.append(contentsOf: layout.displayItems(at: Point(x, top), defaultPaint: .solid(color)))
            if index < 2 { y += layout.size.height + 2 }
        }
        return list
    }

    /// A sheet of four copies of the scene, 364×382 points: 1092×1146 pixels at 3x, the size the
    /// benchmarks in the research were measured on.
    package static func sheet(text engine: any TextLayoutEngine) -> DisplayList {
        let scene = displayList(text: engine)
        var sheet = DisplayList(size: Size(364, 382))
        let scale = 0.5
        for (i, origin) in [Point(0, 0), Point(182, 0), Point(0, 191), Point(182, 191)].enumerated() {
            let place = Transform.scale(scale).concatenating(.translation(origin.x, origin.y + Double(i % 2) * 10))
            sheet.append(contentsOf: scene.items.map { $0.applying(place) })
        }
        return sheet
    }

    /// SVG/CSS grayscale (saturate 0) as a 4×5 colour matrix.
    static let grayscaleMatrix: [Double] = [
        0.2126, 0.7152, 0.0722, 0, 0,
        0.2126, 0.7152, 0.0722, 0, 0,
        0.2126, 0.7152, 0.0722, 0, 0,
        0, 0, 0, 1, 0,
    ]

    static func star(center: Point, radius: Double) -> VectorPath {
        var path = VectorPath()
        for i in 0..<5 {
            let angle = -Double.pi / 2 + Double(i * 2) * (2 * .pi / 5)
            let p = Point(center.x + radius * cos(angle), center.y + radius * sin(angle))
            if i == 0 { path.move(to: p) } else { path.line(to: p) }
        }
        path.close()
        return path
    }

    /// A 64×64 "photo": a sky gradient with a sun, so scaling shows up as smooth or blocky.
    static let samplePhoto: Bitmap = {
        var px = [UInt8]()
        px.reserveCapacity(64 * 64 * 4)
        for y in 0..<64 {
            for x in 0..<64 {
                let dx = x - 40, dy = y - 22
                if dx * dx + dy * dy < 100 {
                    px += [255, 214, 10, 255]
                } else {
                    px += [UInt8(40 + y * 2), UInt8(120 + y), 230, 255]
                }
            }
        }
        return Bitmap(width: 64, height: 64, pixels: px)
    }()

    /// A 4×4 checkerboard with a transparent square, drawn with nearest sampling.
    static let checker: Bitmap = {
        var px = [UInt8]()
        for y in 0..<4 {
            for x in 0..<4 {
                if x == 3 && y == 0 { px += [0, 0, 0, 0] } else { px += (x + y) % 2 == 0 ? [255, 255, 255, 255] : [28, 28, 30, 255] }
            }
        }
        return Bitmap(width: 4, height: 4, pixels: px)
    }()
}
