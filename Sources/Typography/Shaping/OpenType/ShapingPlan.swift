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
        if script == .devanagari {
            // Indic features, each its own stage, applied to every glyph (no syllable-based masks yet).
            for tag in ["locl", "ccmp", "nukt", "akhn", "rphf", "rkrf", "blwf", "half", "pstf", "vatu", "cjct", "pres", "abvs", "blws", "psts", "haln"] {
                gsub.append((tag, g, stage))
                stage += 1
            }
        }
        for tag in ["abvm", "blwm", "ccmp", "locl", "mark", "mkmk", "rlig", "calt", "clig", "curs", "dist", "kern", "liga", "rclt"] {
            if !gsub.contains(where: { $0.0 == tag }) { gsub.append((tag, g, stage)) }
        }
        gsubFeatures = gsub
        gposFeatures = gsub.map { ($0.0, $0.1, 0) }
    }

    /// Whether mark glyphs lose their advance after positioning (every script we shape but Indic ones).
    var zeroesMarkAdvances: Bool { script != .devanagari }
}
