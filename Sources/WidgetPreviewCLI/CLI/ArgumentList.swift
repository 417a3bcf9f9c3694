/// The arguments of one command: options (`--name value`, `--name=value`), flags and positionals.
/// Every option a command reads is declared, so an unknown option is an error naming it.
package struct ArgumentList {
    private var options: [String: String] = [:]
    private var flags: Set<String> = []
    private(set) var positionals: [String] = []

    /// `valueOptions` take a value; `flagOptions` don't. Names include the dashes (`--scale`, `-o`).
    package init(_ arguments: [String], command: String, valueOptions: Set<String>, flagOptions: Set<String>) throws {
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "-" || !argument.hasPrefix("-") {
                positionals.append(argument)
                continue
            }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            if flagOptions.contains(name) {
                guard inlineValue == nil else { throw CLIError("\(command): \(name): takes no value, got \"\(inlineValue ?? "")\"") }
                flags.insert(name)
            } else if valueOptions.contains(name) {
                if let inlineValue {
                    options[name] = inlineValue
                } else {
                    guard index < arguments.count else { throw CLIError("\(command): \(name): needs a value") }
                    options[name] = arguments[index]
                    index += 1
                }
            } else {
                let valid = (valueOptions.union(flagOptions)).sorted()
                var message = "\(command): unknown option '\(name)'."
                if let nearest = NameSuggestion.nearest(to: name, in: valid) { message += " Did you mean '\(nearest)'?" }
                throw CLIError(message + " Options: " + valid.joined(separator: ", ") + " (see --help)")
            }
        }
    }

    package func value(_ name: String) -> String? { options[name] }
    package func has(_ flag: String) -> Bool { flags.contains(flag) }

    /// A number option: every bad value, unparsable or out of range, gets the same message naming the
    /// option and what it takes (`render: --scale: expected a number above 0 and at most 8, got "x"`).
    package func double(_ name: String, default fallback: Double, command: String, expected: String,
                where isValid: (Double) -> Bool) throws -> Double {
        guard let text = options[name] else { return fallback }
        guard let value = Double(text), value.isFinite, isValid(value) else {
            throw Self.invalid(name, text, command: command, expected: expected)
        }
        return value
    }

    /// A whole-number option, with the same messages as `double`.
    package func int(_ name: String, default fallback: Int, command: String, expected: String,
             where isValid: (Int) -> Bool) throws -> Int {
        guard let text = options[name] else { return fallback }
        guard let value = Int(text), isValid(value) else {
            throw Self.invalid(name, text, command: command, expected: expected)
        }
        return value
    }

    /// `<command>: <option>: expected <what>, got "<text>"`: the one shape of a bad option value.
    package static func invalid(_ name: String, _ text: String, command: String, expected: String) -> CLIError {
        CLIError("\(command): \(name): expected \(expected), got \"\(text)\"")
    }
}
