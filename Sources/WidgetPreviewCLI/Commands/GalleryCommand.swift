import Foundation

/// `widget-preview gallery`: regenerates every gallery image, the contact sheets, the mock-ups and the index.
enum GalleryCommand {
    static let command = Command(name: name, summary: summary, help: help, run: run)
    static let name = "gallery"
    static let summary = "render every preview (PNG and SVG), contact sheets and the index into Snapshots/"
    static let help = """
        usage: widget-preview gallery [--output DIR] [--shard i/n] [--jobs N] [--locales L1,L2…] [--os 18|26|27] [--frames F] [--prune] [--json]

        Renders every preview × entry × family × place that hosts the family into
          DIR/<preview>/<entry>/<family>.<place>@2x.png and .svg
        plus, per preview, DIR/<preview>/contact-sheet@2x.png/.svg (all its images, labelled) and, for
        previews with accessory families, DIR/<preview>/lock-screen@2x.png/.svg (a Lock Screen mock-up),
        for a control DIR/<preview>/<entry>/<size>.<controlCenter|lockScreen>@2x.png and .svg and
        DIR/<preview>/control-center@2x.png/.svg (Control Center and the Lock Screen's buttons),
        and DIR/README.md (the index). Files whose bytes are unchanged are not rewritten; a second run
        changes nothing. DIR/.widget-preview-manifest lists the files the gallery wrote there. Goldens no
        preview produces any more (in that list, or in a preview's folder under a gallery name) are listed
        as orphaned, and removed only with --prune; other files in the previews' folders and folders of
        another set of previews are listed as left alone; other folders (test goldens) are not looked at.
        Nothing the gallery did not write is ever removed. A folder whose manifest names another executable
        (another set of previews) is refused: nothing is written there.

        options:
          --output DIR   the snapshot folder (default $WIDGET_SNAPSHOT_ROOT, else Snapshots/ of the package;
                         outside a package, give --output)
          --shard i/n    render only the i-th of n parts (round-robin over the images in a fixed order); a
                         sharded run writes images only (no sheets, index or pruning)
          --jobs N       worker threads (default: the number of active processors)
          --locales L,…  draw every preview in these locales (identifiers such as en,ja,ar), each under
                         DIR/<preview>/<locale>/ when more than one is given (default: each preview's own)
          --os 18|26|27  the OS release to draw (default 27, the newest); another release writes into
                         DIR/<preview>/iOS18/ (images, sheets) and leaves README.md, the default's index
          --frames F     published (default: Apple's HIG sizes) or measured (the frames measured on devices
                         running the release); measured writes into DIR/<preview>/measured/ (after the
                         release's folder: DIR/<preview>/iOS18/measured/) and leaves README.md
          --prune        remove the orphaned goldens, after listing them (not before a manifest exists)
          --json         print the summary as JSON

        exit codes: 0 ok, 2 usage or input error (an unknown option, a folder another executable's gallery
        owns, a preview that fails to render, names that collide after sanitising, a file that cannot be
        written, such as on a full disk: the old file is kept)
        """

    static func run(_ arguments: [String], _ context: CommandContext) throws -> Int32 {
        let args = try ArgumentList(arguments, command: name, valueOptions: ["--output", "--shard", "--jobs", LocalesOption.name],
                                    flagOptions: ["--json", "--prune"])
        guard args.positionals.isEmpty else {
            throw CLIError("gallery: unexpected argument '\(args.positionals[0])'. See 'widget-preview gallery --help'.")
        }
        let shard = try args.value("--shard").map { try Shard(parsing: $0, command: name) } ?? .all
        let jobs = try jobCount(args, command: name)
        let previews = try LocalesOption.apply(args, to: context.previews, command: name)
        let root = try context.snapshotRoot(option: args.value("--output"), optionName: "--output", command: name)
        let reporter = ProgressReporter(label: "gallery", interactive: context.isTerminal, log: context.log)
        let start = Date()
        HeapTuning.keepLargeBuffers()
        let build = GalleryBuild(previews: previews, root: root, shard: shard, jobs: jobs,
                                 extraPictures: context.extras.galleryPictures, prune: args.has("--prune"),
                                 owner: GalleryManifest.owner(of: context.executable).map { context.extras.galleryOwner ?? $0 },
                                 progress: { reporter.update(done: $0, total: $1) }, log: context.log)
        let summary = try build.run()
        let seconds = Date().timeIntervalSince(start)
        for reason in summary.skipped { context.log("gallery: skipped: \(reason)") }
        for reason in summary.notOffered { context.log("gallery: not offered: \(reason)") }
        for failure in summary.failures { context.log("gallery: failed: \(failure)") }
        if args.has("--json") {
            let e = JSONText.escaped
            context.output("{\"images\": \(summary.images), \"written\": \(summary.written), \"unchanged\": \(summary.unchanged), "
                + "\"removed\": [\(summary.removed.map { "\"\(e($0))\"" }.joined(separator: ", "))], "
                + "\"orphaned\": [\(summary.orphaned.map { "\"\(e($0))\"" }.joined(separator: ", "))], "
                + "\"stray\": [\(summary.stray.map { "\"\(e($0))\"" }.joined(separator: ", "))], "
                + "\"skipped\": \(summary.skipped.count), \"notOffered\": \(summary.notOffered.count), \"failed\": \(summary.failures.count), "
                + "\"shard\": \"\(shard.index)/\(shard.count)\", \"jobs\": \(jobs), \"seconds\": \(ProgressReporter.format(seconds)), "
                + "\"output\": \"\(e(root.path))\"}")
        } else {
            context.output("gallery: \(summary.images) images; files: \(summary.written) written, \(summary.unchanged) unchanged, "
                + "\(summary.removed.count) removed"
                + (summary.orphaned.isEmpty ? "" : ", \(summary.orphaned.count) orphaned kept")
                + (summary.stray.isEmpty ? "" : ", \(summary.stray.count) stray left alone")
                + " in \(ProgressReporter.format(seconds)) s (\(root.path))")
        }
        return summary.failures.isEmpty ? 0 : 2
    }

    static func jobCount(_ args: ArgumentList, command: String) throws -> Int {
        try args.int("--jobs", default: ProcessInfo.processInfo.activeProcessorCount, command: command,
                     expected: "a whole number of at least 1", where: { $0 >= 1 })
    }
}
