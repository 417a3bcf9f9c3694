import Foundation
import Graphics
import WidgetSnapshotCore

/// `widget-preview diff A.png B.png`: pixelmatch between two PNG files.
enum DiffCommand {
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
        let (a, b): (Bitmap, Bitmap)
        do { (a, b) = try decodeBoth(URL(fileURLWithPath: paths[0]), URL(fileURLWithPath: paths[1])) } catch {
            throw CLIError("diff: \(error)")
        }
        guard a.width == b.width, a.height == b.height else {
            throw CLIError("diff: \(paths[0]) is \(a.width)×\(a.height) but \(paths[1]) is \(b.width)×\(b.height); "
                + "pixelmatch compares images of the same size")
        }
        let options = PixelmatchOptions(threshold: threshold, includeAA: args.has("--include-aa"), alpha: alpha,
                                        diffMask: args.has("--diff-mask"))
        let output = args.value("--output")
        let result = try Pixelmatch.compare(a, b, options: options, writeDiff: output != nil)
        if let output, let diff = result.diff {
            do {
                try AtomicFileWriter(createsFolders: false).write(PNGCodec.encode(diff), to: URL(fileURLWithPath: output))
            } catch {
                throw CLIError("diff: \(error)")
            }
        }
        let total = a.width * a.height
        if args.has("--json") {
            let fraction = total == 0 ? 0 : Double(result.mismatched) / Double(total)
            var json = "{\"mismatchedPixels\": \(result.mismatched), \"width\": \(a.width), \"height\": \(a.height), "
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

    /// Both PNGs decoded at once, one per thread: decoding is most of a diff's time. The first file's error
    /// wins when both fail.
    static func decodeBoth(_ first: URL, _ second: URL) throws -> (Bitmap, Bitmap) {
        let files = [first, second]
        let decoded = OrderedParallelMap.map(count: 2, jobs: 2) { index in Result { try PNGCodec.decode(contentsOf: files[index]) } }
        return (try decoded[0].get(), try decoded[1].get())
    }
}
