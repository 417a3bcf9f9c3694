import Foundation
import Graphics
import WidgetSnapshotCore

/// `widget-preview diff A.png B.png`: pixelmatch between two PNG files.
package enum DiffCommand {
    static let command = Command(name: name, summary: summary, help: help, run: { arguments, context in try run(arguments, print: context.output) })

    static let name = "diff"
    static let summary = "compare two PNG files with pixelmatch (YIQ colour distance, anti-aliasing aware)"
    static let help = """
        usage: widget-preview diff A.png B.png [--threshold T] [--include-aa] [--alpha A] [--diff-mask]
                                               [--output DIFF.png] [--json]

        Counts the pixels that differ between two PNG images of the same size, with a faithful port of
        pixelmatch 7.2.0: a perceptual YIQ colour distance compared with a threshold, and anti-aliased
        edge pixels detected and forgiven unless --include-aa.

        options:
          --threshold T    matching threshold 0…1, smaller is stricter (default 0.1)
          --include-aa     count anti-aliased pixels as differences
          --alpha A        opacity of the unchanged pixels drawn in the diff image, 0…1 (default 0.1)
          --diff-mask      draw only the differing pixels, over transparency
          --output FILE    write the diff image (PNG) to FILE
          --json           print {"mismatchedPixels": N, "width": W, "height": H, ...}

        exit codes: 0 no pixel differs, 1 some pixels differ, 2 usage or input error (unreadable file,
        size mismatch)
        """

    /// `print` is the command's standard output (`CommandContext.output`), so a closed one is reported.
    static func run(_ arguments: [String], print: (String) -> Void) throws -> Int32 {
        let args = try ArgumentList(arguments, command: name,
                                    valueOptions: ["--threshold", "--alpha", "--output"],
                                    flagOptions: ["--include-aa", "--diff-mask", "--json"])
        guard args.positionals.count == 2 else {
            throw CLIError("diff: expected two PNG files, got \(args.positionals.count). See 'widget-preview diff --help'.")
        }
        let threshold = try args.double("--threshold", default: 0.1, command: name, expected: "a number from 0 to 1",
                                        where: { (0...1).contains($0) })
        let alpha = try args.double("--alpha", default: 0.1, command: name, expected: "a number from 0 to 1",
                                    where: { (0...1).contains($0) })

        let paths = args.positionals
        let options = PixelmatchOptions(threshold: threshold, includeAA: args.has("--include-aa"), alpha: alpha,
                                        diffMask: args.has("--diff-mask"))
        let output = args.value("--output")
        let result: FileComparison
        do {
            result = try compareFiles(URL(fileURLWithPath: paths[0]), URL(fileURLWithPath: paths[1]), options: options,
                                      writesDiff: output != nil)
        } catch let error as CLIError {
            throw error
        } catch {
            throw CLIError("diff: \(error)")
        }
        if let output, let diff = result.diffPNG {
            do {
                try AtomicFileWriter(createsFolders: false).write(diff, to: URL(fileURLWithPath: output))
            } catch {
                throw CLIError("diff: \(error)")
            }
        }
        let total = result.width * result.height
        if args.has("--json") {
            let fraction = total == 0 ? 0 : Double(result.mismatched) / Double(total)
            var json = "{\"mismatchedPixels\": \(result.mismatched), \"width\": \(result.width), \"height\": \(result.height), "
            json += "\"totalPixels\": \(total), \"mismatchFraction\": \(NumberText.format(fraction, decimals: 6)), "
            json += "\"threshold\": \(NumberText.format(threshold, decimals: 4))"
            if let output { json += ", \"diffImage\": \"\(JSONText.escaped(output))\"" }
            print(json + "}")
        } else {
            print("\(result.mismatched) of \(total) pixels differ (threshold \(NumberText.format(threshold, decimals: 4)))"
                + (output.map { ", diff image: \($0)" } ?? ""))
        }
        return result.mismatched == 0 ? 0 : 1
    }

    /// What comparing two PNG files found.
    package struct FileComparison {
        var width: Int
        var height: Int
        var mismatched: Int
        /// The encoded diff image, when asked for.
        var diffPNG: Data?
    }

    /// Compares two PNG files as `diff` does. Up to `StreamedPixelmatch.wholeImagePixelLimit` pixels both
    /// are decoded whole at once, one per thread (the fastest way for widget-sized images); larger ones
    /// are decoded, compared and the diff encoded a band of rows at a time, so memory grows with the
    /// width, not the area (README "Speed"). Both ways give the same counts and diff pixels.
    package static func compareFiles(_ first: URL, _ second: URL, options: PixelmatchOptions,
                             writesDiff: Bool) throws -> FileComparison {
        // Opening reads only the headers: sizes are checked before any pixel is decoded.
        let a = try PNGRowReader(contentsOf: first), b = try PNGRowReader(contentsOf: second)
        guard a.width == b.width, a.height == b.height else {
            throw CLIError("diff: \(first.path) is \(a.width)×\(a.height) but \(second.path) is \(b.width)×\(b.height); "
                + "pixelmatch compares images of the same size")
        }
        var result = FileComparison(width: a.width, height: a.height, mismatched: 0)
        if a.width * a.height <= StreamedPixelmatch.wholeImagePixelLimit {
            let (x, y) = try decodeBoth(a, b)
            let compared = try Pixelmatch.compare(x, y, options: options, writeDiff: writesDiff)
            result.mismatched = compared.mismatched
            result.diffPNG = try compared.diff.map { try PNGCodec.encode($0) }
            return result
        }
        // The diff is opaque unless it is a mask (every pixel is painted with alpha 255).
        let writer = writesDiff ? try PNGRowWriter(width: a.width, height: a.height, opaque: !options.diffMask) : nil
        let diffRows = writer.map { writer in { (rows: UnsafePointer<UInt8>, count: Int) in try writer.write(rows: rows, count: count) } }
        result.mismatched = try StreamedPixelmatch.compare(a, b, options: options, decodesInParallel: true, diffRows: diffRows).mismatched
        result.diffPNG = try writer?.finish()
        return result
    }

    /// Both PNGs decoded whole at once, one per thread: decoding is most of a small diff's time. The first
    /// file's error wins when both fail.
    static func decodeBoth(_ first: PNGRowReader, _ second: PNGRowReader) throws -> (Bitmap, Bitmap) {
        let readers = UncheckedReaders(readers: [first, second])
        let decoded = OrderedParallelMap.map(count: 2, jobs: 2) { index in Result { try readers.readers[index].readBitmap() } }
        return (try decoded[0].get(), try decoded[1].get())
    }

    /// Each reader is used by one thread only (`OrderedParallelMap` hands every index to one worker).
    private struct UncheckedReaders: @unchecked Sendable {
        let readers: [PNGRowReader]
    }
}
