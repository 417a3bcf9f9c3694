/// Small printers for SVG attribute values, shared by the SVG writer's parts.
enum SVGAttributes {
    /// A coordinate or length: 2 decimals.
    static func number(_ v: Double) -> String { NumberText.format(v) }

    /// An opacity in 0…1 as the 8-bit value both backends use, printed with 3 decimals.
    static func opacity(byte: UInt8) -> String { NumberText.format(Double(byte) / 255, decimals: 3) }

    /// An opacity in 0…1, quantised to 8 bits like the raster backend's compositing.
    static func opacity(_ v: Double) -> String { opacity(byte: RGBAColor.byte(v)) }

    /// ` name="#rrggbb"` plus ` name-opacity="…"` when the colour is not opaque.
    static func color(_ color: RGBAColor, name: String, opacityName: String) -> String {
        let a = color.rgba8.a
        var out = " \(name)=\"\(color.hexRGB)\""
        if a != 255 { out += " \(opacityName)=\"\(opacity(byte: a))\"" }
        return out
    }

    /// `matrix(a b c d e f)`, the linear part with 6 decimals (glyph and image scales are small),
    /// the translation with 2.
    static func matrix(_ t: Transform) -> String {
        let linear = [t.a, t.b, t.c, t.d].map { NumberText.format($0, decimals: 6) }
        return "matrix(" + (linear + [number(t.tx), number(t.ty)]).joined(separator: " ") + ")"
    }

    /// The shortest form of `t`: `translate(x y)` when possible, else `[translate(x y) ]scale(sx[ sy])` for
    /// axis-aligned scales, else a matrix.
    static func transform(_ t: Transform) -> String {
        var out: [UInt8] = []
        appendTransform(t, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends `transform(t)`'s text to `out` (the glyph `<use>` lines are written as bytes).
    static func appendTransform(_ t: Transform, to out: inout [UInt8]) {
        guard t.b == 0, t.c == 0 else {
            out.append(contentsOf: matrix(t).utf8)
            return
        }
        let x = number(t.tx), y = number(t.ty)
        let scaleOnly = t.a != 1 || t.d != 1 ? x == "0" && y == "0" : false
        if !scaleOnly {
            out.append(contentsOf: "translate(".utf8)
            out.append(contentsOf: x.utf8)
            out.append(UInt8(ascii: " "))
            out.append(contentsOf: y.utf8)
            out.append(UInt8(ascii: ")"))
        }
        if t.a == 1, t.d == 1 { return }
        let sx = NumberText.format(t.a, decimals: 6), sy = NumberText.format(t.d, decimals: 6)
        out.append(contentsOf: (scaleOnly ? "scale(" : " scale(").utf8)
        out.append(contentsOf: sx.utf8)
        if sx != sy {
            out.append(UInt8(ascii: " "))
            out.append(contentsOf: sy.utf8)
        }
        out.append(UInt8(ascii: ")"))
    }

    /// The root's declaration of the `xlink:` prefix that `href` and `imageHref` use.
    static let xlinkNamespace = "xmlns:xlink=\"http://www.w3.org/1999/xlink\""

    /// ` href="…" xlink:href="…"` for a `<use>`: SVG 2 renderers read `href`, SVG 1.1 renderers (Skia's
    /// SVG module, older Inkscape and WebKit) only `xlink:href`; where both are given SVG 2 takes `href`.
    static func href(_ target: String) -> String {
        " href=\"\(target)\" xlink:href=\"\(target)\""
    }

    /// ` xlink:href="…"` for an `<image>`: its value is a whole base64 PNG, so it is written once, in the
    /// form every renderer reads (SVG 2 keeps `xlink:href` as a fallback for `href`).
    static func imageHref(_ uri: String) -> String {
        " xlink:href=\"\(uri)\""
    }

    static func isFinite(_ t: Transform) -> Bool {
        [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite)
    }

    /// Stroke geometry attributes, defaults (width 1, butt caps, miter joins, miter limit 4, no dashes)
    /// left out. The miter limit is clamped to SVG's minimum of 1.
    static func stroke(_ o: StrokeOptions) -> String {
        var out = ""
        if o.width != 1 { out += " stroke-width=\"\(number(o.width))\"" }
        if o.cap != .butt { out += " stroke-linecap=\"\(o.cap.rawValue)\"" }
        if o.join != .miter { out += " stroke-linejoin=\"\(o.join.rawValue)\"" }
        if o.join == .miter {
            if o.miterLimit != 4 { out += " stroke-miterlimit=\"\(number(o.miterLimit))\"" }
        }
        if let dashes = dashArray(o) {
            out += " stroke-dasharray=\"\(dashes.map(number).joined(separator: " "))\""
            if number(o.dashPhase) != "0" {
                out += " stroke-dashoffset=\"\(number(o.dashPhase))\""
            }
        }
        return out
    }

    /// The dash pattern when it dashes at all (`StrokeOptions` keeps only patterns that do).
    static func dashArray(_ o: StrokeOptions) -> [Double]? {
        o.dash.isEmpty ? nil : o.dash
    }
}
