/// The Unicode Bidirectional Algorithm (UAX #9) for one paragraph: rules P2–P3, X1–X10, W1–W7, N0–N2,
/// I1–I2, and per line L1 and L2. Written from the specification (no ICU, no FriBidi: only FreeType and libpng
/// may be linked); checked line by line against Unicode's BidiTest.txt and BidiCharacterTest.txt.
package struct BidiParagraph: Sendable {
    /// Deepest embedding level (BD2).
    package static let maxDepth: UInt8 = 125
    /// Deepest bracket nesting BD16 follows.
    static let maxBracketPairingDepth = 63

    /// Bidi_Class of each character, as given.
    package let classes: [BidiClass]
    /// 0 left to right, 1 right to left.
    package let paragraphLevel: UInt8
    /// Resolved embedding level of each character before L1. Characters removed by X9 (embedding controls,
    /// BN) carry the level of the character before them, so they stay with their neighbours when drawn.
    package let levels: [UInt8]

    /// The paragraph of `scalars`; `paragraphLevel` nil: found by P2–P3, `defaultLevel` when the text has no
    /// strong character (the layout direction's, as HL1 allows).
    package init(scalars: [Unicode.Scalar], paragraphLevel: UInt8? = nil, defaultLevel: UInt8 = 0) {
        self.init(classes: scalars.map(BidiClass.init(of:)), codePoints: scalars.map(\.value),
                  paragraphLevel: paragraphLevel, defaultLevel: defaultLevel)
    }

    /// The paragraph of characters with these classes; `codePoints` (same count) finds bracket pairs (N0),
    /// nil: none are brackets.
    package init(classes: [BidiClass], codePoints: [UInt32]? = nil, paragraphLevel: UInt8? = nil, defaultLevel: UInt8 = 0) {
        self.classes = classes
        let n = classes.count
        let matchingPDI = Self.matchIsolates(classes)
        let level = paragraphLevel.map { min($0, 1) }
            ?? Self.firstStrongLevel(classes, 0..<n, matchingPDI: matchingPDI) ?? min(defaultLevel, 1)
        self.paragraphLevel = level
        let (embedding, explicitTypes) = Self.explicitLevels(classes, paragraphLevel: level, matchingPDI: matchingPDI)
        var levels = embedding, types = explicitTypes
        for sequence in Self.isolatingRunSequences(classes, levels: embedding, matchingPDI: matchingPDI) {
            Self.resolve(sequence, classes: classes, codePoints: codePoints, embedding: embedding, levels: &levels,
                         types: &types, paragraphLevel: level)
        }
        // Removed characters take the level before them.
        var previous = level
        for i in 0..<n {
            if classes[i].isRemovedByX9 { levels[i] = previous } else { previous = levels[i] }
        }
        self.levels = levels
    }

    // MARK: - P2, P3, BD9

    /// The matching PDI of each isolate initiator (BD9), by index.
    static func matchIsolates(_ classes: [BidiClass]) -> [Int: Int] {
        var open: [Int] = []
        var matches: [Int: Int] = [:]
        for (i, c) in classes.enumerated() {
            if c.isIsolateInitiator {
                open.append(i)
            } else if c == .PDI, let initiator = open.popLast() {
                matches[initiator] = i
            } else if c == .B {
                open.removeAll()
            }
        }
        return matches
    }

    /// P2–P3: 0 or 1 from the first strong character in `range`, skipping isolates; nil when there is none.
    static func firstStrongLevel(_ classes: [BidiClass], _ range: Range<Int>, matchingPDI: [Int: Int]) -> UInt8? {
        var i = range.lowerBound
        while i < range.upperBound {
            switch classes[i] {
            case .L: return 0
            case .R, .AL: return 1
            case .LRI, .RLI, .FSI:
                guard let end = matchingPDI[i] else { return nil }
                i = end
            case .B: return nil
            default: break
            }
            i += 1
        }
        return nil
    }

    // MARK: - X1–X8

    private struct Entry {
        var level: UInt8
        var override: BidiClass?
        var isolate: Bool
    }

    static func explicitLevels(_ classes: [BidiClass], paragraphLevel: UInt8,
                               matchingPDI: [Int: Int]) -> (levels: [UInt8], types: [BidiClass]) {
        let n = classes.count
        var levels = [UInt8](repeating: paragraphLevel, count: n)
        var types = classes
        let base = Entry(level: paragraphLevel, override: nil, isolate: false)
        var stack: [Entry] = []   // entries below `top`
        var top = base
        var overflowIsolates = 0, overflowEmbeddings = 0, validIsolates = 0
        func push(_ e: Entry) { stack.append(top); top = e }
        func pop() { if let e = stack.popLast() { top = e } }
        func nextLevel(rtl: Bool) -> UInt8 { rtl ? (top.level + 1) | 1 : (top.level + 2) & ~1 }
        for i in 0..<n {
            let c = classes[i]
            switch c {
            case .RLE, .LRE, .RLO, .LRO:
                levels[i] = top.level
                let newLevel = nextLevel(rtl: c == .RLE || c == .RLO)
                if newLevel <= maxDepth && overflowIsolates == 0 && overflowEmbeddings == 0 {
                    push(Entry(level: newLevel, override: c == .RLO ? .R : c == .LRO ? .L : nil, isolate: false))
                } else if overflowIsolates == 0 {
                    overflowEmbeddings += 1
                }
            case .RLI, .LRI, .FSI:
                levels[i] = top.level
                if let o = top.override { types[i] = o }
                var rtl = c == .RLI
                if c == .FSI {
                    rtl = firstStrongLevel(classes, (i + 1)..<(matchingPDI[i] ?? n), matchingPDI: matchingPDI) == 1
                }
                let newLevel = nextLevel(rtl: rtl)
                if newLevel <= maxDepth && overflowIsolates == 0 && overflowEmbeddings == 0 {
                    validIsolates += 1
                    push(Entry(level: newLevel, override: nil, isolate: true))
                } else {
                    overflowIsolates += 1
                }
            case .PDI:
                if overflowIsolates > 0 {
                    overflowIsolates -= 1
                } else if validIsolates > 0 {
                    overflowEmbeddings = 0
                    while !top.isolate && !stack.isEmpty { pop() }
                    pop()
                    validIsolates -= 1
                }
                levels[i] = top.level
                if let o = top.override { types[i] = o }
            case .PDF:
                if overflowIsolates == 0 {
                    if overflowEmbeddings > 0 {
                        overflowEmbeddings -= 1
                    } else if !top.isolate && !stack.isEmpty {
                        pop()
                    }
                }
                levels[i] = top.level
            case .B:
                // X8: a paragraph separator ends every embedding.
                levels[i] = paragraphLevel
                stack.removeAll()
                top = base
                overflowIsolates = 0
                overflowEmbeddings = 0
                validIsolates = 0
            case .BN:
                levels[i] = top.level
            default:
                levels[i] = top.level
                if let o = top.override { types[i] = o }
            }
        }
        return (levels, types)
    }

    // MARK: - X9, X10

    /// Isolating run sequences (BD13): indices of the characters X9 keeps, level run after level run, a run
    /// ending in an isolate initiator continued by the run starting with its matching PDI.
    static func isolatingRunSequences(_ classes: [BidiClass], levels: [UInt8], matchingPDI: [Int: Int]) -> [[Int]] {
        var runs: [[Int]] = []
        var current: [Int] = []
        for i in classes.indices where !classes[i].isRemovedByX9 {
            if let last = current.last, levels[last] != levels[i] {
                runs.append(current)
                current = []
            }
            current.append(i)
        }
        if !current.isEmpty { runs.append(current) }
        var runStartingAt: [Int: Int] = [:]
        for (r, run) in runs.enumerated() { runStartingAt[run[0]] = r }
        var used = [Bool](repeating: false, count: runs.count)
        var sequences: [[Int]] = []
        for r in runs.indices where !used[r] {
            var sequence = runs[r]
            used[r] = true
            while let last = sequence.last, classes[last].isIsolateInitiator, let pdi = matchingPDI[last],
                  let next = runStartingAt[pdi], !used[next] {
                sequence += runs[next]
                used[next] = true
            }
            sequences.append(sequence)
        }
        return sequences
    }

    // MARK: - W1–W7, N0–N2, I1–I2

    private static func direction(ofLevel level: UInt8) -> BidiClass { level & 1 == 0 ? .L : .R }

    /// L, or R for R, EN and AN (the strong direction N0 and N1 see); nil for the rest.
    private static func strongDirection(_ t: BidiClass) -> BidiClass? {
        switch t {
        case .L: return .L
        case .R, .AL, .EN, .AN: return .R
        default: return nil
        }
    }

    /// W1–I2 on one isolating run sequence; sos and eos come from the explicit `embedding` levels.
    static func resolve(_ indices: [Int], classes: [BidiClass], codePoints: [UInt32]?, embedding levelsX: [UInt8],
                        levels: inout [UInt8], types allTypes: inout [BidiClass], paragraphLevel: UInt8) {
        guard let first = indices.first, let last = indices.last else { return }
        let level = levelsX[first]
        var before = first - 1
        while before >= 0 && classes[before].isRemovedByX9 { before -= 1 }
        let sos = direction(ofLevel: max(level, before >= 0 ? levelsX[before] : paragraphLevel))
        var afterLevel = paragraphLevel
        if !classes[last].isIsolateInitiator {
            var after = last + 1
            while after < classes.count && classes[after].isRemovedByX9 { after += 1 }
            if after < classes.count { afterLevel = levelsX[after] }
        }
        let eos = direction(ofLevel: max(level, afterLevel))
        var t = indices.map { allTypes[$0] }
        let n = t.count

        // W1: NSM takes the type before it (ON after an isolate initiator or PDI).
        for k in 0..<n where t[k] == .NSM {
            if k == 0 { t[k] = sos } else { t[k] = t[k - 1].isIsolateInitiator || t[k - 1] == .PDI ? .ON : t[k - 1] }
        }
        // W2, W3: EN after AL is AN; AL is R.
        var lastStrong = sos
        for k in 0..<n {
            switch t[k] {
            case .L, .R, .AL: lastStrong = t[k]
            case .EN where lastStrong == .AL: t[k] = .AN
            default: break
            }
        }
        for k in 0..<n where t[k] == .AL { t[k] = .R }
        // W4: one separator between two numbers of the same kind.
        if n >= 3 {
            for k in 1..<(n - 1) {
                if t[k] == .ES, t[k - 1] == .EN, t[k + 1] == .EN { t[k] = .EN }
                else if t[k] == .CS, t[k - 1] == .EN, t[k + 1] == .EN { t[k] = .EN }
                else if t[k] == .CS, t[k - 1] == .AN, t[k + 1] == .AN { t[k] = .AN }
            }
        }
        // W5: terminators next to European numbers.
        var k = 0
        while k < n {
            guard t[k] == .ET else { k += 1; continue }
            var end = k
            while end < n && t[end] == .ET { end += 1 }
            if (k > 0 && t[k - 1] == .EN) || (end < n && t[end] == .EN) {
                for j in k..<end { t[j] = .EN }
            }
            k = end
        }
        // W6: remaining separators and terminators are neutral.
        for k in 0..<n where t[k] == .ES || t[k] == .ET || t[k] == .CS { t[k] = .ON }
        // W7: European numbers after L are L.
        lastStrong = sos
        for k in 0..<n {
            if t[k] == .L || t[k] == .R { lastStrong = t[k] } else if t[k] == .EN && lastStrong == .L { t[k] = .L }
        }

        let embedding = direction(ofLevel: level)
        if let codePoints { resolveBracketPairs(indices, &t, classes: classes, codePoints: codePoints, sos: sos, embedding: embedding) }

        // N1, N2: neutrals between two strong types of one direction take it; the rest the embedding's.
        k = 0
        while k < n {
            guard t[k].isNeutralOrIsolate else { k += 1; continue }
            var end = k
            while end < n && t[end].isNeutralOrIsolate { end += 1 }
            let leading = k == 0 ? sos : strongDirection(t[k - 1]) ?? embedding
            let trailing = end == n ? eos : strongDirection(t[end]) ?? embedding
            let resolved = leading == trailing ? leading : embedding
            for j in k..<end { t[j] = resolved }
            k = end
        }
        // I1, I2.
        for k in 0..<n {
            let i = indices[k]
            if level & 1 == 0 {
                if t[k] == .R { levels[i] = level + 1 } else if t[k] == .AN || t[k] == .EN { levels[i] = level + 2 }
            } else if t[k] == .L || t[k] == .EN || t[k] == .AN {
                levels[i] = level + 1
            }
            allTypes[i] = t[k]
        }
    }

    /// N0: paired brackets take the direction of the text inside them (BD16 finds the pairs).
    private static func resolveBracketPairs(_ indices: [Int], _ t: inout [BidiClass], classes: [BidiClass],
                                            codePoints: [UInt32], sos: BidiClass, embedding: BidiClass) {
        var open: [(pair: UInt32, position: Int)] = []
        var pairs: [(open: Int, close: Int)] = []
        scan: for k in t.indices where t[k] == .ON {
            guard let bracket = BidiMirroring.bracket(codePoints[indices[k]]) else { continue }
            if bracket.opening {
                if open.count == maxBracketPairingDepth { break scan }
                open.append((bracket.pair, k))
            } else if let s = open.lastIndex(where: { $0.pair == bracket.canonical }) {
                pairs.append((open[s].position, k))
                open.removeSubrange(s...)
            }
        }
        guard !pairs.isEmpty else { return }
        pairs.sort { $0.open < $1.open }
        let opposite: BidiClass = embedding == .L ? .R : .L
        for (o, c) in pairs {
            var sawEmbedding = false, sawOpposite = false
            for k in (o + 1)..<c {
                guard let d = strongDirection(t[k]) else { continue }
                if d == embedding { sawEmbedding = true; break }
                sawOpposite = true
            }
            let resolved: BidiClass
            if sawEmbedding {
                resolved = embedding
            } else if sawOpposite {
                var context = sos
                var k = o - 1
                while k >= 0 {
                    if let d = strongDirection(t[k]) { context = d; break }
                    k -= 1
                }
                resolved = context == opposite ? opposite : embedding
            } else {
                continue
            }
            for bracket in [o, c] {
                t[bracket] = resolved
                var k = bracket + 1
                while k < t.count && classes[indices[k]] == .NSM { t[k] = resolved; k += 1 }
            }
        }
    }

    // MARK: - L1, L2

    /// The levels of the characters in `range` (one line of the paragraph) after L1.
    package func lineLevels(_ range: Range<Int>) -> [UInt8] {
        var out = Array(levels[range])
        Self.resetSeparatorsAndTrailingWhitespace(&out, classes: Array(classes[range])) { _ in paragraphLevel }
        return out
    }

    /// L1 on one line: segment and paragraph separators, and the whitespace and isolate controls before them
    /// and at the line's end, go back to the paragraph level (`paragraphLevel(i)`).
    static func resetSeparatorsAndTrailingWhitespace(_ levels: inout [UInt8], classes: [BidiClass],
                                                     paragraphLevel: (Int) -> UInt8) {
        var trailing = true   // inside whitespace that reaches a separator or the line's end
        for i in classes.indices.reversed() {
            switch classes[i] {
            case .S, .B:
                levels[i] = paragraphLevel(i)
                trailing = true
            case .WS, .LRI, .RLI, .FSI, .PDI, .LRE, .RLE, .LRO, .RLO, .PDF, .BN:
                if trailing { levels[i] = paragraphLevel(i) }
            default:
                trailing = false
            }
        }
    }

    /// L2: the visual order of a line, left to right, as indices into `levels`: from the highest level down
    /// to the lowest odd one, every run at that level or above is reversed.
    package static func visualOrder(_ levels: [UInt8]) -> [Int] {
        var order = Array(levels.indices)
        guard let highest = levels.max(), let lowestOdd = levels.filter({ $0 & 1 == 1 }).min() else { return order }
        var level = highest
        while level >= lowestOdd {
            var k = 0
            while k < order.count {
                guard levels[order[k]] >= level else { k += 1; continue }
                var end = k
                while end < order.count && levels[order[end]] >= level { end += 1 }
                order[k..<end].reverse()
                k = end
            }
            if level == 0 { break }
            level -= 1
        }
        return order
    }
}
