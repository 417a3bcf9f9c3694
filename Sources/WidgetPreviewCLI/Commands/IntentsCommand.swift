import Foundation
import IntentCodegen
import WidgetSnapshotCore

/// `widget-preview intents FILE.intentdefinition [-o OUT.swift|-]`: the Swift Xcode generates from a SiriKit
/// intent definition, in the form that compiles on Linux, so `IntentConfiguration` widgets build unchanged.
enum IntentsCommand {
    static let command = Command(name: name, summary: summary, help: help, run: { arguments, context in
        try run(arguments, context)
    })

    static let name = "intents"
    static let summary = "write the Swift Xcode generates from an .intentdefinition (SiriKit intent widgets)"
    static let help = """
        usage: widget-preview intents FILE.intentdefinition [-o OUT.swift | -o -]

        Reads the intent definition Xcode's intent editor writes and prints the Swift Xcode generates from
        it: one INIntent subclass per intent (ConfigurationIntent, …) with a property per parameter, its
        response class and response code enum, an Int enum per enum and an INObject subclass per custom
        type. The classes are plain Swift (Linux has no Objective-C runtime, so no @objc or @NSManaged);
        names, types and initializers are Xcode's, so widget code uses them unchanged. Add the file to the
        target that holds your widgets and regenerate it when the definition changes.

        options:
          -o, --output FILE   write the Swift to FILE (replaced atomically); '-' or no option: standard output

        exit codes: 0 written, 2 usage or input error (unreadable or malformed file: the message names the
        file and the line or key that is wrong)
        """

    static func run(_ arguments: [String], _ context: CommandContext) throws -> Int32 {
        let args = try ArgumentList(arguments, command: name, valueOptions: ["-o", "--output"], flagOptions: [])
        guard args.positionals.count == 1, let input = args.positionals.first, input != "-" else {
            throw CLIError("intents: expected one .intentdefinition file, got \(args.positionals.count). See 'widget-preview intents --help'.")
        }
        if args.value("-o") != nil, args.value("--output") != nil {
            throw CLIError("intents: -o and --output are the same option; give it once")
        }
        let inputURL = context.absolute(input, isDirectory: false)
        let data: Data
        do { data = try Data(contentsOf: inputURL) } catch {
            throw CLIError("intents: cannot read \(input): \(reason(error)). Give the path of an .intentdefinition file.")
        }
        let swift: String
        do {
            let definition = try IntentDefinitionParser.parse(data, file: input)
            swift = IntentSwiftGenerator.swift(for: definition, source: inputURL.lastPathComponent)
        } catch let error as IntentDefinitionError {
            throw CLIError("intents: \(error)")
        }
        guard let output = args.value("-o") ?? args.value("--output"), output != "-" else {
            context.output(String(swift.dropLast()))
            return 0
        }
        let outputURL = context.absolute(output, isDirectory: false)
        let option = args.value("-o") != nil ? "-o" : "--output"
        guard outputURL.resolvingSymlinksInPath().path != inputURL.resolvingSymlinksInPath().path else {
            throw CLIError("intents: \(option) \(output) is the input file; give another path for the Swift")
        }
        if let type = (try? FileManager.default.attributesOfItem(atPath: outputURL.path))?[.type] as? FileAttributeType,
           type != .typeRegular {
            throw CLIError("intents: \(option) \(output) exists and is not a regular file; give the path of a .swift file")
        }
        do {
            try AtomicFileWriter(createsFolders: false).write(swift, to: outputURL)
        } catch {
            throw CLIError("intents: \(option) \(output): \(error)")
        }
        context.output("wrote \(outputURL.path)")
        return 0
    }

    private static func reason(_ error: Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain,
           let code = POSIXErrorCode(rawValue: Int32(underlying.code)) {
            return String(cString: strerror(code.rawValue))
        }
        if nsError.domain == NSCocoaErrorDomain, nsError.code == NSFileReadNoSuchFileError { return "no such file" }
        if nsError.domain == NSCocoaErrorDomain, nsError.code == NSFileReadNoPermissionError { return "permission denied" }
        return nsError.localizedDescription
    }
}
