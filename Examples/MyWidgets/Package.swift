// swift-tools-version:6.0
// An example of a widget developer's package using WidgetPreview: the widget code (shared with the iOS app
// through the import shim), its previews, and a 3-line executable that gives the whole widget-preview CLI.
// Tests/GalleryTests/ExamplePackageBuildTests builds it.
import PackageDescription

let package = Package(
    name: "MyWidgets",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(url: "https://github.com/example/WidgetPreview.git", branch: "main"),
    ],
    targets: [
        // The widget code: the same files the iOS widget extension compiles.
        .target(name: "MyWidgets", dependencies: [.product(name: "WidgetPreview", package: "WidgetPreview")]),
        .target(name: "MyWidgetPreviews", dependencies: ["MyWidgets", .product(name: "WidgetPreview", package: "WidgetPreview")]),
        .executableTarget(name: "my-widgets-preview", dependencies: [
            "MyWidgetPreviews", .product(name: "WidgetPreviewCLI", package: "WidgetPreview"),
        ]),
        .testTarget(name: "MyWidgetsTests", dependencies: [
            "MyWidgetPreviews", .product(name: "WidgetPreviewCLI", package: "WidgetPreview"),
        ]),
    ]
)
