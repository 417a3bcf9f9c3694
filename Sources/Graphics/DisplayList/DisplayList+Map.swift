/// Passes over a whole tree as maps: recolouring, removing the container background, keeping only what a
/// place draws. A pass says what becomes of one node given the effects around it; the walk keeps the
/// structure, so no pass does nesting bookkeeping of its own.
extension DisplayList {
    /// The tree with each node replaced by `transform(node, enclosing)`, top down: nil drops the node
    /// (a group with everything inside), a group is kept and its children mapped in turn, a leaf is kept
    /// as returned. `enclosing` holds the effects of the groups around the node, outermost first. Debug
    /// builds check that the result is balanced and no worse than its input (`DisplayList+Invariants`).
    package func compactMap(_ transform: (DisplayNode, _ enclosing: [DisplayEffect]) throws -> DisplayNode?) rethrows -> DisplayList {
        let mapped = DisplayList(size: size, nodes: try Self.compactMap(nodes, enclosing: [], transform))
        mapped.assertInvariants(after: "a map", input: self)
        return mapped
    }

    /// The tree with each leaf replaced by `transform(leaf, enclosing)`; groups keep their effects.
    package func mapLeaves(_ transform: (DisplayNode, _ enclosing: [DisplayEffect]) throws -> DisplayNode) rethrows -> DisplayList {
        try compactMap { node, enclosing in
            if case .group = node { return node }
            return try transform(node, enclosing)
        }
    }

    private static func compactMap(_ nodes: [DisplayNode], enclosing: [DisplayEffect],
                                   _ transform: (DisplayNode, [DisplayEffect]) throws -> DisplayNode?) rethrows -> [DisplayNode] {
        var out: [DisplayNode] = []
        out.reserveCapacity(nodes.count)
        for node in nodes {
            guard let mapped = try transform(node, enclosing) else { continue }
            if case .group(let effect, let children) = mapped {
                out.append(.group(effect, try compactMap(children, enclosing: enclosing + [effect], transform)))
            } else {
                out.append(mapped)
            }
        }
        return out
    }
}
