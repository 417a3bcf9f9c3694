import Foundation
import WidgetPreviewCLI

/// `Tools/bench/rsvg-timer.c`, built by `make bench`: librsvg timed inside its own process (rsvg-convert
/// would add process start-up to every figure, which is larger than drawing a small widget).
struct RsvgTimer {
    let path: String

    init(path: String) throws {
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw CLIError("bench: --rsvg-timer: the librsvg timer \(path) is not an executable; `make bench` builds it from "
                + "Tools/bench/rsvg-timer.c (it needs Debian's librsvg2-dev)")
        }
        self.path = path
    }

    /// The median milliseconds of parse + draw + PNG encoding per file, in order.
    func medianMilliseconds(_ files: [(svg: URL, zoom: Double)], runs: Int) throws -> [Double] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = [String(runs)] + files.flatMap { [$0.svg.path, String($0.zoom)] }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let output = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let errors = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let values = output.split(separator: "\n").compactMap { Double($0) }
        guard process.terminationStatus == 0, values.count == files.count else {
            throw CLIError("bench: \(path) failed (exit \(process.terminationStatus)): \(errors.suffix(300))")
        }
        return values
    }
}
