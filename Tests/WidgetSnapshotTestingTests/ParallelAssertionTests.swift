import Foundation
import Testing
import WidgetPreview
@testable import WidgetSnapshotTesting

/// Many public `assertSnapshot` calls at once, as Swift Testing runs tests in parallel: real renderer,
/// PNG codec and diff, and the process-wide name registry and run log. Part of `make tsan`.
@Suite("Parallel assertions")
struct ParallelAssertionTests {
    static let count = 24

    /// Asserts `count` different pictures concurrently, each under its own name; returns the pass flags.
    static func assertAll(_ configuration: SnapshotConfiguration, changed: Bool = false) async -> [Bool] {
        await withSnapshotConfiguration(configuration) {
            await withTaskGroup(of: (Int, Bool).self) { group in
                for i in 0 ..< count {
                    group.addTask {
                        let label = changed && i % 2 == 0 ? "\(i)!" : "\(i)"
                        let passed = assertSnapshot(of: ZStack { Circle().fill(Color.white.opacity(0.3)); Text(label) },
                                                    families: [.accessoryCircular], places: [.lockScreen],
                                                    named: "case \(i)", testName: "concurrentAssertions()")
                        return (i, passed)
                    }
                }
                var passed = [Bool](repeating: false, count: count)
                for await (i, ok) in group { passed[i] = ok }
                return passed
            }
        }
    }

    @Test("24 assertions at once: all recorded, then all pass, then exactly the changed half fail with their own artifacts")
    func concurrentAssertions() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let issues = IssueCollector()
        var configuration = SnapshotConfiguration(snapshotDirectory: folder.snapshots.path,
                                                  artifactsDirectory: folder.artifacts.path)
        configuration.environment = SnapshotEnvironment([:])
        configuration.issueSink = { issues.add($0) }

        configuration.record = .missing
        #expect(await Self.assertAll(configuration) == [Bool](repeating: false, count: Self.count))
        #expect(issues.messages.count == Self.count)
        #expect(issues.messages.allSatisfy { $0.hasPrefix("No golden for \"ParallelAssertionTests/concurrentAssertions/case-") })
        let goldens = folder.files(under: folder.snapshots)
        #expect(goldens.count == 2 * Self.count)
        #expect(goldens.first == "ParallelAssertionTests/concurrentAssertions/case-0/accessoryCircular.lockScreen@2x.png")

        configuration.record = .never
        #expect(await Self.assertAll(configuration) == [Bool](repeating: true, count: Self.count))
        #expect(issues.messages.count == Self.count)

        let before = try goldens.map { try Data(contentsOf: folder.snapshots.appendingPathComponent($0)) }
        let results = await Self.assertAll(configuration, changed: true)
        #expect(results == (0 ..< Self.count).map { $0 % 2 == 1 })
        let failures = issues.messages.dropFirst(Self.count)
        #expect(failures.count == Self.count / 2)
        #expect(Set(failures.compactMap { $0.split(separator: "\"").dropFirst().first }).count == Self.count / 2)
        // Never rewrites goldens; each failure has its own artifacts (no two tasks wrote the same file).
        #expect(try goldens.map { try Data(contentsOf: folder.snapshots.appendingPathComponent($0)) } == before)
        let compared = folder.files(under: folder.artifacts).filter { $0.hasSuffix(".compare.png") }
        #expect(compared.count == Self.count / 2)
        #expect(compared.allSatisfy { name in
            (0 ..< Self.count / 2).contains { name.hasPrefix("ParallelAssertionTests/concurrentAssertions/case-\($0 * 2)/") }
        })
    }
}
