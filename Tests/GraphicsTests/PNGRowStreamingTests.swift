import Foundation
import Testing
@testable import Graphics

/// `PNGRowReader` and `PNGRowWriter`: the row-at-a-time codec behind streamed diffs gives what the
/// whole-image codec gives, for every PNG format the fixtures hold.
@Suite("PNG row streaming")
struct PNGRowStreamingTests {
    static let fixtures = ["rgba8", "rgb8", "grey8", "greyalpha16", "palette8_trns", "rgba8_interlaced",
                           "palette8_interlaced", "grey16_interlaced", "rgb16"]

    @Test("reading a few rows at a time gives the whole decode", arguments: fixtures)
    func rowsMatchWholeDecode(_ name: String) throws {
        let url = try PNGTestSupport.fixtureURL("\(name).png")
        let whole = try PNGCodec.decode(contentsOf: url)
        let reader = try PNGRowReader(contentsOf: url)
        #expect(reader.width == whole.width && reader.height == whole.height)
        var pixels = [UInt8](repeating: 0, count: whole.pixels.count)
        var row = 0
        try pixels.withUnsafeMutableBufferPointer { buffer in
            while row < reader.height {
                let count = min(3, reader.height - row)
                try reader.readRows(into: buffer.baseAddress! + row * reader.rowBytes, count: count)
                row += count
            }
        }
        #expect(pixels == whole.pixels)
        // Past the end is an error naming the file, not a crash.
        let error = #expect(throws: PNGError.self) { try reader.readRows(into: &pixels, count: 1) }
        #expect(error?.description.contains(url.path) == true)
    }

    @Test("the row writer writes the bytes PNGCodec.encode writes")
    func writerMatchesEncode() throws {
        var pixels = [UInt8](repeating: 0, count: 23 * 17 * 4)
        for i in pixels.indices { pixels[i] = UInt8((i * 37 + i / 7) & 0xFF) }
        let translucent = Bitmap(width: 23, height: 17, pixels: pixels)
        for i in stride(from: 3, to: pixels.count, by: 4) { pixels[i] = 255 }
        let opaque = Bitmap(width: 23, height: 17, pixels: pixels)
        for bitmap in [translucent, opaque] {
            let writer = try PNGRowWriter(width: 23, height: 17, opaque: bitmap.isOpaque)
            try bitmap.pixels.withUnsafeBufferPointer { buffer in
                for start in stride(from: 0, to: 17, by: 5) {
                    try writer.write(rows: buffer.baseAddress! + start * 23 * 4, count: min(5, 17 - start))
                }
            }
            #expect(try writer.finish() == PNGCodec.encode(bitmap))
        }
    }

    @Test("a writer refuses extra rows and an early finish")
    func writerMisuse() throws {
        let writer = try PNGRowWriter(width: 2, height: 2, opaque: true)
        let row = [UInt8](repeating: 255, count: 8)
        try writer.write(rows: row, count: 1)
        #expect(throws: PNGError.self) { try writer.finish() }
        #expect(throws: PNGError.self) { try writer.write(rows: row + row, count: 2) }
        #expect(throws: PNGError.self) { try PNGRowWriter(width: 0, height: 2, opaque: true) }
    }

    @Test("the header is checked when opening: 30000×30000 declared, not a PNG, empty")
    func badHeaders() throws {
        let huge = #expect(throws: PNGError.self) {
            try PNGRowReader(data: PNGTestSupport.pngDeclaring(width: 30_000, height: 30_000), name: "huge.png")
        }
        guard case .tooLarge("huge.png", 30_000, 30_000, _)? = huge else {
            Issue.record("expected .tooLarge 30000×30000, got \(String(describing: huge))")
            return
        }
        #expect(throws: PNGError.emptyFile(name: "empty.png")) { try PNGRowReader(data: Data(), name: "empty.png") }
        let text = #expect(throws: PNGError.self) { try PNGRowReader(data: Data("hello".utf8), name: "text.png") }
        #expect(text?.description.contains("text.png") == true)
        let missing = URL(fileURLWithPath: "/nonexistent/dir/golden.png")
        #expect(throws: PNGError.unreadable(name: missing.path, reason: "no such file")) { try PNGRowReader(contentsOf: missing) }
    }
}
