import Foundation

/// SVG attribute values: lengths, number lists, opacities, colours and transform lists.
enum SVGValues {
    /// A length in user units: a number with an optional `px` (other units and percentages are read as
    /// their number, which is what icon files at 1 unit = 1 pt mean).
    static func length(_ text: String) -> Double? {
        var scanner = NumberScanner(Array(text.utf8))
        guard let v = scanner.number() else { return nil }
        return v
    }

    static func numbers(_ text: String) -> [Double] {
        var scanner = NumberScanner(Array(text.utf8))
        var out: [Double] = []
        while let v = scanner.number() { out.append(v) }
        return out
    }

    static func opacity(_ text: String) -> Double? {
        let t = text.trimmingCharacters(in: .whitespaces)
        let v = t.hasSuffix("%") ? Double(t.dropLast()).map { $0 / 100 } : Double(t)
        guard let v, v.isFinite else { return nil }
        return max(0, min(1, v))
    }

    /// `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, `rgb(…)`/`rgba(…)` with numbers or percentages, or one of
    /// the colour names icons use; `currentColor` is black (an asset has no current colour).
    static func color(_ text: String) -> (Double, Double, Double, Double)? {
        let t = text.trimmingCharacters(in: .whitespaces).lowercased()
        if t.hasPrefix("#") {
            let hex = Array(t.dropFirst())
            guard hex.allSatisfy(\.isHexDigit) else { return nil }
            func digit(_ i: Int) -> Double { Double(hex[i].hexDigitValue ?? 0) }
            switch hex.count {
            case 3, 4:
                return (digit(0) * 17 / 255, digit(1) * 17 / 255, digit(2) * 17 / 255, hex.count == 4 ? digit(3) * 17 / 255 : 1)
            case 6, 8:
                func byte(_ i: Int) -> Double { (digit(i) * 16 + digit(i + 1)) / 255 }
                return (byte(0), byte(2), byte(4), hex.count == 8 ? byte(6) : 1)
            default: return nil
            }
        }
        if t.hasPrefix("rgb(") || t.hasPrefix("rgba("), t.hasSuffix(")") {
            let inner = t.drop { $0 != "(" }.dropFirst().dropLast()
            let parts = inner.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "/" }).map(String.init)
            guard parts.count == 3 || parts.count == 4 else { return nil }
            func channel(_ s: String) -> Double? {
                if s.hasSuffix("%") { return Double(s.dropLast()).map { max(0, min(1, $0 / 100)) } }
                return Double(s).map { max(0, min(1, $0 / 255)) }
            }
            guard let r = channel(parts[0]), let g = channel(parts[1]), let b = channel(parts[2]) else { return nil }
            let a = parts.count == 4 ? (opacity(parts[3]) ?? 1) : 1
            guard r.isFinite, g.isFinite, b.isFinite else { return nil }
            return (r, g, b, a)
        }
        if t == "currentcolor" { return (0, 0, 0, 1) }
        guard let rgb = named[t] else { return nil }
        return (Double(rgb >> 16) / 255, Double((rgb >> 8) & 0xFF) / 255, Double(rgb & 0xFF) / 255, 1)
    }

    static let named: [String: Int] = [
        "black": 0x000000, "white": 0xFFFFFF, "red": 0xFF0000, "green": 0x008000, "lime": 0x00FF00, "blue": 0x0000FF,
        "yellow": 0xFFFF00, "orange": 0xFFA500, "purple": 0x800080, "gray": 0x808080, "grey": 0x808080,
        "silver": 0xC0C0C0, "navy": 0x000080, "teal": 0x008080, "maroon": 0x800000, "olive": 0x808000,
        "aqua": 0x00FFFF, "cyan": 0x00FFFF, "fuchsia": 0xFF00FF, "magenta": 0xFF00FF, "pink": 0xFFC0CB,
        "gold": 0xFFD700, "brown": 0xA52A2A, "darkgray": 0xA9A9A9, "lightgray": 0xD3D3D3, "whitesmoke": 0xF5F5F5,
    ]

    /// A transform list (`translate(…) rotate(…) …`), composed left to right as SVG does.
    static func transform(_ text: String) -> Result<SVGMatrix, TransformError> {
        var result = SVGMatrix.identity
        var rest = Substring(text)
        while true {
            rest = rest.drop { $0 == " " || $0 == "," || $0 == "\n" || $0 == "\t" || $0 == "\r" }
            guard !rest.isEmpty else { return .success(result) }
            guard let open = rest.firstIndex(of: "("), let close = rest[open...].firstIndex(of: ")") else {
                return .failure(TransformError("expected name(numbers)"))
            }
            let name = rest[..<open].trimmingCharacters(in: .whitespaces)
            let v = numbers(String(rest[rest.index(after: open)..<close]))
            let m: SVGMatrix
            switch (name, v.count) {
            case ("matrix", 6): m = SVGMatrix(a: v[0], b: v[1], c: v[2], d: v[3], e: v[4], f: v[5])
            case ("translate", 1): m = SVGMatrix(e: v[0])
            case ("translate", 2): m = SVGMatrix(e: v[0], f: v[1])
            case ("scale", 1): m = SVGMatrix(a: v[0], d: v[0])
            case ("scale", 2): m = SVGMatrix(a: v[0], d: v[1])
            case ("rotate", 1), ("rotate", 3):
                let r = v[0] * .pi / 180
                let rotation = SVGMatrix(a: cos(r), b: sin(r), c: -sin(r), d: cos(r))
                m = v.count == 3
                    ? SVGMatrix(e: v[1], f: v[2]).concatenating(rotation).concatenating(SVGMatrix(e: -v[1], f: -v[2]))
                    : rotation
            case ("skewX", 1): m = SVGMatrix(c: tan(v[0] * .pi / 180))
            case ("skewY", 1): m = SVGMatrix(b: tan(v[0] * .pi / 180))
            default: return .failure(TransformError("\(name) with \(v.count) numbers is not a transform"))
            }
            result = result.concatenating(m)
            rest = rest[rest.index(after: close)...]
        }
    }

    struct TransformError: Error { let message: String; init(_ m: String) { message = m } }
}
