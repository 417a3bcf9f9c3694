/// SVG path data for a `VectorPath`: what the SVG backend writes and what DisplayList dumps show.
extension VectorPath {
    /// Compact absolute path data (`M L Q C Z`), numbers through `NumberText`.
    ///
    /// A repeated `L`, `Q` or `C` command is written once and its points follow (SVG's implicit
    /// repetition); `M` is always written, since a repeated `M` would mean "line to". A path that does not
    /// start with a move starts at `M0 0`, as SVG requires one. `scale` multiplies every coordinate
    /// (glyph outlines are written in thousandths of an em with `scale: 1000, decimals: 0`).
    package func pathData(scale: Double = 1, decimals: Int = 2) -> String {
        // Written into one byte buffer: the text of every fill, clip and glyph outline goes through here.
        var out: [UInt8] = []
        out.reserveCapacity(elements.count * 16)
        var last: UInt8 = 0
        func point(_ p: Point) {
            NumberText.append(p.x * scale, decimals: decimals, to: &out)
            out.append(UInt8(ascii: " "))
            NumberText.append(p.y * scale, decimals: decimals, to: &out)
        }
        /// The command letter, or a space where it repeats the previous one (SVG's implicit repetition).
        func command(_ c: UInt8) {
            out.append(c == last && c != UInt8(ascii: "M") ? UInt8(ascii: " ") : c)
            last = c
        }
        for (index, element) in elements.enumerated() {
            if index == 0 {
                if case .move = element {} else {
                    command(UInt8(ascii: "M"))
                    point(.zero)
                }
            }
            switch element {
            case .move(let p):
                command(UInt8(ascii: "M"))
                point(p)
            case .line(let p):
                command(UInt8(ascii: "L"))
                point(p)
            case .quad(let c, let p):
                command(UInt8(ascii: "Q"))
                point(c)
                out.append(UInt8(ascii: " "))
                point(p)
            case .cubic(let c1, let c2, let p):
                command(UInt8(ascii: "C"))
                point(c1)
                out.append(UInt8(ascii: " "))
                point(c2)
                out.append(UInt8(ascii: " "))
                point(p)
            case .close:
                out.append(UInt8(ascii: "Z"))
                last = UInt8(ascii: "Z")
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
