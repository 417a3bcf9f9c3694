import Foundation

/// SVG path data (`d`) → absolute commands. Errors stop the path where they are, as SVG renderers do
/// (the path up to the error is drawn); the error's text is returned for an issue.
package enum SVGPathData {
    /// Commands past this count are dropped (an icon has a few hundred).
    static let maxCommands = 100_000

    package static func parse(_ text: String) -> (commands: [SVGPathCommand], error: String?) {
        var scanner = NumberScanner(Array(text.utf8))
        var out: [SVGPathCommand] = []
        var x = 0.0, y = 0.0, startX = 0.0, startY = 0.0
        var lastControl: (Double, Double)? = nil, lastQuad: (Double, Double)? = nil
        var command: UInt8 = 0
        while true {
            scanner.skipSeparators()
            guard let b = scanner.peek() else { break }
            if out.count >= maxCommands { return (out, "more than \(maxCommands) commands; the rest is dropped") }
            if (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) {
                command = b
                scanner.index += 1
                if b == UInt8(ascii: "Z") || b == UInt8(ascii: "z") {
                    out.append(.close)
                    (x, y) = (startX, startY)
                    lastControl = nil; lastQuad = nil
                    continue
                }
            } else if command == 0 {
                return (out, "the path data does not start with a command")
            }
            let relative = command >= 0x61
            let ox = relative ? x : 0, oy = relative ? y : 0
            func numbers(_ n: Int) -> [Double]? {
                var values: [Double] = []
                for _ in 0..<n {
                    guard let v = scanner.number() else { return nil }
                    values.append(v)
                }
                return values
            }
            let upper = command & ~0x20
            switch upper {
            case UInt8(ascii: "M"), UInt8(ascii: "L"), UInt8(ascii: "T"):
                guard let v = numbers(2) else { return (out, "command \(Character(Unicode.Scalar(command))) needs 2 numbers") }
                let nx = ox + v[0], ny = oy + v[1]
                if upper == UInt8(ascii: "M") {
                    out.append(.move(nx, ny)); (startX, startY) = (nx, ny)
                    command = relative ? UInt8(ascii: "l") : UInt8(ascii: "L")   // further pairs are lines
                    lastQuad = nil
                } else if upper == UInt8(ascii: "T") {
                    let c = lastQuad.map { (2 * x - $0.0, 2 * y - $0.1) } ?? (x, y)
                    out.append(.quad(cx: c.0, cy: c.1, x: nx, y: ny)); lastQuad = c
                } else {
                    out.append(.line(nx, ny)); lastQuad = nil
                }
                (x, y) = (nx, ny); lastControl = nil
            case UInt8(ascii: "H"), UInt8(ascii: "V"):
                guard let v = numbers(1) else { return (out, "command H/V needs a number") }
                if upper == UInt8(ascii: "H") { x = ox + v[0] } else { y = oy + v[0] }
                out.append(.line(x, y)); lastControl = nil; lastQuad = nil
            case UInt8(ascii: "C"), UInt8(ascii: "S"):
                let isSmooth = upper == UInt8(ascii: "S")
                guard let v = numbers(isSmooth ? 4 : 6) else { return (out, "command C/S needs \(isSmooth ? 4 : 6) numbers") }
                let c1 = isSmooth ? (lastControl.map { (2 * x - $0.0, 2 * y - $0.1) } ?? (x, y)) : (ox + v[0], oy + v[1])
                let rest = isSmooth ? Array(v) : Array(v[2...])
                let c2 = (ox + rest[0], oy + rest[1]), end = (ox + rest[2], oy + rest[3])
                out.append(.cubic(c1x: c1.0, c1y: c1.1, c2x: c2.0, c2y: c2.1, x: end.0, y: end.1))
                lastControl = c2; lastQuad = nil; (x, y) = end
            case UInt8(ascii: "Q"):
                guard let v = numbers(4) else { return (out, "command Q needs 4 numbers") }
                let c = (ox + v[0], oy + v[1])
                out.append(.quad(cx: c.0, cy: c.1, x: ox + v[2], y: oy + v[3]))
                lastQuad = c; lastControl = nil; (x, y) = (ox + v[2], oy + v[3])
            case UInt8(ascii: "A"):
                guard let r = numbers(3), let large = scanner.flag(), let sweep = scanner.flag(), let end = numbers(2) else {
                    return (out, "command A needs rx ry rotation large-arc sweep x y")
                }
                let nx = ox + end[0], ny = oy + end[1]
                out += SVGArc.cubics(from: (x, y), to: (nx, ny), rx: r[0], ry: r[1], rotation: r[2], largeArc: large, sweep: sweep)
                (x, y) = (nx, ny); lastControl = nil; lastQuad = nil
            default:
                return (out, "'\(Character(Unicode.Scalar(command)))' is not a path command")
            }
        }
        return (out, nil)
    }
}

/// Numbers in SVG's compact syntax: `1.5.5` is 1.5 and .5, `1-2` is 1 and -2, exponents allowed.
struct NumberScanner {
    let bytes: [UInt8]
    var index = 0
    init(_ bytes: [UInt8]) { self.bytes = bytes }

    func peek() -> UInt8? { index < bytes.count ? bytes[index] : nil }

    mutating func skipSeparators() {
        while let b = peek(), b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D || b == UInt8(ascii: ",") { index += 1 }
    }

    mutating func number() -> Double? {
        skipSeparators()
        let start = index
        if let b = peek(), b == UInt8(ascii: "+") || b == UInt8(ascii: "-") { index += 1 }
        var digits = 0, sawDot = false
        while let b = peek() {
            if b >= 0x30 && b <= 0x39 { digits += 1; index += 1 }
            else if b == UInt8(ascii: "."), !sawDot { sawDot = true; index += 1 }
            else { break }
        }
        if digits > 0, let b = peek(), b == UInt8(ascii: "e") || b == UInt8(ascii: "E") {
            let mark = index
            index += 1
            if let s = peek(), s == UInt8(ascii: "+") || s == UInt8(ascii: "-") { index += 1 }
            var expDigits = 0
            while let d = peek(), d >= 0x30 && d <= 0x39 { expDigits += 1; index += 1 }
            if expDigits == 0 { index = mark }
        }
        guard digits > 0, let v = Double(String(decoding: bytes[start..<index], as: UTF8.self)), v.isFinite else {
            index = start
            return nil
        }
        return v
    }

    /// An arc flag: a single 0 or 1, which may touch the next number (`a1 1 0 011 1`).
    mutating func flag() -> Bool? {
        skipSeparators()
        guard let b = peek(), b == UInt8(ascii: "0") || b == UInt8(ascii: "1") else { return nil }
        index += 1
        return b == UInt8(ascii: "1")
    }
}

/// SVG's endpoint arc → cubic Béziers (the SVG spec's appendix F.6 conversion, ≤ 90° per cubic).
enum SVGArc {
    static func cubics(from p0: (Double, Double), to p1: (Double, Double), rx rxIn: Double, ry ryIn: Double,
                       rotation: Double, largeArc: Bool, sweep: Bool) -> [SVGPathCommand] {
        var rx = abs(rxIn), ry = abs(ryIn)
        if (p0.0 == p1.0 && p0.1 == p1.1) { return [] }
        if rx == 0 || ry == 0 { return [.line(p1.0, p1.1)] }
        let phi = rotation * .pi / 180, cosPhi = cos(phi), sinPhi = sin(phi)
        let dx = (p0.0 - p1.0) / 2, dy = (p0.1 - p1.1) / 2
        let x1p = cosPhi * dx + sinPhi * dy, y1p = -sinPhi * dx + cosPhi * dy
        let lambda = (x1p * x1p) / (rx * rx) + (y1p * y1p) / (ry * ry)
        if lambda > 1 { let s = lambda.squareRoot(); rx *= s; ry *= s }
        let num = rx * rx * ry * ry - rx * rx * y1p * y1p - ry * ry * x1p * x1p
        let den = rx * rx * y1p * y1p + ry * ry * x1p * x1p
        var coef = den == 0 ? 0 : (max(0, num) / den).squareRoot()
        if largeArc == sweep { coef = -coef }
        let cxp = coef * rx * y1p / ry, cyp = -coef * ry * x1p / rx
        let cx = cosPhi * cxp - sinPhi * cyp + (p0.0 + p1.0) / 2
        let cy = sinPhi * cxp + cosPhi * cyp + (p0.1 + p1.1) / 2
        func angle(_ ux: Double, _ uy: Double, _ vx: Double, _ vy: Double) -> Double {
            atan2(ux * vy - uy * vx, ux * vx + uy * vy)
        }
        let theta1 = angle(1, 0, (x1p - cxp) / rx, (y1p - cyp) / ry)
        var delta = angle((x1p - cxp) / rx, (y1p - cyp) / ry, (-x1p - cxp) / rx, (-y1p - cyp) / ry)
        if !sweep && delta > 0 { delta -= 2 * .pi } else if sweep && delta < 0 { delta += 2 * .pi }
        guard theta1.isFinite, delta.isFinite else { return [.line(p1.0, p1.1)] }
        let segments = max(1, Int((abs(delta) / (.pi / 2)).rounded(.up)))
        let step = delta / Double(segments)
        let k = 4.0 / 3.0 * tan(step / 4)
        var out: [SVGPathCommand] = []
        var t = theta1
        func point(_ a: Double) -> (Double, Double) {
            let x = rx * cos(a), y = ry * sin(a)
            return (cosPhi * x - sinPhi * y + cx, sinPhi * x + cosPhi * y + cy)
        }
        func derivative(_ a: Double) -> (Double, Double) {
            let x = -rx * sin(a), y = ry * cos(a)
            return (cosPhi * x - sinPhi * y, sinPhi * x + cosPhi * y)
        }
        for i in 0..<segments {
            let t2 = t + step
            let a = point(t), b = i == segments - 1 ? p1 : point(t2)
            let da = derivative(t), db = derivative(t2)
            out.append(.cubic(c1x: a.0 + k * da.0, c1y: a.1 + k * da.1, c2x: b.0 - k * db.0, c2y: b.1 - k * db.1, x: b.0, y: b.1))
            t = t2
        }
        return out
    }
}
