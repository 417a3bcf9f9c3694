/// Where a line may or must end.
package enum LineBreakOpportunity: Sendable, Equatable {
    /// BK, CR, LF, NL: the line ends here.
    case mandatory
    /// A line may end here.
    case allowed
}

/// UAX #14 line breaking (rules LB2–LB31, Unicode 15.0, with the numeric tailoring of the standard's
/// Example 7 that LineBreakTest.txt uses): for each position after a code point, whether a line may end
/// there. Dictionary-based breaking of Thai, Lao, Khmer and Myanmar (class SA) is not done: they are treated
/// as letters (LB1), and the layout falls back to grapheme-cluster boundaries when a word does not fit, as
/// iOS does when its dictionary is not used.
package enum LineBreaker {
    /// Opportunities after each of `scalars` (nil: no break); the last always allows one (LB3).
    package static func opportunities(_ scalars: [Unicode.Scalar]) -> [LineBreakOpportunity?] {
        opportunities(scalars.map(LineBreakProperties.init(of:)))
    }

    /// The same from each character's properties.
    package static func opportunities(_ properties: [LineBreakProperties]) -> [LineBreakOpportunity?] {
        let n = properties.count
        var result = [LineBreakOpportunity?](repeating: nil, count: n)
        guard n > 0 else { return result }
        // LB9, LB10: combining marks and ZWJ join the character before them (unless it is a break or a space);
        // alone they are letters. `bases` holds the characters that remain, with their classes.
        var bases: [(index: Int, cls: LineBreakClass, props: LineBreakProperties)] = []
        for i in 0..<n {
            var c = properties[i].lineBreak
            if c == .SA { c = .AL }
            if c == .CM || c == .ZWJ {
                if let last = bases.last, !isBreakOrSpace(last.cls) { continue }
                c = .AL
            }
            bases.append((i, c, properties[i]))
        }
        for k in 1..<max(1, bases.count) {
            let i = bases[k].index
            // Each break sits after the last character before base k (a combining mark of base k − 1).
            result[i - 1] = decide(bases, k, rawBefore: properties[i - 1].lineBreak)
        }
        result[n - 1] = isHardBreak(properties[n - 1].lineBreak) ? .mandatory : .allowed
        return result
    }

    private static func isHardBreak(_ c: LineBreakClass) -> Bool { c == .BK || c == .CR || c == .LF || c == .NL }
    /// Characters a combining mark cannot join (LB9).
    private static func isBreakOrSpace(_ c: LineBreakClass) -> Bool { isHardBreak(c) || c == .SP || c == .ZW }
    private static func isLetter(_ c: LineBreakClass) -> Bool { c == .AL || c == .HL }
    private static func isHangul(_ c: LineBreakClass) -> Bool {
        switch c {
        case .JL, .JV, .JT, .H2, .H3: return true
        default: return false
        }
    }

    /// The rules in order for the position before base `k`.
    private static func decide(_ b: [(index: Int, cls: LineBreakClass, props: LineBreakProperties)], _ k: Int,
                               rawBefore: LineBreakClass) -> LineBreakOpportunity? {
        let a = b[k - 1].cls, c = b[k].cls
        func cls(_ j: Int) -> LineBreakClass? { j >= 0 && j < b.count ? b[j].cls : nil }
        /// The class before the spaces that end at base k − 1.
        func beforeSpaces() -> LineBreakClass? {
            var j = k - 1
            while j >= 0 && b[j].cls == .SP { j -= 1 }
            return cls(j)
        }
        // LB4, LB5
        if a == .BK { return .mandatory }
        if a == .CR && c == .LF { return nil }
        if a == .CR || a == .LF || a == .NL { return .mandatory }
        // LB6, LB7
        if c == .BK || c == .CR || c == .LF || c == .NL || c == .SP || c == .ZW { return nil }
        // LB8, LB8a
        if beforeSpaces() == .ZW { return .allowed }
        if rawBefore == .ZWJ { return nil }
        // LB11, LB12, LB12a
        if a == .WJ || c == .WJ || a == .GL { return nil }
        if c == .GL && a != .SP && a != .BA && a != .HY { return nil }
        // LB13
        if c == .CL || c == .CP || c == .EX || c == .IS || c == .SY { return nil }
        // LB14–LB17
        let spaced = beforeSpaces()
        if spaced == .OP { return nil }
        if spaced == .QU && c == .OP { return nil }
        if (spaced == .CL || spaced == .CP) && c == .NS { return nil }
        if spaced == .B2 && c == .B2 { return nil }
        // LB18
        if a == .SP { return .allowed }
        // LB19, LB20
        if a == .QU || c == .QU { return nil }
        if a == .CB || c == .CB { return .allowed }
        // LB21, LB21a, LB21b, LB22
        if c == .BA || c == .HY || c == .NS || a == .BB { return nil }
        if (a == .HY || a == .BA) && cls(k - 2) == .HL { return nil }
        if a == .SY && c == .HL { return nil }
        if c == .IN { return nil }
        // LB23, LB23a, LB24
        if isLetter(a) && c == .NU || a == .NU && isLetter(c) { return nil }
        if a == .PR && (c == .ID || c == .EB || c == .EM) { return nil }
        if (a == .ID || a == .EB || a == .EM) && c == .PO { return nil }
        if (a == .PR || a == .PO) && isLetter(c) { return nil }
        if isLetter(a) && (c == .PR || c == .PO) { return nil }
        // LB25 (Example 7): numbers with their prefixes, separators and suffixes stay together.
        if (a == .PR || a == .PO) && (c == .NU || (c == .OP || c == .HY) && cls(k + 1) == .NU) { return nil }
        if (a == .OP || a == .HY) && c == .NU { return nil }
        func numberBefore(_ end: Int) -> Bool {
            var j = end
            while j >= 0, let x = cls(j), x == .NU || x == .SY || x == .IS {
                if x == .NU { return true }
                j -= 1
            }
            return false
        }
        if (c == .NU || c == .SY || c == .IS || c == .CL || c == .CP) && numberBefore(k - 1) { return nil }
        if c == .PO || c == .PR {
            if numberBefore(a == .CL || a == .CP ? k - 2 : k - 1) { return nil }
        }
        // LB26, LB27
        if a == .JL && (c == .JL || c == .JV || c == .H2 || c == .H3) { return nil }
        if (a == .JV || a == .H2) && (c == .JV || c == .JT) { return nil }
        if (a == .JT || a == .H3) && c == .JT { return nil }
        if isHangul(a) && c == .PO || a == .PR && isHangul(c) { return nil }
        // LB28, LB29
        if isLetter(a) && isLetter(c) { return nil }
        if a == .IS && isLetter(c) { return nil }
        // LB30
        if (isLetter(a) || a == .NU) && c == .OP && !b[k].props.isEastAsianWide { return nil }
        if a == .CP && !b[k - 1].props.isEastAsianWide && (isLetter(c) || c == .NU) { return nil }
        // LB30a: regional indicators pair up.
        if a == .RI && c == .RI {
            var count = 0
            var j = k - 1
            while j >= 0 && b[j].cls == .RI { count += 1; j -= 1 }
            if count % 2 == 1 { return nil }
        }
        // LB30b
        if c == .EM && (a == .EB || b[k - 1].props.isUnassignedPictographic) { return nil }
        // LB31
        return .allowed
    }
}
