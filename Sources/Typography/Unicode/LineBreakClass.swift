/// Line_Break values (UAX #14 Table 1) after rule LB1 has resolved AI, SG, XX, CJ and combining SA, in the
/// order the generated table numbers them.
package enum LineBreakClass: UInt8, Sendable, CaseIterable {
    case BK, CR, LF, CM, NL, SG, WJ, ZW, GL, SP, ZWJ, B2, BA, BB, HY, CB, CL, CP, EX, IN, NS, OP, QU, IS, NU, PO, PR,
         SY, AI, AL, CJ, EB, EM, H2, H3, HL, ID, JL, JV, JT, RI, SA, XX
}

/// One character's line-breaking properties.
package struct LineBreakProperties: Sendable, Equatable {
    package var lineBreak: LineBreakClass
    /// East_Asian_Width F, W or H (LB30 keeps OP and CP of East Asian width out of its rule).
    package var isEastAsianWide: Bool
    /// Extended_Pictographic and not yet assigned (LB30b keeps an emoji modifier on it).
    package var isUnassignedPictographic: Bool

    private static let eastAsianFlag: UInt32 = 0x40
    private static let pictographicFlag: UInt32 = 0x80

    package init(of scalar: Unicode.Scalar) {
        let raw = UnicodeTables.lookupRange(UnicodeTables.lineBreakRanges, scalar.value)
        lineBreak = LineBreakClass(rawValue: UInt8(raw & 0x3F)) ?? .AL
        isEastAsianWide = raw & Self.eastAsianFlag != 0
        isUnassignedPictographic = raw & Self.pictographicFlag != 0
    }
}
