import Foundation
import Graphics
import Testing
import WidgetPreview
@testable import WidgetPreviewCLI

/// The gallery leaves a PNG as it is when it already holds the picture's pixels, whatever wrote it: it
/// compares the pixels instead of encoding the picture again. A file with other pixels, or one that no
/// longer decodes, is replaced with the picture, exactly as a first run writes it.
@Suite("gallery: unchanged pixels are left as they are")
struct GalleryUnchangedPixelsTests {
    /// A widget image, a contact sheet (composited from the widget images) and a Lock Screen mock-up.
    static let pictures = ["Tile/sunny/systemSmall.homeScreen@2x.png", "Tile/contact-sheet@2x.png", "Tile/lock-screen@2x.png"]

    /// `path`'s pixels written again by libpng with its own defaults: other bytes, the same picture.
    static func reencode(_ root: URL, _ path: String) throws -> Data {
        let url = root.appendingPathComponent(path)
        let data = try PNGCodec.encode(PNGCodec.decode(contentsOf: url), options: .libpngDefaults)
        try data.write(to: url)
        return data
    }

    /// `path` with one byte of one pixel changed.
    static func touch(_ root: URL, _ path: String) throws {
        let url = root.appendingPathComponent(path)
        let bitmap = try PNGCodec.decode(contentsOf: url)
        var pixels = bitmap.pixels
        pixels[pixels.count / 2 + 1] ^= 1
        try PNGCodec.encode(Bitmap(width: bitmap.width, height: bitmap.height, pixels: pixels)).write(to: url)
    }

    @Test("the same pixels in other bytes are kept, file and time, and count as unchanged")
    func samePixelsOtherBytesAreKept() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(CLIRun(["gallery", "--output", root.path]).code == 0)
        let first = try tree(root)
        var expected = first
        for path in Self.pictures {
            let again = try Self.reencode(root, path)
            #expect(again != first[path])
            expected[path] = again
        }
        let stamp = Date(timeIntervalSince1970: 1_000_000)
        for path in Self.pictures {
            try FileManager.default.setAttributes([.modificationDate: stamp], ofItemAtPath: root.appendingPathComponent(path).path)
        }
        let second = CLIRun(["gallery", "--output", root.path, "--json", "--jobs", "4"])
        #expect(second.code == 0, "\(second.err)")
        #expect(second.out.contains("\"written\": 0, \"unchanged\": \(first.count), \"removed\": []"))
        #expect(try tree(root) == expected)
        for path in Self.pictures {
            let date = try FileManager.default.attributesOfItem(atPath: root.appendingPathComponent(path).path)[.modificationDate] as? Date
            #expect(date == stamp, "\(path) was rewritten")
        }
    }

    @Test("a changed pixel or a damaged file is replaced with the picture, as a first run writes it")
    func otherPixelsAreReplaced() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(CLIRun(["gallery", "--output", root.path]).code == 0)
        let first = try tree(root)
        for path in Self.pictures { try Self.touch(root, path) }
        let damaged = "Tile/sunny/systemSmall.homeScreenDark@2x.png"
        let bytes = try #require(first[damaged])
        try bytes.prefix(bytes.count / 2).write(to: root.appendingPathComponent(damaged))
        let second = CLIRun(["gallery", "--output", root.path, "--json", "--jobs", "4"])
        #expect(second.code == 0, "\(second.err)")
        #expect(second.out.contains("\"written\": \(Self.pictures.count + 1), \"unchanged\": \(first.count - Self.pictures.count - 1)"))
        #expect(try tree(root) == first)
    }
}
