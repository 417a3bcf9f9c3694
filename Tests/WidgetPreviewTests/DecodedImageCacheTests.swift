import Foundation
import Testing
import Graphics
@testable import WidgetPreview

@Suite struct DecodedImageCacheTests {
    @Test func anUnchangedFileIsDecodedOnceAndAChangedOneAgain() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("widgetpreview-decoded-cache-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("dot.png")
        try PNGCodec.encode(Bitmap(width: 2, height: 2, fill: .white)).write(to: file)
        let first = try DecodedImageCache.source(at: file)
        #expect(try DecodedImageCache.source(at: file) === first)

        // Another picture of another size, dated a minute later: read again.
        try PNGCodec.encode(Bitmap(width: 3, height: 1, fill: .black)).write(to: file)
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(60)], ofItemAtPath: file.path)
        let second = try DecodedImageCache.source(at: file)
        #expect(second !== first)
        #expect((second.bitmap.width, second.bitmap.height) == (3, 1))

        try Data("not a png".utf8).write(to: file)
        #expect(throws: PNGError.self) { try DecodedImageCache.source(at: file) }
    }
}
