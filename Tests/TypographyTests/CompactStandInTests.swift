import Foundation
import Testing
@testable import Typography

/// The SF Compact Text stand-in (Open Sans) that draws `.system` text on Apple Watch places
/// (Fonts/README.md, "Why these stand in for Apple's faces").
@Suite struct CompactStandInTests {
    private func descriptor(weight: FontWeightClass = .regular, design: FontDesign = .default, monospacedDigit: Bool = false,
                            compact: Bool = true) -> FontDescriptor {
        var d = FontDescriptor(design: design, weight: weight, size: 17, monospacedDigit: monospacedDigit)
        d.compactSystemFont = compact
        return d
    }

    private func width(_ text: String, _ font: FontDescriptor) throws -> Double {
        try TestFonts.typeSetter().layout(TextLayoutRequest(runs: [StyledTextRun(text: text, font: font)]), width: nil).size.width
    }

    @Test func watchPlacesPickOpenSansForTheDefaultDesignOnly() {
        #expect(Shaper.primaryFace(for: descriptor()).0.name == "OpenSans-Regular")
        #expect(Shaper.primaryFace(for: descriptor(weight: .medium)).0.name == "OpenSans-Regular")
        #expect(Shaper.primaryFace(for: descriptor(weight: .semibold)).0.name == "OpenSans-Semibold")
        #expect(Shaper.primaryFace(for: descriptor(weight: .bold)).0.name == "OpenSans-Bold")
        #expect(Shaper.primaryFace(for: descriptor(weight: .black)).0.name == "OpenSans-ExtraBold")
        // SF Compact Rounded keeps its stand-in; off the watch SF Pro's stand-in draws.
        #expect(Shaper.primaryFace(for: descriptor(design: .rounded)).0.name == "Quicksand-Regular")
        #expect(Shaper.primaryFace(for: descriptor(compact: false)).0.name == "Inter-Regular")
        var italic = descriptor()
        italic.italic = true
        let slanted = Shaper.primaryFace(for: italic).0
        #expect(slanted.name == "OpenSans-Regular-Oblique" && slanted.obliqued)
    }

    @Test func theUsersSFCompactWinsOverTheStandIn() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("widgetpreview-sfc-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let fonts = try FontLocator.locate()
        try FileManager.default.copyItem(at: fonts.appendingPathComponent("Inter/Inter-Bold.otf"),
                                         to: dir.appendingPathComponent("SF-Compact-Text-Regular.otf"))
        var font = descriptor()
        font.systemFontFolder = dir.path
        #expect(Shaper.primaryFace(for: font).0.name == "SF-Compact-Text-Regular")
        // A weight the folder lacks falls back to the stand-in, not to Inter.
        font.weight = .bold
        #expect(Shaper.primaryFace(for: font).0.name == "OpenSans-Bold")
    }

    @Test func exactAdvancesWithProportionalFigures() throws {
        // Open Sans Regular, 2048 units an em, at 17 pt: "Hamburg" 9 025 units less 20 of GPOS kerning (`u r`);
        // "10:45" with the proportional one (`one.pnum`, 813 units) 4 871 units, with the tabular one
        // (1 171 units, monospacedDigit()) 5 229 units.
        #expect(try width("Hamburg", descriptor()) == 9005.0 / 2048 * 17)
        #expect(try width("10:45", descriptor()) == 4871.0 / 2048 * 17)
        #expect(try width("10:45", descriptor(monospacedDigit: true)) == 5229.0 / 2048 * 17)
        #expect(try width("11:11", descriptor(monospacedDigit: true)) == width("88:88", descriptor(monospacedDigit: true)))
        #expect(try width("11:11", descriptor()) < width("88:88", descriptor()))
    }

    @Test func linesTakeSFCompactsLineBox() throws {
        let metrics = try FontLibrary.shared().metrics(FontCatalog.compactFace(weight: .regular, italic: false))
        #expect(metrics.ascender == 1950.0 / 2048 && metrics.descender == 494.0 / 2048 && metrics.lineGap == 0)
        // Below 22/17 em, so the line is Typography's minimum, as for SF Compact (and Inter): 22 pt at 17 pt.
        let height = try TestFonts.typeSetter().layout(TextLayoutRequest(runs: [StyledTextRun(text: "Hamburg", font: descriptor())]),
                                                        width: nil).size.height
        let interHeight = try TestFonts.typeSetter().layout(TextLayoutRequest(runs: [StyledTextRun(text: "Hamburg", font: descriptor(compact: false))]),
                                                             width: nil).size.height
        #expect(height == interHeight)
    }
}
