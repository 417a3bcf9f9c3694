import Foundation
import Graphics
import Typography

// The environment keys of the font machinery: the text engine and which system font files it uses.

private struct TextEngineKey: EnvironmentKey { static var defaultValue: any TextLayoutEngine { ApproximateTextEngine() } }
private struct SystemFontDirectoryKey: EnvironmentKey { static var defaultValue: URL? { nil } }
private struct CompactSystemFontKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
    /// Lays text out; the renderer injects the FreeType engine, tests inject a deterministic fake.
    package var textEngine: any TextLayoutEngine { get { self[TextEngineKey.self] } set { self[TextEngineKey.self] = newValue } }
    /// The developer's Apple system font files for `.system` text (`SystemFontSetting`); nil: bundled.
    package var systemFontDirectory: URL? { get { self[SystemFontDirectoryKey.self] } set { self[SystemFontDirectoryKey.self] = newValue } }
    /// An Apple Watch place (Smart Stack, complications): the developer's system fonts are SF Compact.
    package var compactSystemFont: Bool { get { self[CompactSystemFontKey.self] } set { self[CompactSystemFontKey.self] = newValue } }
}
