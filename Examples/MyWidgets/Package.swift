// swift-tools-version:6.0
// An example of a widget developer's package using WidgetPreview: the widget code (shared with the iOS app
// through the import shim), its previews, a 3-line executable that gives the whole widget-preview CLI, and
// snapshot tests. Tests/GalleryTests/ExamplePackageBuildTests builds it against a local checkout.
import PackageDescription

// WidgetPreview from GitHub, or from a local checkout: WIDGET_PREVIEW_PATH=/path/to/WidgetPreview swift build
let widgetPreview: Package.Dependency = Context.environment["WIDGET_PREVIEW_PATH"].map { .package(name: "WidgetPreview", path: $0) }
    ?? .package(url: "https://github.com/example/WidgetPreview.git", branch: "main")

let package = Package(
    name: "MyWidgets",
    platforms: [.macOS(.v14)],
    dependencies: [widgetPreview],
    targets: [
        // The widget code: the same files the iOS widget extension compiles. Its asset catalog is a resource
        // (Bundle.module), and the AssetSymbols plugin generates `ColorResource.brand`, `ImageResource.logo`…
        // from it, as Xcode 15 does, so `Color(.brand)` and `Image(.logo)` compile unchanged.
        .target(name: "MyWidgets", dependencies: [.product(name: "WidgetPreview", package: "WidgetPreview")],
                resources: [.copy("Assets.xcassets")],
                plugins: [.plugin(name: "AssetSymbols", package: "WidgetPreview")]),
        .target(name: "MyWidgetPreviews", dependencies: ["MyWidgets", .product(name: "WidgetPreview", package: "WidgetPreview")]),
        .executableTarget(name: "my-widgets-preview", dependencies: [
            "MyWidgetPreviews", .product(name: "WidgetPreviewCLI", package: "WidgetPreview"),
        ]),
        .testTarget(name: "MyWidgetsTests", dependencies: [
            "MyWidgetPreviews", .product(name: "WidgetSnapshotTesting", package: "WidgetPreview"),
            .product(name: "WidgetPreviewCLI", package: "WidgetPreview"),
        ]),
    ]
)
