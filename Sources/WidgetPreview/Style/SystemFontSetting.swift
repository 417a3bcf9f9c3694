import Foundation
import Typography

/// The developer's own copies of Apple's system fonts (`RenderContext.systemFontDirectory`, the
/// `WIDGET_PREVIEW_SYSTEM_FONTS` environment variable, `--system-fonts DIR`): `.system` text is drawn with
/// SF Pro (its variable file, or the Text / Display optical sizes), SF Pro Rounded and New York from that
/// folder when it has the face — SF Compact on an Apple Watch place — with iOS's tracking for the point size. Without the setting the bundled stand-ins draw, so goldens do not depend
/// on what a machine has; the SVG's glyph ids name the face that drew each glyph (`SF-Pro-Text-Regular.g36`).
package enum SystemFontSetting {
    /// The environment variable a developer sets once for every render of a process.
    package static let environmentVariable = "WIDGET_PREVIEW_SYSTEM_FONTS"

    /// The folder the environment variable names, when it is set and not empty. Read with `getenv`, every
    /// render: `ProcessInfo.environment` copies the whole environment into a dictionary each time, which
    /// cost more than 1% of a `verify` run.
    package static var fromEnvironment: URL? {
        guard let value = getenv(environmentVariable) else { return nil }
        let path = String(cString: value)
        guard !path.isEmpty else { return nil }
        return URL(fileURLWithPath: path, isDirectory: true)
    }

    /// Points `descriptor` at the folder and, when the folder has the face, takes iOS's tracking for that
    /// face at the size (`SystemFontTracking`). A text style drawn in SF Pro keeps its published tracking
    /// (the HIG's Dynamic Type tables give the same tracking table's values, rounded to 1/100 pt); the
    /// static SF Pro Display files, SF Pro Rounded and New York have their own tables at every size.
    /// `compact`: an Apple Watch place (SF Compact, which keeps the text style's tracking).
    static func apply(_ folder: URL?, compact: Bool = false, to descriptor: inout FontDescriptor, tracking: inout Double) {
        guard descriptor.customName == nil else { return }
        // On a watch place the bundled SF Compact stand-in draws too when no folder is given.
        descriptor.compactSystemFont = compact
        guard let folder else { return }
        let path = folder.standardizedFileURL.path
        descriptor.systemFontFolder = path
        guard let face = SystemFontFolder.shared(path).face(design: descriptor.design, weight: descriptor.weight,
                                                            italic: descriptor.italic, size: descriptor.size, compact: compact) else { return }
        // SF Compact: no transcribed table, so the text style's tracking stays.
        guard let table = SystemFontTracking.Table.of(face) else { return }
        let isStyleSize = Font.TextStyle.allCases.contains { DynamicTypeTable.metrics($0).size == descriptor.size }
        if isStyleSize && table == .sfPro { return }
        tracking = SystemFontTracking.points(forSize: descriptor.size, table: table)
    }
}
