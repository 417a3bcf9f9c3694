/// A failure the CLI reports with a message and an exit code (2: usage or input error, 1: differences).
package struct CLIError: Error, CustomStringConvertible {
    package let message: String
    package let exitCode: Int32

    package init(_ message: String, exitCode: Int32 = 2) {
        self.message = message
        self.exitCode = exitCode
    }

    package var description: String { message }

    /// An unknown name: lists the valid ones and suggests the nearest.
    package static func unknown(_ what: String, _ name: String, valid: [String]) -> CLIError {
        let plural = what.hasSuffix("y") ? what.dropLast() + "ies" : what + "s"
        var text = "unknown \(what) '\(name)'."
        if let nearest = NameSuggestion.nearest(to: name, in: valid) { text += " Did you mean '\(nearest)'?" }
        text += " Valid \(plural): " + valid.joined(separator: ", ")
        return CLIError(text)
    }
}
