/// A value option the command line takes before the command runs (`--system-fonts DIR`, `--os 18`): given
/// once, as `NAME VALUE` or `NAME=VALUE`.
enum SingleValueOption {
    /// Removes the option from `arguments` and returns its value; nil when it is not given. `missing` and
    /// `twice` are the errors for a name without a value and for a second occurrence.
    static func extract(_ name: String, from arguments: inout [String], missing: @autoclosure () -> String,
                        twice: @autoclosure () -> String) throws -> String? {
        func isOption(_ argument: String) -> Bool { argument == name || argument.hasPrefix(name + "=") }
        guard let index = arguments.firstIndex(where: isOption) else { return nil }
        let value: String
        if arguments[index] == name {
            guard index + 1 < arguments.count else { throw CLIError(missing()) }
            value = arguments[index + 1]
            arguments.removeSubrange(index...(index + 1))
        } else {
            value = String(arguments[index].dropFirst(name.count + 1))
            arguments.remove(at: index)
        }
        guard !arguments.contains(where: isOption) else { throw CLIError(twice()) }
        return value
    }
}
