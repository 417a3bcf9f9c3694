/// The tree read back as the flat vocabulary: each group as its push, children and pop, transform
/// groups folded into what they move (innermost first, as the backends draw them). What tests that
/// compare flat lists and builders that splice pictures together read.
extension DisplayList {
    package var items: [DisplayItem] {
        get {
            var out: [DisplayItem] = []
            Self.flatten(nodes, stack: [], into: &out)
            return out
        }
        set {
            self = DisplayList(size: size, items: newValue)
        }
    }

    private static func flatten(_ nodes: [DisplayNode], stack: [Transform], into out: inout [DisplayItem]) {
        for node in nodes {
            guard case .group(let effect, let children) = node else {
                if let item = node.applying(stack: stack).leafItem { out.append(item) }
                continue
            }
            let close: DisplayItem
            switch effect.applying(stack: stack) {
            case .transform(let t):
                flatten(children, stack: stack + [t], into: &out)
                continue
            case .clip(let path, let rule): out.append(.pushClip(path, rule)); close = .popClip
            case .layer(let layer): out.append(.pushLayer(layer)); close = .popLayer
            case .mark(let kind): out.append(.beginGroup(kind)); close = .endGroup
            }
            flatten(children, stack: stack, into: &out)
            out.append(close)
        }
    }
}
