import Foundation
import Testing
@testable import Typography

@Suite struct FontFilesTests {
    @Test func fontsFolderIsFoundFromTheSourceTree() throws {
        let dir = try FontLocator.locate()
        #expect(dir.lastPathComponent == "Fonts")
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("MaterialDesignIcons/materialdesignicons-webfont.ttf").path))
        for file in FontCatalog.allFiles {
            #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent(file).path), "\(file)")
        }
    }

    @Test func missingFontsErrorListsEveryPlaceLookedAt() {
        let fake = "/nonexistent-widgetpreview/pkg/Sources/Typography/Fonts/FontLocator.swift"
        #expect {
            _ = try FontLocator.locate(sourceFile: fake)
        } throws: { error in
            guard case FontError.fontsNotFound(let searched) = error else { return false }
            let message = (error as? FontError)?.description ?? ""
            return searched.first == "/nonexistent-widgetpreview/pkg/Fonts" && searched.count >= 2   // root, then next to the executable
                && message.contains("/nonexistent-widgetpreview/pkg/Fonts") && message.contains("Inter/Inter-Regular.otf")
        }
    }

    @Test func fontsAreFoundInADependencyCheckout() throws {
        // A consumer package builds WidgetPreview from .build/checkouts/<name>/, sources and Fonts/ side by side.
        let fm = FileManager.default
        let checkout = fm.temporaryDirectory.appendingPathComponent("typography-consumer/.build/checkouts/WidgetPreview")
        try fm.createDirectory(at: checkout.appendingPathComponent("Fonts/Inter"), withIntermediateDirectories: true)
        try fm.createDirectory(at: checkout.appendingPathComponent("Sources/Typography/Fonts"), withIntermediateDirectories: true)
        try Data("// swift-tools-version:6.0\n".utf8).write(to: checkout.appendingPathComponent("Package.swift"))
        try Data().write(to: checkout.appendingPathComponent("Fonts/Inter/Inter-Regular.otf"))
        let found = try FontLocator.locate(sourceFile: checkout.appendingPathComponent("Sources/Typography/Fonts/FontLocator.swift").path)
        #expect(found.path == checkout.appendingPathComponent("Fonts").standardizedFileURL.path)
    }

    @Test func aFolderWithoutTheFilesIsRefusedByName() throws {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("typography-empty-fonts")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        #expect(throws: FontError.self) { _ = try FontLibrary(directory: empty) }
    }

    @Test(arguments: FontWeightClass.allCases)
    func interServesEveryWeightWithItsOwnFile(weight: FontWeightClass) throws {
        let lib = try FontLibrary.shared()
        for italic in [false, true] {
            let face = FontCatalog.face(design: .default, weight: weight, italic: italic)
            let info = try #require(lib.fileInfo(face))
            #expect(info.family == "Inter")
            #expect(info.weightClass == weight.rawValue)          // Thin 100 … Black 900, one file per weight
            #expect(info.style.contains("Italic") == italic)
        }
    }

    @Test func designsResolveToTheirFiles() throws {
        let lib = try FontLibrary.shared()
        let cases: [(FontDesign, FontWeightClass, Bool, String, String, Int)] = [
            (.default, .semibold, false, "Inter/Inter-SemiBold.otf", "Inter", 600),
            (.rounded, .regular, false, "Quicksand/Quicksand-Regular.ttf", "Quicksand", 400),
            (.rounded, .bold, false, "Quicksand/Quicksand-Bold.ttf", "Quicksand", 700),
            (.rounded, .ultraLight, false, "Quicksand/Quicksand-Light.ttf", "Quicksand", 300),
            (.monospaced, .regular, false, "JetBrainsMono/JetBrainsMono-Regular.ttf", "JetBrains Mono", 400),
            (.monospaced, .black, true, "JetBrainsMono/JetBrainsMono-ExtraBoldItalic.ttf", "JetBrains Mono", 800),
            (.serif, .regular, true, "NotoSerif/NotoSerif-Italic.ttf", "Noto Serif", 400),
            (.serif, .heavy, false, "NotoSerif/NotoSerif-Bold.ttf", "Noto Serif", 700),
        ]
        for (design, weight, italic, file, family, weightClass) in cases {
            let face = FontCatalog.face(design: design, weight: weight, italic: italic)
            #expect(face.file == file)
            let info = try #require(lib.fileInfo(face))
            #expect(info.family.hasPrefix(family))     // old-style family names carry the weight: "Quicksand Light"
            #expect(info.weightClass == weightClass)
        }
        // Quicksand has no italic: the upright file, slanted.
        let oblique = FontCatalog.face(design: .rounded, weight: .regular, italic: true)
        #expect(oblique.file == "Quicksand/Quicksand-Regular.ttf" && oblique.obliqued && oblique.name == "Quicksand-Regular-Oblique")
        #expect(try #require(lib.fileInfo(FontCatalog.emoji)).family == "Noto Color Emoji")
        #expect(try #require(lib.fileInfo(FontCatalog.cjk)).family == "VL PGothic")
        #expect(try #require(lib.fileInfo(FontCatalog.icons)).family == "Material Design Icons")
    }

    @Test func customNamesFindBundledFaces() {
        #expect(FontCatalog.customFace(named: "Inter-Bold", weight: .regular, italic: false)?.file == "Inter/Inter-Bold.otf")
        #expect(FontCatalog.customFace(named: "JetBrains Mono", weight: .bold, italic: false)?.file == "JetBrainsMono/JetBrainsMono-Bold.ttf")
        #expect(FontCatalog.customFace(named: "Helvetica Neue", weight: .regular, italic: false) == nil)
    }
}
