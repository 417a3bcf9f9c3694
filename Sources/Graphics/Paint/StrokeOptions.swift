/// How a path is stroked: width, caps, joins, miter limit and dashes (in points).
package struct StrokeOptions: Hashable, Sendable {
    package enum Cap: String, Hashable, Sendable { case butt, round, square }
    package enum Join: String, Hashable, Sendable { case miter, round, bevel }

    package var width: Double
    package var cap: Cap
    package var join: Join
    package var miterLimit: Double
    package var dash: [Double]
    package var dashPhase: Double

    package init(width: Double = 1, cap: Cap = .butt, join: Join = .miter, miterLimit: Double = 10,
                 dash: [Double] = [], dashPhase: Double = 0) {
        self.width = width
        self.cap = cap
        self.join = join
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}
