import Foundation
import Testing
import Typography
@testable import WidgetPreview

/// `.system` text on an Apple Watch place is drawn in the SF Compact Text stand-in (Open Sans), or in the
/// developer's own SF Compact when `systemFontDirectory` holds it; the SVG's glyph ids name the face.
@Suite("Apple Watch stand-in face")
struct WatchStandInFaceTests {
    private func svg(_ view: some View, context: RenderContext, family: WidgetFamily = .accessoryRectangular,
                     fonts: URL? = nil) throws -> String {
        var context = context
        context.systemFontDirectory = fonts
        return try WidgetRenderer(family: family, context: context, scale: 1).render(view).svg()
    }

    @Test("the Smart Stack draws .system text in Open Sans; the Lock Screen keeps Inter")
    func standIn() throws {
        guard SystemFontSetting.fromEnvironment == nil else { return }   // a developer's folder would win
        let watch = try svg(Text("Hamburg 10:45").font(.system(size: 15)), context: .smartStack)
        #expect(watch.contains("g-OpenSans-Regular.g") && !watch.contains("g-Inter"))
        let headline = try svg(Text("Hamburg").font(.headline), context: .smartStack)
        #expect(headline.contains("g-OpenSans-Semibold.g"))
        // Text without a font takes watchOS's rounded default: SF Compact Rounded's stand-in, Quicksand.
        let plain = try svg(Text("Hamburg"), context: .smartStack)
        #expect(plain.contains("g-Quicksand-Medium.g") && !plain.contains("OpenSans"))
        let phone = try svg(Text("Hamburg").font(.system(size: 15)), context: .lockScreen)
        #expect(phone.contains("g-Inter-Regular.g") && !phone.contains("OpenSans"))
    }

    @Test("a developer's SF Compact wins over the stand-in on the watch")
    func usersSFCompact() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("widgetpreview-sfc-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let fonts = try FontLocator.locate()
        try FileManager.default.copyItem(at: fonts.appendingPathComponent("Inter/Inter-Bold.otf"),
                                         to: dir.appendingPathComponent("SF-Compact-Text-Regular.otf"))
        let watch = try svg(Text("Hamburg").font(.system(size: 15)), context: .smartStack, fonts: dir)
        #expect(watch.contains("g-SF-Compact-Text-Regular.g") && !watch.contains("OpenSans"))
    }

    @Test("monospacedDigit() gives Open Sans's tabular figures; without it the proportional one is narrower")
    func digits() throws {
        var env = EnvironmentValues()
        env.compactSystemFont = true
        let run = try #require(Text("11").font(.system(size: 17)).styledRuns(in: env).first)
        #expect(run.font.compactSystemFont && run.font.systemFontFolder == nil)
        let ts = try TypeSetter.shared()
        func width(_ s: String, tabular: Bool) -> Double {
            var font = run.font
            font.monospacedDigit = tabular
            return ts.layout(TextLayoutRequest(runs: [StyledTextRun(text: s, font: font)]), width: nil).size.width
        }
        // one.pnum is 813 of 2048 units, the tabular one 1171.
        #expect(width("1", tabular: false) == 813.0 / 2048 * 17)
        #expect(width("1", tabular: true) == 1171.0 / 2048 * 17)
        #expect(width("1", tabular: true) == width("8", tabular: true))
    }
}
