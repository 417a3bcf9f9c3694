/// WidgetPreview's version, defined once: `widget-preview --version` (and `version`) prints it, for every
/// executable built on `WidgetPreviewCommandLine`. Raise it with each change a user can notice.
public enum WidgetPreviewVersion {
    public static let current = "0.12.0"

    /// What `--version` prints.
    static var line: String { "WidgetPreview \(current)" }
}
