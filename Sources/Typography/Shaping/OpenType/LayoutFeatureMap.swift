/// Which lookups of a GSUB or GPOS table run, in which order and on which glyphs: the script's
/// features (OpenType ScriptList → LangSys → FeatureList), grouped into stages; inside a stage the
/// lookups of every feature run once each in lookup-list order, each with the mask bits of the features
/// that reference it (as OpenType engines do).
struct LayoutFeatureMap: Sendable {
    struct Entry: Sendable {
        let lookupIndex: Int
        var mask: UInt32
        /// Input and context must lie in the syllable of the glyph the lookup applies at (Indic features).
        var perSyllable = false
    }
    /// Stages in order; each a list of lookups sorted by index.
    let stages: [[Entry]]

    /// `features`: (tag, mask bit, stage) in the shaper's order. `scriptTags`: preferred first; the
    /// table's `DFLT`, `dflt` and `latn` scripts are tried after them, as HarfBuzz does.
    /// `perSyllable`: tags of the features whose lookups stay inside a syllable.
    init(table t: OpenTypeBytes, scriptTags: [String], features: [(tag: String, mask: UInt32, stage: Int)],
         perSyllable: Set<String> = []) {
        let featureIndices = Self.languageFeatures(t, scriptTags: scriptTags)
        guard let featureList = t.u16(6), let lookupList = t.u16(8), let lookupCount = t.u16(lookupList),
              let stageCount = features.map(\.stage).max().map({ $0 + 1 }) else { stages = []; return }
        var byStage = [[Int: UInt32]](repeating: [:], count: stageCount)
        var syllableBound = Set<Int>()
        var found = Set<String>()
        for feature in features {
            for fi in featureIndices {
                let rec = featureList + 2 + 6 * fi
                guard t.tag(at: rec) == feature.tag, let off = t.u16(rec + 4), let n = t.u16(featureList + off + 2) else { continue }
                found.insert(feature.tag)
                for i in 0..<n {
                    guard let li = t.u16(featureList + off + 4 + 2 * i), li < lookupCount else { continue }
                    byStage[feature.stage][li, default: 0] |= feature.mask
                    if perSyllable.contains(feature.tag) { syllableBound.insert(li) }
                }
            }
        }
        stages = byStage.map { stage in
            stage.keys.sorted().map { Entry(lookupIndex: $0, mask: stage[$0] ?? 0, perSyllable: syllableBound.contains($0)) }
        }
        foundTags = found
    }

    /// Features the chosen script's default language system has (an absent feature's mask bit is
    /// never set, as OpenType engines do).
    private(set) var foundTags: Set<String> = []

    /// Lookup indices of one stage (the Indic shaper probes a feature's stage for forms).
    func lookups(inStage stage: Int) -> [Int] {
        stage >= 0 && stage < stages.count ? stages[stage].map(\.lookupIndex) : []
    }

    /// Each lookup of each stage in order (read once per call), while the run's work budget lasts.
    /// `beforeStage` runs before each stage's lookups (the shaper's pauses: Indic reordering).
    func forEachLookup(_ t: OpenTypeBytes, extensionType: Int, run: inout LayoutRun,
                       beforeStage: ((Int, inout LayoutRun) -> Void)? = nil,
                       _ body: (LayoutLookup, UInt32, inout LayoutRun) -> Void) {
        var lookups: [Int: LayoutLookup] = [:]
        for (index, stage) in stages.enumerated() {
            beforeStage?(index, &run)
            for entry in stage {
                run.perSyllable = entry.perSyllable
                guard run.budget > 0 else { return }
                guard let lookup = lookups[entry.lookupIndex] ?? LayoutLookup(t, index: entry.lookupIndex, extensionType: extensionType)
                else { continue }
                lookups[entry.lookupIndex] = lookup
                body(lookup, entry.mask, &run)
            }
        }
    }

    /// Feature indices of the chosen script's default language system.
    private static func languageFeatures(_ t: OpenTypeBytes, scriptTags: [String]) -> [Int] {
        guard let scriptList = t.u16(4), let count = t.u16(scriptList) else { return [] }
        var scripts: [String: Int] = [:]
        for s in 0..<count {
            let rec = scriptList + 2 + 6 * s
            guard let tag = t.tag(at: rec), let off = t.u16(rec + 4) else { continue }
            if scripts[tag] == nil { scripts[tag] = scriptList + off }
        }
        guard let script = (scriptTags + ["DFLT", "dflt", "latn"]).lazy.compactMap({ scripts[$0] }).first,
              let langOff = t.u16(script), langOff != 0 else { return [] }
        let lang = script + langOff
        guard let n = t.u16(lang + 4) else { return [] }
        var result: [Int] = []
        if let required = t.u16(lang + 2), required != 0xFFFF { result.append(required) }
        for i in 0..<n { if let fi = t.u16(lang + 6 + 2 * i) { result.append(fi) } }
        return result
    }
}

/// One lookup of a GSUB or GPOS table: its type (extension lookups unwrapped per subtable), flags and
/// subtable offsets (absolute in the table).
struct LayoutLookup: Sendable {
    let type: Int
    let flags: Int
    let markFilteringSet: Int?
    let subtables: [Int]

    static let rightToLeft = 0x1, ignoreBaseGlyphs = 0x2, ignoreLigatures = 0x4, ignoreMarks = 0x8,
               useMarkFilteringSet = 0x10

    /// Reads lookup `index`; nil when out of range or damaged. `extensionType` is 7 (GSUB) or 9 (GPOS).
    init?(_ t: OpenTypeBytes, index: Int, extensionType: Int) {
        guard let lookupList = t.u16(8), let count = t.u16(lookupList), index < count,
              let off = t.u16(lookupList + 2 + 2 * index) else { return nil }
        let lookup = lookupList + off
        guard var type = t.u16(lookup), let flags = t.u16(lookup + 2), let n = t.u16(lookup + 4) else { return nil }
        var subtables: [Int] = []
        for s in 0..<n {
            guard let so = t.u16(lookup + 6 + 2 * s) else { continue }
            let sub = lookup + so
            if type == extensionType {
                guard let realType = t.u16(sub + 2), let ext = t.u32(sub + 4), realType != extensionType else { continue }
                if subtables.isEmpty { type = realType } else if realType != type { continue }
                subtables.append(sub + ext)
            } else {
                subtables.append(sub)
            }
        }
        if type == extensionType { return nil }
        self.type = type
        self.flags = flags
        self.markFilteringSet = flags & Self.useMarkFilteringSet != 0 ? t.u16(lookup + 6 + 2 * n) : nil
        self.subtables = subtables
    }
}

extension OpenTypeBytes {
    /// A 4-byte tag at `o`.
    func tag(at o: Int) -> String? {
        guard o >= 0, o + 4 <= bytes.count else { return nil }
        return String(decoding: bytes[o..<o + 4], as: UTF8.self)
    }
}
