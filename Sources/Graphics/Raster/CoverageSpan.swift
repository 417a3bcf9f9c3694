/// A horizontal run of device pixels that share one 8-bit coverage (255 = fully inside).
///
/// Every shape the raster backend draws becomes a list of these before it is painted: FreeType's gray
/// rasterizer emits them directly, the oversampled path and clip masks are run-length encoded into them.
/// A list never covers a pixel twice (except where noted for very large strokes), so painting order
/// within a list does not matter.
struct CoverageSpan: Hashable, Sendable {
    var x: Int32
    var y: Int32
    var length: Int32
    var coverage: UInt8
}

/// An integer pixel rectangle `[x0, x1) × [y0, y1)`; empty when `x1 <= x0` or `y1 <= y0`.
struct PixelBox: Hashable, Sendable {
    var x0: Int, y0: Int, x1: Int, y1: Int

    static let empty = PixelBox(x0: 0, y0: 0, x1: 0, y1: 0)

    var isEmpty: Bool { x1 <= x0 || y1 <= y0 }
    var width: Int { max(0, x1 - x0) }
    var height: Int { max(0, y1 - y0) }

    func intersection(_ o: PixelBox) -> PixelBox {
        let r = PixelBox(x0: max(x0, o.x0), y0: max(y0, o.y0), x1: min(x1, o.x1), y1: min(y1, o.y1))
        return r.isEmpty ? .empty : r
    }

    func union(_ o: PixelBox) -> PixelBox {
        if isEmpty { return o }
        if o.isEmpty { return self }
        return PixelBox(x0: min(x0, o.x0), y0: min(y0, o.y0), x1: max(x1, o.x1), y1: max(y1, o.y1))
    }

    func expanded(by n: Int) -> PixelBox {
        isEmpty ? self : PixelBox(x0: x0 - n, y0: y0 - n, x1: x1 + n, y1: y1 + n)
    }

    /// The smallest box of whole pixels containing `rect` (device pixels), clamped to ±2²⁰ so that
    /// absurd coordinates cannot overflow `Int`; non-finite input gives an empty box.
    static func covering(_ rect: Rect) -> PixelBox {
        guard rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite else { return .empty }
        let limit = 1_048_576.0
        func lo(_ v: Double) -> Int { Int(max(-limit, min(limit, v)).rounded(.down)) }
        func hi(_ v: Double) -> Int { Int(max(-limit, min(limit, v)).rounded(.up)) }
        return PixelBox(x0: lo(rect.minX), y0: lo(rect.minY), x1: hi(rect.maxX), y1: hi(rect.maxY))
    }
}
