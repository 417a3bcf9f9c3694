import Foundation
import Graphics
import WidgetPreview
import WidgetPreviewCLI

/// The whole gallery as a user runs it: this program's own `gallery` and `verify` commands started as
/// child processes (so start-up, font loading and file writing count), on one worker and on every core,
/// with their wall time, CPU time and peak memory.
extension BenchCommand {
    struct GalleryRun {
        var command: String
        /// A second `gallery` over the files the first one wrote.
        var again = false
        var jobs: Int
        var images: Int
        var usage: ChildProcessUsage
        var imagesPerSecondPerCore: Double { Double(images) / usage.wallSeconds / Double(jobs) }
        var imagesPerCPUSecond: Double { Double(images) / max(usage.cpuSeconds, 1e-9) }
        var label: String { again ? "`\(command)` again (files in place)" : "`\(command)`" }
    }

    struct GalleryBenchResult {
        var runs: [GalleryRun] = []
        /// Rendering, PNG and SVG encoding and writing both files, for every widget image on one thread in
        /// this process, with no contact sheets: the per-image cost alone.
        var widgetImages = 0
        var widgetSeconds = 0.0
    }

    static func galleryBench(_ previews: [Preview], folder: URL) throws -> GalleryBenchResult {
        var result = GalleryBenchResult()
        let images = try GalleryPlan.images(of: previews)
        let start = DispatchTime.now().uptimeNanoseconds
        let files = UncheckedSendable(value: GalleryFiles(root: folder.appendingPathComponent("widgets-only", isDirectory: true)))
        let encoded = GalleryRenderer.renderAll(images, previews: previews, jobs: 1) { image, outcome -> Bool in
            guard case .rendered(let widget) = outcome, let png = try? widget.pngData() else { return false }
            do {
                try files.value.write(png, to: image.stem + ".png")
                try files.value.write(Data(widget.svg().utf8), to: image.stem + ".svg")
            } catch {
                return false
            }
            return true
        }
        result.widgetSeconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        result.widgetImages = encoded.filter { $0 }.count

        let cores = ProcessInfo.processInfo.activeProcessorCount
        let executable = ChildProcess.currentExecutable
        for jobs in Set([1, cores]).sorted() {
            let output = folder.appendingPathComponent("gallery-\(jobs)", isDirectory: true)
            let report = folder.appendingPathComponent("gallery-\(jobs).json").path
            let gallery = try ChildProcess.run(executable, ["gallery", "--output", output.path, "--jobs", "\(jobs)", "--json"],
                                               outputFile: report)
            guard gallery.exitStatus == 0 else { throw CLIError("bench: `gallery --jobs \(jobs)` failed (exit \(gallery.exitStatus))") }
            result.runs.append(GalleryRun(command: "gallery", jobs: jobs, images: try jsonNumber("images", in: report), usage: gallery))
            // The run a developer makes after changing a widget: over the files the last run wrote, most of
            // them unchanged (compared, not encoded again).
            let again = try ChildProcess.run(executable, ["gallery", "--output", output.path, "--jobs", "\(jobs)", "--json"],
                                             outputFile: report)
            guard again.exitStatus == 0 else { throw CLIError("bench: `gallery --jobs \(jobs)` again failed (exit \(again.exitStatus))") }
            result.runs.append(GalleryRun(command: "gallery", again: true, jobs: jobs, images: try jsonNumber("images", in: report), usage: again))
        }
        // Every golden the first run wrote, verified by a fresh process per worker count.
        let goldens = folder.appendingPathComponent("gallery-1", isDirectory: true)
        for jobs in Set([1, cores]).sorted() {
            let report = folder.appendingPathComponent("verify-\(jobs).json").path
            let verify = try ChildProcess.run(executable, ["verify", "--snapshots", goldens.path, "--jobs", "\(jobs)", "--record", "never", "--json"],
                                              outputFile: report)
            guard verify.exitStatus == 0 else { throw CLIError("bench: `verify --jobs \(jobs)` failed (exit \(verify.exitStatus))") }
            result.runs.append(GalleryRun(command: "verify", jobs: jobs, images: try jsonNumber("checked", in: report), usage: verify))
        }
        return result
    }

    /// The integer after `"key": ` in a command's one-line JSON output.
    static func jsonNumber(_ key: String, in file: String) throws -> Int {
        let text = (try? String(contentsOfFile: file, encoding: .utf8)) ?? ""
        guard let range = text.range(of: "\"\(key)\": "),
              let value = Int(text[range.upperBound...].prefix(while: \.isNumber)) else {
            throw CLIError("bench: no \"\(key)\" in the output \(file): '\(text.prefix(200))'")
        }
        return value
    }

    static func galleryTable(_ result: GalleryBenchResult) -> String {
        var lines = ["the gallery as a user runs it (a child process each; files written to a temporary folder)", ""]
        lines.append("| command | workers | images | wall time | CPU time | images/s per core | images per CPU-second | peak memory |")
        lines.append("|---|--:|--:|--:|--:|--:|--:|--:|")
        for run in result.runs {
            lines.append("| \(run.label) | \(run.jobs) | \(run.images) | \(NumberText.format(run.usage.wallSeconds, decimals: 2)) s | "
                + "\(NumberText.format(run.usage.cpuSeconds, decimals: 2)) s | \(NumberText.format(run.imagesPerSecondPerCore, decimals: 0)) | "
                + "\(NumberText.format(run.imagesPerCPUSecond, decimals: 0)) | "
                + "\(run.usage.peakMemoryKiB / 1024) MiB |")
        }
        let perImage = result.widgetSeconds / Double(max(1, result.widgetImages))
        lines.append("")
        lines.append("widget images alone (render, encode and write PNG + SVG, one thread, no contact sheets): \(result.widgetImages) images in "
            + "\(NumberText.format(result.widgetSeconds, decimals: 2)) s = \(NumberText.format(1 / perImage, decimals: 0)) images/s "
            + "(\(ms(perImage * 1000)) each). `gallery` also draws a contact sheet per preview (twice the pixels of all its "
            + "widget images together), the Lock Screen mock-ups and the index. Target: ≥ 200 images/s per core including PNG and SVG.")
        return lines.joined(separator: "\n")
    }

    static func galleryJSON(_ result: GalleryBenchResult) -> String {
        let runs = result.runs.map { r in
            "{\"command\": \"\(r.command)\", \"again\": \(r.again), \"jobs\": \(r.jobs), \"images\": \(r.images), "
                + "\"wallSeconds\": \(NumberText.format(r.usage.wallSeconds, decimals: 4)), "
                + "\"cpuSeconds\": \(NumberText.format(r.usage.cpuSeconds, decimals: 4)), \"peakMemoryKiB\": \(r.usage.peakMemoryKiB)}"
        }
        return "{\"runs\": [\(runs.joined(separator: ", "))], \"widgetImages\": \(result.widgetImages), "
            + "\"widgetSeconds\": \(NumberText.format(result.widgetSeconds, decimals: 4))}"
    }
}
