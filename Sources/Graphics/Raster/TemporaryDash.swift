// TEMPORARY: the geometry branch adds `VectorPath+Dash.swift` with the real `dashed(_:phase:)`; the
// coordinator deletes this file when merging. Minimal SVG semantics so strokes with dashes work here.

extension VectorPath {
    /// The path cut into dashes per SVG: `pattern` alternates on/off lengths (an odd count is repeated),
    /// `phase` shifts the start along the pattern, and each subpath restarts the pattern. Curves are
    /// flattened (about one segment per point). Zero-length dashes become `move + line` to the same point, which
    /// the stroker draws as dots with round or square caps.
    func dashed(_ pattern: [Double], phase: Double) -> VectorPath {
        var dashes = pattern
        if dashes.count % 2 == 1 { dashes += pattern }
        let total = dashes.reduce(0, +)
        guard !dashes.isEmpty, total > 0, total.isFinite, dashes.allSatisfy({ $0 >= 0 }) else { return self }

        // Flatten into polylines, one per subpath.
        var polylines: [[Point]] = []
        var current: [Point] = []
        var start = Point.zero, last = Point.zero
        func flush() { if current.count > 1 { polylines.append(current) }; current = [] }
        for e in elements {
            switch e {
            case .move(let p):
                flush(); current = [p]; start = p; last = p
            case .line(let p):
                if current.isEmpty { current = [last] }
                current.append(p); last = p
            case .quad(let c, let p):
                if current.isEmpty { current = [last] }
                let a = last
                let n = Self.flatteningSteps(a.distance(to: c) + c.distance(to: p))
                for i in 1...n {
                    let t = Double(i) / Double(n), u = 1 - t
                    current.append(Point(u * u * a.x + 2 * u * t * c.x + t * t * p.x, u * u * a.y + 2 * u * t * c.y + t * t * p.y))
                }
                last = p
            case .cubic(let c1, let c2, let p):
                if current.isEmpty { current = [last] }
                let a = last
                let n = Self.flatteningSteps(a.distance(to: c1) + c1.distance(to: c2) + c2.distance(to: p))
                for i in 1...n {
                    let t = Double(i) / Double(n), u = 1 - t
                    let x = u * u * u * a.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t * p.x
                    let y = u * u * u * a.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t * p.y
                    current.append(Point(x, y))
                }
                last = p
            case .close:
                if current.isEmpty { current = [start] }
                current.append(start); flush(); last = start
            }
        }
        flush()

        var out = VectorPath()
        var startPhase = phase.truncatingRemainder(dividingBy: total)
        if startPhase < 0 { startPhase += total }
        for line in polylines {
            // Position in the pattern.
            var index = 0, remaining = dashes[0], on = true
            var skip = startPhase
            while skip > 0 {
                if skip >= remaining { skip -= remaining; index = (index + 1) % dashes.count; remaining = dashes[index]; on = index % 2 == 0 }
                else { remaining -= skip; skip = 0 }
            }
            var drawing = false
            if on { out.move(to: line[0]); drawing = true }
            for i in 1..<line.count {
                var a = line[i - 1]
                let b = line[i]
                var segment = a.distance(to: b)
                while segment > 0 {
                    if remaining <= segment {
                        let p = a.lerp(to: b, remaining / segment)
                        if on { out.line(to: p); drawing = false } else { out.move(to: p); drawing = true }
                        segment -= remaining
                        a = p
                        index = (index + 1) % dashes.count
                        remaining = dashes[index]
                        on = index % 2 == 0
                        if on && !drawing { out.move(to: p); drawing = true }
                        if on && remaining == 0 { out.line(to: p); index = (index + 1) % dashes.count; remaining = dashes[index]; on = false; drawing = false }
                    } else {
                        remaining -= segment
                        segment = 0
                        if on { out.line(to: b) }
                        a = b
                    }
                }
            }
        }
        return out
    }

    /// Segments per curve: about one per point of control polygon (chord error ≈ 1/(8·radius) pt), 8…4096.
    private static func flatteningSteps(_ length: Double) -> Int {
        guard length.isFinite else { return 8 }
        return max(8, min(4096, Int(length.rounded(.up))))
    }
}
