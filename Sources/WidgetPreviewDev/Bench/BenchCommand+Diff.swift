import Foundation
import Graphics
import WidgetPreviewCLI

/// The image-diff benchmark: our pixelmatch port against ImageMagick `compare -metric AE` on the same
/// 1092×1146 PNG pair in the same run (research/raster-anchors.md §5 measured ImageMagick at ≈ 60 ms).
extension BenchCommand {
    /// ImageMagick's own binary, by full path: `/usr/local/bin/convert` on some machines is a stand-in
    /// script, and PATH order must not decide what is measured.
    static let imageMagickCompare = "/usr/bin/compare"

    struct DiffRow {
        var width = 0, height = 0
        /// Pixels ImageMagick counts as different (exact RGBA inequality, no fuzz).
        var imageMagickCount = 0
        /// Pixels pixelmatch counts at threshold 0.1, anti-aliasing forgiven.
        var pixelmatchCount = 0
        /// `compare -metric AE a.png b.png null:` started with posix_spawn: process start, decoding both PNGs,
        /// comparing.
        var imageMagick = 0.0
        /// Ours on the same files: reading and decoding both PNGs, then pixelmatch.
        var oursWithDecode = 0.0
        /// The same with the two PNGs decoded on two threads at once (ImageMagick uses OpenMP threads too).
        var oursParallelDecode = 0.0
        /// The streamed path `diff` takes above `StreamedPixelmatch.wholeImagePixelLimit`, forced on this pair:
        /// both PNGs decoded a band of rows at a time on two threads, pixelmatch per band.
        var oursStreamed = 0.0
        /// The harness's own path: decode the golden, compare with the rendered image already in memory.
        var oursHarnessPath = 0.0
        /// Ours on pixels already in memory (what the harness does with a rendered image and a decoded golden).
        var oursInMemory = 0.0
        var decodeBoth = 0.0
        /// `widget-preview diff a.png b.png` as a command, process start included, as a CI script calls it.
        var oursCommand = 0.0
    }

    /// The pair: the sheet at 3x, and a copy with a 100×50 patch changed plus ±1…3 jitter on 2% of the
    /// pixels (a fixed pseudo-random sequence, so every run measures the same pair).
    static func diffPair(_ a: Bitmap) -> Bitmap {
        var pixels = a.pixels
        let (w, h) = (a.width, a.height)
        let (px, py) = (w / 2 - 50, h / 2 - 25)
        for y in py ..< min(h, py + 50) {
            for x in px ..< min(w, px + 100) where (x / 4 + y / 6) % 3 == 0 {
                let i = (y * w + x) * 4
                pixels[i] = 255 &- pixels[i]; pixels[i + 1] = 255 &- pixels[i + 1]; pixels[i + 3] = 255
            }
        }
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 33
        }
        let jittered = w * h / 50
        for _ in 0 ..< jittered {
            let p = Int(next() % UInt64(w * h))
            let channel = Int(next() % 3)
            let delta = Int(next() % 3) + 1
            let i = p * 4 + channel
            let v = Int(pixels[i])
            pixels[i] = UInt8(v + delta <= 255 ? v + delta : v - delta)
        }
        return Bitmap(width: w, height: h, pixels: pixels)
    }

    /// Times both tools on the pair; throws when ImageMagick is not installed.
    static func diffBench(_ a: Bitmap, runs: Int, folder: URL) throws -> DiffRow {
        guard FileManager.default.isExecutableFile(atPath: imageMagickCompare) else {
            throw CLIError("bench: ImageMagick's \(imageMagickCompare) is not installed; run `make bench` "
                + "(it installs Debian's imagemagick) or apt-get install -y imagemagick")
        }
        let b = diffPair(a)
        let fileA = folder.appendingPathComponent("diff-a.png"), fileB = folder.appendingPathComponent("diff-b.png")
        try PNGCodec.encode(a).write(to: fileA)
        try PNGCodec.encode(b).write(to: fileB)

        var row = DiffRow(width: a.width, height: a.height)
        row.pixelmatchCount = try Pixelmatch.compare(a, b, writeDiff: false).mismatched
        row.imageMagickCount = try runCompare(fileA, fileB)
        row.oursInMemory = try median(runs) { _ = try Pixelmatch.compare(a, b, writeDiff: false) }
        row.decodeBoth = try median(runs) {
            _ = try PNGCodec.decode(contentsOf: fileA)
            _ = try PNGCodec.decode(contentsOf: fileB)
        }
        row.oursWithDecode = try median(runs) {
            let x = try PNGCodec.decode(contentsOf: fileA), y = try PNGCodec.decode(contentsOf: fileB)
            _ = try Pixelmatch.compare(x, y, writeDiff: false)
        }
        row.oursParallelDecode = try median(runs) {
            _ = try DiffCommand.compareFiles(fileA, fileB, options: PixelmatchOptions(), writesDiff: false)
        }
        row.oursStreamed = try median(runs) {
            _ = try StreamedPixelmatch.compare(try PNGRowReader(contentsOf: fileA), try PNGRowReader(contentsOf: fileB),
                                               decodesInParallel: true)
        }
        row.oursHarnessPath = try median(runs) {
            _ = try Pixelmatch.compare(try PNGCodec.decode(contentsOf: fileA), b, writeDiff: false)
        }
        // Both commands are started with posix_spawn: Foundation's Process adds about 50 ms per start here,
        // which would flatter every ratio against ImageMagick.
        row.imageMagick = try median(runs) {
            let usage = try ChildProcess.run(imageMagickCompare, ["-metric", "AE", fileA.path, fileB.path, "null:"])
            guard usage.exitStatus == 1 else { throw CLIError("bench: compare of the benchmark pair exited \(usage.exitStatus), not 1") }
        }
        let executable = ChildProcess.currentExecutable
        row.oursCommand = try median(runs) {
            let usage = try ChildProcess.run(executable, ["diff", fileA.path, fileB.path])
            guard usage.exitStatus == 1 else { throw CLIError("bench: `diff` of the benchmark pair exited \(usage.exitStatus), not 1") }
        }
        return row
    }

    /// Runs `compare -metric AE a b null:` and returns the count it prints on standard error (it exits 1
    /// when the images differ, 2 on an error).
    static func runCompare(_ a: URL, _ b: URL) throws -> Int {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: imageMagickCompare)
        process.arguments = ["-metric", "AE", a.path, b.path, "null:"]
        let err = Pipe()
        process.standardError = err
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let data = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard process.terminationStatus != 2, let count = Double(text.split(separator: " ").first ?? "") else {
            throw CLIError("bench: \(imageMagickCompare) failed (exit \(process.terminationStatus)): \(text)")
        }
        return Int(count)
    }

    static func diffTable(_ r: DiffRow, runs: Int) -> String {
        var lines = ["image diff, \(r.width)×\(r.height) pair (100×50 patch changed, ±1…3 jitter on 2% of pixels), "
            + "medians of \(runs) runs", ""]
        lines.append("| tool | differing pixels | median | speed-up (ImageMagick ÷ this) |")
        lines.append("|---|--:|--:|--:|")
        lines.append("| ImageMagick `compare -metric AE a.png b.png null:` | \(r.imageMagickCount) | \(ms(r.imageMagick)) | 1× |")
        lines.append("| ours: decode both PNGs + pixelmatch (threshold 0.1) | \(r.pixelmatchCount) | \(ms(r.oursWithDecode)) | "
            + "\(ratio(r.imageMagick / r.oursWithDecode)) |")
        lines.append("| ours: decode both PNGs on 2 threads + pixelmatch | \(r.pixelmatchCount) | \(ms(r.oursParallelDecode)) | "
            + "\(ratio(r.imageMagick / r.oursParallelDecode)) |")
        lines.append("| ours streamed, a band of rows at a time on 2 threads (the path over "
            + "\(StreamedPixelmatch.wholeImagePixelLimit >> 20) Mpx) | \(r.pixelmatchCount) | \(ms(r.oursStreamed)) | "
            + "\(ratio(r.imageMagick / r.oursStreamed)) |")
        lines.append("| ours, the harness's path: decode the golden + pixelmatch against pixels in memory | "
            + "\(r.pixelmatchCount) | \(ms(r.oursHarnessPath)) | \(ratio(r.imageMagick / r.oursHarnessPath)) |")
        lines.append("| ours: pixelmatch on decoded pixels | \(r.pixelmatchCount) | \(ms(r.oursInMemory)) | "
            + "\(ratio(r.imageMagick / r.oursInMemory)) |")
        lines.append("| (ours: decoding both PNGs alone) | | \(ms(r.decodeBoth)) | |")
        lines.append("| ours as a command: `widget-preview diff a.png b.png` (process start included) | \(r.pixelmatchCount) | "
            + "\(ms(r.oursCommand)) | \(ratio(r.imageMagick / r.oursCommand)) |")
        lines.append("")
        lines.append("target: ours (with decode) ≥ 5× faster than ImageMagick. ImageMagick's time includes starting "
            + "its process; the counts differ by design (AE counts every inexact pixel, pixelmatch a perceptual "
            + "YIQ distance over 0.1 with anti-aliased pixels forgiven)")
        return lines.joined(separator: "\n")
    }

    static func diffJSON(_ r: DiffRow) -> String {
        "{\"width\": \(r.width), \"height\": \(r.height), \"imageMagickPixels\": \(r.imageMagickCount), "
            + "\"pixelmatchPixels\": \(r.pixelmatchCount), \"imageMagickMs\": \(NumberText.format(r.imageMagick, decimals: 4)), "
            + "\"oursWithDecodeMs\": \(NumberText.format(r.oursWithDecode, decimals: 4)), "
            + "\"oursInMemoryMs\": \(NumberText.format(r.oursInMemory, decimals: 4)), "
            + "\"oursParallelDecodeMs\": \(NumberText.format(r.oursParallelDecode, decimals: 4)), "
            + "\"oursStreamedMs\": \(NumberText.format(r.oursStreamed, decimals: 4)), "
            + "\"oursHarnessPathMs\": \(NumberText.format(r.oursHarnessPath, decimals: 4)), "
            + "\"decodeBothMs\": \(NumberText.format(r.decodeBoth, decimals: 4)), "
            + "\"oursCommandMs\": \(NumberText.format(r.oursCommand, decimals: 4)), "

            + "\"speedUpWithDecode\": \(NumberText.format(r.imageMagick / r.oursWithDecode, decimals: 3))}"
    }
}
