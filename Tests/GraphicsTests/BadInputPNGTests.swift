import Foundation
import Testing
@testable import Graphics

/// Bad PNG goldens beyond PNGDecodeTests: zero-size, 16-bit and palette files that are broken, the
/// 30000×30000 header and empty files read from disk. Each must throw a `PNGError` whose message names
/// the file; none may crash or allocate the declared size.
@Suite struct BadInputPNGTests {
    typealias Support = PNGTestSupport
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// A PNG with valid CRCs and the given IHDR fields plus extra chunks before IDAT.
    static func png(width: UInt32, height: UInt32, bitDepth: UInt8 = 8, colourType: UInt8 = 6,
                    before: [UInt8] = [], idat: [UInt8] = [0x78, 0x01, 0x63, 0x60, 0x00, 0x00, 0x00, 0x02, 0x00, 0x01]) -> Data {
        let ihdr = Support.bigEndian(width) + Support.bigEndian(height) + [bitDepth, colourType, 0, 0, 0]
        return Data(signature + Support.chunk("IHDR", ihdr) + before + Support.chunk("IDAT", idat) + Support.chunk("IEND", []))
    }

    /// The file's chunks without the ones of type `type` (CRCs stay valid).
    static func removingChunk(_ type: String, from data: Data) -> Data {
        let bytes = [UInt8](data)
        var out = Array(bytes[0..<8])
        var offset = 8
        while offset + 12 <= bytes.count {
            let length = Int(Support.be32(bytes, offset))
            let end = min(bytes.count, offset + 12 + length)
            if String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self) != type { out += bytes[offset..<end] }
            offset = end
        }
        return Data(out)
    }

    func expectError(_ data: Data, name: String, _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
        let error = #expect(throws: PNGError.self, comment, sourceLocation: sourceLocation) { try PNGCodec.decode(data, name: name) }
        #expect(error?.description.contains(name) == true, "message does not name \(name): \(String(describing: error))",
                sourceLocation: sourceLocation)
    }

    @Test(arguments: [(UInt32(0), UInt32(10)), (10, 0), (0, 0)])
    func zeroSizeThrowsNamingTheFile(width: UInt32, height: UInt32) {
        let error = #expect(throws: PNGError.self) {
            try PNGCodec.decode(Self.png(width: width, height: height), name: "Goldens/zero.png")
        }
        guard case .corrupt(let name, let detail)? = error else {
            Issue.record("expected .corrupt, got \(String(describing: error))")
            return
        }
        #expect(name == "Goldens/zero.png")
        #expect(detail.lowercased().contains("zero"))
    }

    @Test(arguments: ["rgba16", "rgb16", "greyalpha16", "grey16_interlaced", "palette8", "palette4_trns", "palette8_interlaced"])
    func sixteenBitAndPaletteFilesCutAnywhereThrow(fixture: String) throws {
        let png = try Support.fixtureData("\(fixture).png")
        for length in stride(from: 1, to: png.count, by: 3) {
            expectError(png.prefix(length), name: "Goldens/\(fixture).png", "cut at \(length) of \(png.count)")
        }
    }

    @Test(arguments: ["rgba16", "rgb16", "palette8", "palette8_trns"])
    func sixteenBitAndPaletteFilesWithAFlippedByteThrow(fixture: String) throws {
        let png = [UInt8](try Support.fixtureData("\(fixture).png"))
        // Every byte after the signature, one at a time: each chunk's CRC catches the change.
        for index in 8..<png.count {
            var bytes = png
            bytes[index] ^= 0x20
            let name = "Goldens/\(fixture)-\(index).png"
            do {
                let bitmap = try PNGCodec.decode(Data(bytes), name: name)
                // Only an ancillary chunk's damage may be tolerated (libpng warns and skips it).
                #expect(bitmap.width == 10 && bitmap.height == 9, "byte \(index) gave \(bitmap.width)×\(bitmap.height)")
            } catch let error as PNGError {
                #expect(error.description.contains(name))
            }
        }
    }

    @Test func paletteImageWithoutPaletteThrows() throws {
        let png = Self.removingChunk("PLTE", from: try Support.fixtureData("palette8.png"))
        #expect(Support.chunkTypes(png).contains("PLTE") == false)
        expectError(png, name: "Goldens/no-palette.png")
    }

    @Test(arguments: [(UInt8(16), UInt8(3)), (3, 2), (7, 0), (16, 3), (8, 5), (1, 6), (32, 6)])
    func impossibleBitDepthAndColourTypeThrow(bitDepth: UInt8, colourType: UInt8) {
        expectError(Self.png(width: 4, height: 4, bitDepth: bitDepth, colourType: colourType),
                    name: "Goldens/depth\(bitDepth)-type\(colourType).png")
    }

    @Test func sixteenBitImageDeclaredHugeFailsBeforeAllocating() {
        // 16384×16384 RGBA16 would be 2 GiB of rows; ten bytes of IDAT cannot hold it.
        let png = Self.png(width: 16_384, height: 16_384, bitDepth: 16, colourType: 6)
        let error = #expect(throws: PNGError.self) { try PNGCodec.decode(png, name: "Goldens/huge16.png") }
        guard case .corrupt(let name, let detail)? = error else {
            Issue.record("expected .corrupt, got \(String(describing: error))")
            return
        }
        #expect(name == "Goldens/huge16.png")
        #expect(detail.contains("truncated"))
    }

    @Test func thirtyThousandSquaredFileOnDiskThrowsWithItsPath() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("BadInputPNGTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("Huge Golden ☀️.png")
        try Support.pngDeclaring(width: 30_000, height: 30_000).write(to: url)
        let error = #expect(throws: PNGError.self) { try PNGCodec.decode(contentsOf: url) }
        guard case .tooLarge(let name, 30_000, 30_000, _)? = error else {
            Issue.record("expected .tooLarge 30000×30000, got \(String(describing: error))")
            return
        }
        #expect(name == url.path)
        #expect(error?.description.contains(url.path) == true)
        #expect(error?.description.contains("30000×30000") == true)
    }

    @Test func emptyFileAndFolderOnDiskThrowWithTheirPaths() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("BadInputPNGTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let empty = folder.appendingPathComponent("empty.png")
        try Data().write(to: empty)
        #expect(throws: PNGError.emptyFile(name: empty.path)) { try PNGCodec.decode(contentsOf: empty) }
        let directory = folder.appendingPathComponent("dir.png")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let error = #expect(throws: PNGError.self) { try PNGCodec.decode(contentsOf: directory) }
        #expect(error == .unreadable(name: directory.path, reason: "it is a directory"))
    }

    @Test func signatureOnlyAndHeaderOnlyThrow() {
        expectError(Data(Self.signature), name: "Goldens/signature-only.png")
        let ihdrOnly = Data(Self.signature + Support.chunk("IHDR", Support.bigEndian(4) + Support.bigEndian(4) + [8, 6, 0, 0, 0]))
        expectError(ihdrOnly, name: "Goldens/ihdr-only.png")
        expectError(Self.removingChunk("IDAT", from: Self.png(width: 4, height: 4)), name: "Goldens/no-idat.png")
    }

    @Test func bitmapOverMaxDimensionIsRefusedByTheRenderer() {
        // The renderer is where a Bitmap gets its size from a DisplayList; one pixel over the limit throws.
        let side = Double(Bitmap.maxDimension + 1)
        for (size, scale) in [(Size(side, 1), 1.0), (Size(1, side), 1.0), (Size(5462, 10), 3.0), (Size(30_000, 30_000), 1.0)] {
            let list = DisplayList(size: size)
            let error = #expect(throws: RasterError.self) { try RasterBackend.render(list, scale: scale) }
            #expect(error == .invalidCanvas(width: size.width, height: size.height, scale: scale))
            #expect(error?.description.contains("\(Bitmap.maxDimension)") == true)
        }
        // The largest side still accepted renders (a 16384×1 strip).
        #expect((try? RasterBackend.render(DisplayList(size: Size(Double(Bitmap.maxDimension), 1)), scale: 1))?.width
                == Bitmap.maxDimension)
    }
}
