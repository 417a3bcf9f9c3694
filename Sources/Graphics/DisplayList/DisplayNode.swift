/// One node of a `DisplayList`: a leaf that draws, or a group whose effect applies to its children.
package enum DisplayNode: Hashable, Sendable {
    case fill(VectorPath, Paint, FillRule)
    case stroke(VectorPath, Paint, StrokeOptions)
    case glyphRun(GlyphRun)
    case image(ImageDraw)
    /// `children` drawn under `effect`, in order.
    case group(DisplayEffect, [DisplayNode])

    /// The leaf as the flat vocabulary's item; nil for a group.
    package var leafItem: DisplayItem? {
        switch self {
        case .fill(let path, let paint, let rule): return .fill(path, paint, rule)
        case .stroke(let path, let paint, let options): return .stroke(path, paint, options)
        case .glyphRun(let run): return .glyphRun(run)
        case .image(let draw): return .image(draw)
        case .group: return nil
        }
    }

    /// The leaf node for a drawing item; nil for pushes and pops.
    package init?(leaf item: DisplayItem) {
        switch item {
        case .fill(let path, let paint, let rule): self = .fill(path, paint, rule)
        case .stroke(let path, let paint, let options): self = .stroke(path, paint, options)
        case .glyphRun(let run): self = .glyphRun(run)
        case .image(let draw): self = .image(draw)
        case .pushClip, .popClip, .pushLayer, .popLayer, .beginGroup, .endGroup: return nil
        }
    }
}

/// What a group does to its children.
package enum DisplayEffect: Hashable, Sendable {
    /// Clipped to the path (anti-aliased).
    case clip(VectorPath, FillRule)
    /// Drawn into a transparent layer, filtered, then composited with its opacity and blend mode.
    case layer(Layer)
    /// Children are in this space: the group's space is the children's space moved by the transform.
    /// Kept as data; each backend flattens it where it draws (`DisplayNode+Transform`).
    case transform(Transform)
    /// Marks content for later passes (accent group, container background, accessibility labels).
    case mark(GroupKind)
}
