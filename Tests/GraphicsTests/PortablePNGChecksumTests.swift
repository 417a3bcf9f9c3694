import Testing
@testable import Graphics

/// Known answers for the checksums the portable PNG encoder writes.
@Suite struct PortablePNGChecksumTests {
    @Test func crc32KnownAnswers() {
        #expect(CRC32.checksum([UInt8]()) == 0)
        #expect(CRC32.checksum(Array("123456789".utf8)) == 0xCBF4_3926)
        #expect(CRC32.checksum(Array("The quick brown fox jumps over the lazy dog".utf8)) == 0x414F_A339)
        // The CRC of IEND with no data, as in every PNG file.
        #expect(CRC32.checksum(Array("IEND".utf8)) == 0xAE42_6082)
    }

    @Test func crc32ContinuesAcrossPieces() {
        let whole = Array("The quick brown fox jumps over the lazy dog".utf8)
        #expect(CRC32.checksum(whole[10...], continuing: CRC32.checksum(whole[..<10])) == CRC32.checksum(whole))
    }

    @Test func adler32KnownAnswers() {
        #expect(Adler32.checksum([UInt8]()) == 1)
        #expect(Adler32.checksum(Array("Wikipedia".utf8)) == 0x11E6_0398)
        #expect(Adler32.checksum(Array("123456789".utf8)) == 0x091E_01DE)
        // 100 000 × 0xFF crosses the 5552-byte reduction blocks many times (value from Python's zlib.adler32).
        #expect(Adler32.checksum([UInt8](repeating: 0xFF, count: 100_000)) == 0x149A_302C)
    }
}
