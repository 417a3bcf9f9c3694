import Foundation
import Testing
@testable import Graphics

/// The same list gives the same bytes, twice and on several threads at once.
@Suite struct RasterDeterminismTests {
    @Test func renderTwiceGivesIdenticalBytes() throws {
        let a = try RasterBackend.render(RasterTest.scene(), scale: 2)
        let b = try RasterBackend.render(RasterTest.scene(), scale: 2)
        #expect(a == b)
        #expect(a.width == 340 && a.height == 340)
    }

    @Test func fourThreadsGiveIdenticalBytes() async throws {
        let list = RasterTest.scene()
        let reference = try RasterBackend.render(list, scale: 1)
        let results = try await withThrowingTaskGroup(of: Bitmap.self) { group in
            for _ in 0..<4 { group.addTask { try RasterBackend.render(list, scale: 1) } }
            var all: [Bitmap] = []
            for try await b in group { all.append(b) }
            return all
        }
        #expect(results.count == 4)
        #expect(results.allSatisfy { $0 == reference })
    }

    /// Every item kind draws something: the scene is not silently blank anywhere it should be painted.
    @Test func sceneDrawsEveryItem() throws {
        let b = try RasterBackend.render(RasterTest.scene(), scale: 1)
        #expect(b.isOpaque)
        #expect(b[20, 20].r > b[20, 20].b)           // linear gradient starts red
        #expect(b[75, 20].b > b[75, 20].r)           // … and ends blue
        #expect(b[77, 67] == (0, 0, 0, 255))         // blurred square's centre
        #expect(b[40, 140] != b[40, 128])            // ring hole vs ring
    }
}
