import Foundation
import FuzzSupport
import Graphics

/// Fuzz target: `PNGCodec.decode` on arbitrary bytes must return a bitmap or throw a `PNGError` naming
/// the input, never crash, hang, leak or read out of bounds (AddressSanitizer checks the C shim).
///
/// Built two ways (see the Makefile's `fuzz` target): with `-Xswiftc -sanitize=fuzzer,address
/// -Xswiftc -DFUZZING` `main` hands over to libFuzzer, which calls `LLVMFuzzerTestOneInput`; in a plain
/// `swift build` it replays files given as arguments (a crash reproducer or a corpus); see `FuzzDriver`.
enum FuzzPNG {
    static func run(_ data: Data) {
        do {
            let bitmap = try PNGCodec.decode(data, name: "fuzz.png")
            guard bitmap.width > 0, bitmap.height > 0, bitmap.width <= Bitmap.maxDimension,
                  bitmap.height <= Bitmap.maxDimension, bitmap.pixels.count == bitmap.width * bitmap.height * 4
            else { FuzzFailure.report("decode returned an impossible \(bitmap.width)×\(bitmap.height) bitmap") }
            // A decoded image must survive a round trip through the encoder unchanged.
            let again = try PNGCodec.decode(PNGCodec.encode(bitmap), name: "fuzz-roundtrip.png")
            if again != bitmap { FuzzFailure.report("re-encoding a decoded \(bitmap.width)×\(bitmap.height) image changed it") }
        } catch let error as PNGError {
            if !error.description.contains("fuzz") { FuzzFailure.report("error does not name the file: \(error)") }
        } catch {
            FuzzFailure.report("unexpected error type \(type(of: error)): \(error)")
        }
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPNGOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    FuzzPNG.run(bytes.map { Data(bytes: $0, count: count) } ?? Data())
    return 0
}

@main enum FuzzPNGMain {
    static func main() { FuzzDriver.run(name: "fuzz-png", fuzzPNGOneInput, FuzzPNG.run) }
}
