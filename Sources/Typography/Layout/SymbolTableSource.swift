/// Connects `TypeSetter` to the SF Symbol name table (`SymbolTable`, generated from the icon font's CSS).
package struct SymbolTableSource: SymbolCodepointSource {
    package static let `default` = SymbolTableSource()

    package func codepoint(forSymbolNamed name: String) -> UInt32? {
        SymbolTable.lookup(name)?.codepoint
    }
}
