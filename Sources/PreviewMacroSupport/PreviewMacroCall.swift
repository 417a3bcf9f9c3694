/// A `#Preview` call taken apart without a syntax tree: the compiler hands the plugin the call's source
/// text, and its argument list and trailing closures are reused verbatim as an initializer call, so the
/// plugin only needs to know where each argument starts and which label it has.
package struct PreviewMacroCall: Equatable {
    /// One argument in the parentheses, or one trailing closure.
    package struct Argument: Equatable {
        /// nil for an unlabeled argument (the preview's name, the rest of a variadic `traits:` list) and for
        /// the first trailing closure.
        package var label: String?
        /// Where the argument (its label, when it has one) starts: a UTF-8 offset in the source text.
        package var offset: Int
    }

    /// The macro's name as written (`Preview`, or the last component of `#WidgetPreview.Preview`).
    package var name: String
    /// UTF-8 offset of the `#` (the source text may start with comments).
    package var hashOffset: Int
    /// The arguments in parentheses; empty for `#Preview { … }` and `#Preview() { … }`.
    package var arguments: [Argument]
    /// The text between the parentheses, nil when the call has none.
    package var argumentList: String?
    /// The trailing closures in order; the first has no label.
    package var trailingClosures: [Argument]
    /// Everything after the parentheses (or the name): the trailing closures, verbatim.
    package var trailingText: String

    /// Whether the first argument is the unlabeled name (`#Preview("Small", …)`).
    package var hasName: Bool { arguments.first.map { $0.label == nil } ?? false }

    /// Every label in call order, the first trailing closure's included when `firstTrailingLabel` names it.
    package func labels(firstTrailingLabel: String?) -> [String] {
        let inParentheses = arguments.compactMap(\.label)
        let trailing = trailingClosures.enumerated().compactMap { index, closure in index == 0 ? firstTrailingLabel : closure.label }
        return inParentheses + trailing
    }
}

/// Why a call's text could not be taken apart, and where (a UTF-8 offset in the source text).
package struct PreviewMacroSyntaxError: Error, Equatable {
    package var message: String
    package var offset: Int
}

extension PreviewMacroCall {
    /// Parses `#Name(arguments) { closure } label: { closure } …`.
    package static func parse(_ source: String) throws(PreviewMacroSyntaxError) -> PreviewMacroCall {
        let bytes = Array(source.utf8)
        var scanner = SwiftSourceScanner(bytes)
        scanner.skipTrivia()
        let hashOffset = scanner.offset
        guard scanner.current == .hash else {
            throw PreviewMacroSyntaxError(message: "expected a macro expansion starting with '#'", offset: hashOffset)
        }
        scanner.offset += 1
        guard var name = scanner.identifier() else {
            throw PreviewMacroSyntaxError(message: "expected the macro's name after '#'", offset: scanner.offset)
        }
        while scanner.current == .dot {
            scanner.offset += 1
            guard let component = scanner.identifier() else {
                throw PreviewMacroSyntaxError(message: "expected a name after '.'", offset: scanner.offset)
            }
            name = component
        }
        var afterName = scanner
        afterName.skipTrivia()
        if afterName.current == .less {
            throw PreviewMacroSyntaxError(message: "#\(name) takes no generic arguments; write the widget and entries in its closures",
                                          offset: afterName.offset)
        }
        var arguments: [Argument] = []
        var argumentList: String?
        if afterName.current == .openParen {
            scanner = afterName
            let open = scanner.offset
            arguments = try parseArguments(&scanner)
            argumentList = String(decoding: bytes[(open + 1)..<(scanner.offset - 1)], as: UTF8.self)
        }
        let trailingStart = scanner.offset
        let trailingClosures = try parseTrailingClosures(&scanner)
        let trailingText = String(decoding: bytes[trailingStart..<scanner.offset], as: UTF8.self)
        scanner.skipTrivia()
        guard scanner.isAtEnd else {
            throw PreviewMacroSyntaxError(message: "unexpected text after the #\(name) call", offset: scanner.offset)
        }
        return PreviewMacroCall(name: name, hashOffset: hashOffset, arguments: arguments, argumentList: argumentList,
                                trailingClosures: trailingClosures, trailingText: trailingText)
    }

    /// From `(`, reads comma-separated arguments up to the matching `)`, leaving the scanner after it.
    private static func parseArguments(_ scanner: inout SwiftSourceScanner) throws(PreviewMacroSyntaxError) -> [Argument] {
        let open = scanner.offset
        scanner.offset += 1
        var arguments: [Argument] = []
        var start = scanner.offset
        func finish(_ end: Int, last: Bool) throws(PreviewMacroSyntaxError) {
            var probe = SwiftSourceScanner(scanner.bytes, offset: start)
            probe.skipTrivia()
            if probe.offset >= end {
                // `#Preview()` has no argument (and a trailing comma ends the list); an empty one between commas is an error.
                if last { return }
                throw PreviewMacroSyntaxError(message: "expected an argument before ','", offset: probe.offset)
            }
            arguments.append(argument(at: probe))
        }
        while let byte = scanner.current {
            switch byte {
            case .openParen, .openBracket, .openBrace:
                scanner.skipBalanced()
            case .closeParen:
                try finish(scanner.offset, last: true)
                scanner.offset += 1
                return arguments
            case .closeBracket, .closeBrace:
                throw PreviewMacroSyntaxError(message: "unbalanced '\(Character(Unicode.Scalar(byte)))' in the argument list",
                                              offset: scanner.offset)
            case .comma:
                try finish(scanner.offset, last: false)
                scanner.offset += 1
                start = scanner.offset
            default:
                scanner.skipElement()
            }
        }
        throw PreviewMacroSyntaxError(message: "the argument list has no closing ')'", offset: open)
    }

    /// The argument starting at `probe` (trivia already skipped): labeled when `identifier:` starts it.
    private static func argument(at probe: SwiftSourceScanner) -> Argument {
        var label = probe
        if let name = label.identifier() {
            label.skipTrivia()
            if label.current == .colon, label.peek(1) != .colon {
                return Argument(label: name, offset: probe.offset)
            }
        }
        return Argument(label: nil, offset: probe.offset)
    }

    /// Reads `{ … } label: { … } …`, leaving the scanner after the last closure.
    private static func parseTrailingClosures(_ scanner: inout SwiftSourceScanner) throws(PreviewMacroSyntaxError) -> [Argument] {
        var closures: [Argument] = []
        var probe = scanner
        probe.skipTrivia()
        guard probe.current == .openBrace else { return [] }
        try skipClosure(&probe)
        closures.append(Argument(label: nil, offset: scanner.offsetAfterTrivia))
        scanner = probe
        while true {
            var next = scanner
            next.skipTrivia()
            let labelOffset = next.offset
            guard let label = next.identifier() else { break }
            next.skipTrivia()
            guard next.current == .colon else { break }
            next.offset += 1
            next.skipTrivia()
            guard next.current == .openBrace else { break }
            try skipClosure(&next)
            closures.append(Argument(label: label, offset: labelOffset))
            scanner = next
        }
        return closures
    }

    private static func skipClosure(_ scanner: inout SwiftSourceScanner) throws(PreviewMacroSyntaxError) {
        let open = scanner.offset
        scanner.skipBalanced()
        guard scanner.offset > open, scanner.bytes[scanner.offset - 1] == .closeBrace else {
            throw PreviewMacroSyntaxError(message: "the closure has no closing '}'", offset: open)
        }
    }
}

extension SwiftSourceScanner {
    /// The offset after any trivia from here (the scanner itself does not move).
    var offsetAfterTrivia: Int {
        var copy = self
        copy.skipTrivia()
        return copy.offset
    }
}
