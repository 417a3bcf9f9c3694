import Testing
@testable import Graphics

/// The DisplayList as a tree: what the flat builder vocabulary builds, transforms kept as data, the flat
/// view and the backends agreeing with the old baked lists.
@Suite struct DisplayListTreeTests {
    let red = Paint.solid(RGBAColor(r8: 255, g8: 0, b8: 0))
    let blue = Paint.solid(RGBAColor(r8: 0, g8: 0, b8: 255))
    func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> VectorPath { .rect(Rect(x: x, y: y, width: w, height: h)) }

    @Test func pushesAndPopsBuildNestedGroups() {
        let clip = rect(0, 0, 20, 20)
        let layer = Layer(opacity: 0.5, filters: [.blur(radius: 2)])
        let list = DisplayList(size: Size(20, 20), items: [
            .fill(rect(0, 0, 20, 20), blue, .nonZero),
            .pushClip(clip, .evenOdd),
            .pushLayer(layer),
            .fill(rect(1, 1, 5, 5), red, .nonZero),
            .beginGroup(.accentable),
            .stroke(rect(2, 2, 3, 3), red, StrokeOptions(width: 1)),
            .endGroup,
            .popLayer,
            .fill(rect(3, 3, 5, 5), blue, .nonZero),
            .popClip,
        ])
        #expect(list.isBalanced)
        #expect(list.nodes == [
            .fill(rect(0, 0, 20, 20), blue, .nonZero),
            .group(.clip(clip, .evenOdd), [
                .group(.layer(layer), [
                    .fill(rect(1, 1, 5, 5), red, .nonZero),
                    .group(.mark(.accentable), [.stroke(rect(2, 2, 3, 3), red, StrokeOptions(width: 1))]),
                ]),
                .fill(rect(3, 3, 5, 5), blue, .nonZero),
            ]),
        ])
        // Read back flat, the tree is the list it was built from.
        #expect(DisplayList(size: list.size, items: list.items) == list)
        #expect(list.items.count == 10)
    }

    @Test func unbalancedListsCloseWhatIsOpenAndIgnoreStrayPops() {
        var list = DisplayList(size: Size(10, 10))
        list.append(.popLayer)                         // closes nothing
        list.append(.pushClip(rect(0, 0, 5, 5), .nonZero))
        list.append(.beginGroup(.label("a")))
        list.append(.popClip)                          // the innermost group is a mark: ignored
        list.append(.fill(rect(0, 0, 1, 1), red, .nonZero))
        #expect(!list.isBalanced)
        #expect(list.nodes == [
            .group(.clip(rect(0, 0, 5, 5), .nonZero), [.group(.mark(.label("a")), [.fill(rect(0, 0, 1, 1), red, .nonZero)])]),
        ])
        #expect(list.invariantViolations() == ["2 group(s) opened with push… and never closed", "2 pop(s) that closed no group"])
        // Appending continues inside the open groups.
        list.append(.endGroup)
        list.append(.fill(rect(2, 2, 1, 1), blue, .nonZero))
        list.append(.popClip)
        #expect(list.nodes == [
            .group(.clip(rect(0, 0, 5, 5), .nonZero), [
                .group(.mark(.label("a")), [.fill(rect(0, 0, 1, 1), red, .nonZero)]),
                .fill(rect(2, 2, 1, 1), blue, .nonZero),
            ]),
        ])
    }

    @Test func transformsStayDataInTheTreeAndFoldInnermostFirstWhenRead() {
        let shadow = Layer(filters: [.shadow(color: .black, radius: 1, dx: 1, dy: 2), .blur(radius: 0.5)])
        let inner = Transform.rotation(Double.pi / 2)
        let outer = Transform.scale(2).concatenating(.translation(10, 0))
        let square = DisplayNode.fill(rect(0, 0, 2, 2), red, .nonZero)
        let stroke = DisplayNode.stroke(rect(0, 0, 2, 2), red, StrokeOptions(width: 1, dash: [1, 2], dashPhase: 0.5))
        let list = DisplayList(size: Size(20, 20), nodes: [
            .group(.transform(outer), [.group(.layer(shadow), [.group(.transform(inner), [square]), stroke])]),
        ])
        // The tree keeps both transforms as they were given.
        guard case .group(.transform(let t), let children) = list.nodes[0],
              case .group(.layer(let kept), let layerChildren) = children[0],
              case .group(.transform(let t2), _) = layerChildren[0] else {
            Issue.record("structure lost: \(list.nodes)")
            return
        }
        #expect(t == outer && t2 == inner && kept == shadow)
        // The flat view moves each leaf by the inner transform, then the outer one, and the layer's
        // filters by the outer one: shadow offset and blur radius double, as do stroke width and dashes.
        #expect(list.items == [
            .pushLayer(Layer(filters: [.shadow(color: .black, radius: 2, dx: 2, dy: 4), .blur(radius: 1)])),
            DisplayItem.fill(rect(0, 0, 2, 2), red, .nonZero).applying(inner).applying(outer),
            .stroke(rect(0, 0, 2, 2).applying(outer), red, StrokeOptions(width: 2, dash: [2, 4], dashPhase: 1)),
            .popLayer,
        ])
    }

    @Test func backendsDrawATransformGroupAsTheBakedListTheyDrewBefore() throws {
        let run = GlyphRun(text: "□", fontName: "Test", size: 10,
                           glyphs: [PlacedGlyph(outline: GlyphOutline(key: "Test.g1", path: rect(0, -0.7, 0.6, 0.7)), origin: Point(2, 12))],
                           paint: blue)
        let tree = DisplayList(size: Size(40, 30), nodes: [
            .fill(rect(0, 0, 40, 30), .solid(.white), .nonZero),
            .group(.transform(.rotation(0.3).concatenating(.translation(12, 2))), [
                .group(.clip(rect(0, 0, 16, 12), .nonZero), [
                    .group(.layer(Layer(opacity: 0.8, filters: [.shadow(color: .black, radius: 1, dx: 1, dy: 1)])), [
                        .fill(rect(1, 1, 10, 8), red, .nonZero),
                        .stroke(rect(3, 3, 8, 6), blue, StrokeOptions(width: 1.5, dash: [2, 1])),
                        .glyphRun(run),
                    ]),
                ]),
            ]),
        ])
        let baked = DisplayList(size: tree.size, items: tree.items)
        #expect(baked.nodes != tree.nodes)
        #expect(try RasterBackend.render(tree, scale: 2) == RasterBackend.render(baked, scale: 2))
        #expect(SVGBackend.render(tree, title: "t") == SVGBackend.render(baked, title: "t"))
        #expect(tree.dump() == baked.dump())
    }

    @Test func aPictureAppendedAtAPointIsOneTransformGroupDrawnAsItsMovedItems() throws {
        let picture = DisplayList(size: Size(12, 10), nodes: [
            .group(.clip(rect(0, 0, 12, 10), .nonZero), [
                .fill(rect(1, 1, 10, 8), red, .nonZero),
                .group(.transform(.rotation(0.2)), [.stroke(rect(3, 3, 4, 3), blue, StrokeOptions(width: 1))]),
            ]),
        ])
        var sheet = DisplayList(size: Size(40, 30), nodes: [.fill(rect(0, 0, 40, 30), .solid(.white), .nonZero)])
        sheet.append(picture, at: Point(14.5, 9))
        sheet.append(picture, at: Point(0, 0))
        #expect(sheet.nodes == [
            .fill(rect(0, 0, 40, 30), .solid(.white), .nonZero),
            .group(.transform(.translation(14.5, 9)), picture.nodes),
        ] + picture.nodes)
        // What sheets did before: read the picture back flat and move each item.
        var flat = DisplayList(size: Size(40, 30), nodes: [.fill(rect(0, 0, 40, 30), .solid(.white), .nonZero)])
        flat.append(contentsOf: picture.items.map { $0.applying(.translation(14.5, 9)) })
        flat.append(contentsOf: picture.items)
        #expect(try RasterBackend.render(sheet, scale: 2) == RasterBackend.render(flat, scale: 2))
        #expect(SVGBackend.render(sheet, title: "t") == SVGBackend.render(flat, title: "t"))
        // An empty picture adds nothing.
        let before = sheet.nodes
        sheet.append(DisplayList(size: Size(5, 5)), at: Point(3, 3))
        #expect(sheet.nodes == before)
    }
}
