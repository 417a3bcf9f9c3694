/// CLDR's plural categories, the keys of `.stringsdict` plural rules and of String Catalog plural variations.
package enum PluralCategory: String, CaseIterable, Hashable, Sendable {
    case zero, one, two, few, many, other
}
