import Testing
@testable import Graphics

/// Tree maps (`DisplayList+Map`) and the invariant check (`DisplayList+Invariants`).
@Suite struct DisplayListMapTests {
    let red = Paint.solid(RGBAColor(r8: 255, g8: 0, b8: 0))
    let blue = Paint.solid(RGBAColor(r8: 0, g8: 0, b8: 255))
    func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> VectorPath { .rect(Rect(x: x, y: y, width: w, height: h)) }

    var sample: DisplayList {
        DisplayList(size: Size(10, 10), nodes: [
            .fill(rect(0, 0, 10, 10), blue, .nonZero),
            .group(.clip(rect(0, 0, 5, 5), .nonZero), [
                .group(.mark(.accentable), [.fill(rect(1, 1, 1, 1), red, .nonZero)]),
                .group(.mark(.containerBackground), [.fill(rect(2, 2, 1, 1), red, .nonZero)]),
            ]),
        ])
    }

    @Test func compactMapSeesEachNodeWithItsEnclosingEffectsTopDown() {
        var visits: [String] = []
        let out = sample.compactMap { node, enclosing in
            visits.append("\(enclosing.count):\(node.leafItem == nil ? "group" : "leaf")")
            if case .group(.mark(.containerBackground), _) = node { return nil }
            return node
        }
        #expect(visits == ["0:leaf", "0:group", "1:group", "2:leaf", "1:group"])
        #expect(out.nodes == [
            .fill(rect(0, 0, 10, 10), blue, .nonZero),
            .group(.clip(rect(0, 0, 5, 5), .nonZero), [.group(.mark(.accentable), [.fill(rect(1, 1, 1, 1), red, .nonZero)])]),
        ])
    }

    @Test func mapLeavesKeepsEveryGroupAndKnowsWhatEnclosesTheLeaf() {
        let out = sample.mapLeaves { leaf, enclosing in
            guard case .fill(let path, _, let rule) = leaf else { return leaf }
            return .fill(path, enclosing.contains(.mark(.accentable)) ? blue : red, rule)
        }
        #expect(out.nodes == [
            .fill(rect(0, 0, 10, 10), red, .nonZero),
            .group(.clip(rect(0, 0, 5, 5), .nonZero), [
                .group(.mark(.accentable), [.fill(rect(1, 1, 1, 1), blue, .nonZero)]),
                .group(.mark(.containerBackground), [.fill(rect(2, 2, 1, 1), red, .nonZero)]),
            ]),
        ])
    }

    @Test func aSoundTreeHasNoViolations() {
        #expect(sample.invariantViolations().isEmpty)
        #expect(DisplayList(size: Size(0, 0)).invariantViolations().isEmpty)
    }

    @Test func badTreesAreReportedByNodePath() {
        var nan = VectorPath()
        nan.move(to: Point(0, .nan)); nan.line(to: Point(1, 1))
        let bad = DisplayList(size: Size(10, .infinity), nodes: [
            .fill(nan, red, .nonZero),
            .group(.layer(Layer(opacity: .nan, filters: [.blur(radius: .infinity)])), [
                .stroke(rect(0, 0, 1, 1), red, StrokeOptions(width: .nan)),
                .group(.transform(.scale(1e6)), [.fill(rect(0, 0, 2000, 1), blue, .nonZero)]),
            ]),
            .group(.clip(nan, .nonZero), []),
            .group(.transform(Transform(a: 1, b: 0, c: 0, d: 1, tx: .infinity, ty: 0)), [.fill(rect(0, 0, 1, 1), red, .nonZero)]),
        ])
        #expect(bad.invariantViolations() == [
            "canvas size 10.0×inf is not a finite, non-negative size",
            "node 0: non-finite path",
            "node 1: non-finite layer opacity",
            "node 1: non-finite layer filter",
            "node 1.1.0: draws at [(0, 0) 2000000000×1000000], beyond ±1000000000 pt",
            "node 2: non-finite clip path",
            "node 3: non-finite transform",
        ])
        // A tighter limit catches less extreme drawing.
        let wide = DisplayList(size: Size(10, 10), nodes: [.fill(rect(-200, 0, 10, 10), red, .nonZero)])
        #expect(wide.invariantViolations(coordinateLimit: 100) == ["node 0: draws at [(-200, 0) 10×10], beyond ±100 pt"])
        #expect(wide.invariantViolations().isEmpty)
    }

    @Test func structureAndGeometryAreToldApart() {
        var list = DisplayList(size: Size(10, 10), items: [.pushClip(rect(0, 0, 1, 1), .nonZero), .popLayer])
        list.append(node: .fill(rect(0, 1e10, 1, 1), red, .nonZero))
        let found = list.violationsByKind(coordinateLimit: DisplayList.coordinateLimit)
        #expect(found.structure == ["1 group(s) opened with push… and never closed", "1 pop(s) that closed no group"])
        #expect(found.geometry == ["node 0.0: draws at [(0, 10000000000) 1×1], beyond ±1000000000 pt"])
    }
}
