/// Building a tree from the flat vocabulary: a push opens a group, its pop closes it.
///
/// Lenient, as both backends promise for hand-made lists: a pop closes the innermost open group only
/// when it is of the pop's kind (else it is counted in `strayPops` and ignored), and groups still open
/// when the tree is read are closed in order.
extension DisplayList {
    struct Building: Hashable, Sendable {
        /// Open groups, outermost first, each with the children appended so far.
        var open: [(effect: DisplayEffect, children: [DisplayNode])] = []
        var strayPops = 0

        var isEmpty: Bool { open.isEmpty }

        static func == (a: Building, b: Building) -> Bool {
            a.strayPops == b.strayPops && a.open.count == b.open.count
                && zip(a.open, b.open).allSatisfy { $0.effect == $1.effect && $0.children == $1.children }
        }
        func hash(into hasher: inout Hasher) {
            hasher.combine(strayPops)
            for entry in open {
                hasher.combine(entry.effect)
                hasher.combine(entry.children)
            }
        }
    }

    package mutating func append(_ item: DisplayItem) {
        switch item {
        case .fill, .stroke, .glyphRun, .image:
            if let leaf = DisplayNode(leaf: item) { append(node: leaf) }
        case .pushClip(let path, let rule): building.open.append((.clip(path, rule), []))
        case .pushLayer(let layer): building.open.append((.layer(layer), []))
        case .beginGroup(let kind): building.open.append((.mark(kind), []))
        case .popClip: close { if case .clip = $0 { return true }; return false }
        case .popLayer: close { if case .layer = $0 { return true }; return false }
        case .endGroup: close { if case .mark = $0 { return true }; return false }
        }
    }

    package mutating func append(contentsOf items: [DisplayItem]) {
        for item in items { append(item) }
    }

    /// Adds a node inside the innermost open group (or at the top).
    package mutating func append(node: DisplayNode) {
        if building.open.isEmpty {
            root.append(node)
        } else {
            building.open[building.open.count - 1].children.append(node)
        }
    }

    package mutating func append(nodes: [DisplayNode]) {
        if building.open.isEmpty {
            root.append(contentsOf: nodes)
        } else {
            building.open[building.open.count - 1].children.append(contentsOf: nodes)
        }
    }

    /// Draws `picture` (its nodes, whole) with its top-left corner at `origin`: a transform group, which
    /// both backends flatten exactly as moving each node would, so sheets compose pictures without
    /// reading them back as flat items.
    package mutating func append(_ picture: DisplayList, at origin: Point) {
        let nodes = picture.nodes
        guard !nodes.isEmpty else { return }
        if origin.x == 0 && origin.y == 0 {
            append(nodes: nodes)
        } else {
            append(node: .group(.transform(.translation(origin.x, origin.y)), nodes))
        }
    }

    /// Puts `items` (balanced) before everything drawn so far: what is drawn under the picture.
    package mutating func prepend(_ items: [DisplayItem]) {
        root = DisplayList(size: size, items: items).nodes + root
    }

    private mutating func close(if matches: (DisplayEffect) -> Bool) {
        guard let last = building.open.last, matches(last.effect) else {
            building.strayPops += 1
            return
        }
        building.open.removeLast()
        append(node: .group(last.effect, last.children))
    }

    /// The top level with every open group closed, innermost first.
    func closedRoot() -> [DisplayNode] {
        var pending: [DisplayNode]? = nil
        for entry in building.open.reversed() {
            var children = entry.children
            if let inner = pending { children.append(contentsOf: inner) }
            pending = [.group(entry.effect, children)]
        }
        return root + (pending ?? [])
    }
}
