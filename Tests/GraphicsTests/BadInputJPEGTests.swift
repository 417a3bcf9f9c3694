import Foundation
import Testing
@testable import Graphics

/// Broken JPEG files never crash or hang the decoder: each throws a `JPEGError` whose message names the
/// file and says what to do, before allocating anything a lying header asks for.
@Suite struct BadInputJPEGTests {
    static let name = "/assets/Photo.imageset/photo.jpg"

    static func decode(_ bytes: [UInt8]) throws(JPEGError) -> Bitmap { try JPEGDecoder.decode(Data(bytes), name: name) }

    /// The error decoding `bytes` throws (nil when it decodes).
    static func error(_ bytes: [UInt8]) -> JPEGError? {
        do { _ = try decode(bytes); return nil } catch { return error }
    }

    /// Index of the first `0xFF marker` in `bytes`.
    static func offset(of marker: UInt8, in bytes: [UInt8]) throws -> Int {
        try #require(bytes.indices.dropLast().first { bytes[$0] == 0xFF && bytes[$0 + 1] == marker }, "no marker 0x\(marker)")
    }

    static func fixture(_ name: String) throws -> [UInt8] { [UInt8](try JPEGTestSupport.fixtureData(name)) }

    @Test("an empty file and a PNG are named and explained")
    func notJPEG() throws {
        #expect(Self.error([]) == .emptyFile(name: Self.name))
        #expect(Self.error([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) == .notJPEG(name: Self.name))
        #expect(JPEGError.notJPEG(name: Self.name).description.contains(Self.name))
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("widgetpreview-no-such-\(UUID().uuidString).jpg")
        #expect(throws: JPEGError.unreadable(name: missing.path, reason: "no such file")) { try JPEGDecoder.decode(contentsOf: missing) }
    }

    @Test("every truncation of a baseline, restart and progressive file throws a named error or decodes", arguments: ["420.jpg", "rst.jpg", "prog.jpg", "proggrey.jpg"])
    func truncated(_ fixture: String) throws {
        let bytes = try Self.fixture(fixture)
        let sos = try Self.offset(of: 0xDA, in: bytes)
        for length in 0..<bytes.count {
            switch Self.error(Array(bytes.prefix(length))) {
            case let error?:
                #expect(error.description.contains(Self.name))
            case nil:
                // Only a file cut after a whole scan still holds an image.
                #expect(length > sos + 10, "\(fixture) cut at \(length) decoded")
            }
        }
        // Cut halfway into the first scan's data: truncated, not silently grey.
        let scanData = sos + 2 + (Int(bytes[sos + 2]) << 8 | Int(bytes[sos + 3]))
        let scanEnd = try #require((scanData..<(bytes.count - 1)).first { bytes[$0] == 0xFF && bytes[$0 + 1] != 0 })
        guard scanEnd - scanData >= 2 else { return }  // an 8×8 DC scan of one byte has no middle
        guard case .truncated? = Self.error(Array(bytes.prefix((scanData + scanEnd) / 2))) else {
            Issue.record("\(fixture) cut inside its first scan did not throw truncated"); return
        }
    }

    @Test("a frame larger than the pixel limit is refused before anything is allocated")
    func hugeDeclaredSize() throws {
        var bytes = try Self.fixture("grey.jpg")
        let sof = try Self.offset(of: 0xC0, in: bytes)
        bytes[sof + 5] = 0xFF; bytes[sof + 6] = 0xFF; bytes[sof + 7] = 0xFF; bytes[sof + 8] = 0xFF
        #expect(Self.error(bytes) == .tooLarge(name: Self.name, width: 65535, height: 65535))
        #expect(JPEGError.tooLarge(name: Self.name, width: 65535, height: 65535).description.contains("16384"))
        // Within the limit, but 16000×16000 needs far more compressed bits than a 300-byte file holds.
        bytes[sof + 5] = 0x3E; bytes[sof + 6] = 0x80; bytes[sof + 7] = 0x3E; bytes[sof + 8] = 0x80
        guard case .truncated? = Self.error(bytes) else { Issue.record("a 16000×16000 frame in 341 bytes was not truncated"); return }
        // A zero height (to be given by a DNL marker) is not decoded.
        bytes[sof + 5] = 0; bytes[sof + 6] = 0
        guard case .unsupported? = Self.error(bytes) else { Issue.record("a zero-height frame did not throw unsupported"); return }
    }

    @Test("zero and out-of-range sampling factors, quantization slots and component counts")
    func badFrameHeader() throws {
        let original = try Self.fixture("420.jpg")
        let sof = try Self.offset(of: 0xC0, in: original)
        // SOF payload: precision, height, width, count, then id, sampling, table per component.
        let firstSampling = sof + 4 + 6 + 1
        for sampling: UInt8 in [0x00, 0x20, 0x02, 0x50] {
            var bytes = original
            bytes[firstSampling] = sampling
            guard case .corrupt(_, let detail)? = Self.error(bytes) else { Issue.record("sampling 0x\(sampling) accepted"); continue }
            #expect(detail.contains("sampling factors"))
        }
        var bytes = original
        bytes[firstSampling + 1] = 7
        guard case .corrupt? = Self.error(bytes) else { Issue.record("quantization table 7 accepted"); return }
        bytes = original
        bytes[sof + 4] = 12
        guard case .unsupported(_, let detail)? = Self.error(bytes) else { Issue.record("12-bit accepted"); return }
        #expect(detail.contains("12-bit"))
        bytes = original
        bytes[sof + 4 + 5] = 4
        guard case .unsupported(_, let cmyk)? = Self.error(bytes) else { Issue.record("4 components accepted"); return }
        #expect(cmyk.contains("CMYK"))
    }

    @Test("arithmetic-coded and lossless frames are unsupported, not misread")
    func unsupportedCoding() throws {
        for (marker, word) in [(UInt8(0xC9), "arithmetic"), (0xC3, "lossless"), (0xC5, "hierarchical")] {
            var bytes = try Self.fixture("grey.jpg")
            bytes[try Self.offset(of: 0xC0, in: bytes) + 1] = marker
            guard case .unsupported(_, let detail)? = Self.error(bytes) else { Issue.record("SOF 0x\(marker) accepted"); continue }
            #expect(detail.contains(word))
            #expect(JPEGError.unsupported(name: Self.name, detail: detail).description.contains("Re-export"))
        }
    }

    @Test("Huffman tables that overflow their code space or list too many symbols")
    func badHuffmanTables() throws {
        #expect(throws: JPEGHuffmanTableFlaw.self) { try JPEGHuffmanTable(counts: [3] + Array(repeating: 0, count: 15), symbols: [0, 1, 2]) }
        #expect(throws: JPEGHuffmanTableFlaw.self) { try JPEGHuffmanTable(counts: Array(repeating: 0, count: 16), symbols: []) }
        #expect(throws: JPEGHuffmanTableFlaw.self) { try JPEGHuffmanTable(counts: [0, 1] + Array(repeating: 0, count: 14), symbols: [0, 1]) }
        let complete = try JPEGHuffmanTable(counts: [2] + Array(repeating: 0, count: 15), symbols: [5, 9])
        #expect(complete.fastLookup(0b1_0000_0000)?.symbol == 9)
        var bytes = try Self.fixture("grey.jpg")
        let dht = try Self.offset(of: 0xC4, in: bytes)
        // The first (DC) table counts 0, 1, 5, 1, … codes of 1, 2, 3, … bits. Two 1-bit codes fill the whole
        // code space, so the 3-bit codes after them cannot exist (same symbol total, 12).
        bytes[dht + 5] = 2; bytes[dht + 6] = 0; bytes[dht + 7] = 4
        guard case .corrupt(_, let detail)? = Self.error(bytes) else { Issue.record("an overflowing Huffman table was accepted"); return }
        #expect(detail.contains("Huffman table 0") && detail.contains("overflow"))
        bytes = try Self.fixture("grey.jpg")
        bytes[dht + 5] = 3  // 15 symbols announced in a segment that holds 12
        guard case .corrupt(_, let short)? = Self.error(bytes) else { Issue.record("a Huffman table with missing symbols was accepted"); return }
        #expect(short.contains("Huffman"))
        bytes = try Self.fixture("grey.jpg")
        bytes[dht + 4] = 0x27  // class 2, slot 7
        guard case .corrupt? = Self.error(bytes) else { Issue.record("Huffman class 2 accepted"); return }
    }

    @Test("no scan, no frame, a scan before the frame, a missing restart marker")
    func missingSegments() throws {
        let bytes = try Self.fixture("grey.jpg")
        let sos = try Self.offset(of: 0xDA, in: bytes)
        guard case .corrupt(_, let noScan)? = Self.error(Array(bytes.prefix(sos)) + [0xFF, 0xD9]) else { Issue.record("no SOS accepted"); return }
        #expect(noScan.contains("no scan"))
        let sof = try Self.offset(of: 0xC0, in: bytes)
        let sofLength = Int(bytes[sof + 2]) << 8 | Int(bytes[sof + 3])
        let withoutFrame = Array(bytes[..<sof]) + Array(bytes[(sof + 2 + sofLength)...])
        guard case .corrupt(_, let early)? = Self.error(withoutFrame) else { Issue.record("no SOF accepted"); return }
        #expect(early.contains("before the frame header"))
        var restarts = try Self.fixture("rst.jpg")
        let rst = try Self.offset(of: 0xD0, in: restarts)
        restarts[rst + 1] = 0xD5
        guard case .corrupt(_, let detail)? = Self.error(restarts) else { Issue.record("a wrong restart marker was accepted"); return }
        #expect(detail.contains("RST0"))
    }

    @Test("garbage in the compressed data and in headers: a named error or an image, never a crash")
    func mutations() throws {
        var generator = SeededRandom(seed: 15)
        for fixture in ["420.jpg", "prog.jpg", "rst.jpg", "rgb.jpg"] {
            let original = try Self.fixture(fixture)
            for _ in 0..<150 {
                var bytes = original
                for _ in 0..<Int.random(in: 1...4, using: &generator) {
                    bytes[Int.random(in: 2..<bytes.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator)
                }
                if let error = Self.error(bytes) { #expect(error.description.contains(Self.name)) }
            }
        }
    }
}
