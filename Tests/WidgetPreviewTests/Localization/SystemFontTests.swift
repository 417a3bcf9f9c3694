import Foundation
import Testing
import Typography
@testable import WidgetPreview

/// The developer's own Apple system fonts (`RenderContext.systemFontDirectory`): bundled fonts renamed as
/// Apple's downloads name SF Pro's files stand in for them (Inter Bold as SF Pro Text, Quicksand as SF Pro
/// Display, so each optical size is told apart by its face name in the SVG's glyph ids and by its advances).
@Suite("user-supplied system fonts")
struct SystemFontTests {
    private static func folder() throws -> URL {
        let fonts = try FontLocator.locate()
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("widgetpreview-sf-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: fonts.appendingPathComponent("Inter/Inter-Bold.otf"), to: dir.appendingPathComponent("SF-Pro-Text-Regular.otf"))
        try FileManager.default.copyItem(at: fonts.appendingPathComponent("Quicksand/Quicksand-Regular.ttf"), to: dir.appendingPathComponent("SF-Pro-Display-Regular.otf"))
        try FileManager.default.copyItem(at: fonts.appendingPathComponent("Quicksand/Quicksand-Bold.ttf"), to: dir.appendingPathComponent("SF-Pro-Rounded-Bold.otf"))
        try Data("not a font".utf8).write(to: dir.appendingPathComponent("README.txt"))
        return dir
    }

    private func svg<V: View>(_ view: V, fonts: URL?) throws -> String {
        var context = RenderContext.homeScreen
        context.systemFontDirectory = fonts
        return try WidgetRenderer(family: .systemSmall, context: context, scale: 1).render(view).svg()
    }

    @Test("the folder's files by Apple's names; Text below 20 pt, Display from 20 pt; a missing face is bundled")
    func faces() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let folder = SystemFontFolder(folder: dir)
        #expect(folder.face(design: .default, weight: .regular, italic: false, size: 19.5)?.name == "SF-Pro-Text-Regular")
        #expect(folder.face(design: .default, weight: .regular, italic: false, size: 20)?.name == "SF-Pro-Display-Regular")
        #expect(folder.face(design: .rounded, weight: .bold, italic: true, size: 12) == FontCatalog.Face(
            name: "SF-Pro-Rounded-Bold-Oblique", file: dir.standardizedFileURL.appendingPathComponent("SF-Pro-Rounded-Bold.otf").path, obliqued: true))
        #expect(folder.face(design: .default, weight: .bold, italic: false, size: 12) == nil)
        #expect(folder.face(design: .monospaced, weight: .regular, italic: false, size: 12) == nil)

        let small = try svg(Text("Hello").font(.system(size: 15)), fonts: dir)
        #expect(small.contains("g-SF-Pro-Text-Regular.g"))
        let large = try svg(Text("Hello").font(.system(size: 24)), fonts: dir)
        #expect(large.contains("g-SF-Pro-Display-Regular.g") && !large.contains("SF-Pro-Text"))
        // Bold is not in the folder: the bundled stand-in draws it.
        let bold = try svg(Text("Hello").font(.system(size: 15, weight: .bold)), fonts: dir)
        #expect(bold.contains("g-Inter-Bold.g") && !bold.contains("SF-Pro"))
        // Without the setting (and without WIDGET_PREVIEW_SYSTEM_FONTS) the bundled fonts draw.
        if SystemFontSetting.fromEnvironment == nil {
            let bundled = try svg(Text("Hello").font(.system(size: 15)), fonts: nil)
            #expect(bundled.contains("g-Inter-Regular.g") && !bundled.contains("SF-Pro"))
        }
    }

    @Test("iOS's tracking table: exact at listed sizes, interpolated between; text styles keep their own")
    func tracking() throws {
        #expect(SystemFontTracking.points(forSize: 12) == 0)
        #expect(abs(SystemFontTracking.points(forSize: 10) - 0.12) < 1e-12)
        #expect(abs(SystemFontTracking.points(forSize: 17) - -0.442) < 1e-12)
        #expect(abs(SystemFontTracking.points(forSize: 28) - 0.392) < 1e-12)
        #expect(abs(SystemFontTracking.points(forSize: 12.5) - -0.0375) < 1e-12)
        #expect(abs(SystemFontTracking.points(forSize: 100)) < 1e-12)

        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        var env = EnvironmentValues()
        env.systemFontDirectory = dir
        func run(_ text: Text) -> StyledTextRun? { text.styledRuns(in: env).first }
        #expect(abs((run(Text("A").font(.system(size: 14)))?.tracking ?? 0) - -0.154) < 1e-12)
        // 15 pt is the subheadline's size: its published tracking, -0.23.
        #expect(run(Text("A").font(.system(size: 15)))?.tracking == -0.23)
        #expect(run(Text("A").font(.system(size: 14)))?.font.systemFontFolder == dir.standardizedFileURL.path)
        #expect(run(Text("A").font(.body))?.tracking == -0.43)
        #expect(run(Text("A").font(.system(size: 14)).tracking(1))?.tracking == 1)
        #expect(run(Text("A").font(.custom("Inter", size: 15)))?.font.systemFontFolder == nil)
        env.systemFontDirectory = nil
        #expect(run(Text("A").font(.system(size: 14)))?.tracking == 0)
    }
}
