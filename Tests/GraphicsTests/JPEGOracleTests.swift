import Foundation
import Testing
@testable import Graphics

/// `JPEGDecoder` against libjpeg-turbo's `djpeg` (accurate integer IDCT, fancy upsampling) on the committed
/// fixtures and on images `cjpeg` encodes here in every sampling, with restart markers, progressive, at odd
/// sizes. The decoder does libjpeg's integer arithmetic (islow IDCT, fixed-point colour conversion, fancy
/// upsampling for the factors of two), so every pixel must be exactly djpeg's; the measured maximum is printed.
@Suite struct JPEGOracleTests {
    static let tolerance = 0
    static let available = JPEGTestSupport.cjpeg != nil && JPEGTestSupport.djpeg != nil

    /// Decodes `file` with both decoders and returns the largest channel difference.
    static func compare(_ file: URL) throws -> Int {
        let ours = try JPEGDecoder.decode(contentsOf: file)
        let reference = try JPEGTestSupport.bitmap(pnm: try JPEGTestSupport.run(try #require(JPEGTestSupport.djpeg), ["-pnm", file.path]))
        return try #require(JPEGTestSupport.maxChannelDifference(ours, reference),
                            "size \(ours.width)×\(ours.height), djpeg \(reference.width)×\(reference.height)")
    }

    @Test(.enabled(if: available, "\(JPEGTestSupport.toolsMissing)"), arguments: JPEGTestSupport.fixtures)
    func committedFixtures(_ name: String) throws {
        let difference = try Self.compare(try JPEGTestSupport.fixtureURL(name))
        print("JPEG oracle: \(name): max channel difference to djpeg \(difference)")
        #expect(difference <= Self.tolerance)
    }

    struct Encoding: CustomStringConvertible, Sendable {
        let width: Int
        let height: Int
        let options: [String]
        var grey = false
        var description: String { "\(width)×\(height) \(options.joined(separator: " "))" }
    }

    static let encodings: [Encoding] = [
        Encoding(width: 17, height: 9, options: ["-sample", "2x2"]),
        Encoding(width: 17, height: 9, options: ["-sample", "2x1"]),
        Encoding(width: 17, height: 9, options: ["-sample", "1x2"]),
        Encoding(width: 17, height: 9, options: ["-sample", "1x1"]),
        Encoding(width: 1, height: 1, options: ["-sample", "2x2"]),
        Encoding(width: 64, height: 48, options: ["-sample", "2x2", "-quality", "95"]),
        Encoding(width: 64, height: 48, options: ["-sample", "2x1", "-quality", "95"]),
        Encoding(width: 64, height: 48, options: ["-sample", "1x2", "-quality", "95"]),
        Encoding(width: 64, height: 48, options: ["-sample", "1x1", "-quality", "95"]),
        Encoding(width: 33, height: 47, options: ["-sample", "2x2", "-restart", "1"]),
        Encoding(width: 33, height: 47, options: ["-sample", "1x1", "-restart", "2B"]),
        Encoding(width: 31, height: 25, options: ["-grayscale", "-quality", "90"], grey: true),
        Encoding(width: 31, height: 25, options: ["-progressive", "-grayscale"], grey: true),
        Encoding(width: 45, height: 29, options: ["-progressive", "-sample", "2x2"]),
        Encoding(width: 45, height: 29, options: ["-progressive", "-sample", "1x1", "-quality", "98"]),
        Encoding(width: 45, height: 29, options: ["-progressive", "-sample", "2x1", "-restart", "1"]),
        Encoding(width: 40, height: 24, options: ["-rgb"]),
        Encoding(width: 40, height: 24, options: ["-sample", "2x2", "-optimize", "-quality", "30"]),
    ]

    @Test(.enabled(if: available, "\(JPEGTestSupport.toolsMissing)"), arguments: encodings)
    func encodedByCjpeg(_ encoding: Encoding) throws {
        let source = JPEGTestSupport.temporaryURL(encoding.grey ? ".pgm" : ".ppm")
        let jpeg = JPEGTestSupport.temporaryURL(".jpg")
        defer { try? FileManager.default.removeItem(at: source); try? FileManager.default.removeItem(at: jpeg) }
        try JPEGTestSupport.pattern(width: encoding.width, height: encoding.height, grey: encoding.grey).write(to: source)
        try JPEGTestSupport.run(try #require(JPEGTestSupport.cjpeg), encoding.options + [source.path]).write(to: jpeg)
        let difference = try Self.compare(jpeg)
        print("JPEG oracle: \(encoding): max channel difference to djpeg \(difference)")
        #expect(difference <= Self.tolerance)
    }
}
