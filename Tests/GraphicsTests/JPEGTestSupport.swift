import Foundation
import Testing
@testable import Graphics

/// Helpers shared by the JPEG tests: fixtures, the libjpeg-turbo tools (`cjpeg`, `djpeg`: Debian's
/// libjpeg-turbo-progs, test-only, never linked; `make test-deps` and `.ci/run` install them), PNM files.
enum JPEGTestSupport {
    /// `Tests/GraphicsTests/Fixtures/JPEG` (written by Tools/jpeg/make-fixtures.sh), as copied into the bundle.
    static func fixtureURL(_ name: String) throws -> URL {
        let root = try #require(Bundle.module.resourceURL, "the GraphicsTests bundle has no resources")
        return root.appendingPathComponent("Fixtures/JPEG/\(name)")
    }

    static func fixtureData(_ name: String) throws -> Data { try Data(contentsOf: fixtureURL(name)) }

    static let fixtures = ["grey.jpg", "420.jpg", "422.jpg", "440.jpg", "444opt.jpg", "rst.jpg", "prog.jpg", "proggrey.jpg", "rgb.jpg"]

    static func tool(_ name: String) -> String? {
        ["/usr/bin/\(name)", "/usr/local/bin/\(name)"].first { FileManager.default.isExecutableFile(atPath: $0) }
    }
    static let cjpeg = tool("cjpeg")
    static let djpeg = tool("djpeg")
    static let toolsMissing = "cjpeg/djpeg are not installed (apt-get install libjpeg-turbo-progs; make test-deps does)"

    /// Runs `tool` with `arguments` and returns its standard output; throws when it fails.
    static func run(_ tool: String, _ arguments: [String]) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "\(tool) \(arguments.joined(separator: " ")) failed")
        return data
    }

    static func temporaryURL(_ suffix: String) -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("widgetpreview-jpeg-\(UUID().uuidString)\(suffix)")
    }

    /// A binary PPM (or PGM) of a pattern with smooth gradients, hard edges and a checkerboard: what
    /// chroma subsampling and the DCT get wrong first.
    static func pattern(width: Int, height: Int, grey: Bool) -> Data {
        var data = Data("\(grey ? "P5" : "P6")\n\(width) \(height)\n255\n".utf8)
        for y in 0..<height {
            for x in 0..<width {
                var r = Int(127 + 120 * sin(Double(x) * 0.3 + Double(y) * 0.1))
                let g = x * 255 / max(1, width - 1), b = y * 255 / max(1, height - 1)
                if (x / 4 + y / 4) % 2 == 1 { r = 255 - r }
                if grey { data.append(UInt8((r + g + b) / 3)) } else { data.append(contentsOf: [UInt8(r), UInt8(g), UInt8(b)]) }
            }
        }
        return data
    }

    /// A binary PPM/PGM as RGBA (grey repeated, alpha 255).
    static func bitmap(pnm data: Data) throws -> Bitmap {
        let bytes = [UInt8](data)
        var fields: [String] = []
        var i = 0
        while fields.count < 4, i < bytes.count {
            while i < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[i]) { i += 1 }
            var field = ""
            while i < bytes.count, ![0x20, 0x0A, 0x0D, 0x09].contains(bytes[i]) { field.append(Character(UnicodeScalar(bytes[i]))); i += 1 }
            fields.append(field)
        }
        i += 1
        let channels = fields.first == "P5" ? 1 : 3
        let width = try #require(Int(fields[1])), height = try #require(Int(fields[2]))
        try #require(bytes.count >= i + width * height * channels, "short PNM")
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        for p in 0..<(width * height) {
            for c in 0..<3 { pixels[p * 4 + c] = bytes[i + p * channels + (channels == 1 ? 0 : c)] }
        }
        return Bitmap(width: width, height: height, pixels: pixels)
    }

    /// The largest difference of any colour channel of any pixel (nil when the sizes differ).
    static func maxChannelDifference(_ a: Bitmap, _ b: Bitmap) -> Int? {
        guard a.width == b.width, a.height == b.height else { return nil }
        var worst = 0
        for i in a.pixels.indices where i % 4 != 3 { worst = max(worst, abs(Int(a.pixels[i]) - Int(b.pixels[i]))) }
        return worst
    }
}
