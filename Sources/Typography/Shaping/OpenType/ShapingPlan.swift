/// The features a script's shaper turns on, their GSUB stages and mask bits, in the order OpenType
/// engines (HarfBuzz's shapers, the oracle) apply them: `rvrn`; direction features; the script's own
/// features (Arabic: `stch`, `ccmp locl`, then each positional form alone, `rlig`, `rclt calt`); then
/// the common ones (`abvm blwm ccmp locl mark mkmk rlig`, `calt clig curs dist kern liga rclt`).
struct ShapingPlan {
    static let globalMask: UInt32 = 1

    let script: ShapingScript
    let direction: TextDirection
    let gsubFeatures: [(tag: String, mask: UInt32, stage: Int)]
    let gposFeatures: [(tag: String, mask: UInt32, stage: Int)]

    static func formMask(_ form: ArabicJoining.Form) -> UInt32 { 1 << UInt32(1 + form.rawValue) }

    init(script: ShapingScript, direction: TextDirection) {
        self.script = script
        self.direction = direction
        let g = Self.globalMask
        var stage = 0
        var gsub: [(String, UInt32, Int)] = [("rvrn", g, stage)]
        stage += 1
        gsub += direction == .leftToRight ? [("ltra", g, stage), ("ltrm", g, stage)] : [("rtla", g, stage)]
        if script == .arabic {
            gsub.append(("stch", g, stage))
            stage += 1
            gsub += [("ccmp", g, stage), ("locl", g, stage)]
            for form in ArabicJoining.Form.allCases {
                stage += 1
                gsub.append((form.featureTag, Self.formMask(form), stage))
            }
            stage += 1
            gsub.append(("rlig", g, stage))
            stage += 1
            gsub += [("rclt", g, stage), ("calt", g, stage)]
            stage += 1
        }
        var pauses: [Int: IndicPause] = [:]
        if script == .devanagari {
            // Syllables are found before `locl ccmp`; the initial reordering follows them; each basic form
            // feature is its own stage, limited to the syllable's glyphs by its mask; the final
            // reordering comes before the presentation forms.
            stage += 1
            pauses[stage] = .findSyllables
            gsub += [("locl", g, stage), ("ccmp", g, stage)]
            stage += 1
            pauses[stage] = .initialReordering
            for tag in Self.indicBasicFeatures {
                gsub.append((tag, Self.indicMasks[tag] ?? g, stage))
                stage += 1
            }
            pauses[stage] = .finalReordering
            for tag in ["init", "pres", "abvs", "blws", "psts", "haln"] { gsub.append((tag, Self.indicMasks[tag] ?? g, stage)) }
        }
        indicPauses = pauses
        // Indic shapers turn `liga` off.
        for tag in ["abvm", "blwm", "ccmp", "locl", "mark", "mkmk", "rlig", "calt", "clig", "curs", "dist", "kern", "liga", "rclt"]
        where !(script == .devanagari && tag == "liga") {
            if !gsub.contains(where: { $0.0 == tag }) { gsub.append((tag, g, stage)) }
        }
        gsubFeatures = gsub
        gposFeatures = gsub.map { ($0.0, $0.1, 0) }
        perSyllableFeatures = script == .devanagari ? Set(["locl", "ccmp", "init", "pres", "abvs", "blws", "psts", "haln"] + Self.indicBasicFeatures) : []
    }

    /// What the Indic shaper does between GSUB stages, keyed by the stage it comes before.
    enum IndicPause { case findSyllables, initialReordering, finalReordering }
    let indicPauses: [Int: IndicPause]
    let perSyllableFeatures: Set<String>

    static let indicBasicFeatures = ["nukt", "akhn", "rphf", "rkrf", "pref", "blwf", "abvf", "half", "pstf", "vatu", "cjct"]
    /// The Indic features that apply only where the reordering says (their own mask bits, above the
    /// Arabic form bits); the others apply to every glyph of a syllable.
    static let indicMasks: [String: UInt32] = ["rphf": 1 << 5, "pref": 1 << 6, "blwf": 1 << 7, "abvf": 1 << 8,
                                               "half": 1 << 9, "pstf": 1 << 10, "init": 1 << 11]

    /// The GSUB stage a feature runs in (the Indic shaper probes a form feature's lookups).
    func gsubStage(of tag: String) -> Int? { gsubFeatures.first { $0.tag == tag }?.stage }

    /// Whether mark glyphs lose their advance after positioning (every script we shape but Indic ones).
    var zeroesMarkAdvances: Bool { script != .devanagari }
}
