/// Paints as SVG attributes and gradient definitions.
extension SVGDocumentWriter {
    /// ` fill="…"` / ` stroke="…"` (plus `-opacity`) for a solid, linear or radial paint; nil when the
    /// paint draws nothing (a fully transparent colour). Angular gradients are drawn by `writeAngular`.
    mutating func paintAttributes(_ paint: Paint, name: String) -> String? {
        switch paint {
        case .solid(let color):
            if color.isInvisible { return nil }
            return SVGAttributes.color(color, name: name, opacityName: name + "-opacity")
        case .linearGradient, .radialGradient, .angularGradient:
            guard let id = defineGradient(paint) else { return nil }
            return " \(name)=\"url(#\(id))\""
        }
    }

    /// A `<linearGradient>` or `<radialGradient>` in user space (the absolute drawing coordinates the
    /// paint is given in), pad spread, stops on straight sRGB colours. Nil for angular gradients and for
    /// geometry that is not finite.
    mutating func defineGradient(_ paint: Paint) -> String? {
        let n = SVGAttributes.number
        switch paint {
        case .solid, .angularGradient:
            return nil
        case .linearGradient(let stops, let start, let end):
            guard [start.x, start.y, end.x, end.y].allSatisfy(\.isFinite) else { return nil }
            let stopLines = Self.stopLines(stops)
            return define("lg") { id in
                ["<linearGradient id=\"\(id)\" x1=\"\(n(start.x))\" y1=\"\(n(start.y))\" x2=\"\(n(end.x))\" "
                    + "y2=\"\(n(end.y))\" gradientUnits=\"userSpaceOnUse\">"]
                    + stopLines + ["</linearGradient>"]
            }
        case .radialGradient(let stops, let center, let radius, let transform):
            guard center.x.isFinite, center.y.isFinite, radius.isFinite, SVGAttributes.isFinite(transform) else {
                return nil
            }
            let stopLines = Self.stopLines(stops)
            let t = transform.isIdentity ? "" : " gradientTransform=\"\(SVGAttributes.matrix(transform))\""
            return define("rg") { id in
                ["<radialGradient id=\"\(id)\" cx=\"\(n(center.x))\" cy=\"\(n(center.y))\" r=\"\(n(max(0, radius)))\" "
                    + "gradientUnits=\"userSpaceOnUse\"\(t)>"]
                    + stopLines + ["</radialGradient>"]
            }
        }
    }

    static func stopLines(_ stops: GradientStops) -> [String] {
        stops.stops.map { stop in
            "  <stop offset=\"\(NumberText.format(stop.location, decimals: 4))\""
                + SVGAttributes.color(stop.color, name: "stop-color", opacityName: "stop-opacity") + "/>"
        }
    }
}
