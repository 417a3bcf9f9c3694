import Foundation
import Testing
@testable import WidgetSnapshotTesting

/// The XCTest accept filter names the class an assertion was written in, found in its source file.
@Suite("XCTest class locator")
struct XCTestClassLocatorTests {
    static let source = """
        import XCTest

        final class WeatherTests: XCTestCase {
            class func helper() {}
            func testRain() {
                assertSnapshot(of: RainView(), families: [.systemSmall])
            }
        }

        @MainActor public class SunTests: XCTestCase {   // class Fake in a comment
            func testSun() { assertSnapshot(of: SunView(), families: [.systemSmall]) }
        }
        extension WeatherTests {
            func testSnow() { assertSnapshot(of: SnowView(), families: [.systemSmall]) }
        }
        """

    @Test("the class or extension declared last before the line, never a class method or a comment",
          arguments: [(6, "WeatherTests"), (11, "SunTests"), (14, "WeatherTests")])
    func enclosingType(line: Int, expected: String) {
        #expect(XCTestClassLocator.enclosingType(inSource: Self.source, line: line) == expected)
    }

    @Test("nothing before any declaration, or in a file that cannot be read")
    func none() {
        #expect(XCTestClassLocator.enclosingType(inSource: Self.source, line: 2) == nil)
        #expect(XCTestClassLocator.enclosingType(inFile: "/nonexistent/WeatherTests.swift", line: 6) == nil)
    }

    @Test("outside Swift Testing the filter is `^Module\\.Class/method$`, the class read from the source file")
    func xcTestFilter() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("WeatherTests-\(UUID().uuidString).swift")
        try Self.source.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        #expect(SnapshotCaller.xcTestFilter(module: "MyTests", filePath: file.path, line: 14, function: "testSnow")
            == #"^MyTests\.WeatherTests/testSnow$"#)
        #expect(SnapshotCaller.xcTestFilter(module: "MyTests", filePath: "/nonexistent/Gone.swift", line: 6, function: "testRain")
            == #"^MyTests\.[^/]+/testRain$"#)
        // A detached task runs outside the current Swift Testing test, as an XCTest method does.
        let filter = await Task.detached {
            SnapshotCaller(fileID: "MyTests/Gone.swift", filePath: "/nonexistent/Gone.swift", line: 6, column: 1,
                           testName: "testRain()").acceptFilter
        }.value
        #expect(filter == #"^MyTests\.[^/]+/testRain$"#)
    }
}
