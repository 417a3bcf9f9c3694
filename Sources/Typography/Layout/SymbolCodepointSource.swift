/// Where `TypeSetter.symbol(named:font:)` gets an SF Symbol name's icon-font codepoint.
///
/// The symbol table (`Sources/Typography/Symbols/`, `SymbolTable.codepoint(for:)`) is written in parallel;
/// this one-method protocol lets the type setter depend on it without knowing its shape. At the merge,
/// `SymbolTableSource` below is the one place that connects them.
package protocol SymbolCodepointSource: Sendable {
    /// The Material Design Icons codepoint for an SF Symbol name, nil when unmapped.
    func codepoint(forSymbolNamed name: String) -> UInt32?
}
