import Foundation
import Graphics
import Testing
@testable import Typography

/// The developer's fonts for `Font.custom`: font files in a folder, `UIAppFonts` of its `Info.plist`, and
/// files that are not fonts.
@Suite("user fonts for Font.custom")
struct UserFontRegistryTests {
    /// A folder (kept for the process: the registry may open its files later) with a copy of a bundled face
    /// under the app's file name, a text file named like a font, and an Info.plist listing a missing font.
    static func appFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("widgetpreview-user-fonts-\(UUID().uuidString)")
        let fonts = folder.appendingPathComponent("Fonts")
        try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
        let bundled = try FontLocator.locate().appendingPathComponent("DejaVu/DejaVuSans.ttf")
        try FileManager.default.copyItem(at: bundled, to: fonts.appendingPathComponent("AppSans.ttf"))
        try Data("not a font".utf8).write(to: folder.appendingPathComponent("Broken.ttf"))
        try Data("""
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>UIAppFonts</key><array><string>Fonts/AppSans.ttf</string><string>Fonts/Gone.otf</string></array></dict></plist>
        """.utf8).write(to: folder.appendingPathComponent("Info.plist"))
        return folder
    }

    @Test("fonts listed in UIAppFonts are found by PostScript name and by family; bad files warn with their path")
    func registerFolder() throws {
        let folder = try Self.appFolder()
        let registry = UserFontRegistry()
        let warnings = registry.register(folder: folder)
        #expect(warnings.count == 2)
        #expect(warnings.contains { $0.contains("Info.plist, key UIAppFonts: Fonts/Gone.otf is not in") })
        #expect(warnings.contains { $0.contains("Broken.ttf is not a font FreeType can open") })
        let byName = try #require(registry.face(named: "dejavusans", weight: .regular, italic: false))
        #expect(byName.name == "DejaVuSans")
        #expect(byName.file == folder.appendingPathComponent("Fonts/AppSans.ttf").standardizedFileURL.path)
        #expect(registry.face(named: "DejaVu Sans", weight: .bold, italic: false) == byName)
        #expect(registry.face(named: "Nope", weight: .regular, italic: false) == nil)
        // A second registration of the folder gives the same warnings without scanning again.
        #expect(registry.register(folder: folder) == warnings)
    }

    @Test("a registered face lays text out with the developer's file, without the not-bundled warning")
    func layoutWithUserFont() throws {
        let folder = try Self.appFolder()
        _ = UserFontRegistry.shared.register(folder: folder)
        let ts = try TypeSetter(library: FontLibrary.shared(), symbols: TestSymbols())
        let layout = ts.layout(TextLayoutRequest(runs: [StyledTextRun(text: "Hi", font: FontDescriptor(size: 17, customName: "DejaVu Sans"))]), width: nil)
        #expect(layout.warnings.isEmpty)
        let fontNames = layout.items.compactMap { if case .glyphRun(let run) = $0 { return run.fontName }; return nil }
        #expect(fontNames == ["DejaVuSans"])
    }
}
