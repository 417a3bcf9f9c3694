/// The arguments of one command: options (`--name value`, `--name=value`), flags and positionals.
/// Every option a command reads is declared, so an unknown option is an error naming it.
struct ArgumentList {
    private var options: [String: String] = [:]
    private var flags: Set<String> = []
    private(set) var positionals: [String] = []

    /// `valueOptions` take a value; `flagOptions` don't. Names include the dashes (`--scale`, `-o`).
    init(_ arguments: [String], command: String, valueOptions: Set<String>, flagOptions: Set<String>) throws {
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
                guard inlineValue == nil else { throw CLIError("\(command): \(name) takes no value") }
                flags.insert(name)
            } else if valueOptions.contains(name) {
                if let inlineValue {
                    options[name] = inlineValue
                } else {
                    guard index < arguments.count else { throw CLIError("\(command): \(name) needs a value") }
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

    func value(_ name: String) -> String? { options[name] }
    func has(_ flag: String) -> Bool { flags.contains(flag) }

    func double(_ name: String, default fallback: Double, command: String) throws -> Double {
        guard let text = options[name] else { return fallback }
        guard let value = Double(text), value.isFinite else {
            throw CLIError("\(command): \(name) expects a number, got '\(text)'")
        }
        return value
    }

    func int(_ name: String, default fallback: Int, command: String) throws -> Int {
        guard let text = options[name] else { return fallback }
        guard let value = Int(text) else { throw CLIError("\(command): \(name) expects a whole number, got '\(text)'") }
        return value
    }
}
