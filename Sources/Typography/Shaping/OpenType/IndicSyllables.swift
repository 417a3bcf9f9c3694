/// Splits a run into Indic syllables by the OpenType Indic syllable grammar (the one HarfBuzz's Indic
/// shaper scans with): at each position the longest of consonant syllable, vowel syllable, standalone
/// cluster, symbol cluster and broken cluster wins (the earlier kind on a tie), else one character is
/// a non-Indic cluster. A broken cluster (a matra or virama with nothing to sit on) later gets a dotted
/// circle.
enum IndicSyllables {
    enum Kind: UInt8, Sendable {
        case consonant, vowel, standalone, symbol, broken, nonIndic
    }

    /// Kind and serial of each syllable, packed as OpenType engines keep them per glyph:
    /// `serial << 4 | kind`, serials cycling through 1…15 so neighbours always differ.
    static func find(_ categories: [IndicCategory]) -> [UInt8] {
        var result = [UInt8](repeating: 0, count: categories.count)
        let grammar = Grammar(categories)
        var serial: UInt8 = 1
        var start = 0
        while start < categories.count {
            var best = (length: 1, kind: Kind.nonIndic)
            for (kind, pattern) in grammar.syllables {
                if let end = pattern(start).max(), end - start > best.length || (end - start == best.length && best.kind == .nonIndic) {
                    best = (end - start, kind)
                }
            }
            for i in start..<(start + best.length) { result[i] = serial << 4 | best.kind.rawValue }
            serial = serial == 15 ? 1 : serial + 1
            start += best.length
        }
        return result
    }

    static func kind(_ syllable: UInt8) -> Kind { Kind(rawValue: syllable & 0x0F) ?? .nonIndic }

    /// The grammar as functions from a start position to the set of positions a match can end at.
    private struct Grammar {
        typealias Pattern = (Int) -> Set<Int>
        let syllables: [(Kind, Pattern)]

        init(_ text: [IndicCategory]) {
            func cat(_ set: Set<IndicCategory>) -> Pattern { { p in p < text.count && set.contains(text[p]) ? [p + 1] : [] } }
            func seq(_ parts: Pattern...) -> Pattern {
                { p in parts.reduce(Set([p])) { ends, part in Set(ends.flatMap(part)) } }
            }
            func alt(_ parts: Pattern...) -> Pattern { { p in parts.reduce(into: Set<Int>()) { $0.formUnion($1(p)) } } }
            func opt(_ part: @escaping Pattern) -> Pattern { { p in part(p).union([p]) } }
            func star(_ part: @escaping Pattern) -> Pattern {
                { p in
                    var all: Set<Int> = [p], frontier: Set<Int> = [p]
                    while !frontier.isEmpty {
                        let next = Set(frontier.flatMap(part)).subtracting(all)
                        all.formUnion(next)
                        frontier = next
                    }
                    return all
                }
            }
            let c = cat([.consonant, .ra])
            let n = seq(opt(seq(opt(cat([.zwnj])), cat([.registerShifter]))), opt(seq(cat([.nukta]), opt(cat([.nukta])))))
            let z = cat([.zwj, .zwnj])
            let reph = alt(seq(cat([.ra]), cat([.halant])), cat([.repha]))
            let cn = seq(c, opt(cat([.zwj])), opt(n))
            let symbol = seq(cat([.symbol]), opt(cat([.nukta])))
            let matraGroup = seq(star(z), alt(cat([.matra]), seq(opt(cat([.syllableModifier])), cat([.matraPost]))),
                                 opt(cat([.nukta])), opt(cat([.halant])))
            let syllableTail = seq(opt(seq(opt(z), cat([.syllableModifier]), opt(cat([.syllableModifier])), opt(cat([.zwnj])))),
                                   star(cat([.vedicSign])))
            let halantGroup = seq(opt(z), cat([.halant]), opt(seq(cat([.zwj]), opt(cat([.nukta])))))
            let finalHalantGroup = alt(halantGroup, seq(cat([.halant]), cat([.zwnj])))
            let medialGroup = opt(cat([.consonantMedial]))
            let halantOrMatraGroup = alt(finalHalantGroup, star(matraGroup))
            let complexTail = seq(star(seq(halantGroup, cn)), medialGroup, halantOrMatraGroup, syllableTail)
            syllables = [
                (.consonant, seq(opt(cat([.repha, .consonantWithStacker])), cn, complexTail)),
                (.vowel, seq(opt(reph), cat([.vowel]), opt(n), alt(cat([.zwj]), complexTail))),
                (.standalone, seq(alt(seq(opt(cat([.repha, .consonantWithStacker])), cat([.placeholder])),
                                      seq(opt(reph), cat([.dottedCircle]))), opt(n), complexTail)),
                (.symbol, seq(symbol, syllableTail)),
                (.broken, seq(opt(reph), opt(n), complexTail)),
            ]
        }
    }
}
