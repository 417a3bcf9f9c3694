import Foundation
import Testing
import Graphics
@testable import Typography

@Suite struct ThreadingTests {
    /// A result collector for `concurrentPerform`.
    final class Results: @unchecked Sendable {
        private let lock = NSLock()
        private var values: [Int: TextLayout] = [:]
        func set(_ i: Int, _ v: TextLayout) { lock.lock(); values[i] = v; lock.unlock() }
        var all: [TextLayout] { lock.lock(); defer { lock.unlock() }; return values.keys.sorted().map { values[$0]! } }
    }

    @Test func eightThreadsLayOutIdentically() throws {
        // A fresh library and type setter: every thread starts on cold caches and races for the faces.
        let ts = TypeSetter(library: try FontLibrary(directory: FontLocator.locate()))
        let request = TextLayoutRequest(runs: [
            StyledTextRun(text: "Weather 23° ☀️ 東京 ", font: FontDescriptor(weight: .semibold, size: 15)),
            StyledTextRun(text: LineBreakingTests.paragraph, font: FontDescriptor(design: .rounded, size: 13), tracking: 0.5),
        ], lineLimit: 3, truncation: .middle, alignment: .center, minimumScaleFactor: 0.8)
        let results = Results()
        DispatchQueue.concurrentPerform(iterations: 8) { i in
            results.set(i, ts.layout(request, width: 140 + Double(i % 2) * 0))
        }
        let all = results.all
        #expect(all.count == 8)
        let reference = try FontLibrary(directory: FontLocator.locate())
        let serial = TypeSetter(library: reference).layout(request, width: 140)
        for layout in all {
            #expect(layout.size == serial.size)
            #expect(layout.items == serial.items)
            // Outline equality is by key; compare the geometry too.
            let paths = TestFonts.glyphRuns(layout).flatMap { r in r.glyphs.indices.map { r.path(ofGlyph: $0) } }
            let expected = TestFonts.glyphRuns(serial).flatMap { r in r.glyphs.indices.map { r.path(ofGlyph: $0) } }
            #expect(paths == expected)
        }
    }
}
