import Typography

/// How a view states its spacing preference in stacks (see `SpacingPolicy`).
package enum SpacingTrait: Hashable, Sendable {
    case standard
    /// Spacers ask for no spacing next to them: their own minimum length is the gap.
    case spacer
    /// Text publishes its font metrics (used by the vertical text-aware policy).
    case text(FontMetrics)
}

/// The edge of a view a spacing preference is about.
package enum SpacingEdge: Hashable, Sendable {
    case top, bottom, leading, trailing
    package var isVertical: Bool { self == .top || self == .bottom }
}
