// swift-tools-version:6.0
import CompilerPluginSupport
import PackageDescription

let package = Package(
    name: "WidgetPreview",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "WidgetPreview", targets: ["WidgetPreview"]),
        .library(name: "WidgetSnapshotTesting", targets: ["WidgetSnapshotTesting"]),
        .library(name: "WidgetPreviewCLI", targets: ["WidgetPreviewCLI"]),
        .executable(name: "widget-preview", targets: ["widget-preview"]),
        // Not for widget developers: `bench` and the graphics test scene, for WidgetPreview's own developers
        // (`widget-preview-dev`) and the compatibility benchmark, a package of its own (Tools/bench).
        .library(name: "WidgetPreviewDev", targets: ["WidgetPreviewDev"]),
        // Xcode 15's generated asset symbols (`Color(.brand)`, `Image(.logo)`) for a developer's target.
        .plugin(name: "AssetSymbols", targets: ["AssetSymbols"]),
    ],
    targets: [
        // System libraries, found through pkg-config (Debian: libfreetype-dev, libpng-dev).
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2",
                       providers: [.apt(["libfreetype-dev"]), .brew(["freetype"])]),
        .systemLibrary(name: "CPNG", pkgConfig: "libpng",
                       providers: [.apt(["libpng-dev"]), .brew(["libpng"])]),
        // libpng reports errors by longjmp: setjmp and every libpng call that can fail live here, in C.
        .target(name: "CPNGShim", dependencies: ["CPNG"]),

        .target(name: "Graphics", dependencies: ["CFreeType", "CPNGShim"]),
        .target(name: "Typography", dependencies: ["Graphics", "CFreeType"]),
        // `#Preview`: the expansion and the compiler's plugin protocol in plain Swift (no swift-syntax), a
        // library so the tests and fuzz-macro reach them; `PreviewMacros` is the plugin executable the
        // compiler runs for every module that imports WidgetPreview.
        .target(name: "PreviewMacroSupport"),
        .macro(name: "PreviewMacros", dependencies: ["PreviewMacroSupport"]),
        // `.xcassets` folders and the SVG subset of vector assets, read into plain values (Foundation only, so its
        // fuzz target builds fast); WidgetPreview turns them into colours, images and paths.
        .target(name: "AssetCatalog"),
        // The build-tool plugin that writes a target's `ColorResource`/`ImageResource` members from its
        // `.xcassets` folders, and the tool it runs (AssetCatalog's reader and naming, Foundation only).
        .executableTarget(name: "generate-asset-symbols", dependencies: ["AssetCatalog"]),
        .plugin(name: "AssetSymbols", capability: .buildTool(), dependencies: ["generate-asset-symbols"]),
        // String Catalogs, `.strings`, `.stringsdict`, CLDR plural rules and format specifiers (Foundation only,
        // so its fuzz target builds fast).
        .target(name: "LocalizedStrings"),
        // The layout engine under the public API: resolved layout values, placement and lowering to the
        // DisplayList. It never sees a View, a Shape or EnvironmentValues (WidgetPreview resolves those).
        .target(name: "LayoutEngine", dependencies: ["Graphics", "Typography"]),
        .target(name: "WidgetPreview",
                dependencies: ["LayoutEngine", "Graphics", "Typography", "PreviewMacros", "AssetCatalog", "LocalizedStrings"]),
        // The golden-image harness without a test framework: verifier, naming, files, artifacts, reports.
        // The command line links this one, so it never loads Swift Testing or XCTest.
        .target(name: "WidgetSnapshotCore", dependencies: ["Graphics", "Typography"]),
        // `assertSnapshot` and the Swift Testing / XCTest integration; re-exports WidgetSnapshotCore.
        .target(name: "WidgetSnapshotTesting", dependencies: ["WidgetSnapshotCore", "WidgetPreview", "Graphics", "Typography"]),
        .target(name: "WidgetGallery", dependencies: ["WidgetPreview", "Graphics", "Typography"], exclude: ["Assets", "Localization"]),
        // The picture that uses every DisplayList operation (the oracle test, `make previews`, `make bench`),
        // linked only by the developer command line and the tests.
        .target(name: "GraphicsScenes", dependencies: ["Graphics", "Typography"]),
        // `.intentdefinition` files → the Swift Xcode generates from them (Foundation only, so its fuzz target builds fast).
        .target(name: "IntentCodegen"),
        // The whole command line for a set of previews: a developer's package calls it from a 3-line executable.
        .target(name: "WidgetPreviewCLI",
                dependencies: ["WidgetPreview", "WidgetSnapshotCore", "Graphics", "Typography", "IntentCodegen"]),
        .executableTarget(name: "widget-preview", dependencies: ["WidgetPreviewCLI", "WidgetGallery"]),
        // WidgetPreview's developers' command line: `WidgetPreviewCLI` plus `bench` (and the resvg oracle it and
        // the tests time and compare against), and the graphics test scene in the gallery. `make previews`
        // and `make bench` run `widget-preview-dev`; no widget developer's executable links it.
        .target(name: "WidgetPreviewDev",
                dependencies: ["WidgetPreviewCLI", "WidgetPreview", "WidgetSnapshotCore", "GraphicsScenes", "Graphics", "Typography"]),
        .executableTarget(name: "widget-preview-dev", dependencies: ["WidgetPreviewDev", "WidgetGallery"]),
        // libFuzzer targets. `make fuzz` builds them with `-sanitize=fuzzer,address -DFUZZING` on the command
        // line (no unsafeFlags here); a plain build gives replay tools that run the target on files.
        .target(name: "FuzzSupport"),
        .executableTarget(name: "fuzz-png", dependencies: ["FuzzSupport", "Graphics"]),
        .executableTarget(name: "fuzz-jpeg", dependencies: ["FuzzSupport", "Graphics"]),
        .executableTarget(name: "fuzz-svg", dependencies: ["FuzzSupport", "Graphics"]),
        .executableTarget(name: "fuzz-text", dependencies: ["FuzzSupport", "Graphics", "Typography"]),
        .executableTarget(name: "fuzz-intents", dependencies: ["FuzzSupport", "IntentCodegen"]),
        .executableTarget(name: "fuzz-macro", dependencies: ["FuzzSupport", "PreviewMacroSupport"]),
        .executableTarget(name: "fuzz-assets", dependencies: ["FuzzSupport", "AssetCatalog"]),
        .executableTarget(name: "fuzz-strings", dependencies: ["FuzzSupport", "LocalizedStrings"]),

        .testTarget(name: "AssetCatalogTests", dependencies: ["AssetCatalog"]),
        .testTarget(name: "GraphicsTests", dependencies: ["Graphics"], resources: [.copy("Fixtures")]),
        .testTarget(name: "TypographyTests", dependencies: ["Typography", "Graphics"], exclude: ["Fixtures"]),
        .testTarget(name: "PreviewMacroTests", dependencies: ["PreviewMacroSupport"]),
        .testTarget(name: "LocalizedStringsTests", dependencies: ["LocalizedStrings"]),
        .testTarget(name: "WidgetPreviewTests", dependencies: ["WidgetPreview", "Graphics", "Typography"],
                    resources: [.copy("Goldens")]),
        .testTarget(name: "RenderingTests",
                    dependencies: ["Graphics", "Typography", "WidgetPreview", "WidgetGallery", "GraphicsScenes",
                                   "WidgetSnapshotTesting", "WidgetPreviewDev"]),
        .testTarget(name: "WidgetSnapshotTestingTests", dependencies: ["WidgetSnapshotTesting", "WidgetPreview", "Graphics"]),
        // SiriKit intent widgets: the generator's goldens and errors, and a widget built on its committed output.
        .testTarget(name: "IntentWidgetTests",
                    dependencies: ["IntentCodegen", "WidgetPreviewCLI", "WidgetPreview", "Graphics"],
                    resources: [.copy("Fixtures"), .copy("Goldens")]),
        .testTarget(name: "GalleryTests",
                    dependencies: ["WidgetPreviewCLI", "WidgetPreviewDev", "WidgetGallery", "WidgetPreview", "WidgetSnapshotTesting",
                                   "Graphics"]),
    ],
    swiftLanguageModes: [.v6]
)
