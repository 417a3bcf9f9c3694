import Testing
@testable import Typography

/// Damaged contextual lookups (the fuzz-text timeout `fuzz-text-slow-context-rules-f2eabefc`): a rule set
/// of 65 535 rules, each declaring 65 535 backtrack glyphs, made every glyph read 4·10⁹ numbers. A
/// sequence longer than the glyphs around the position is now skipped before it is read, and each rule
/// examined spends one unit of the run's budget.
@Suite struct ContextRuleBudgetTests {
    private static func u16(_ v: Int) -> [UInt8] { [UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }

    /// A chained context subtable, format 1, for glyph 7: one rule set of `rules` rules that all point at
    /// one rule declaring `backtrack` backtrack glyphs (and nothing after the count: the table ends there).
    static func hostileChainSubtable(rules: Int, backtrack: Int) -> [UInt8] {
        let setOffset = 14, ruleOffset = 2 + 2 * rules
        var t = [1, 8, 1, setOffset].flatMap(u16)          // format 1, coverage at +8, one rule set at +14
        t += [1, 1, 7].flatMap(u16)                         // 8: coverage format 1: glyph 7
        t += u16(rules) + Array(repeating: u16(ruleOffset), count: rules).flatMap { $0 }  // 14: the rule set
        t += u16(backtrack)                                 // the rule: its backtrack count
        return t
    }

    static func matcher(_ table: [UInt8], glyphs: Int) -> ContextMatcher {
        let info = GlyphInfo(glyph: 7, codepoint: 0x61, cluster: 0, mask: 1, glyphClass: .base, markAttachClass: 0)
        return ContextMatcher(t: OpenTypeBytes(bytes: table), skipper: GlyphSkipper(flags: 0, markFilteringSet: nil,
                              gdef: GlyphDefinitions(gdef: [])), infos: Array(repeating: info, count: glyphs), mask: 1)
    }

    @Test("each rule examined spends one unit of the budget, and an empty budget stops the rule set")
    func rulesSpendTheBudget() {
        let table = Self.hostileChainSubtable(rules: 65_535, backtrack: 65_535)
        var budget = 100
        #expect(Self.matcher(table, glyphs: 3).match(subtable: 0, chained: true, at: 2, budget: &budget) == nil)
        #expect(budget == 0)
    }

    @Test("a backtrack longer than the glyphs before the position is skipped unread; one that fits is matched")
    func impossibleSequencesAreSkipped() {
        var budget = 1_000_000
        #expect(Self.matcher(Self.hostileChainSubtable(rules: 65_535, backtrack: 65_535), glyphs: 3)
            .match(subtable: 0, chained: true, at: 2, budget: &budget) == nil)
        #expect(budget == 1_000_000 - 65_535)
        // Two glyphs before position 2 and a backtrack of 2: the count fits, so the rule is read (and, its
        // table ending there, rejected).
        budget = 10
        #expect(Self.matcher(Self.hostileChainSubtable(rules: 1, backtrack: 2), glyphs: 3)
            .match(subtable: 0, chained: true, at: 2, budget: &budget) == nil)
        #expect(budget == 9)
    }
}
