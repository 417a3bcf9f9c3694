import Foundation

/// The `main` of every fuzz target.
///
/// Fuzzing build (`-DFUZZING`, `-sanitize=fuzzer`): hands the command line to libFuzzer's
/// `LLVMFuzzerRunDriver`. SwiftPM links an executable's `main` to the module's own entry point, so
/// libFuzzer's `main` cannot be used directly; the driver entry does the same job.
/// Plain build: runs the target once per file named on the command line (a libFuzzer crash reproducer,
/// or every file of a corpus folder), so `swift build` builds the targets and a crash replays without
/// libFuzzer.
package enum FuzzDriver {
    package typealias Entry = @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt

    package static func run(name: String, _ entry: Entry, _ body: (Data) -> Void) {
        #if FUZZING
        var argc = CommandLine.argc
        var argv = CommandLine.unsafeArgv
        exit(llvmFuzzerRunDriver(&argc, &argv, entry))
        #else
        replay(name: name, body)
        #endif
    }

    private static func replay(name: String, _ body: (Data) -> Void) {
        let arguments = CommandLine.arguments.dropFirst()
        if arguments.isEmpty {
            print("usage: \(name) FILE-OR-FOLDER...  (replays inputs; `make fuzz` builds the fuzzing version)")
            return
        }
        var count = 0
        for argument in arguments {
            for url in files(at: URL(fileURLWithPath: argument)) {
                guard let data = try? Data(contentsOf: url) else {
                    FileHandle.standardError.write(Data("\(name): cannot read \(url.path), skipped\n".utf8))
                    continue
                }
                body(data)
                count += 1
            }
        }
        print("\(name): \(count) input(s) ran without a failure")
    }

    private static func files(at url: URL) -> [URL] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue
        else { return [url] }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return names.sorted().map { url.appendingPathComponent($0) }
    }
}

#if FUZZING
/// libFuzzer's documented entry for programs that have their own `main` (compiler-rt FuzzerInterface.h).
@_silgen_name("LLVMFuzzerRunDriver")
private func llvmFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: FuzzDriver.Entry) -> CInt
#endif
