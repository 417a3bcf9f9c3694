import Foundation
import Testing
@testable import LocalizedStrings

/// Loading an extension's resources in place: String Catalogs and `.lproj` folders found below a folder.
@Suite struct LocalizationCatalogTests {
    @Test func readsCatalogsAndLprojFoldersBelowAFolder() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("LocalizationCatalogTests-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let extensionFolder = root.appendingPathComponent("MyWidgetExtension")
        let japanese = extensionFolder.appendingPathComponent("ja.lproj")
        let hidden = extensionFolder.appendingPathComponent(".git/ja.lproj")
        for folder in [japanese, hidden, extensionFolder.appendingPathComponent("Assets.xcassets/fr.lproj")] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        try Data("\"Hello\" = \"こんにちは\";\n\"%d files\" = \"%d 個\";\n".utf8).write(to: japanese.appendingPathComponent("Localizable.strings"))
        try Data(StringsDictReaderTests.plist.utf8).write(to: japanese.appendingPathComponent("Localizable.stringsdict"))
        try Data("\"Hello\" = \"hidden\";".utf8).write(to: hidden.appendingPathComponent("Localizable.strings"))
        try Data("\"Hello\" = \"asset\";".utf8).write(to: extensionFolder.appendingPathComponent("Assets.xcassets/fr.lproj/Localizable.strings"))
        try Data(StringCatalogReaderTests.catalog.utf8).write(to: extensionFolder.appendingPathComponent("Widgets.xcstrings"))

        let missing = root.appendingPathComponent("Nowhere")
        let catalog = LocalizationCatalog.load([extensionFolder, missing])
        #expect(catalog.tables.keys.sorted() == ["Localizable", "Widgets"])
        #expect(catalog.tables["Localizable"]?.entries["ja"]?["Hello"] == LocalizedEntry(value: .text("こんにちは")))
        #expect(catalog.tables["Localizable"]?.entries["fr"] == nil)   // nothing read inside .xcassets or hidden folders
        // The stringsdict's plural entry wins over the .strings line for the same key.
        #expect(catalog.tables["Localizable"]?.entries["ja"]?["%d files"]?.substitutions["files"] != nil)
        #expect(catalog.tables["Widgets"]?.sourceLanguage == "en")
        #expect(catalog.languages == ["ar", "de", "en", "ja"])
        #expect(catalog.issues.map(\.description).contains("\(missing.path): does not exist; no strings read from it"))
    }

    @Test func stringsOutsideAnLprojFolderAreAnIssue() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("Loose-\(UUID().uuidString).strings")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data("\"a\" = \"b\";".utf8).write(to: file)
        let catalog = LocalizationCatalog.load([file])
        #expect(catalog.tables.isEmpty)
        #expect(catalog.issues.map(\.description) == ["\(file.path): is not inside a <language>.lproj folder, so its language is unknown; skipped"])
    }
}
