import WidgetPreview

/// How a `@main` widget bundle in a developer's extension target reaches this module: WidgetPreview finds
/// this conformance in the runtime's conformance records (WidgetPreview cannot import WidgetPreviewCLI,
/// which depends on it).
enum CommandLineEntryPoint: WidgetPreviewCommandLineEntry {
    static func run(arguments: [String], previews: [Preview]) -> Int32 {
        StandardStreams.prepareProcess()
        return WidgetPreviewCommandLine.run(arguments: arguments, previews: previews)
    }
}
