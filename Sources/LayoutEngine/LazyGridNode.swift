import Foundation
import Graphics

/// A `GridItem` in the layout's terms: lengths sanitised, spacing defaulted.
package struct LazyGridTrackRule {
    package enum Kind { case fixed(Double), flexible(min: Double, max: Double), adaptive(min: Double, max: Double) }
    package let kind: Kind
    /// Space after this item's tracks, before the next item's (SwiftUI's default spacing when nil).
    package let spacing: Double
    package let alignment: LayoutAlignment?

    package init(kind: Kind, spacing: Double, alignment: LayoutAlignment?) {
        self.kind = kind
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// One track (a column of a LazyVGrid, a row of a LazyHGrid) after sizing.
package struct LazyGridTrack: Equatable {
    package var length: Double
    /// Space after this track (unused after the last one).
    package var spacing: Double
    package var alignment: LayoutAlignment?

    package static func == (a: Self, b: Self) -> Bool { a.length == b.length && a.spacing == b.spacing }
}

/// SwiftUI's lazy-grid track sizing, for a length `available` along the track axis (nil: ideal size):
/// 1. the spacing after every item but the last is set aside;
/// 2. fixed items take their length;
/// 3. the rest is shared by the flexible and adaptive items in order: each takes the remaining length
///    divided by the number of items still to size, clamped to its minimum…maximum (an adaptive item to
///    its minimum…∞), and leaves the remainder to the next;
/// 4. an adaptive item's share holds as many tracks as fit, `max(1, ⌊(share + s) / (minimum + s)⌋)` with
///    s its spacing, each `(share − (n − 1)·s) / n` long, at most its maximum.
/// With no length proposed, flexible and adaptive items take their minimum (one adaptive track).
package enum LazyGridTrackSizing {
    package static func tracks(for rules: [LazyGridTrackRule], available: Double?) -> [LazyGridTrack] {
        guard !rules.isEmpty else { return [] }
        var shares = [Double](repeating: 0, count: rules.count)
        let spacingBetweenItems = rules.dropLast().reduce(0) { $0 + $1.spacing }
        var remaining = (available ?? 0) - spacingBetweenItems
        var sharing = 0
        for (i, rule) in rules.enumerated() {
            if case .fixed(let v) = rule.kind { shares[i] = v; remaining -= v } else { sharing += 1 }
        }
        for (i, rule) in rules.enumerated() {
            let lower: Double, upper: Double
            switch rule.kind {
            case .fixed: continue
            case .flexible(let lo, let hi): (lower, upper) = (lo, hi)
            case .adaptive(let lo, _): (lower, upper) = (lo, .infinity)
            }
            let share = available == nil ? lower : min(upper, max(lower, remaining / Double(sharing)))
            shares[i] = share
            remaining -= share
            sharing -= 1
        }
        var tracks: [LazyGridTrack] = []
        for (rule, share) in zip(rules, shares) {
            if case .adaptive(let lo, let hi) = rule.kind, available != nil {
                let s = rule.spacing
                let count = max(1, Int(((share + s) / max(lo + s, 1e-9)).rounded(.down).clamped(to: 1...10_000)))
                let length = min(hi, (share - Double(count - 1) * s) / Double(count))
                for _ in 0..<count { tracks.append(LazyGridTrack(length: max(0, length), spacing: s, alignment: rule.alignment)) }
            } else {
                tracks.append(LazyGridTrack(length: max(0, share), spacing: rule.spacing, alignment: rule.alignment))
            }
        }
        return tracks
    }
}

private extension Double {
    package func clamped(to range: ClosedRange<Double>) -> Double { isNaN ? range.lowerBound : Swift.min(range.upperBound, Swift.max(range.lowerBound, self)) }
}

/// LazyVGrid (tracks are columns) and LazyHGrid (tracks are rows): cells fill the tracks in order, a
/// line (row of a LazyVGrid) is as long across as its longest cell, lines are `lineSpacing` apart.
/// Each cell is proposed its track's length along the track axis and nothing across, and is placed in
/// its cell box by its item's alignment (else the grid's).
package final class LazyGridNode: LayoutNode {
    package let trackAxis: LayoutAxis
    package let rules: [LazyGridTrackRule]
    package let cellAlignment: LayoutAlignment
    package let lineSpacing: Double
    package let cells: [LayoutNode]

    package init(trackAxis: LayoutAxis, items: [LazyGridTrackRule], cellAlignment: LayoutAlignment, lineSpacing: Length, cells: [LayoutNode]) {
        self.trackAxis = trackAxis
        self.rules = items
        self.cellAlignment = cellAlignment
        self.lineSpacing = lineSpacing.value
        self.cells = cells
    }

    private struct Arrangement {
        var tracks: [LazyGridTrack]
        /// Offsets of each track along the track axis.
        var trackOffsets: [Double]
        /// Cross-axis length of each line.
        var lineLengths: [Double]
        var size: Size
    }

    private var crossAxis: LayoutAxis { trackAxis == .horizontal ? .vertical : .horizontal }

    private func arrange(_ proposal: ProposedSize) -> Arrangement {
        let tracks = LazyGridTrackSizing.tracks(for: rules, available: proposal[trackAxis])
        var offsets: [Double] = []
        var along = 0.0
        for (i, track) in tracks.enumerated() {
            offsets.append(along)
            along += track.length + (i < tracks.count - 1 ? track.spacing : 0)
        }
        var lines: [Double] = []
        if !tracks.isEmpty {
            for start in stride(from: 0, to: cells.count, by: tracks.count) {
                var longest = 0.0
                for (k, cell) in cells[start..<min(cells.count, start + tracks.count)].enumerated() {
                    let size = cell.sizeThatFits(ProposedSize.along(trackAxis, tracks[k].length, nil))
                    longest = max(longest, crossAxis == .vertical ? size.height : size.width)
                }
                lines.append(longest)
            }
        }
        let across = lines.reduce(0, +) + lineSpacing * Double(max(0, lines.count - 1))
        let size = trackAxis == .horizontal ? Size(along, across) : Size(across, along)
        return Arrangement(tracks: tracks, trackOffsets: offsets, lineLengths: lines, size: size)
    }

    package override func computeSize(_ proposal: ProposedSize) -> Size { arrange(proposal).size }

    package override func placeContents(in frame: Rect, proposal: ProposedSize) -> PlacedNode {
        let a = arrange(proposal)
        guard !a.tracks.isEmpty else { return PlacedNode(frame: frame) }
        var placed: [PlacedNode] = []
        var lineOffset = 0.0
        for (line, lineLength) in a.lineLengths.enumerated() {
            for k in a.tracks.indices {
                let index = line * a.tracks.count + k
                guard index < cells.count else { break }
                let cell = cells[index], track = a.tracks[k]
                let box = trackAxis == .horizontal
                    ? Rect(x: frame.minX + a.trackOffsets[k], y: frame.minY + lineOffset, width: track.length, height: lineLength)
                    : Rect(x: frame.minX + lineOffset, y: frame.minY + a.trackOffsets[k], width: lineLength, height: track.length)
                let cellProposal = ProposedSize.along(trackAxis, track.length, nil)
                let size = cell.sizeThatFits(cellProposal)
                let rect = aligned(cell, size: size, in: box, alignment: track.alignment ?? cellAlignment)
                placed.append(cell.place(in: rect, proposal: cellProposal))
            }
            lineOffset += lineLength + lineSpacing
        }
        return PlacedNode(frame: frame, children: placed)
    }
}
