/// SVG path data for a `VectorPath`: what the SVG backend writes and what DisplayList dumps show.
extension VectorPath {
    /// Compact absolute path data (`M L Q C Z`), numbers through `NumberText`.
    ///
    /// A repeated `L`, `Q` or `C` command is written once and its points follow (SVG's implicit
    /// repetition); `M` is always written, since a repeated `M` would mean "line to". A path that does not
    /// start with a move starts at `M0 0`, as SVG requires one. `scale` multiplies every coordinate
    /// (glyph outlines are written in thousandths of an em with `scale: 1000, decimals: 0`).
    package func pathData(scale: Double = 1, decimals: Int = 2) -> String {
        var out = ""
        var last: Character? = nil
        func number(_ v: Double) -> String { NumberText.format(v * scale, decimals: decimals) }
        func point(_ p: Point) -> String { number(p.x) + " " + number(p.y) }
        func command(_ c: Character, _ points: [Point]) {
            let body = points.map(point).joined(separator: " ")
            if c == last, c != "M" {
                out += " " + body
            } else {
                out.append(c)
                out += body
            }
            last = c
        }
        for (index, element) in elements.enumerated() {
            if index == 0 {
                if case .move = element {} else { command("M", [.zero]) }
            }
            switch element {
            case .move(let p): command("M", [p])
            case .line(let p): command("L", [p])
            case .quad(let c, let p): command("Q", [c, p])
            case .cubic(let c1, let c2, let p): command("C", [c1, c2, p])
            case .close:
                out += "Z"
                last = "Z"
            }
        }
        return out
    }
}
