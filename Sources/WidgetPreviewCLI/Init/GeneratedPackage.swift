/// The files of the Linux package `init` writes beside an Xcode project, as text.
///
/// The extension's own files compile unchanged: the package has modules named `SwiftUI`, `WidgetKit`,
/// `AppIntents`, `Intents`, `ActivityKit`, `UIKit` and `Combine` that re-export WidgetPreview (Linux has no modules of
/// those names, so nothing clashes), and the extension's folder is reached through a link, because SwiftPM
/// refuses a target whose folder is outside the package ("target … is outside the package root").
struct GeneratedPackage {
    let packageName: String
    let extensionFolder: WidgetExtensionFolder
    /// The link's target: the extension folder relative to `Sources/` of the package.
    let linkDestination: String
    let dependency: PackageDependency

    /// The Apple frameworks a widget extension imports that WidgetPreview stands in for.
    /// `Combine` brings what SwiftUI re-exports from it (`ObservableObject`, `@Published`, `AnyCancellable`).
    static let shimmedFrameworks = ["SwiftUI", "WidgetKit", "AppIntents", "Intents", "ActivityKit", "UIKit", "Combine"]

    var module: String { extensionFolder.moduleName }
    var testTarget: String { module + "Tests" }
    /// The test file's path in the package.
    var testFile: String { "Tests/\(testTarget)/\(module)SnapshotTests.swift" }
    /// The link to the extension's folder, in the package.
    var sourcesLink: String { "Sources/\(module)" }

    /// The commands to run in the package, each with what it does (aligned), as `init` prints them.
    var nextSteps: [String] {
        let steps = [("swift run \(module) gallery", "render every preview into Snapshots/"),
                     ("swift test", "run the snapshot tests (the first run records their goldens and fails saying so)")]
        let width = steps.map(\.0.count).max() ?? 0
        return steps.map { $0.0.padding(toLength: width + 3, withPad: " ", startingAt: 0) + $0.1 }
    }

    /// Every text file, by path relative to the package.
    var files: [(path: String, text: String)] {
        var files: [(String, String)] = [("Package.swift", manifest), (".gitignore", ".build/\n.swiftpm/\n")]
        for framework in Self.shimmedFrameworks {
            files.append(("Shims/\(framework)/\(framework).swift", shim(framework)))
        }
        files.append((testFile, snapshotTest))
        return files
    }

    var manifest: String {
        let identity = SwiftLiteral.string(dependency.identity)
        let shims = Self.shimmedFrameworks.map { "\"\($0)\"" }.joined(separator: ", ")
        let exclude = extensionFolder.excluded.isEmpty ? ""
            : ",\n            exclude: [" + extensionFolder.excluded.map(SwiftLiteral.string).joined(separator: ", ") + "]"
        return """
            // swift-tools-version:6.0
            // Written by `widget-preview init` for the widget extension \(extensionFolder.url.lastPathComponent): its files,
            // unchanged and in place (\(sourcesLink) links to the extension's folder), compiled on Linux against
            // WidgetPreview. The modules SwiftUI, WidgetKit, AppIntents, Intents, ActivityKit, UIKit and Combine below
            // are WidgetPreview under Apple's names, so the extension's imports need no change.
            //
            \(nextSteps.map { "//   " + $0 }.joined(separator: "\n"))
            import PackageDescription

            let widgetPreview: Target.Dependency = .product(name: "WidgetPreview", package: \(identity))

            let package = Package(
                name: \(SwiftLiteral.string(packageName)),
                platforms: [.macOS(.v14)],
                dependencies: [
                    \(dependency.manifestEntry),
                ],
                targets: [
                    .target(name: "SwiftUI", dependencies: [widgetPreview], path: "Shims/SwiftUI"),
                    .target(name: "WidgetKit", dependencies: [widgetPreview], path: "Shims/WidgetKit"),
                    .target(name: "AppIntents", dependencies: [widgetPreview], path: "Shims/AppIntents"),
                    .target(name: "Intents", dependencies: [widgetPreview], path: "Shims/Intents"),
                    .target(name: "ActivityKit", dependencies: [widgetPreview], path: "Shims/ActivityKit"),
                    .target(name: "UIKit", dependencies: [widgetPreview], path: "Shims/UIKit"),
                    .target(name: "Combine", dependencies: [widgetPreview], path: "Shims/Combine"),
                    // The extension itself is the command line: its @main WidgetBundle runs WidgetPreview's CLI.
                    .executableTarget(
                        name: \(SwiftLiteral.string(module)),
                        dependencies: [\(shims), .product(name: "WidgetPreviewCLI", package: \(identity))],
                        path: \(SwiftLiteral.string(sourcesLink))\(exclude)),
                    .testTarget(
                        name: \(SwiftLiteral.string(testTarget)),
                        dependencies: [\(SwiftLiteral.string(module)), .product(name: "WidgetSnapshotTesting", package: \(identity))],
                        path: \(SwiftLiteral.string("Tests/" + testTarget))),
                ]
            )

            """
    }

    func shim(_ framework: String) -> String {
        """
        // `import \(framework)` in the widget extension's files means WidgetPreview on Linux.
        @_exported import WidgetPreview

        """
    }

    /// One test per widget, drawn with its provider's placeholder entry (the entry every widget has).
    var snapshotTest: String {
        var text = """
            import Testing
            import WidgetSnapshotTesting
            @testable import \(module)

            // Written by `widget-preview init`: each widget of \(extensionFolder.url.lastPathComponent) in its supported families,
            // drawn with its provider's `placeholder(in:)` entry, against the goldens in Snapshots/. The first run
            // records them (and fails saying so); under CI a missing golden fails. Add your own entries:
            //   assertSnapshot(of: MyWidget(), entry: MyEntry(…), places: [.homeScreen, .lockScreen])

            """
        if extensionFolder.widgetTypes.isEmpty {
            text += "\n// No `struct …: Widget` was found in the extension; add a test per widget here.\n"
        }
        for widget in extensionFolder.widgetTypes {
            let name = widget.prefix(1).lowercased() + widget.dropFirst()
            text += """

                @Test func \(name)() {
                    assertSnapshot(of: \(widget)(), places: [.homeScreen, .homeScreenDark, .lockScreen])
                }

                """
        }
        return text
    }
}
