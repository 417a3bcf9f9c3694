import Foundation

/// Angular (conic) gradients, which SVG 1.1 does not have, drawn as solid wedges.
///
/// The approximation: the plane around the centre is cut into wedges whose colour is the gradient's
/// colour at the wedge's middle angle. Wedge edges fall on every stop, and between two stops a wedge
/// spans at most 2/255 of colour change in any channel, so no pixel is more than one 8-bit step away
/// from the exact per-pixel colour. Wedges are drawn with `shape-rendering="crispEdges"` so neighbours
/// tile without anti-aliasing seams; the shape's own edge is anti-aliased by the clip or mask the wedge
/// group is drawn through. The wedges reach past every corner of the canvas.
///
/// Colour at a point (the definition the raster backend implements): θ = atan2(y − cy, x − cx) (clockwise
/// on screen, 0 = +x), `rel` = (θ − startAngle) mod 2π in [0, 2π), t = rel / (endAngle − startAngle),
/// colour = `stops.color(at: AngularGradientMapping.t(rel:span:))` (the gap after a short sweep is split
/// between the end and start colours). A sweep that is not positive and finite paints the colour at t = 0
/// everywhere.
enum SVGAngularGradient {
    struct Wedge {
        var pathData: String
        var color: RGBAColor
    }

    /// Largest angle between two polygon points on a wedge's outer edge (the edge lies outside the
    /// covering circle by the factor 1 / cos(half of it)).
    static let arcStep = Double.pi / 18

    static func wedges(_ stops: GradientStops, center: Point, startAngle: Double, endAngle: Double,
                       covering rect: Rect) -> [Wedge] {
        let sweep = endAngle - startAngle
        guard center.x.isFinite, center.y.isFinite, startAngle.isFinite, sweep.isFinite, sweep > 0 else {
            let r = rect.insetBy(dx: -1, dy: -1)
            let d = "M\(n(r.minX)) \(n(r.minY))L\(n(r.maxX)) \(n(r.minY)) \(n(r.maxX)) \(n(r.maxY)) \(n(r.minX)) \(n(r.maxY))Z"
            return [Wedge(pathData: d, color: stops.color(at: 0))]
        }
        let corners = [Point(rect.minX, rect.minY), Point(rect.maxX, rect.minY),
                       Point(rect.minX, rect.maxY), Point(rect.maxX, rect.maxY)]
        let radius = (corners.map { $0.distance(to: center) }.max() ?? 0) + 1
        let outer = radius / cos(arcStep / 2)

        // Breakpoints in relative angle: the full turn, every stop, and the end of the sweep.
        let turn = 2 * Double.pi
        var breaks: [Double] = [0, turn, min(sweep, turn)]
        if sweep < turn { breaks.append(sweep + (turn - sweep) / 2) }   // where the gap switches colour
        func color(_ u: Double) -> RGBAColor { stops.color(at: AngularGradientMapping.t(rel: u, span: sweep)) }
        for stop in stops.stops {
            let u = stop.location * sweep
            if u > 0, u < turn { breaks.append(u) }
        }
        breaks = Array(Set(breaks)).sorted()

        // Pieces (relative start, relative end, colour), then merged where the 8-bit colour repeats.
        var pieces: [(a: Double, b: Double, color: RGBAColor)] = []
        for i in 0..<(breaks.count - 1) {
            let u0 = breaks[i], u1 = breaks[i + 1]
            guard u1 > u0 else { continue }
            let c0 = color(u0 + 1e-9).rgba8, c1 = color(u1 - 1e-9).rgba8
            let delta = [Int(c0.r) - Int(c1.r), Int(c0.g) - Int(c1.g), Int(c0.b) - Int(c1.b), Int(c0.a) - Int(c1.a)]
                .map(abs).max() ?? 0
            let count = min(512, max(1, (delta + 1) / 2))
            for k in 0..<count {
                let a = u0 + (u1 - u0) * Double(k) / Double(count)
                let b = k == count - 1 ? u1 : u0 + (u1 - u0) * Double(k + 1) / Double(count)
                let pieceColor = color((a + b) / 2)
                if let last = pieces.last, last.color.rgba8 == pieceColor.rgba8 {
                    pieces[pieces.count - 1].b = b
                } else {
                    pieces.append((a, b, pieceColor))
                }
            }
        }

        func point(_ u: Double) -> String {
            let angle = startAngle + u
            return n(center.x + outer * cos(angle)) + " " + n(center.y + outer * sin(angle))
        }
        return pieces.map { piece in
            let steps = max(1, Int((( piece.b - piece.a) / arcStep).rounded(.up)))
            var points = [point(piece.a)]
            for k in 1..<steps { points.append(point(piece.a + (piece.b - piece.a) * Double(k) / Double(steps))) }
            points.append(point(piece.b))
            let d = "M\(n(center.x)) \(n(center.y))L" + points.joined(separator: " ") + "Z"
            return Wedge(pathData: d, color: piece.color)
        }
    }

    private static func n(_ v: Double) -> String { NumberText.format(v) }
}

extension SVGDocumentWriter {
    /// Draws an angular gradient as wedges inside a `<g>` carrying `attributes` (the clip or mask that
    /// gives the shape).
    mutating func writeAngular(_ paint: Paint, attributes: String) {
        guard case .angularGradient(let stops, let center, let start, let end) = paint else { return }
        let wedges = SVGAngularGradient.wedges(stops, center: center, startAngle: start, endAngle: end,
                                               covering: canvas)
        emit("<g" + attributes + " shape-rendering=\"crispEdges\">")
        for wedge in wedges where !wedge.color.isInvisible {
            emit("  <path d=\"\(wedge.pathData)\"" + SVGAttributes.color(wedge.color, name: "fill", opacityName: "fill-opacity") + "/>")
        }
        emit("</g>")
    }
}
