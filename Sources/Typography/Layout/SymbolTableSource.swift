/// Connects `TypeSetter` to the SF Symbol name table.
///
/// TODO(merge): the symbol table (`Sources/Typography/Symbols/`, `SymbolTable.codepoint(for:)`) lands from
/// another branch. At the merge, replace the body of `codepoint(forSymbolNamed:)` with
/// `SymbolTable.codepoint(for: name)?.codepoint`. Until then no name maps and `symbol(named:font:)`
/// returns nil (the view layer draws its visible placeholder and reports the name).
package struct SymbolTableSource: SymbolCodepointSource {
    package static let `default` = SymbolTableSource()

    package func codepoint(forSymbolNamed name: String) -> UInt32? {
        nil
    }
}
