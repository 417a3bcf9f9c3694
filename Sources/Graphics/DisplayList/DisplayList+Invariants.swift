/// What every pass over a `DisplayList` promises the next one: a balanced structure, finite geometry and
/// drawing inside the coordinate limit (`invariantViolations` reports each broken one).
///
/// Debug builds assert after lowering and after each map (`assertInvariants`), so a pass that breaks the
/// tree fails where it runs, not later in a backend; release builds never check. The assertion holds a
/// pass to what it can promise whatever the user wrote: a balanced structure always; after lowering,
/// finite bounds for every item (user lengths enter as `Length`s, so only a bug makes one non-finite);
/// for a map, no geometry problem its input did not have. Drawing beyond the coordinate limit (nested
/// `scaleEffect`s multiply) and non-finite paint (a NaN colour in a filter) can still come from user
/// code and are drawn leniently by the backends, so they are reported, never asserted.
extension DisplayList {
    /// Largest |coordinate| (points, after transforms) a leaf may reach: far beyond any canvas, well
    /// inside what the rasterizer's fixed-point grid and the SVG's number format hold.
    package static let coordinateLimit = 1e9

    /// Every broken invariant, each naming the node by its index path (`0.2.1`: the second child of the
    /// third child of the first top-level node); empty when the tree holds them all.
    package func invariantViolations(coordinateLimit: Double = DisplayList.coordinateLimit) -> [String] {
        let found = violationsByKind(coordinateLimit: coordinateLimit)
        return found.structure + found.geometry
    }

    /// Stops a debug build when `pass` left the structure unbalanced or, given the pass's `input`, added
    /// a geometry problem the input did not have; nothing in release builds.
    /// Without an `input` (a pass that builds the tree, like lowering), every item's bounds must be finite.
    package func assertInvariants(after pass: @autoclosure () -> String, input: DisplayList? = nil) {
        #if DEBUG
        let found = violationsByKind(coordinateLimit: Self.coordinateLimit)
        assert(found.structure.isEmpty, "DisplayList structure broken after \(pass()): " + found.structure.joined(separator: "; "))
        if input == nil {
            assert(found.nonFiniteBounds.isEmpty, "DisplayList bounds not finite after \(pass()): " + found.nonFiniteBounds.joined(separator: "; "))
        }
        if let input {
            let before = input.violationsByKind(coordinateLimit: Self.coordinateLimit).geometry.count
            assert(found.geometry.count <= before,
                   "DisplayList geometry broken by \(pass()): " + found.geometry.joined(separator: "; "))
        }
        #endif
    }

    /// The broken invariants by kind; `nonFiniteBounds` repeats those of `geometry` that make an item's
    /// bounds not finite (a path, transform, clip, glyph run or image rectangle).
    func violationsByKind(coordinateLimit: Double) -> (structure: [String], geometry: [String], nonFiniteBounds: [String]) {
        var structure: [String] = []
        if !building.open.isEmpty { structure.append("\(building.open.count) group(s) opened with push… and never closed") }
        if building.strayPops > 0 { structure.append("\(building.strayPops) pop(s) that closed no group") }
        var geometry: [String] = []
        var nonFiniteBounds: [String] = []
        if !(size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0) {
            geometry.append("canvas size \(size.width)×\(size.height) is not a finite, non-negative size")
            nonFiniteBounds.append(geometry[0])
        }
        Self.check(nodes, path: "", stack: [], limit: coordinateLimit, into: &geometry, bounds: &nonFiniteBounds)
        return (structure, geometry, nonFiniteBounds)
    }

    private static func check(_ nodes: [DisplayNode], path: String, stack: [Transform], limit: Double,
                              into found: inout [String], bounds: inout [String]) {
        for (index, node) in nodes.enumerated() {
            let here = path.isEmpty ? "\(index)" : "\(path).\(index)"
            func fail(_ what: String) { found.append("node \(here): \(what)") }
            func failBounds(_ what: String) { fail(what); bounds.append("node \(here): \(what)") }
            switch node {
            case .group(let effect, let children):
                var inner = stack
                switch effect {
                case .transform(let t):
                    if !t.isFinite { failBounds("non-finite transform") }
                    inner.append(t)
                case .clip(let clip, _):
                    if !clip.isFinite { failBounds("non-finite clip path") }
                case .layer(let layer):
                    if !layer.opacity.isFinite { fail("non-finite layer opacity") }
                    if !layer.filters.allSatisfy(\.isFinite) { fail("non-finite layer filter") }
                case .mark:
                    break
                }
                check(children, path: here, stack: inner, limit: limit, into: &found, bounds: &bounds)
            case .fill(let shape, _, _), .stroke(let shape, _, _):
                guard shape.isFinite else { failBounds("non-finite path"); continue }
                guard !shape.isEmpty, stack.allSatisfy(\.isFinite) else { continue }
                var moved = shape
                for t in stack.reversed() { moved = moved.applying(t) }
                checkBounds(moved.controlBounds, limit: limit, fail)
            case .glyphRun(let run):
                if !(run.size.isFinite && run.transform.isFinite && run.glyphs.allSatisfy({ $0.origin.x.isFinite && $0.origin.y.isFinite })) {
                    failBounds("non-finite glyph run \(DumpText.quoted(run.text))")
                }
            case .image(let draw):
                if !(draw.transform.isFinite && Self.isFinite(draw.rect)) {
                    failBounds("non-finite image \(draw.source.key)")
                } else if !draw.opacity.isFinite {
                    fail("non-finite image \(draw.source.key)")
                } else if stack.allSatisfy(\.isFinite), case .image(let moved) = node.applying(stack: stack) {
                    checkBounds(moved.transform.apply(moved.rect), limit: limit, fail)
                }
            }
        }
    }

    private static func checkBounds(_ r: Rect, limit: Double, _ fail: (String) -> Void) {
        let extent = max(abs(r.minX), abs(r.minY), abs(r.maxX), abs(r.maxY))
        if !(extent <= limit) { fail("draws at \(r), beyond ±\(NumberText.format(limit, decimals: 0)) pt") }
    }

    private static func isFinite(_ r: Rect) -> Bool {
        r.minX.isFinite && r.minY.isFinite && r.width.isFinite && r.height.isFinite
    }
}

extension Transform {
    /// All six coefficients are finite numbers.
    package var isFinite: Bool {
        a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite
    }
}

extension LayerFilter {
    /// Every parameter is a finite number.
    package var isFinite: Bool {
        switch self {
        case .colorMatrix(let values): return values.allSatisfy(\.isFinite)
        case .blur(let radius): return radius.isFinite
        case .shadow(_, let radius, let dx, let dy): return radius.isFinite && dx.isFinite && dy.isFinite
        }
    }
}
