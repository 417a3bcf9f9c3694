import Foundation
import Testing

/// One scratch copy of `Examples/MyWidgets`, built once against this checkout (`WIDGET_PREVIEW_PATH`, as the
/// README says) and shared by the example suites: a build takes minutes, running the copy seconds.
final class ExampleScratch: @unchecked Sendable {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Built on first use; nil (with the reason printed) when `swift` is not on PATH.
    static let shared: Result<ExampleScratch, ScratchError>? = {
        guard let swift = which("swift") else {
            print("skipped: `swift` is not on PATH, so the example package cannot be built")
            return nil
        }
        do { return .success(try ExampleScratch(swift: swift)) } catch let error as ScratchError {
            return .failure(error)
        } catch {
            return .failure(ScratchError(message: "could not set up the example: \(error)"))
        }
    }()

    struct ScratchError: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }

    let swift: String
    let work: URL
    /// The copy of Examples/MyWidgets.
    let example: URL
    /// What every command in the copy runs with: the local checkout, and CI, so nothing records by default.
    let environment: [String: String]
    private let lock = NSLock()
    private var goldensRecorded = false

    private init(swift: String) throws {
        let fm = FileManager.default
        self.swift = swift
        // $WIDGET_PREVIEW_KEEP_EXAMPLE keeps the copy in that folder, built, for the next run (to work on the tests).
        let kept = ProcessInfo.processInfo.environment["WIDGET_PREVIEW_KEEP_EXAMPLE"].flatMap { $0.isEmpty ? nil : $0 }
        work = kept.map { URL(fileURLWithPath: $0, isDirectory: true) }
            ?? fm.temporaryDirectory.appendingPathComponent("wp-example-\(UUID().uuidString)", isDirectory: true)
        example = work.appendingPathComponent("MyWidgets", isDirectory: true)
        // An empty value unsets a variable of the process running the tests.
        environment = ["WIDGET_PREVIEW_PATH": Self.packageRoot.path, "CI": "true", "WIDGET_SNAPSHOT_RECORD": "",
                       "WIDGET_SNAPSHOT_ROOT": "", "WIDGET_SNAPSHOT_ARTIFACTS": "", "WIDGET_SNAPSHOT_REPORT": ""]
        try fm.createDirectory(at: work, withIntermediateDirectories: true)
        if kept == nil { atexit { ExampleScratch.removeAll() } }
        // A kept copy keeps its build, not its goldens.
        let buildFolder = example.appendingPathComponent(".build")
        let savedBuild = work.appendingPathComponent("build-kept")
        if fm.fileExists(atPath: buildFolder.path) { try fm.moveItem(at: buildFolder, to: savedBuild) }
        try? fm.removeItem(at: example)
        try fm.copyItem(at: Self.packageRoot.appendingPathComponent("Examples/MyWidgets"), to: example)
        if fm.fileExists(atPath: savedBuild.path) { try fm.moveItem(at: savedBuild, to: buildFolder) }
        // One build: the library, the executable and the example's test target.
        let build = try run(swift, ["build", "--package-path", example.path, "--build-tests"])
        guard build.status == 0 else { throw ScratchError(message: "swift build failed:\n\(build.output.suffix(4000))") }
    }

    /// The scratch folders of this process, removed at exit.
    private static func removeAll() {
        guard case .success(let scratch)? = shared else { return }
        try? FileManager.default.removeItem(at: scratch.work)
    }

    var binary: String { example.appendingPathComponent(".build/debug/my-widgets-preview").path }
    var snapshots: URL { example.appendingPathComponent("Snapshots", isDirectory: true) }

    /// Writes every golden once (the gallery's, then the tests' by a local run, which fails saying it
    /// recorded them); later calls do nothing.
    func recordGoldens() throws {
        lock.lock()
        defer { lock.unlock() }
        guard !goldensRecorded else { return }
        let gallery = try run(binary, ["gallery", "--jobs", "2"])
        guard gallery.status == 0 else { throw ScratchError(message: "gallery failed:\n\(gallery.output)") }
        let record = try run(swift, ["test", "--skip-build"], environment: ["CI": "", "WIDGET_SNAPSHOT_RECORD": "missing"])
        guard record.output.contains("recorded it") else {
            throw ScratchError(message: "the first test run recorded nothing:\n\(record.output.suffix(4000))")
        }
        goldensRecorded = true
    }

    /// Every file under Snapshots/, relative path → bytes.
    func snapshotFiles() throws -> [String: Data] {
        var files: [String: Data] = [:]
        guard let walker = FileManager.default.enumerator(atPath: snapshots.path) else { return [:] }
        while let item = walker.nextObject() as? String {
            var isFolder: ObjCBool = false
            let url = snapshots.appendingPathComponent(item)
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue {
                files[item] = try Data(contentsOf: url)
            }
        }
        return files
    }

    /// A printed command, run as a developer would: by the shell, in the example's folder.
    func shell(_ command: String, environment extra: [String: String] = [:]) throws -> (status: Int32, output: String) {
        try run("/bin/sh", ["-c", command], environment: extra)
    }

    /// Runs a program in the example's folder with `environment` (plus `extra`, where an empty value unsets).
    func run(_ program: String, _ arguments: [String], environment extra: [String: String] = [:]) throws
        -> (status: Int32, output: String) {
        let merged = environment.merging(extra) { $1 }
        return try Self.run(program, arguments, in: example, environment: merged.filter { !$0.value.isEmpty },
                            unset: Set(merged.filter(\.value.isEmpty).keys))
    }

    static func which(_ tool: String) -> String? {
        for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let path = "\(folder)/\(tool)"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }

    /// Runs a program, its standard output and error together in a file (no pipe to fill up).
    static func run(_ program: String, _ arguments: [String], in directory: URL? = nil,
                    environment: [String: String] = [:], unset: Set<String> = []) throws -> (status: Int32, output: String) {
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("wp-example-\(UUID().uuidString).log")
        FileManager.default.createFile(atPath: log.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: log) }
        let handle = try FileHandle(forWritingTo: log)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }.filter { !unset.contains($0.key) }
        process.standardOutput = handle
        process.standardError = handle
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try handle.close()
        return (process.terminationStatus, (try? String(contentsOf: log, encoding: .utf8)) ?? "")
    }
}
