import Foundation

/// CLDR cardinal plural rules for one language: picks the category of a number. The rules are CLDR's own
/// text (`PluralRuleData`), parsed once by this small interpreter of UTS #35's rule syntax.
package struct PluralRules: Sendable {
    /// The categories this language uses besides `other`, in CLDR's order, each with its condition.
    package let conditions: [(PluralCategory, PluralCondition)]

    package var categories: [PluralCategory] { conditions.map(\.0) + [.other] }

    /// The category of `operands`: the first condition that holds, or `other`.
    package func category(for operands: PluralOperands) -> PluralCategory {
        conditions.first { $0.1.holds(for: operands) }?.0 ?? .other
    }

    package func category(for value: Int64) -> PluralCategory { category(for: PluralOperands(value)) }
    package func category(for value: Double) -> PluralCategory { category(for: PluralOperands(value)) }

    /// The rules for a locale identifier (`ar`, `pt_PT`, `zh-Hant-TW`): the whole identifier's rules when CLDR
    /// has them (`pt_PT`), else its language's; nil when CLDR names neither (the caller warns and uses `other`).
    package static func forLocale(_ identifier: String) -> PluralRules? {
        let normalized = identifier.replacingOccurrences(of: "-", with: "_")
        let parts = normalized.split(separator: "_").map(String.init)
        guard let language = parts.first?.lowercased() else { return nil }
        if parts.count > 1, let rules = table["\(language)_\(parts.last ?? "")"] { return rules }
        return table[language]
    }

    /// The `other`-only rules CLDR gives its root locale.
    package static let root = PluralRules(conditions: [])

    private static let table: [String: PluralRules] = {
        var table: [String: PluralRules] = [:]
        for group in PluralRuleData.cardinal {
            let conditions = group.rules.compactMap { category, text -> (PluralCategory, PluralCondition)? in
                guard let condition = PluralCondition(parsing: text) else { return nil }
                return (category, condition)
            }
            for locale in group.locales.split(separator: " ") { table[String(locale)] = PluralRules(conditions: conditions) }
        }
        return table
    }()
}

/// One rule's condition: `or` of `and`s of relations such as `i % 10 = 2..4` or `v != 0`.
package struct PluralCondition: Sendable {
    struct Relation: Sendable {
        var operand: Character
        var modulus: Double?
        var negated: Bool
        var ranges: [ClosedRange<Double>]

        func holds(for operands: PluralOperands) -> Bool {
            guard var value = operands.value(of: operand) else { return false }
            if let modulus, modulus != 0 { value = value.truncatingRemainder(dividingBy: modulus) }
            // A range holds only for whole values (`n = 3..10` is false for 3.5), as UTS #35 says.
            let inside = ranges.contains { range in
                range.lowerBound == range.upperBound ? value == range.lowerBound
                    : value.rounded(.towardZero) == value && range.contains(value)
            }
            return inside != negated
        }
    }

    let alternatives: [[Relation]]

    func holds(for operands: PluralOperands) -> Bool {
        alternatives.contains { $0.allSatisfy { $0.holds(for: operands) } }
    }

    /// Parses CLDR's condition text (samples after `@` are ignored); nil for text it cannot read.
    init?(parsing text: String) {
        let condition = text.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
        var alternatives: [[Relation]] = []
        for alternative in condition.components(separatedBy: " or ") {
            var relations: [Relation] = []
            for relationText in alternative.components(separatedBy: " and ") {
                guard let relation = Self.relation(relationText) else { return nil }
                relations.append(relation)
            }
            alternatives.append(relations)
        }
        self.alternatives = alternatives
    }

    private static func relation(_ text: String) -> Relation? {
        let negated = text.contains("!=")
        let sides = text.components(separatedBy: negated ? "!=" : "=")
        guard sides.count == 2 else { return nil }
        let left = sides[0].split(separator: "%").map { $0.trimmingCharacters(in: .whitespaces) }
        guard let operandText = left.first, operandText.count == 1, let operand = operandText.first,
              PluralOperands(Int64(0)).value(of: operand) != nil else { return nil }
        var modulus: Double?
        if left.count == 2 {
            guard let m = Double(left[1]) else { return nil }
            modulus = m
        } else if left.count > 2 { return nil }
        var ranges: [ClosedRange<Double>] = []
        for item in sides[1].split(separator: ",") {
            let bounds = item.trimmingCharacters(in: .whitespaces).components(separatedBy: "..")
            guard let low = bounds.first.flatMap(Double.init), let high = (bounds.count == 2 ? Double(bounds[1]) : low),
                  bounds.count <= 2, low <= high else { return nil }
            ranges.append(low...high)
        }
        guard !ranges.isEmpty else { return nil }
        return Relation(operand: operand, modulus: modulus, negated: negated, ranges: ranges)
    }
}
