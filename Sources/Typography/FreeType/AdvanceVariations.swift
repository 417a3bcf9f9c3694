/// A variable face's advance widths at its instance: `hmtx` plus the `HVAR` delta, computed at the
/// instance's F2Dot14 coordinates as HarfBuzz and Core Text do. FreeType adds HVAR deltas at its unrounded
/// 16.16 coordinates, which puts an advance one unit off where the delta is near a half (Roboto Flex's
/// T at wght 700, opsz 17: 36.4996 units, 37 in FreeType, 36 in HarfBuzz).
struct AdvanceVariations: Sendable {
    private let hmtx: OpenTypeBytes
    private let metricCount: Int
    private let hvar: OpenTypeBytes
    private let store: ItemVariationStore
    private let mapping: Int?

    /// nil when the face has no HVAR (FreeType's gvar phantom points then give the advances).
    init?(hhea: [UInt8], hmtx: [UInt8], hvar: [UInt8], coordinates: [Double]) {
        let h = OpenTypeBytes(bytes: hvar), header = OpenTypeBytes(bytes: hhea)
        guard let count = header.u16(34), count > 0, let storeOffset = h.u32(4), storeOffset != 0,
              let store = ItemVariationStore(h, at: storeOffset, coordinates: coordinates) else { return nil }
        self.hmtx = OpenTypeBytes(bytes: hmtx)
        self.metricCount = count
        self.hvar = h
        self.store = store
        let mappingOffset = h.u32(8) ?? 0
        self.mapping = mappingOffset == 0 ? nil : mappingOffset
    }

    /// The glyph's advance in font units at the instance, nil when the tables do not cover it.
    func advance(_ glyph: UInt16) -> Int? {
        let g = Int(glyph)
        guard let base = hmtx.u16(4 * min(g, metricCount - 1)) else { return nil }
        var outer = 0, inner = g
        if let mapping {
            // DeltaSetIndexMap: format 0 (16-bit count) or 1 (32-bit count); entries packed by entryFormat.
            guard let format = hvar.u16(mapping).map({ $0 >> 8 }), let entryFormat = hvar.u16(mapping).map({ $0 & 0xFF }) else { return nil }
            let count = format == 0 ? hvar.u16(mapping + 2) : hvar.u32(mapping + 2)
            guard let count, count > 0 else { return base }
            let size = ((entryFormat & 0x30) >> 4) + 1, innerBits = (entryFormat & 0x0F) + 1
            let entry = mapping + (format == 0 ? 4 : 6) + min(g, count - 1) * size
            var value = 0
            for k in 0..<size {
                guard entry + k < hvar.bytes.count else { return nil }
                value = value << 8 | Int(hvar.bytes[entry + k])
            }
            outer = value >> innerBits
            inner = value & ((1 << innerBits) - 1)
        }
        return base + store.delta(outer: outer, inner: inner)
    }
}
