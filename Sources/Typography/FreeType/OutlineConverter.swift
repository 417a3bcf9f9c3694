import CFreeType
import Graphics

/// FreeType outline (font units, y up, on/conic/cubic point tags) → `VectorPath` at 1 unit per em, y down,
/// origin on the baseline. Conic runs get their implied on-curve midpoints, as FT_Outline_Decompose does.
enum OutlineConverter {
    static func convert(_ outline: FT_Outline, unitsPerEm em: Double, slant: Double) -> VectorPath {
        var path = VectorPath()
        let nContours = Int(outline.n_contours)
        guard nContours > 0, let points = outline.points, let tags = outline.tags, let contours = outline.contours else { return path }
        func point(_ i: Int) -> Point {
            let x = Double(points[i].x) / em, y = -Double(points[i].y) / em
            return Point(x - slant * y, y)
        }
        func tag(_ i: Int) -> UInt8 { UInt8(bitPattern: tags[i]) & 3 }   // 1 on, 0 conic, 2 cubic (FT_CURVE_TAG)
        // Contour ends must strictly increase inside the points (FreeType checks the fonts it loads;
        // anything else ends the glyph there rather than reading outside the arrays).
        let nPoints = Int(outline.n_points)
        var first = 0
        for c in 0..<nContours {
            let last = Int(contours[c])
            guard last >= first, last < nPoints else { break }
            defer { first = last + 1 }
            var start: Point
            var index = first
            var limit = last
            switch tag(first) {
            case 1:
                start = point(first)
            case 0:
                if tag(last) == 1 {
                    start = point(last)
                    limit = last - 1
                } else {
                    start = point(first).lerp(to: point(last), 0.5)
                }
                index = first - 1   // the loop starts by consuming `first` as a control point
            default:
                continue            // a contour cannot start with a cubic control point
            }
            path.move(to: start)
            var i = index
            while i < limit {
                i += 1
                switch tag(i) {
                case 1:
                    path.line(to: point(i))
                case 0:
                    var control = point(i)
                    while true {
                        if i < limit {
                            i += 1
                            let next = point(i)
                            if tag(i) == 1 { path.quad(to: next, control: control); break }
                            let mid = control.lerp(to: next, 0.5)
                            path.quad(to: mid, control: control)
                            control = next
                        } else {
                            path.quad(to: start, control: control)
                            i = limit + 1
                            break
                        }
                    }
                default:
                    guard i + 1 <= limit || i + 1 == last + 1 else { break }
                    let c1 = point(i)
                    let c2 = i + 1 <= last ? point(i + 1) : start
                    i += 1
                    if i + 1 <= limit {
                        i += 1
                        path.cubic(to: point(i), control1: c1, control2: c2)
                    } else {
                        path.cubic(to: start, control1: c1, control2: c2)
                        i = limit + 1
                    }
                }
            }
            path.close()
        }
        return path
    }
}
