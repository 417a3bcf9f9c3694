import Foundation
import Testing
import Graphics
@testable import WidgetPreviewCLI

/// The whole onboarding path on a copy of `Examples/XcodeProject`: the real `widget-preview init` writes a
/// package beside the project, which builds against this checkout with the extension's files unchanged; the
/// commands init prints and every command of the workflow it writes then run in it. One build.
@Suite("init builds an Xcode project's widget extension")
struct XcodeProjectInitBuildTests {
    @Test("init, then gallery, list, the snapshot tests and the workflow's commands work in the package it wrote")
    func initThenGallery() throws {
        guard ExampleScratch.which("swift") != nil else {
            print("skipped: `swift` is not on PATH, so the generated package cannot be built")
            return
        }
        let binary = try Self.widgetPreviewBinary()
        let fixture = try XcodeProjectFixture(label: "init-build")
        defer { fixture.remove() }
        let before = XcodeProjectFixture.files(under: fixture.project)

        // The real command line, as a developer runs it; WidgetPreview is this checkout.
        let initRun = try ExampleScratch.run(binary, ["init", "MyWidgetExtension", "--dependency", XcodeProjectFixture.checkout.path],
                                                       in: fixture.project)
        #expect(initRun.status == 0, "\(initRun.output)")
        guard initRun.status == 0 else { return }
        #expect(fixture.xcodeFiles() == before, "init changed a file of the Xcode project")

        // The commands init printed, as printed, in the folder it named.
        let printed = initRun.output.components(separatedBy: "\n").drop { !$0.hasPrefix("next, in ") }
        #expect(printed.first == "next, in WidgetPreviews:")
        let commands = printed.dropFirst().compactMap { line in line.range(of: "   ").map { String(line[..<$0.lowerBound]).trimmingCharacters(in: .whitespaces) } }
        #expect(commands == ["swift run MyWidgetExtension gallery", "swift test"])
        let package = fixture.package
        func shell(_ command: String, environment: [String: String] = [:]) throws -> (status: Int32, output: String) {
            try ExampleScratch.run("/bin/bash", ["-e", "-c", command], in: package, environment: environment)
        }
        // gallery builds the package (the build) and renders every preview into Snapshots/.
        let gallery = try shell(commands[0], environment: ["CI": ""])
        #expect(gallery.status == 0, "\(gallery.output.suffix(6000))")
        guard gallery.status == 0 else { return }
        let galleryImages = try Self.nonBlankImages(under: package.appendingPathComponent("Snapshots"))
        #expect(galleryImages.count >= 4, "gallery wrote \(galleryImages)")
        // The extension's control (Xcode's control template shape, listed in the bundle) and its Live Activity
        // (Xcode's Live Activity template shape, with its #Preview) are drawn too.
        #expect(galleryImages.contains("MyWidgetExtensionControl/preview/large.controlCenter@2x.png"), "\(galleryImages)")
        #expect(galleryImages.contains("MyWidgetExtensionControl/off/lockScreen.lockScreen@2x.png"), "\(galleryImages)")
        // `#Preview(_:as: .content, …)` asks for the Lock Screen presentation, one per content state.
        #expect(galleryImages.contains("Notification/state-2/activity.lock-screen@2x.png"), "\(galleryImages)")
        #expect(galleryImages.contains("Notification/live-activity@2x.png"), "\(galleryImages)")
        let list = try shell("swift run MyWidgetExtension list")
        #expect(list.status == 0, "\(list.output)")
        #expect(list.output.contains("places:"), "\(list.output)")

        // swift test: the first run records the snapshot tests' goldens and fails saying so; the second passes.
        let record = try shell(commands[1], environment: ["CI": ""])
        #expect(record.status != 0)
        #expect(record.output.contains("recorded"), "\(record.output.suffix(4000))")
        let tests = try Self.nonBlankImages(under: package.appendingPathComponent("Snapshots/MyWidgetExtensionSnapshotTests"))
        #expect(tests.contains { $0.hasSuffix("systemMedium.homeScreen@2x.png") && $0.contains("waterWidget") }, "\(tests)")
        #expect(tests.contains { $0.hasSuffix("accessoryCircular.lockScreen@2x.png") && $0.contains("dailyGoalWidget") }, "\(tests)")

        // The workflow, step by step, as GitHub runs it on each shard (CI set, so nothing is recorded).
        let workflow = try WorkflowFile(fixture.project.appendingPathComponent(WorkflowTemplate.path))
        #expect((workflow.job["defaults"] as? [String: [String: String]])?["run"]?["working-directory"] == "WidgetPreviews")
        for shard in 1 ... WorkflowTemplate.shards {
            let summary = fixture.scratch.appendingPathComponent("summary-\(shard).md")
            try Data().write(to: summary)
            for (run, condition) in workflow.commands where !run.hasPrefix("apt-get ") {   // root only; the build needed them already
                if condition == "matrix.shard == 1", shard != 1 { continue }
                let command = run.replacingOccurrences(of: "${{ matrix.shard }}", with: "\(shard)")
                let step = try shell(command, environment: ["CI": "true", "GITHUB_STEP_SUMMARY": summary.path])
                #expect(step.status == 0, "shard \(shard): `\(command)` failed:\n\(step.output.suffix(4000))")
            }
            let posted = try String(contentsOf: summary, encoding: .utf8)
            #expect(!posted.isEmpty, "shard \(shard) posted no job summary")
        }
        #expect(fixture.xcodeFiles() == before, "building and running the package changed a file of the Xcode project")
        if let look = ProcessInfo.processInfo.environment["WIDGET_PREVIEW_LOOK"] {
            try? FileManager.default.copyItem(at: package.appendingPathComponent("Snapshots"), to: URL(fileURLWithPath: look))
        }
    }

    /// `widget-preview` from this build (beside the test bundle), else from the checkout's debug build.
    static func widgetPreviewBinary() throws -> String {
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("widget-preview")
        let candidates = [beside.path, XcodeProjectFixture.checkout.appendingPathComponent(".build/debug/widget-preview").path]
        return try #require(candidates.first { FileManager.default.isExecutableFile(atPath: $0) },
                            "no widget-preview binary: build it with `swift build --build-tests` first (looked at \(candidates))")
    }

    /// Every PNG under `folder` (relative paths), each checked to have more than one colour.
    static func nonBlankImages(under folder: URL) throws -> [String] {
        var found: [String] = []
        guard let walker = FileManager.default.enumerator(atPath: folder.path) else { return found }
        for case let path as String in walker where path.hasSuffix(".png") {
            let bitmap = try PNGCodec.decode(contentsOf: folder.appendingPathComponent(path))
            let first = Array(bitmap.pixels.prefix(4))
            var blank = true
            var index = 4
            while blank, index + 4 <= bitmap.pixels.count {
                if Array(bitmap.pixels[index ..< index + 4]) != first { blank = false }
                index += 4
            }
            #expect(!blank, "\(path) is one colour")
            found.append(path)
        }
        return found.sorted()
    }
}
