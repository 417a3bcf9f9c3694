import Foundation

/// What a `@main` widget bundle (or widget) runs on Linux: WidgetPreview's command line for every `#Preview`
/// in the executable, plus each of the bundle's widgets that no preview shows, drawn as its placeholder.
/// So the extension target itself is the executable: `swift run MyWidgetExtension gallery`.
///
/// The command line lives in WidgetPreviewCLI, which depends on this module; this module reaches it at run
/// time through a type that WidgetPreviewCLI conforms to `WidgetPreviewCommandLineEntry`, found in the
/// protocol conformance records like the previews are (no dependency cycle, no list).
extension WidgetBundle {
    public static func main() {
        let bundle = Self()
        exit(WidgetMain.run(widgets: bundle.widgets, controls: bundle.controls, program: "\(Self.self)"))
    }
}

extension Widget {
    public static func main() {
        exit(WidgetMain.run(widgets: WidgetBundleContentFlattening.widgets(in: Self()), program: "\(Self.self)"))
    }
}

/// The command line's entry, implemented by WidgetPreviewCLI (not for use by hand).
public protocol WidgetPreviewCommandLineEntry {
    /// Runs one command line (without the program name) on `previews`; returns the exit code.
    static func run(arguments: [String], previews: [Preview]) -> Int32
}

package enum WidgetMain {
    package static func run(widgets: [any Widget], controls: [any ControlWidget.Type] = [], program: String) -> Int32 {
        let entries = ConformanceRecords.types(conformingTo: "WidgetPreviewCommandLineEntry", inModule: "WidgetPreview")
            .compactMap { $0 as? any WidgetPreviewCommandLineEntry.Type }
        guard let entry = entries.first else {
            // write(2), not FileHandle.write: a closed standard error must not trap.
            let line = ("error: \(program) has no WidgetPreview command line linked in: add "
                + #".product(name: "WidgetPreviewCLI", package: "WidgetPreview") to its target's dependencies"#
                + " in Package.swift\n")
            _ = line.withCString { write(STDERR_FILENO, $0, strlen($0)) }
            return 2
        }
        return entry.run(arguments: Array(CommandLine.arguments.dropFirst()), previews: previews(for: widgets, controls: controls))
    }

    /// Every discovered `#Preview`, then a placeholder preview for each widget no preview shows, then a
    /// preview of each control no preview shows (its preview value, and a toggle's two states).
    package static func previews(for widgets: [any Widget], controls: [any ControlWidget.Type] = []) -> [Preview] {
        let discovered = Preview.discovered
        let shown = Set(discovered.compactMap { $0.widgetType.map(ObjectIdentifier.init) })
        // A Live Activity needs attributes and a state to be drawn: only its previews draw it.
        let unshown = widgets.filter { !shown.contains(ObjectIdentifier(type(of: $0))) && !isLiveActivity($0) }
        let unshownControls = controls.filter { !shown.contains(ObjectIdentifier($0)) }
        return discovered + unshown.map { placeholderPreview(of: $0) } + unshownControls.map { controlPreview(of: $0) }
    }

    /// A control's preview, named after its type.
    static func controlPreview<C: ControlWidget>(of control: C.Type) -> Preview {
        Preview("\(C.self)", control: { C() })
    }

    static func isLiveActivity<W: Widget>(_ widget: W) -> Bool { ResolvedActivityConfiguration.of(widget) != nil }

    /// The widget as the widget gallery shows it before its first entry: its placeholder, redacted, in each
    /// supported family. Named after the widget's type.
    static func placeholderPreview<W: Widget>(of widget: W) -> Preview {
        let families = ResolvedWidgetConfiguration.of(widget)?.families ?? ResolvedWidgetConfiguration.defaultFamilies
        var preview = Preview(name: "\(W.self)", families: families,
                              entries: [PreviewEntry("placeholder", ViewPreviewEntry(date: RenderContext.defaultNow))],
                              draw: { renderer, _ in try renderer.renderPlaceholder(widget) })
        preview.widgetType = W.self
        return preview
    }
}
