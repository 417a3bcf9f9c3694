/// Just enough of OpenType's GPOS and GSUB to kern and to form emoji sequences without a shaping engine
/// (HarfBuzz is not a dependency): GPOS pair adjustment (lookup type 2, formats 1 and 2, through
/// extension lookups) from the `kern` feature, and GSUB ligatures (type 4) for emoji ZWJ sequences, flags,
/// keycaps and skin tones. Parsed once per face into immutable tables, so they are `Sendable` values.
struct OpenTypeBytes {
    let bytes: [UInt8]

    func u16(_ o: Int) -> Int? {
        guard o >= 0, o + 2 <= bytes.count else { return nil }
        return Int(bytes[o]) << 8 | Int(bytes[o + 1])
    }
    func i16(_ o: Int) -> Int? {
        guard let v = u16(o) else { return nil }
        return v >= 0x8000 ? v - 0x10000 : v
    }
    func u32(_ o: Int) -> Int? {
        guard let hi = u16(o), let lo = u16(o + 2) else { return nil }
        return hi << 16 | lo
    }

    /// Coverage table → glyph id : coverage index.
    func coverage(at o: Int) -> [UInt16: Int] {
        var map: [UInt16: Int] = [:]
        guard let format = u16(o), let count = u16(o + 2) else { return map }
        if format == 1 {
            for i in 0..<count { if let g = u16(o + 4 + 2 * i) { map[UInt16(g)] = i } }
        } else if format == 2 {
            for r in 0..<count {
                let rec = o + 4 + 6 * r
                guard let start = u16(rec), let end = u16(rec + 2), let base = u16(rec + 4), start <= end else { continue }
                for g in start...end { map[UInt16(g)] = base + g - start }
            }
        }
        return map
    }

    /// Class definition table → glyph id : class (absent: class 0).
    func classDef(at o: Int) -> [UInt16: Int] {
        var map: [UInt16: Int] = [:]
        guard let format = u16(o) else { return map }
        if format == 1, let start = u16(o + 2), let count = u16(o + 4) {
            // Glyph ids stop at 0xFFFF: a range running past it (a broken font) ends there, not in a trap.
            for i in 0..<min(count, 0x10000 - start) { if let c = u16(o + 6 + 2 * i), c != 0 { map[UInt16(start + i)] = c } }
        } else if format == 2, let count = u16(o + 2) {
            for r in 0..<count {
                let rec = o + 4 + 6 * r
                guard let start = u16(rec), let end = u16(rec + 2), let c = u16(rec + 4), start <= end, c != 0 else { continue }
                for g in start...end { map[UInt16(g)] = c }
            }
        }
        return map
    }

    /// Lookup indices referenced by features with one of `tags` (nil: every lookup), in lookup order.
    func lookupIndices(featureTags tags: Set<String>?) -> [Int] {
        guard let featureList = u16(6), let lookupList = u16(8), let lookupCount = u16(lookupList) else { return [] }
        guard let tags else { return Array(0..<lookupCount) }
        var indices = Set<Int>()
        guard let featureCount = u16(featureList) else { return [] }
        for f in 0..<featureCount {
            let rec = featureList + 2 + 6 * f
            guard rec + 6 <= bytes.count else { break }
            let tag = String(decoding: bytes[rec..<rec + 4], as: UTF8.self)
            guard tags.contains(tag), let off = u16(rec + 4), let n = u16(featureList + off + 2) else { continue }
            for i in 0..<n { if let li = u16(featureList + off + 4 + 2 * i), li < lookupCount { indices.insert(li) } }
        }
        return indices.sorted()
    }

    /// Subtables of lookup `index` with their real type (extension lookups unwrapped).
    func subtables(ofLookup index: Int, extensionType: Int) -> [(type: Int, offset: Int)] {
        guard let lookupList = u16(8), let lookupOffset = u16(lookupList + 2 + 2 * index) else { return [] }
        let lookup = lookupList + lookupOffset
        guard let type = u16(lookup), let count = u16(lookup + 4) else { return [] }
        var result: [(Int, Int)] = []
        for s in 0..<count {
            guard let off = u16(lookup + 6 + 2 * s) else { continue }
            let sub = lookup + off
            if type == extensionType {
                guard let realType = u16(sub + 2), let extOff = u32(sub + 4) else { continue }
                result.append((realType, sub + extOff))
            } else {
                result.append((type, sub))
            }
        }
        return result
    }
}

/// GPOS pair kerning (x advance adjustment of the first glyph), in font units.
struct PairKerningTable: Sendable {
    private enum Subtable: Sendable {
        case pairs(coverage: [UInt16: Int], sets: [[UInt16: Int]])
        case classes(coverage: [UInt16: Int], class1: [UInt16: Int], class2: [UInt16: Int], class2Count: Int, values: [Int])
    }
    private let lookups: [[Subtable]]

    var isEmpty: Bool { lookups.isEmpty }

    /// `variations`: a variable face's GDEF deltas at its instance, added to each XAdvance whose value
    /// record has an XAdvDevice VariationIndex (how a variable font's kerning changes with weight and size).
    init(gpos: [UInt8], variations: ItemVariationStore? = nil) {
        let t = OpenTypeBytes(bytes: gpos)
        var lookups: [[Subtable]] = []
        for index in t.lookupIndices(featureTags: ["kern"]) {
            var subs: [Subtable] = []
            for (type, o) in t.subtables(ofLookup: index, extensionType: 9) where type == 2 {
                guard let format = t.u16(o), let covOff = t.u16(o + 2), let vf1 = t.u16(o + 4), let vf2 = t.u16(o + 6) else { continue }
                let size1 = vf1.nonzeroBitCount * 2, size2 = vf2.nonzeroBitCount * 2
                // Only the first value record's XAdvance (and its XAdvDevice) moves the pen; each field's
                // place inside the record follows the fields the format sets before it.
                let xAdvance = (vf1 & 0x4) != 0 ? (vf1 & 0x3).nonzeroBitCount * 2 : nil
                let xAdvanceDevice = (vf1 & 0x40) != 0 && variations != nil ? (vf1 & 0x3F).nonzeroBitCount * 2 : nil
                /// The pen adjustment of the value record at `record`; its device offsets count from `base`
                /// (the PairSet in format 1, the subtable in format 2, as HarfBuzz reads them).
                func value(_ record: Int, base: Int) -> Int {
                    var v = xAdvance.flatMap { t.i16(record + $0) } ?? 0
                    if let d = xAdvanceDevice, let variations, let offset = t.u16(record + d), offset != 0 {
                        v += variations.deviceDelta(at: base + offset, in: t)
                    }
                    return v
                }
                let coverage = t.coverage(at: o + covOff)
                if format == 1, let setCount = t.u16(o + 8) {
                    var sets: [[UInt16: Int]] = []
                    for s in 0..<setCount {
                        var pairs: [UInt16: Int] = [:]
                        if let so = t.u16(o + 10 + 2 * s), let n = t.u16(o + so) {
                            let recSize = 2 + size1 + size2
                            for p in 0..<n {
                                let rec = o + so + 2 + p * recSize
                                guard let g2 = t.u16(rec) else { continue }
                                pairs[UInt16(g2)] = value(rec + 2, base: o + so)
                            }
                        }
                        sets.append(pairs)
                    }
                    subs.append(.pairs(coverage: coverage, sets: sets))
                } else if format == 2, let cd1 = t.u16(o + 8), let cd2 = t.u16(o + 10), let c1n = t.u16(o + 12),
                          let c2n = t.u16(o + 14) {
                    let recSize = size1 + size2
                    // The class-pair matrix must lie inside the table: a broken font's 65 535 × 65 535
                    // classes would otherwise allocate 34 GB here.
                    guard c1n * c2n * max(recSize, 2) <= t.bytes.count - min(t.bytes.count, o + 16) else { continue }
                    var values = [Int](repeating: 0, count: c1n * c2n)
                    if xAdvance != nil || xAdvanceDevice != nil {
                        for c1 in 0..<c1n {
                            for c2 in 0..<c2n {
                                values[c1 * c2n + c2] = value(o + 16 + (c1 * c2n + c2) * recSize, base: o)
                            }
                        }
                    }
                    subs.append(.classes(coverage: coverage, class1: t.classDef(at: o + cd1), class2: t.classDef(at: o + cd2),
                                         class2Count: c2n, values: values))
                }
            }
            if !subs.isEmpty { lookups.append(subs) }
        }
        self.lookups = lookups
    }

    /// The adjustment between `left` and `right`, font units (0 when none).
    func kerning(_ left: UInt16, _ right: UInt16) -> Int {
        var total = 0
        for subs in lookups {
            for sub in subs {
                switch sub {
                case .pairs(let coverage, let sets):
                    guard let ci = coverage[left], ci < sets.count, let v = sets[ci][right] else { continue }
                    total += v
                case .classes(let coverage, let class1, let class2, let c2n, let values):
                    guard coverage[left] != nil else { continue }
                    let i = (class1[left] ?? 0) * c2n + (class2[right] ?? 0)
                    total += i < values.count ? values[i] : 0
                }
                break
            }
        }
        return total
    }
}

/// GSUB ligatures: a glyph sequence → one glyph (emoji sequences are ligatures in Noto Color Emoji).
struct LigatureTable: Sendable {
    /// Per lookup: first glyph → candidate (rest of components, ligature glyph), in the font's order.
    private let lookups: [[UInt16: [([UInt16], UInt16)]]]

    init(gsub: [UInt8]) {
        let t = OpenTypeBytes(bytes: gsub)
        var lookups: [[UInt16: [([UInt16], UInt16)]]] = []
        for index in t.lookupIndices(featureTags: nil) {
            var map: [UInt16: [([UInt16], UInt16)]] = [:]
            for (type, o) in t.subtables(ofLookup: index, extensionType: 7) where type == 4 {
                guard let covOff = t.u16(o + 2), let setCount = t.u16(o + 4) else { continue }
                let coverage = t.coverage(at: o + covOff)
                var firstByIndex: [Int: UInt16] = [:]
                for (g, i) in coverage { firstByIndex[i] = g }
                for s in 0..<setCount {
                    guard let first = firstByIndex[s], let so = t.u16(o + 6 + 2 * s), let n = t.u16(o + so) else { continue }
                    for l in 0..<n {
                        guard let lo = t.u16(o + so + 2 + 2 * l) else { continue }
                        let lig = o + so + lo
                        guard let glyph = t.u16(lig), let count = t.u16(lig + 2), count >= 1 else { continue }
                        var rest: [UInt16] = []
                        for c in 1..<max(count, 1) { if let g = t.u16(lig + 2 + 2 * c) { rest.append(UInt16(g)) } }
                        map[first, default: []].append((rest, UInt16(glyph)))
                    }
                }
            }
            if !map.isEmpty { lookups.append(map) }
        }
        self.lookups = lookups
    }

    /// Applies every ligature lookup in order over the whole sequence.
    func apply(_ glyphs: [UInt16]) -> [UInt16] {
        var seq = glyphs
        for map in lookups {
            var out: [UInt16] = []
            var i = 0
            while i < seq.count {
                var matched = false
                if let candidates = map[seq[i]] {
                    for (rest, lig) in candidates where i + rest.count < seq.count || rest.isEmpty {
                        if i + 1 + rest.count <= seq.count, Array(seq[(i + 1)..<(i + 1 + rest.count)]) == rest {
                            out.append(lig)
                            i += 1 + rest.count
                            matched = true
                            break
                        }
                    }
                }
                if !matched {
                    out.append(seq[i])
                    i += 1
                }
            }
            seq = out
        }
        return seq
    }
}

/// GSUB single substitutions (lookup type 1) of one feature, e.g. `tnum` (tabular figures) for
/// `monospacedDigit()`: glyph → glyph.
struct SingleSubstitutionTable: Sendable {
    private let map: [UInt16: UInt16]

    var isEmpty: Bool { map.isEmpty }

    init(gsub: [UInt8], feature: String) {
        let t = OpenTypeBytes(bytes: gsub)
        var map: [UInt16: UInt16] = [:]
        for index in t.lookupIndices(featureTags: [feature]) {
            for (type, o) in t.subtables(ofLookup: index, extensionType: 7) where type == 1 {
                guard let format = t.u16(o), let covOff = t.u16(o + 2) else { continue }
                let coverage = t.coverage(at: o + covOff)
                for (glyph, i) in coverage where map[glyph] == nil {
                    if format == 1, let delta = t.i16(o + 4) {
                        map[glyph] = UInt16(truncatingIfNeeded: Int(glyph) + delta)
                    } else if format == 2, let g = t.u16(o + 6 + 2 * i) {
                        map[glyph] = UInt16(g)
                    }
                }
            }
        }
        self.map = map
    }

    func substitute(_ glyph: UInt16) -> UInt16 { map[glyph] ?? glyph }
}
