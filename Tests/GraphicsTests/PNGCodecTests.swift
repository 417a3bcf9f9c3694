import Foundation
import Testing
@testable import Graphics

@Suite("PNG encode")
struct PNGEncodeTests {
    @Test func rgbaRoundTripIsLossless() throws {
        let bitmap = PNGTestSupport.sampleBitmap(width: 37, height: 23, opaque: false)
        let png = try PNGCodec.encode(bitmap)
        #expect(PNGTestSupport.colourType(png) == 6)
        #expect(try PNGCodec.decode(png, name: "round-trip.png") == bitmap)
    }

    @Test func opaqueBitmapIsWrittenAsRGB() throws {
        let bitmap = PNGTestSupport.sampleBitmap(width: 31, height: 17, opaque: true)
        let png = try PNGCodec.encode(bitmap)
        #expect(PNGTestSupport.colourType(png) == 2)
        #expect(try PNGCodec.decode(png, name: "opaque.png") == bitmap)
    }

    @Test func oneTranslucentPixelKeepsAlpha() throws {
        var bitmap = PNGTestSupport.sampleBitmap(width: 8, height: 8, opaque: true)
        bitmap.pixels[(5 * 8 + 6) * 4 + 3] = 254
        let png = try PNGCodec.encode(bitmap)
        #expect(PNGTestSupport.colourType(png) == 6)
        #expect(try PNGCodec.decode(png, name: "almost-opaque.png") == bitmap)
    }

    @Test func rgbCanBeTurnedOff() throws {
        let bitmap = PNGTestSupport.sampleBitmap(width: 9, height: 4, opaque: true)
        let options = PNGEncodeOptions(level: 3, filter: PNGEncodeOptions.Filter.none, writesRGBWhenOpaque: false)
        let png = try PNGCodec.encode(bitmap, options: options)
        #expect(PNGTestSupport.colourType(png) == 6)
        #expect(try PNGCodec.decode(png, name: "rgba-opaque.png") == bitmap)
    }

    @Test(arguments: PNGEncodeOptions.Filter.allCases)
    func everyFilterRoundTrips(filter: PNGEncodeOptions.Filter) throws {
        let bitmap = PNGTestSupport.sampleBitmap(width: 29, height: 11, opaque: false)
        for level in [0, 1, 3, 6, 9] {
            let png = try PNGCodec.encode(bitmap, options: PNGEncodeOptions(level: level, filter: filter))
            #expect(try PNGCodec.decode(png, name: "filter.png") == bitmap, "level \(level)")
        }
    }

    @Test func libpngDefaultsRoundTrip() throws {
        let bitmap = PNGTestSupport.sampleBitmap(width: 40, height: 30, opaque: false)
        let png = try PNGCodec.encode(bitmap, options: .libpngDefaults)
        #expect(try PNGCodec.decode(png, name: "defaults.png") == bitmap)
    }

    @Test func writesOnlyCriticalChunks() throws {
        for opaque in [false, true] {
            let png = try PNGCodec.encode(PNGTestSupport.sampleBitmap(width: 64, height: 64, opaque: opaque))
            let types = PNGTestSupport.chunkTypes(png)
            #expect(types.first == "IHDR")
            #expect(types.last == "IEND")
            #expect(Set(types) == ["IHDR", "IDAT", "IEND"], "chunks: \(types)")
            for forbidden in ["tIME", "tEXt", "zTXt", "iTXt", "gAMA", "pHYs"] { #expect(!types.contains(forbidden)) }
        }
    }

    @Test func standardSettingIsFilterNoneLevel3() {
        #expect(PNGEncodeOptions.standard.level == 3)
        #expect(PNGEncodeOptions.standard.filter == PNGEncodeOptions.Filter.none)
        #expect(PNGEncodeOptions.standard.writesRGBWhenOpaque)
    }

    @Test func sameBitmapGivesSameBytes() throws {
        let bitmap = PNGTestSupport.sampleBitmap(width: 120, height: 90, opaque: false)
        #expect(try PNGCodec.encode(bitmap) == PNGCodec.encode(bitmap))
    }

    @Test func concurrentEncodesAreIdentical() async throws {
        let bitmap = PNGTestSupport.sampleBitmap(width: 200, height: 150, opaque: false)
        let reference = try PNGCodec.encode(bitmap)
        let results = try await withThrowingTaskGroup(of: Data.self) { group in
            for _ in 0..<8 { group.addTask { try PNGCodec.encode(bitmap) } }
            var all: [Data] = []
            for try await data in group { all.append(data) }
            return all
        }
        #expect(results.count == 8)
        #expect(results.allSatisfy { $0 == reference })
        let decoded = try await withThrowingTaskGroup(of: Bitmap.self) { group in
            for _ in 0..<8 { group.addTask { try PNGCodec.decode(reference, name: "concurrent.png") } }
            var all: [Bitmap] = []
            for try await b in group { all.append(b) }
            return all
        }
        #expect(decoded.allSatisfy { $0 == bitmap })
    }

    @Test func emptyBitmapCannotBeEncoded() {
        let error = #expect(throws: PNGError.self) { try PNGCodec.encode(Bitmap(width: 0, height: 0)) }
        #expect(error?.description.contains("0×0") == true)
    }

    @Test func levelOutsideZlibRangeThrows() {
        let bitmap = Bitmap(width: 2, height: 2, fill: .clear)
        #expect(throws: PNGError.self) {
            try PNGCodec.encode(bitmap, options: PNGEncodeOptions(level: 12, filter: nil))
        }
    }
}
