import Foundation

/// Reads the SVG subset icons use: `svg` (width, height, viewBox), `g`, `path`, `rect`, `circle`,
/// `ellipse`, `line`, `polyline`, `polygon`, fills and strokes (colours, `none`, `url(#gradient)`),
/// `linearGradient`/`radialGradient` with stops, `transform`, `opacity` and the `style` attribute's
/// declarations. Anything else (`text`, `use`, `image`, clip paths, masks, filters, CSS classes) is an
/// issue naming the element and line; the rest of the file is still drawn.
package enum SVGAssetParser {
    /// Shapes past this count are dropped with an issue.
    static let maxShapes = 20_000

    package static func parse(_ data: Data, file: String) throws -> (document: SVGAssetDocument, issues: [AssetCatalogIssue]) {
        let root: XMLElementNode
        do {
            root = try MiniXML.parse(data)
        } catch let error as MiniXMLError {
            throw AssetCatalogIssue(file: file, keyPath: "line \(error.line)", message: error.message + "; the image draws nothing")
        }
        guard root.name == "svg" else {
            throw AssetCatalogIssue(file: file, keyPath: "line \(root.line)", message: "the root element is <\(root.name)>, not <svg>; the image draws nothing")
        }
        var walker = Walker(file: file)
        walker.collectGradients(root)
        let (width, height, viewBoxTransform) = walker.viewport(root)
        var style = Style()
        style.transform = viewBoxTransform
        walker.children(of: root, style: style, depth: 0)
        return (SVGAssetDocument(width: width, height: height, shapes: walker.shapes), walker.log.issues)
    }

    /// What a shape inherits from its groups.
    struct Style {
        var fill: String? = "black"
        var stroke: String? = nil
        var strokeWidth = 1.0
        var fillOpacity = 1.0
        var strokeOpacity = 1.0
        var fillEvenOdd = false
        var lineCap = "butt"
        var lineJoin = "miter"
        var miterLimit = 4.0
        var opacity = 1.0
        var transform = SVGMatrix.identity
    }

    struct Walker {
        let file: String
        var log = AssetIssueLog()
        var shapes: [SVGAssetShape] = []
        var gradients: [String: XMLElementNode] = [:]
        var reported: Set<String> = []

        init(file: String) { self.file = file }

        mutating func issue(_ node: XMLElementNode, _ message: String) {
            log.add(file, "line \(node.line), <\(node.name)>", message)
        }

        mutating func collectGradients(_ node: XMLElementNode) {
            if node.name == "linearGradient" || node.name == "radialGradient", let id = node.attributes["id"] {
                gradients[id] = node
            }
            for child in node.children { collectGradients(child) }
        }

        /// The document size and the view box's transform (`preserveAspectRatio` xMidYMid meet, the default).
        mutating func viewport(_ svg: XMLElementNode) -> (Double, Double, SVGMatrix) {
            let box = svg.attributes["viewBox"].map { SVGValues.numbers($0) } ?? []
            var width = svg.attributes["width"].flatMap(SVGValues.length)
            var height = svg.attributes["height"].flatMap(SVGValues.length)
            guard box.count == 4, box[2] > 0, box[3] > 0 else {
                if svg.attributes["viewBox"] != nil { issue(svg, "viewBox needs four numbers with a positive width and height; ignored") }
                return (width ?? 0, height ?? 0, .identity)
            }
            if width == nil && height == nil { (width, height) = (box[2], box[3]) }
            let w = width ?? (height ?? box[3]) * box[2] / box[3]
            let h = height ?? w * box[3] / box[2]
            let scale = min(w / box[2], h / box[3])
            let tx = (w - box[2] * scale) / 2 - box[0] * scale, ty = (h - box[3] * scale) / 2 - box[1] * scale
            return (w, h, SVGMatrix(a: scale, d: scale, e: tx, f: ty))
        }

        mutating func children(of node: XMLElementNode, style: Style, depth: Int) {
            for child in node.children { element(child, inherited: style, depth: depth + 1) }
        }

        mutating func element(_ node: XMLElementNode, inherited: Style, depth: Int) {
            switch node.name {
            case "defs", "linearGradient", "radialGradient", "title", "desc", "metadata", "style", "stop":
                return
            default: break
            }
            if node.attributes["display"] == "none" { return }
            var style = inherited
            apply(node, to: &style)
            switch node.name {
            case "g", "svg", "a":
                children(of: node, style: style, depth: depth)
            case "path", "rect", "circle", "ellipse", "line", "polyline", "polygon":
                guard shapes.count < maxShapes else {
                    if reported.insert("limit").inserted { issue(node, "more than \(maxShapes) shapes; the rest is dropped") }
                    return
                }
                let (commands, error) = geometry(node)
                if let error { issue(node, error) }
                guard !commands.isEmpty else { return }
                let fill = paint(style.fill, opacity: style.fillOpacity, node: node)
                let stroke = paint(style.stroke, opacity: style.strokeOpacity, node: node)
                shapes.append(SVGAssetShape(
                    path: commands, transform: style.transform, fill: fill, fillEvenOdd: style.fillEvenOdd, stroke: stroke,
                    strokeWidth: style.strokeWidth, lineCap: style.lineCap, lineJoin: style.lineJoin,
                    miterLimit: style.miterLimit, opacity: style.opacity))
            default:
                if reported.insert(node.name).inserted {
                    issue(node, "is not in the SVG subset WidgetPreview draws (shapes, paths, groups, gradients); skipped")
                }
            }
        }

        /// The element's presentation attributes and `style` declarations onto `style`.
        mutating func apply(_ node: XMLElementNode, to style: inout Style) {
            var properties = node.attributes
            if let declarations = node.attributes["style"] {
                for declaration in declarations.split(separator: ";") {
                    let parts = declaration.split(separator: ":", maxSplits: 1)
                    guard parts.count == 2 else { continue }
                    properties[parts[0].trimmingCharacters(in: .whitespaces)] = parts[1].trimmingCharacters(in: .whitespaces)
                }
            }
            if let v = properties["fill"] { style.fill = v }
            if let v = properties["stroke"] { style.stroke = v }
            if let v = properties["stroke-width"].flatMap(SVGValues.length) { style.strokeWidth = max(0, v) }
            if let v = properties["fill-opacity"].flatMap(SVGValues.opacity) { style.fillOpacity = v }
            if let v = properties["stroke-opacity"].flatMap(SVGValues.opacity) { style.strokeOpacity = v }
            if let v = properties["fill-rule"] { style.fillEvenOdd = v == "evenodd" }
            if let v = properties["stroke-linecap"], ["butt", "round", "square"].contains(v) { style.lineCap = v }
            if let v = properties["stroke-linejoin"], ["miter", "round", "bevel"].contains(v) { style.lineJoin = v }
            if let v = properties["stroke-miterlimit"].flatMap(Double.init), v >= 1 { style.miterLimit = v }
            if let v = properties["opacity"].flatMap(SVGValues.opacity) { style.opacity *= v }
            if let text = properties["transform"] {
                switch SVGValues.transform(text) {
                case .success(let m): style.transform = style.transform.concatenating(m)
                case .failure(let error): issue(node, "transform \"\(text.prefix(60))\": \(error.message); ignored")
                }
            }
            if node.attributes["class"] != nil && node.attributes["fill"] == nil && reported.insert("class").inserted {
                issue(node, "CSS classes are not applied (only fill/stroke attributes and style=\"…\"); the element keeps its inherited paint")
            }
            if node.attributes["clip-path"] != nil || node.attributes["mask"] != nil || node.attributes["filter"] != nil,
               reported.insert("clip").inserted {
                issue(node, "clip paths, masks and filters are not drawn; the element is drawn without them")
            }
        }

        mutating func geometry(_ node: XMLElementNode) -> ([SVGPathCommand], String?) {
            func v(_ key: String) -> Double { node.attributes[key].flatMap(SVGValues.length) ?? 0 }
            switch node.name {
            case "path":
                return SVGPathData.parse(node.attributes["d"] ?? "")
            case "rect":
                let x = v("x"), y = v("y"), w = v("width"), h = v("height")
                guard w > 0, h > 0 else { return ([], nil) }
                var rx = node.attributes["rx"].flatMap(SVGValues.length), ry = node.attributes["ry"].flatMap(SVGValues.length)
                if rx == nil { rx = ry }
                if ry == nil { ry = rx }
                let cx = min(max(0, rx ?? 0), w / 2), cy = min(max(0, ry ?? 0), h / 2)
                guard cx > 0, cy > 0 else {
                    return ([.move(x, y), .line(x + w, y), .line(x + w, y + h), .line(x, y + h), .close], nil)
                }
                var out: [SVGPathCommand] = [.move(x + cx, y), .line(x + w - cx, y)]
                out += SVGArc.cubics(from: (x + w - cx, y), to: (x + w, y + cy), rx: cx, ry: cy, rotation: 0, largeArc: false, sweep: true)
                out.append(.line(x + w, y + h - cy))
                out += SVGArc.cubics(from: (x + w, y + h - cy), to: (x + w - cx, y + h), rx: cx, ry: cy, rotation: 0, largeArc: false, sweep: true)
                out.append(.line(x + cx, y + h))
                out += SVGArc.cubics(from: (x + cx, y + h), to: (x, y + h - cy), rx: cx, ry: cy, rotation: 0, largeArc: false, sweep: true)
                out.append(.line(x, y + cy))
                out += SVGArc.cubics(from: (x, y + cy), to: (x + cx, y), rx: cx, ry: cy, rotation: 0, largeArc: false, sweep: true)
                out.append(.close)
                return (out, nil)
            case "circle", "ellipse":
                let cx = v("cx"), cy = v("cy")
                let rx = node.name == "circle" ? v("r") : v("rx"), ry = node.name == "circle" ? v("r") : v("ry")
                guard rx > 0, ry > 0 else { return ([], nil) }
                var out: [SVGPathCommand] = [.move(cx + rx, cy)]
                out += SVGArc.cubics(from: (cx + rx, cy), to: (cx - rx, cy), rx: rx, ry: ry, rotation: 0, largeArc: false, sweep: true)
                out += SVGArc.cubics(from: (cx - rx, cy), to: (cx + rx, cy), rx: rx, ry: ry, rotation: 0, largeArc: false, sweep: true)
                out.append(.close)
                return (out, nil)
            case "line":
                return ([.move(v("x1"), v("y1")), .line(v("x2"), v("y2"))], nil)
            default:   // polyline, polygon
                let numbers = SVGValues.numbers(node.attributes["points"] ?? "")
                guard numbers.count >= 4 else { return ([], numbers.isEmpty ? nil : "points needs at least two x,y pairs") }
                var out: [SVGPathCommand] = [.move(numbers[0], numbers[1])]
                var i = 2
                while i + 1 < numbers.count { out.append(.line(numbers[i], numbers[i + 1])); i += 2 }
                if node.name == "polygon" { out.append(.close) }
                return (out, numbers.count % 2 == 1 ? "points has an odd count of numbers; the last is ignored" : nil)
            }
        }

        mutating func paint(_ text: String?, opacity: Double, node: XMLElementNode) -> SVGAssetPaint? {
            guard let text, text != "none", text != "transparent" else { return nil }
            if text.hasPrefix("url(") {
                let id = text.dropFirst(4).prefix { $0 != ")" }.trimmingCharacters(in: CharacterSet(charactersIn: "#'\" "))
                guard let gradient = resolvedGradient(id) else {
                    issue(node, "paint \(text.prefix(60)) names no gradient in the file; not painted")
                    return nil
                }
                return self.gradient(gradient, opacity: opacity)
            }
            guard let c = SVGValues.color(text) else {
                issue(node, "\"\(text.prefix(40))\" is not a colour WidgetPreview reads (#rgb, #rrggbb, rgb(), a colour name); black used")
                return .color(red: 0, green: 0, blue: 0, alpha: opacity)
            }
            return .color(red: c.0, green: c.1, blue: c.2, alpha: c.3 * opacity)
        }

        /// A gradient with the stops and attributes it takes from the gradients it links to (`href`).
        func resolvedGradient(_ id: String) -> (node: XMLElementNode, stops: [XMLElementNode])? {
            guard var node = gradients[id] else { return nil }
            var stops = node.children.filter { $0.name == "stop" }
            var seen: Set<String> = [id]
            var current = node
            while let link = (current.attributes["href"] ?? current.attributes["xlink:href"]), link.hasPrefix("#"),
                  seen.insert(String(link.dropFirst())).inserted, let linked = gradients[String(link.dropFirst())] {
                if stops.isEmpty { stops = linked.children.filter { $0.name == "stop" } }
                for (key, value) in linked.attributes where node.attributes[key] == nil { node.attributes[key] = value }
                current = linked
            }
            return (node, stops)
        }

        mutating func gradient(_ g: (node: XMLElementNode, stops: [XMLElementNode]), opacity: Double) -> SVGAssetPaint? {
            let a = g.node.attributes
            var stops: [SVGGradientStop] = []
            var last = 0.0
            for stop in g.stops {
                var props = stop.attributes
                for declaration in (stop.attributes["style"] ?? "").split(separator: ";") {
                    let parts = declaration.split(separator: ":", maxSplits: 1)
                    if parts.count == 2 { props[parts[0].trimmingCharacters(in: .whitespaces)] = parts[1].trimmingCharacters(in: .whitespaces) }
                }
                var offset = props["offset"].map { $0.hasSuffix("%") ? (Double($0.dropLast()) ?? 0) / 100 : (Double($0) ?? 0) } ?? 0
                offset = max(last, min(1, max(0, offset.isFinite ? offset : 0)))
                last = offset
                let c = SVGValues.color(props["stop-color"] ?? "black") ?? (0, 0, 0, 1)
                let stopOpacity = props["stop-opacity"].flatMap(SVGValues.opacity) ?? 1
                stops.append(SVGGradientStop(offset: offset, red: c.0, green: c.1, blue: c.2, alpha: c.3 * stopOpacity * opacity))
            }
            guard !stops.isEmpty else { return nil }
            if stops.count == 1 {
                let s = stops[0]
                return .color(red: s.red, green: s.green, blue: s.blue, alpha: s.alpha)
            }
            let bbox = a["gradientUnits"] != "userSpaceOnUse"
            var transform = SVGMatrix.identity
            if let text = a["gradientTransform"], case .success(let m) = SVGValues.transform(text) { transform = m }
            func value(_ key: String, _ fallback: Double) -> Double {
                guard let text = a[key] else { return fallback }
                if text.hasSuffix("%") { return (Double(text.dropLast()) ?? fallback * 100) / 100 }
                return SVGValues.length(text) ?? fallback
            }
            if g.node.name == "linearGradient" {
                return .linear(stops: stops, x1: value("x1", 0), y1: value("y1", 0), x2: value("x2", 1), y2: value("y2", 0),
                               objectBoundingBox: bbox, transform: transform)
            }
            return .radial(stops: stops, cx: value("cx", 0.5), cy: value("cy", 0.5), r: value("r", 0.5),
                           objectBoundingBox: bbox, transform: transform)
        }
    }
}
