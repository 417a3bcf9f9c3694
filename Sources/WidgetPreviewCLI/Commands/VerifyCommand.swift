import Foundation
import WidgetPreview
import WidgetSnapshotCore

/// `widget-preview verify`: every gallery image checked against its golden with the harness's verifier.
enum VerifyCommand {
    static let command = Command(name: name, summary: summary, help: help, run: run)
    static let name = "verify"
    static let summary = "check every gallery image against the goldens in Snapshots/ (exit 1 on a difference)"
    static let help = """
        usage: widget-preview verify [--snapshots DIR] [--shard i/n] [--jobs N] [--locales L1,L2…] [--os 18|26|27] [--frames F] [--record MODE] [--report DIR] [--json]

        Renders every gallery image and compares it with its golden (PNG pixels, exactly, and the SVG), as
        `assertSnapshot` does. Failing images leave artifacts (actual, expected, diff, comparison) in
        .build/snapshot-artifacts of the package (or $WIDGET_SNAPSHOT_ARTIFACTS; outside a package, the
        temporary directory). A missing snapshot folder is an error; it is never created.

        options:
          --snapshots DIR  the goldens, an existing folder (default $WIDGET_SNAPSHOT_ROOT, else Snapshots/ of
                           the package; outside a package, give --snapshots)
          --shard i/n      verify only the i-th of n parts (the same split as gallery --shard)
          --jobs N         worker threads for rendering (default: the number of active processors)
          --locales L,…    verify every preview in these locales (as gallery --locales draws them)
          --os 18|26|27    verify the release's images (as gallery --os draws them: <preview>/iOS18/)
          --frames F       published or measured: verify the measured frames' images (as gallery --frames
                           measured draws them: <preview>/measured/)
          --record MODE    never, missing, all or failed (default $WIDGET_SNAPSHOT_RECORD, else never when
                           CI is set, else missing)
          --report DIR     also write report.md (for a GitHub job summary) and index.html to DIR: the
                           same report `widget-preview report` writes after this run
          --json           print {"checked", "passed", "failed", "recorded", "failures": [...], "stray": [...],
                           "unused": [...]}

        A failure says how to accept the new image: this executable again with `verify --record failed`.
        Stray goldens (in the gallery's folders, produced by no preview) and unused ones (no image of this
        run checked them; a test's goldens are listed too) are listed, never removed; the checked goldens
        are noted in the artifacts folder for `widget-preview report`.

        exit codes: 0 every image matches, 1 some image differs or is missing, 2 usage or input error
        (such as two previews whose names collide after sanitising)
        """

    static func run(_ arguments: [String], _ context: CommandContext) throws -> Int32 {
        let args = try ArgumentList(arguments, command: name,
                                    valueOptions: ["--snapshots", "--shard", "--jobs", "--record", "--report", LocalesOption.name],
                                    flagOptions: ["--json"])
        guard args.positionals.isEmpty else {
            throw CLIError("verify: unexpected argument '\(args.positionals[0])'. See 'widget-preview verify --help'.")
        }
        let previews = try LocalesOption.apply(args, to: context.previews, command: name)
        try PreviewNameCollision.check(previews, command: name)
        let shard = try args.value("--shard").map { try Shard(parsing: $0, command: name) } ?? .all
        let jobs = try GalleryCommand.jobCount(args, command: name)
        let environment = SnapshotEnvironment(context.environment)
        let record: SnapshotRecordMode
        if let text = args.value("--record") {
            guard let mode = SnapshotRecordMode(rawValue: text) else {
                throw CLIError("verify: --record: " + CLIError.unknown("record mode", text, valid: SnapshotRecordMode.allCases.map(\.rawValue)).message)
            }
            record = mode
        } else {
            do { record = try SnapshotRecordMode.fromEnvironment(environment) } catch { throw CLIError("verify: \(error)") }
        }
        let root = try context.snapshotRoot(option: args.value("--snapshots"), optionName: "--snapshots", command: name)
        try requireExistingFolder(root, source: args.value("--snapshots") != nil ? "from --snapshots"
            : context.environment["WIDGET_SNAPSHOT_ROOT", default: ""].isEmpty ? "the package's default" : "from $WIDGET_SNAPSHOT_ROOT")
        let artifacts = context.environment["WIDGET_SNAPSHOT_ARTIFACTS"].flatMap { $0.isEmpty ? nil : context.absolute($0, from: context.packageRoot) }
            ?? defaultArtifacts(context)
        let settings = SnapshotSettings(record: record, tolerance: .exact, snapshotRoot: root, artifactsRoot: artifacts,
                                        packageRoot: context.packageRoot, backend: .live, environment: environment)
        // The same check again in a record mode, with the options that chose the goldens and the images.
        let repeated = ["--snapshots", "--shard", LocalesOption.name].flatMap { option in args.value(option).map { [option, $0] } ?? [] }
            + context.renderingOptions
        let accept = VerifyRecordCommand.forExecutable(context.executable, packageRoot: context.packageRoot, options: repeated)
        let verifier = SnapshotVerifier(settings: settings, recordCommand: accept.text)

        let images = shard.select(try GalleryPlan.images(of: previews))
        HeapTuning.keepLargeBuffers()
        let reporter = ProgressReporter(label: "verify", interactive: context.isTerminal, log: context.log)
        // Each worker renders an image and compares it with its golden (decoding the golden PNG is most of
        // the comparing); results come back in the plan's order.
        let outcomes = GalleryRenderer.renderAll(images, previews: previews, jobs: jobs,
                                                 progress: { [total = images.count] in reporter.update(done: $0, total: total) }) {
            image, outcome -> Result<SnapshotResult, GalleryRenderFailure>? in
            switch outcome {
            case .rendered(let widget):
                let snapshot: SnapshotImage
                do { snapshot = SnapshotImage(bitmap: try widget.bitmap, svg: widget.svg(), warnings: widget.warnings) } catch {
                    return .failure(GalleryRenderFailure(reason: "\(image.name): \(error)"))
                }
                return .success(verifier.verify(snapshot, name: image.name, test: "gallery"))
            case .skipped, .notOffered: return nil
            case .failed(let reason): return .failure(GalleryRenderFailure(reason: reason))
            }
        }
        var results: [SnapshotResult] = []
        var errors: [String] = []
        for outcome in outcomes {
            switch outcome {
            case .success(let result): results.append(result)
            case .failure(let failure): errors.append(failure.reason)
            case nil: continue
            }
        }
        let failures = results.filter(\.failed)
        let wanted = args.value("--report")
        let summary = summarize(results: results, previews: previews, images: images, wholeGallery: shard.isWhole,
                                extraPictures: context.extras.galleryPictures, settings: settings,
                                removed: wanted == nil ? [] : GitDeletedFiles.goldens(under: root))
        let report = summary.report
        if let folder = wanted {
            do {
                _ = try SnapshotReportWriter.write(report, to: context.absolute(folder),
                                                   artifactURL: ArtifactLink.fromEnvironment(context.environment))
            } catch {
                throw CLIError("verify: could not write the report to \(folder): \(error)")
            }
        }
        let stray = report.items.filter { $0.kind == .stray }.map(\.golden)
        let unused = report.items.filter { $0.kind == .unused }.map(\.golden)
        if args.has("--json") {
            let e = JSONText.escaped
            let items = failures.map { "{\"golden\": \"\(e($0.golden))\", \"message\": \"\(e($0.message ?? ""))\"}" }
                + errors.map { "{\"error\": \"\(e($0))\"}" }
            func list(_ values: [String]) -> String { "[" + values.map { "\"\(e($0))\"" }.joined(separator: ", ") + "]" }
            context.output("{\"checked\": \(results.count), \"passed\": \(results.count - failures.count), "
                + "\"failed\": \(failures.count), \"recorded\": \(results.filter(\.wroteGolden).count), "
                + "\"record\": \"\(record.rawValue)\", \"failures\": [\(items.joined(separator: ", "))], "
                + "\"stray\": \(list(stray)), \"unused\": \(list(unused))}")
        } else {
            for failure in failures { context.log(failure.message ?? failure.golden) }
            for error in errors { context.log("render failed: \(error)") }
            for golden in stray { context.log("stray golden (no preview produces it; `gallery --prune` removes it): \(golden)") }
            for path in summary.leftAlone { context.log("not written by widget-preview gallery (left alone): \(path)") }
            for golden in unused { context.log("unused golden (verify checked no image there; a test may): \(golden)") }
            context.output("verify: \(results.count) images checked, \(failures.count) differ"
                + (results.contains(where: \.wroteGolden) ? ", \(results.filter(\.wroteGolden).count) recorded" : "")
                + (stray.isEmpty ? "" : ", \(stray.count) stray") + (unused.isEmpty ? "" : ", \(unused.count) unused")
                + " (record mode \(record.rawValue), \(root.path))")
        }
        if !errors.isEmpty { return 2 }
        return failures.isEmpty ? 0 : 1
    }

    /// The goldens' folder must be there: a mistyped path is an error naming it, never a new folder
    /// filled with recorded goldens.
    private static func requireExistingFolder(_ root: URL, source: String) throws {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: root.path, isDirectory: &isFolder), isFolder.boolValue { return }
        guard !FileManager.default.fileExists(atPath: root.path) else {
            throw CLIError("verify: the snapshot folder \(root.path) (\(source)) is a file, not a folder. "
                + "Pass the folder that holds your goldens with --snapshots DIR.")
        }
        throw CLIError("verify: the snapshot folder \(root.path) (\(source)) does not exist; nothing was created. "
            + "Pass the folder that holds your goldens with --snapshots DIR, or record them there first with "
            + "the gallery command: gallery --output \(root.path)")
    }

    /// `.build/snapshot-artifacts` of the package; outside a package (goldens named by --snapshots) a new
    /// folder of this run under the temporary directory (created only when an image differs; the failure
    /// messages name it), so nothing appears in the current directory.
    private static func defaultArtifacts(_ context: CommandContext) -> URL {
        guard context.isInPackage else {
            return FileManager.default.temporaryDirectory
                .appendingPathComponent("widget-preview-artifacts-\(UUID().uuidString)", isDirectory: true)
        }
        return context.packageRoot.appendingPathComponent(".build/snapshot-artifacts", isDirectory: true)
    }
}
