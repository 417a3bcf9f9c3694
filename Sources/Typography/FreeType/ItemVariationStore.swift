/// GDEF's item variation store (OpenType 1.8 "OpenType Font Variations Common Table Formats"): the deltas
/// a variable font adds to GPOS values (kerning, anchors) at an instance. A value record's device offset
/// points at a VariationIndex table (delta format 0x8000) naming an (outer, inner) entry here; the delta
/// is the sum over the entry's regions of the region's delta times its scalar at the instance's
/// normalized coordinates, rounded to font units as OpenType engines do.
struct ItemVariationStore: Sendable {
    private let t: OpenTypeBytes
    private let store: Int
    private let coordinates: [Double]
    /// Region scalars at `coordinates`, computed once.
    private let scalars: [Double]

    /// The store of a GDEF table (version 1.3 and later), nil when the font has none or is not varied.
    init?(gdef: [UInt8], coordinates: [Double]) {
        let t = OpenTypeBytes(bytes: gdef)
        guard let major = t.u16(0), let minor = t.u16(2), major == 1, minor >= 3, let offset = t.u32(14), offset != 0 else { return nil }
        self.init(t, at: offset, coordinates: coordinates)
    }

    /// The store at `offset` in a table (GDEF, HVAR).
    init?(_ t: OpenTypeBytes, at offset: Int, coordinates: [Double]) {
        guard !coordinates.isEmpty, t.u16(offset) == 1, let regions = t.u32(offset + 2) else { return nil }
        self.t = t
        self.store = offset
        self.coordinates = coordinates
        let list = offset + regions
        guard let axisCount = t.u16(list), let regionCount = t.u16(list + 2) else { return nil }
        var scalars: [Double] = []
        for r in 0..<regionCount {
            var scalar = 1.0
            for a in 0..<axisCount {
                let o = list + 4 + (r * axisCount + a) * 6
                guard let start = t.i16(o), let peak = t.i16(o + 2), let end = t.i16(o + 4) else { scalar = 0; break }
                let coordinate = a < coordinates.count ? coordinates[a] : 0
                scalar *= Self.axisScalar(Double(start) / 16384, Double(peak) / 16384, Double(end) / 16384, at: coordinate)
                if scalar == 0 { break }
            }
            scalars.append(scalar)
        }
        self.scalars = scalars
    }

    /// One axis's contribution to a region's scalar (the specification's algorithm, step by step).
    static func axisScalar(_ start: Double, _ peak: Double, _ end: Double, at v: Double) -> Double {
        if start > peak || peak > end { return 1 }
        if start < 0 && end > 0 && peak != 0 { return 1 }
        if peak == 0 || v == peak { return 1 }
        if v <= start || v >= end { return 0 }
        return v < peak ? (v - start) / (peak - start) : (end - v) / (end - peak)
    }

    /// The delta of entry (`outer`, `inner`), font units, rounded.
    func delta(outer: Int, inner: Int) -> Int {
        guard let dataCount = t.u16(store + 6), outer < dataCount, let dataOffset = t.u32(store + 8 + 4 * outer) else { return 0 }
        let data = store + dataOffset
        guard let itemCount = t.u16(data), inner < itemCount, let wordField = t.u16(data + 2),
              let regionIndexCount = t.u16(data + 4) else { return 0 }
        let longWords = wordField & 0x8000 != 0
        let wordCount = min(wordField & 0x7FFF, regionIndexCount)
        let wide = longWords ? 4 : 2, narrow = longWords ? 2 : 1
        let rowSize = wordCount * wide + (regionIndexCount - wordCount) * narrow
        var o = data + 6 + 2 * regionIndexCount + inner * rowSize
        var total = 0.0
        for k in 0..<regionIndexCount {
            let size = k < wordCount ? wide : narrow
            guard let region = t.u16(data + 6 + 2 * k), region < scalars.count, let value = signed(o, size: size) else { return 0 }
            total += scalars[region] * Double(value)
            o += size
        }
        return Int(total.rounded())
    }

    /// The delta a value record's device offset names, 0 unless it is a VariationIndex table.
    func deviceDelta(at o: Int, in table: OpenTypeBytes) -> Int {
        guard table.u16(o + 4) == 0x8000, let outer = table.u16(o), let inner = table.u16(o + 2) else { return 0 }
        return delta(outer: outer, inner: inner)
    }

    private func signed(_ o: Int, size: Int) -> Int? {
        switch size {
        case 1: return o < t.bytes.count ? Int(Int8(bitPattern: t.bytes[o])) : nil
        case 2: return t.i16(o)
        default: return t.u32(o).map { Int(Int32(truncatingIfNeeded: $0)) }
        }
    }
}
