import Foundation
import Testing
@testable import Graphics

/// pixelmatch v7.2.0's own fixtures (`/work/shared/pixelmatch-fixtures`, see its README): every case must
/// give the same mismatch count and, pixel for pixel, the same diff image as the JavaScript release.
@Suite("Pixelmatch fixtures")
struct PixelmatchFixtureTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let a: String
        let b: String
        let diff: String
        let options: PixelmatchOptions
        let mismatched: Int
        var testDescription: String { "\(a) vs \(b) → \(diff)" }
    }

    /// The table from the fixtures' README.
    static let cases: [Case] = [
        Case(a: "1a", b: "1b", diff: "1diff", options: .init(threshold: 0.05), mismatched: 143),
        Case(a: "1a", b: "1b", diff: "1diffdefaultthreshold", options: .init(), mismatched: 106),
        Case(a: "1a", b: "1b", diff: "1diffmask",
             options: .init(threshold: 0.05, includeAA: false, diffMask: true), mismatched: 143),
        Case(a: "1a", b: "1a", diff: "1emptydiffmask", options: .init(threshold: 0, diffMask: true), mismatched: 0),
        Case(a: "2a", b: "2b", diff: "2diff",
             options: .init(threshold: 0.05, alpha: 0.5, aaColor: .init(0, 192, 0), diffColor: .init(255, 0, 255)),
             mismatched: 12437),
        Case(a: "3a", b: "3b", diff: "3diff", options: .init(threshold: 0.05), mismatched: 212),
        Case(a: "6a", b: "6b", diff: "6diff", options: .init(threshold: 0.05), mismatched: 51),
        Case(a: "6a", b: "6a", diff: "6empty", options: .init(threshold: 0), mismatched: 0),
        Case(a: "7a", b: "7b", diff: "7diff", options: .init(diffColorAlt: .init(0, 255, 0)), mismatched: 2448),
    ]

    @Test(arguments: cases)
    func matchesPixelmatch(_ fixture: Case) throws {
        let folder = try PixelmatchFixtures.folder()
        let a = try PNGCodec.decode(contentsOf: folder.appendingPathComponent("\(fixture.a).png"))
        let b = try PNGCodec.decode(contentsOf: folder.appendingPathComponent("\(fixture.b).png"))
        let expected = try PNGCodec.decode(contentsOf: folder.appendingPathComponent("\(fixture.diff).png"))

        let result = try Pixelmatch.compare(a, b, options: fixture.options, writeDiff: true)
        #expect(result.mismatched == fixture.mismatched)
        let diff = try #require(result.diff)
        #expect(diff.width == expected.width && diff.height == expected.height)
        if diff.pixels != expected.pixels {
            let differing = stride(from: 0, to: min(diff.pixels.count, expected.pixels.count), by: 4).filter {
                diff.pixels[$0..<($0 + 4)] != expected.pixels[$0..<($0 + 4)]
            }
            let first = differing.first ?? 0
            Issue.record("""
                \(differing.count) diff pixels differ from \(fixture.diff).png; first at pixel \(first / 4): \
                got \(Array(diff.pixels[first..<(first + 4)])), expected \(Array(expected.pixels[first..<(first + 4)]))
                """)
        }

        // Counting without a diff image gives the same number (pixelmatch's "without output" check).
        let countOnly = try Pixelmatch.compare(a, b, options: fixture.options, writeDiff: false)
        #expect(countOnly.mismatched == fixture.mismatched)
        #expect(countOnly.diff == nil)
    }
}

/// Finds pixelmatch's fixtures next to the repository: `<repo>/../shared/pixelmatch-fixtures`, or the same
/// `shared/pixelmatch-fixtures` beside a further ancestor (a git worktree lives one level deeper).
/// A missing folder is a test failure that lists every place searched, never a skip.
enum PixelmatchFixtures {
    struct Missing: Error, CustomStringConvertible {
        let searched: [String]
        var description: String {
            "pixelmatch fixtures not found; looked in:\n" + searched.map { "  \($0)" }.joined(separator: "\n")
                + "\nPut pixelmatch v7.2.0's test/fixtures (with the README table) in ../shared/pixelmatch-fixtures "
                + "beside the repository."
        }
    }

    static func folder(filePath: String = #filePath) throws -> URL {
        // <repo>/Tests/GraphicsTests/<this file>
        let repoRoot = URL(fileURLWithPath: filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        var searched: [String] = []
        var ancestor = repoRoot.deletingLastPathComponent()
        while true {
            let candidate = ancestor.appendingPathComponent("shared/pixelmatch-fixtures").standardizedFileURL
            searched.append(candidate.path)
            if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("1a.png").path) {
                return candidate
            }
            let parent = ancestor.deletingLastPathComponent()
            if parent.path == ancestor.path || searched.count > 8 { break }
            ancestor = parent
        }
        throw Missing(searched: searched)
    }
}

@Suite("Pixelmatch fixture lookup")
struct PixelmatchFixtureLookupTests {
    @Test func missingFolderFailsSayingWhereItLooked() {
        let error = #expect(throws: PixelmatchFixtures.Missing.self) {
            try PixelmatchFixtures.folder(filePath: "/nonexistent-root/repo/Tests/GraphicsTests/X.swift")
        }
        #expect(error?.searched.first == "/nonexistent-root/shared/pixelmatch-fixtures")
        #expect(error?.description.contains("/nonexistent-root/shared/pixelmatch-fixtures") == true)
    }
}
