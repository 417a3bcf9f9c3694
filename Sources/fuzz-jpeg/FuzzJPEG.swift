import Foundation
import FuzzSupport
import Graphics

/// Fuzz target: `JPEGDecoder.decode` on arbitrary bytes must return a bitmap or throw a `JPEGError` naming
/// the input, never crash, hang, leak or read out of bounds.
///
/// Built two ways (see the Makefile's `fuzz` target): with `-Xswiftc -sanitize=fuzzer,address
/// -Xswiftc -DFUZZING` `main` hands over to libFuzzer, which calls `LLVMFuzzerTestOneInput`; in a plain
/// `swift build` it replays files given as arguments (a crash reproducer or a corpus); see `FuzzDriver`.
enum FuzzJPEG {
    static func run(_ data: Data) {
        do {
            let bitmap = try JPEGDecoder.decode(data, name: "fuzz.jpg")
            guard bitmap.width > 0, bitmap.height > 0, bitmap.width <= Bitmap.maxDimension,
                  bitmap.height <= Bitmap.maxDimension, bitmap.pixels.count == bitmap.width * bitmap.height * 4
            else { FuzzFailure.report("decode returned an impossible \(bitmap.width)×\(bitmap.height) bitmap") }
            if !bitmap.isOpaque { FuzzFailure.report("a decoded JPEG has a transparent pixel") }
        } catch {
            if !error.description.contains("fuzz") { FuzzFailure.report("error does not name the file: \(error)") }
        }
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJPEGOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    FuzzJPEG.run(bytes.map { Data(bytes: $0, count: count) } ?? Data())
    return 0
}

@main enum FuzzJPEGMain {
    static func main() { FuzzDriver.run(name: "fuzz-jpeg", fuzzJPEGOneInput, FuzzJPEG.run) }
}
