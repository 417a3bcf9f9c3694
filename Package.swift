// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "WidgetPreview",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "WidgetPreview", targets: ["WidgetPreview"]),
        .library(name: "WidgetSnapshotTesting", targets: ["WidgetSnapshotTesting"]),
        .executable(name: "widget-preview", targets: ["widget-preview"]),
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
        .target(name: "WidgetPreview", dependencies: ["Graphics", "Typography"]),
        .target(name: "WidgetSnapshotTesting", dependencies: ["WidgetPreview", "Graphics", "Typography"]),
        .target(name: "WidgetGallery", dependencies: ["WidgetPreview", "Graphics", "Typography"], exclude: ["Assets"]),
        .executableTarget(name: "widget-preview",
                          dependencies: ["WidgetPreview", "WidgetSnapshotTesting", "WidgetGallery", "Graphics", "Typography"]),

        .testTarget(name: "GraphicsTests", dependencies: ["Graphics"], resources: [.copy("Fixtures")]),
        .testTarget(name: "TypographyTests", dependencies: ["Typography", "Graphics"]),
        .testTarget(name: "WidgetPreviewTests", dependencies: ["WidgetPreview", "Graphics", "Typography"],
                    resources: [.copy("Goldens")]),
        .testTarget(name: "RenderingTests",
                    dependencies: ["Graphics", "Typography", "WidgetPreview", "WidgetGallery", "WidgetSnapshotTesting"]),
        .testTarget(name: "WidgetSnapshotTestingTests", dependencies: ["WidgetSnapshotTesting", "Graphics"]),
    ],
    swiftLanguageModes: [.v6]
)
