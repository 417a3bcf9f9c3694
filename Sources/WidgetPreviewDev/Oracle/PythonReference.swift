import Foundation

/// The reference renderers that come from PyPI (resvg_py for the oracle and the bench, skia-python for the
/// bench), run as `python3` child processes: one runner, so each failure names its tool and how to install it.
package struct PythonReference: Sendable {
    package struct Failure: Error, CustomStringConvertible {
        package let description: String
    }

    /// The tool's name in messages (`resvg (python3 resvg_py)`).
    package let tool: String
    /// What to do when the module is missing ("run `make deps` to install resvg_py==0.5.0").
    package let installHint: String

    /// Runs `python3 ARGUMENTS` and returns its standard output; a non-zero exit throws with the end of
    /// standard error and the install hint.
    @discardableResult
    package func run(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let output = out.fileHandleForReading.readDataToEndOfFile()
        let errors = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(description: "\(tool) failed: " + String(decoding: errors, as: UTF8.self).suffix(500)
                + " — " + installHint)
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// Runs a timing `script` that takes `runs` and (file, zoom) pairs and prints one median in
    /// milliseconds per file; checks that it printed one number per file.
    package func medianMilliseconds(script: String, files: [(svg: URL, zoom: Double)], runs: Int) throws -> [Double] {
        let output = try run(["-c", script, String(runs)] + files.flatMap { [$0.svg.path, String($0.zoom)] })
        let values = output.split(separator: "\n").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard values.count == files.count else {
            throw Failure(description: "\(tool) timing printed \(values.count) numbers for \(files.count) files: '\(output.prefix(200))'")
        }
        return values
    }
}
