import Graphics

/// A text's layout drawn without paint, and the run each drawing item comes from: what `TypeSetter`
/// caches. Nothing in shaping, breaking or placing depends on a run's paint (only the items carry it), so
/// a widget's light, dark and tinted pictures, whose texts differ only in colour, share one layout.
struct TextLayoutTemplate {
    /// Laid out from runs without paint: every glyph run and decoration has the placeholder paint.
    var layout: TextLayout
    /// Parallel to `layout.items`: the run each item draws (nil for an emoji image, which has no paint).
    var itemRuns: [Int?]

    /// `request` with no run's paint: the cache key, and what the template is laid out from.
    static func unpainted(_ request: TextLayoutRequest) -> TextLayoutRequest {
        guard request.runs.contains(where: { $0.paint != nil }) else { return request }
        var unpainted = request
        for index in unpainted.runs.indices { unpainted.runs[index].paint = nil }
        return unpainted
    }

    /// The layout `TextDrawer` draws for `runs` (the template's runs with their paints): each item takes
    /// its run's paint, or keeps the placeholder and is marked for the default paint when the run has none.
    func painted(for runs: [StyledTextRun]) -> TextLayout {
        guard runs.contains(where: { $0.paint != nil }) else { return layout }
        var painted = layout
        for (index, run) in itemRuns.enumerated() {
            guard let run, let paint = runs[run].paint else { continue }
            switch painted.items[index] {
            case .glyphRun(var glyphs):
                glyphs.paint = paint
                painted.items[index] = .glyphRun(glyphs)
            case .fill(let path, _, let rule):
                painted.items[index] = .fill(path, paint, rule)
            default:
                break
            }
            painted.usesDefaultPaint[index] = false
        }
        return painted
    }
}
