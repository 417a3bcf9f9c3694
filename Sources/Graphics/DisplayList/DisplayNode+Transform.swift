import Foundation

/// Moving drawing operations: how a backend flattens a transform group, and what `rotationEffect`,
/// `scaleEffect` and sheet composition need.
///
/// Paths, glyph runs and images transform exactly. Linear and angular gradient geometry transforms its
/// defining points, which is exact for translations, rotations and uniform scales (the only transforms the
/// view layer produces); stroke widths, dashes, blur radii and shadow offsets scale by the transform's
/// mean scale. This is the one place that moves drawing operations: the backends, the dump and the flat
/// `items` view all move through it, innermost transform first, so they agree to the bit.
extension DisplayNode {
    /// The node moved by `t`: leaves and effects moved, a transform group inside wrapped in `t`.
    package func applying(_ t: Transform) -> DisplayNode {
        if t.isIdentity { return self }
        switch self {
        case .fill(let path, let paint, let rule):
            return .fill(path.applying(t), paint.applying(t), rule)
        case .stroke(let path, let paint, var options):
            let s = t.meanScale
            options.width *= s
            options.dash = options.dash.map { $0 * s }
            options.dashPhase *= s
            return .stroke(path.applying(t), paint.applying(t), options)
        case .glyphRun(var run):
            run.transform = run.transform.concatenating(t)
            run.paint = run.paint.applying(t)
            return .glyphRun(run)
        case .image(var draw):
            draw.transform = draw.transform.concatenating(t)
            return .image(draw)
        case .group(.transform, _):
            // Its children must be moved by its own transform first: kept whole, inside `t`.
            return .group(.transform(t), [self])
        case .group(let effect, let children):
            return .group(effect.applying(t), children.map { $0.applying(t) })
        }
    }

    /// The node moved by each transform of `stack` (outermost first), innermost first: how a backend
    /// inside nested transform groups flattens a leaf.
    package func applying(stack: [Transform]) -> DisplayNode {
        var node = self
        for t in stack.reversed() { node = node.applying(t) }
        return node
    }
}

extension DisplayEffect {
    /// The effect's geometry moved by `t`: clip paths, blur radii and shadow offsets. A transform
    /// effect is not moved (its children's space is composed with `t` by whoever walks the tree).
    package func applying(_ t: Transform) -> DisplayEffect {
        if t.isIdentity { return self }
        switch self {
        case .clip(let path, let rule):
            return .clip(path.applying(t), rule)
        case .layer(var layer):
            let s = t.meanScale
            layer.filters = layer.filters.map { filter in
                switch filter {
                case .colorMatrix: return filter
                case .blur(let radius): return .blur(radius: radius * s)
                case .shadow(let color, let radius, let dx, let dy):
                    let d = Transform(a: t.a, b: t.b, c: t.c, d: t.d, tx: 0, ty: 0).apply(Point(dx, dy))
                    return .shadow(color: color, radius: radius * s, dx: d.x, dy: d.y)
                }
            }
            return .layer(layer)
        case .transform, .mark:
            return self
        }
    }

    /// The effect moved by each transform of `stack` (outermost first), innermost first.
    package func applying(stack: [Transform]) -> DisplayEffect {
        var effect = self
        for t in stack.reversed() { effect = effect.applying(t) }
        return effect
    }
}

extension DisplayItem {
    /// The item moved by `t` (see `DisplayNode.applying`).
    package func applying(_ t: Transform) -> DisplayItem {
        if t.isIdentity { return self }
        switch self {
        case .fill, .stroke, .glyphRun, .image:
            return DisplayNode(leaf: self)?.applying(t).leafItem ?? self
        case .pushClip(let path, let rule):
            return .pushClip(path.applying(t), rule)
        case .pushLayer(let layer):
            if case .layer(let moved) = DisplayEffect.layer(layer).applying(t) { return .pushLayer(moved) }
            return self
        case .popClip, .popLayer, .beginGroup, .endGroup:
            return self
        }
    }
}

extension Paint {
    /// The paint's geometry moved by `t` (see `DisplayNode.applying`).
    package func applying(_ t: Transform) -> Paint {
        switch self {
        case .solid:
            return self
        case .linearGradient(let stops, let start, let end):
            return .linearGradient(stops, start: t.apply(start), end: t.apply(end))
        case .radialGradient(let stops, let center, let radius, let transform):
            return .radialGradient(stops, center: center, radius: radius, transform: transform.concatenating(t))
        case .angularGradient(let stops, let center, let start, let end):
            let rotation = atan2(t.b, t.a)
            return .angularGradient(stops, center: t.apply(center), startAngle: start + rotation, endAngle: end + rotation)
        }
    }
}

extension Transform {
    /// √|det|: the factor by which the transform scales lengths on average.
    package var meanScale: Double { abs(determinant).squareRoot() }
}
