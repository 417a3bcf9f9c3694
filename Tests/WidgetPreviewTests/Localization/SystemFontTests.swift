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

    /// The variable-font fixture of `TypographyTests` (Roboto Flex with `opsz` and `wght`, OFL), standing in
    /// for Apple's variable `SF-Pro.ttf` and `SF-Compact.ttf`.
    private static let variableFont = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("TypographyTests/Fixtures/VariableFont/RobotoFlex-opsz-wght-subset.ttf")

    @Test("HIG tracking rows, exact: SF Pro, SF Pro Display (static), SF Pro Rounded, New York")
    func trackingRows() {
        func milliEm(_ size: Double, _ table: SystemFontTracking.Table) -> Double {
            (SystemFontTracking.points(forSize: size, table: table) / size * 1000 * 1e9).rounded() / 1e9
        }
        let sfPro: [Double: Double] = [6: 41, 7: 34, 8: 26, 9: 19, 10: 12, 11: 6, 12: 0, 13: -6, 14: -11, 15: -16, 16: -20,
                                       17: -26, 18: -25, 19: -24, 20: -23, 21: -18, 22: -12, 23: -4, 24: 3, 25: 6, 26: 8,
                                       27: 11, 28: 14, 29: 14, 30: 14, 31: 13, 32: 13, 33: 12, 34: 12, 35: 11, 36: 10,
                                       40: 10, 41: 9, 43: 9, 44: 8, 48: 8, 49: 7, 51: 7, 52: 6, 57: 6, 58: 5, 59: 5, 60: 4,
                                       65: 4, 66: 3, 67: 3, 68: 2, 75: 2, 76: 1, 79: 1, 80: 0, 96: 0]
        for (size, value) in sfPro { #expect(milliEm(size, .sfPro) == value, "SF Pro \(size) pt") }
        let display: [Double: Double] = [20: 19, 21: 17, 22: 16, 23: 16, 24: 15, 25: 14, 27: 13, 30: 12, 33: 11, 36: 10,
                                         41: 9, 44: 8, 49: 7, 52: 6, 56: 5, 60: 4, 66: 3, 68: 2, 76: 1, 80: 0]
        for (size, value) in display { #expect(milliEm(size, .sfProDisplay) == value, "SF Pro Display \(size) pt") }
        let rounded: [Double: Double] = [6: 87, 11: 52, 17: 22, 20: 18, 28: 13, 37: 10, 51: 6, 58: 4, 76: 1, 80: 0]
        for (size, value) in rounded { #expect(milliEm(size, .sfProRounded) == value, "SF Pro Rounded \(size) pt") }
        let newYork: [Double: Double] = [6: 40, 15: 0, 17: -4, 20: -10, 34: -14, 54: -15, 70: -16, 180: -17, 220: -18]
        for (size, value) in newYork { #expect(milliEm(size, .newYork) == value, "New York \(size) pt") }
        // Between two whole sizes: the value between theirs (19.5 pt: -23.5/1000 em).
        #expect(abs(SystemFontTracking.points(forSize: 19.5) - -0.45825) < 1e-12)
        // The faces take their tables.
        #expect(SystemFontTracking.Table.of(FontCatalog.Face(name: "SF-Pro-Display-Bold", file: "/x.otf")) == .sfProDisplay)
        #expect(SystemFontTracking.Table.of(FontCatalog.Face(name: "SF-Pro-Text-Bold", file: "/x.otf")) == .sfPro)
        #expect(SystemFontTracking.Table.of(FontCatalog.Face(name: "SF-Pro", file: "/x.ttf")) == .sfPro)
        #expect(SystemFontTracking.Table.of(FontCatalog.Face(name: "SF-Pro-Rounded-Bold", file: "/x.otf")) == .sfProRounded)
        #expect(SystemFontTracking.Table.of(FontCatalog.Face(name: "NewYorkSmall-Regular", file: "/x.otf")) == .newYork)
        #expect(SystemFontTracking.Table.of(FontCatalog.Face(name: "SF-Compact-Text-Regular", file: "/x.otf")) == nil)
    }

    @Test("a run takes its face's table: static Display at a text style's size, Rounded, a style in SF Pro keeps its own")
    func trackingByFace() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        var env = EnvironmentValues()
        env.systemFontDirectory = dir
        func tracking(_ text: Text) -> Double? { text.styledRuns(in: env).first?.tracking }
        // title3 is 20 pt: SF Pro Display's own row, +19/1000 em, not SF Pro's -0.45.
        #expect(abs((tracking(Text("A").font(.title3)) ?? 0) - 0.38) < 1e-12)
        // 19 pt in SF Pro Text: -24/1000 em.
        #expect(abs((tracking(Text("A").font(.system(size: 19))) ?? 0) - -0.456) < 1e-12)
        // SF Pro Rounded at 17 pt (body's size): the rounded table's +22/1000 em.
        #expect(abs((tracking(Text("A").font(.system(size: 17, weight: .bold, design: .rounded))) ?? 0) - 0.374) < 1e-12)
    }

    @Test("a variable SF-Pro.ttf draws every size and weight: opsz follows the point size, wght the weight; SF Compact on a watch")
    func variableFiles() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("widgetpreview-sfvar-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.copyItem(at: Self.variableFont, to: dir.appendingPathComponent("SF-Pro.ttf"))
        try FileManager.default.copyItem(at: Self.variableFont, to: dir.appendingPathComponent("SF-Compact.ttf"))
        let fonts = try FontLocator.locate()
        try FileManager.default.copyItem(at: fonts.appendingPathComponent("Inter/Inter-Bold.otf"), to: dir.appendingPathComponent("SF-Pro-Text-Regular.otf"))
        let folder = SystemFontFolder(folder: dir)
        let face = try #require(folder.face(design: .default, weight: .semibold, italic: false, size: 13))
        #expect(face.name == "SF-Pro" && face.variations == [FontVariation("wght", 600), FontVariation("opsz", 13)])
        #expect(face.glyphKeyPrefix == "SF-Pro-wght600-opsz13")
        #expect(folder.face(design: .default, weight: .regular, italic: false, size: 12, compact: true)?.name == "SF-Compact")
        // No italic file: the upright's italic is not invented; the bundled italic draws.
        #expect(folder.face(design: .default, weight: .regular, italic: true, size: 12) == nil)

        let small = try svg(Text("Hamburg").font(.system(size: 15)), fonts: dir)
        #expect(small.contains("g-SF-Pro-wght400-opsz15.g") && !small.contains("SF-Pro-Text"))
        let large = try svg(Text("Hamburg").font(.system(size: 24, weight: .bold)), fonts: dir)
        #expect(large.contains("g-SF-Pro-wght700-opsz24.g"))

        var watch = RenderContext.smartStack
        watch.systemFontDirectory = dir
        let onWatch = try WidgetRenderer(family: .accessoryRectangular, context: watch, scale: 1)
            .render(Text("Hamburg").font(.system(size: 15))).svg()
        #expect(onWatch.contains("g-SF-Compact-wght400-opsz15.g") && !onWatch.contains("g-SF-Pro"))
    }

    @Test("Dynamic Type point sizes: the HIG's xSmall … AX5 rows (AX5 subheadline is 49 pt)")
    func dynamicTypeRows() {
        let rows: [Font.TextStyle: [Double]] = [
            .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60], .title: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
            .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56], .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
            .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53], .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
            .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51], .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
            .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44], .caption: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
            .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
        ]
        for (style, sizes) in rows {
            #expect(DynamicTypeSize.allCases.map { DynamicTypeRamp.pointSize(style, at: $0) } == sizes, "\(style)")
        }
        let large: [Font.TextStyle: (Double, Double)] = [.largeTitle: (34, 41), .title: (28, 34), .title2: (22, 28), .title3: (20, 25),
                                                       .headline: (17, 22), .body: (17, 22), .callout: (16, 21), .subheadline: (15, 20),
                                                       .footnote: (13, 18), .caption: (12, 16), .caption2: (11, 13)]
        for (style, (size, leading)) in large {
            #expect(DynamicTypeTable.metrics(style).size == size && DynamicTypeTable.metrics(style).leading == leading, "\(style)")
        }
    }
}
