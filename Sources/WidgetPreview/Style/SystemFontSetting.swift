import Foundation
import Typography

/// The developer's own copies of Apple's system fonts (`RenderContext.systemFontDirectory`, the
/// `WIDGET_PREVIEW_SYSTEM_FONTS` environment variable, `--system-fonts DIR`): `.system` text is drawn with
/// SF Pro Text / Display, SF Pro Rounded and New York from that folder when it has the face, with iOS's
/// tracking for the point size. Without the setting the bundled stand-ins draw, so goldens do not depend
/// on what a machine has; the SVG's glyph ids name the face that drew each glyph (`SF-Pro-Text-Regular.g36`).
package enum SystemFontSetting {
    /// The environment variable a developer sets once for every render of a process.
    package static let environmentVariable = "WIDGET_PREVIEW_SYSTEM_FONTS"

    /// The folder the environment variable names, when it is set and not empty.
    package static var fromEnvironment: URL? {
        guard let path = ProcessInfo.processInfo.environment[environmentVariable], !path.isEmpty else { return nil }
        return URL(fileURLWithPath: path, isDirectory: true)
    }

    /// Points `descriptor` at the folder and, for SF Pro, takes iOS's tracking for sizes that are not a
    /// text style's own (a text style keeps its published tracking).
    static func apply(_ folder: URL?, to descriptor: inout FontDescriptor, tracking: inout Double) {
        guard let folder, descriptor.customName == nil else { return }
        descriptor.systemFontFolder = folder.standardizedFileURL.path
        let isStyleSize = Font.TextStyle.allCases.contains { DynamicTypeTable.metrics($0).size == descriptor.size }
        guard !isStyleSize, descriptor.design == .default || descriptor.design == .rounded else { return }
        tracking = SystemFontTracking.points(forSize: descriptor.size)
    }
}
