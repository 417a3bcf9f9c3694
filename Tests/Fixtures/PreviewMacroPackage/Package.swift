// swift-tools-version:6.0
// A widget extension written as for Xcode: `#Preview` in every form Apple has, an `@main` widget bundle with
// `if #available`, and no list of previews anywhere. The extension target is the executable (its `@main`
// runs WidgetPreview's command line). Tests/GalleryTests/PreviewMacroPackageTests builds it against this
// checkout (the path below is rewritten to the checkout's) and runs `list`, `render` and `gallery`.
import PackageDescription

let package = Package(
    name: "PreviewMacroPackage",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "WidgetPreview", path: "../../.."),
    ],
    targets: [
        // A second module with `#Preview`s of its own: discovery spans every linked module.
        .target(name: "SharedPreviews", dependencies: [.product(name: "WidgetPreview", package: "WidgetPreview")]),
        .executableTarget(name: "MyWidgetExtension", dependencies: [
            "SharedPreviews",
            .product(name: "WidgetPreview", package: "WidgetPreview"),
            .product(name: "WidgetPreviewCLI", package: "WidgetPreview"),
        ]),
        // Previews that are wrong at run time (a family the widget does not support, an entry of another
        // type, a name used twice): their own executable, so the extension's gallery stays clean.
        .executableTarget(name: "bad-previews", dependencies: [
            .product(name: "WidgetPreview", package: "WidgetPreview"),
            .product(name: "WidgetPreviewCLI", package: "WidgetPreview"),
        ]),
        // `@main` on one widget, without WidgetPreviewCLI: it says what to add.
        .executableTarget(name: "LonelyWidget", dependencies: [.product(name: "WidgetPreview", package: "WidgetPreview")]),
        // Previews the compiler must reject, with WidgetPreview's messages; built alone (`--target`) by the
        // test, which expects the build to fail.
        .target(name: "CompileErrors", dependencies: [.product(name: "WidgetPreview", package: "WidgetPreview")]),
    ]
)
