import Foundation
import Testing
@testable import WidgetSnapshotTesting

@Suite("Record modes")
struct RecordModeTests {
    @Test("default is missing locally and never on CI; WIDGET_SNAPSHOT_RECORD wins")
    func environmentDefaults() throws {
        #expect(try SnapshotRecordMode.fromEnvironment(SnapshotEnvironment([:])) == .missing)
        #expect(try SnapshotRecordMode.fromEnvironment(SnapshotEnvironment(["CI": "true"])) == .never)
        #expect(try SnapshotRecordMode.fromEnvironment(SnapshotEnvironment(["CI": "1"])) == .never)
        #expect(try SnapshotRecordMode.fromEnvironment(SnapshotEnvironment(["CI": "false"])) == .missing)
        #expect(try SnapshotRecordMode.fromEnvironment(SnapshotEnvironment(["CI": ""])) == .missing)
        #expect(try SnapshotRecordMode.fromEnvironment(SnapshotEnvironment(["CI": "true", "WIDGET_SNAPSHOT_RECORD": "failed"])) == .failed)
        #expect(try SnapshotRecordMode.fromEnvironment(SnapshotEnvironment(["WIDGET_SNAPSHOT_RECORD": "ALL"])) == .all)
    }

    @Test("an unknown WIDGET_SNAPSHOT_RECORD value is an error that lists the valid ones")
    func invalidValue() throws {
        #expect(throws: SnapshotHarnessError.invalidRecordMode("sometimes")) {
            try SnapshotRecordMode.fromEnvironment(SnapshotEnvironment(["WIDGET_SNAPSHOT_RECORD": "sometimes"]))
        }
        let h = try Harness(environment: ["WIDGET_SNAPSHOT_RECORD": "sometimes"])
        defer { h.folder.remove() }
        let results = h.assert(image(solid(4, 4)))
        #expect(results.map(\.status) == [.error])
        #expect(h.issues.messages.count == 1)
        #expect(h.issues.messages[0].contains("never, missing, all, failed"))
        #expect(h.folder.files() == [])
    }

    @Test("precedence: argument, then configuration, then environment")
    func precedence() throws {
        let h = try Harness(environment: ["CI": "true"])
        defer { h.folder.remove() }
        var config = h.configuration
        config.record = .all
        let viaConfig = try withSnapshotConfiguration(config) {
            try SnapshotSettings.resolve(record: nil, tolerance: nil, snapshotDirectory: nil, filePath: #filePath)
        }
        #expect(viaConfig.record == .all)
        let viaArgument = try withSnapshotConfiguration(config) {
            try SnapshotSettings.resolve(record: .failed, tolerance: nil, snapshotDirectory: nil, filePath: #filePath)
        }
        #expect(viaArgument.record == .failed)
        let viaEnvironment = try withSnapshotConfiguration(h.configuration) {
            try SnapshotSettings.resolve(record: nil, tolerance: nil, snapshotDirectory: nil, filePath: #filePath)
        }
        #expect(viaEnvironment.record == .never)
    }

    @Test("missing golden under missing: written, and the test fails saying so")
    func missingRecordsAndFails() throws {
        let h = try Harness()
        defer { h.folder.remove() }
        let results = h.assert(image(solid(3, 2)))
        #expect(results[0].status == .new)
        #expect(results[0].wroteGolden)
        #expect(h.issues.messages.count == 1)
        #expect(h.issues.messages[0].contains("No golden for \"SampleTests/sampleTest/sample/systemSmall.homeScreen@2x\"; recorded it (record mode missing)"))
        #expect(h.issues.messages[0].contains(h.goldenPNG.path))
        #expect(h.folder.files(under: h.folder.snapshots) == [
            "SampleTests/sampleTest/sample/systemSmall.homeScreen@2x.png",
            "SampleTests/sampleTest/sample/systemSmall.homeScreen@2x.svg",
        ])
        #expect(try RawBitmapCodec.decode(Data(contentsOf: h.goldenPNG), name: "") == solid(3, 2))

        // The second run verifies against it and passes.
        let again = h.assert(image(solid(3, 2)))
        #expect(again[0].status == .passed)
        #expect(h.issues.messages.count == 1)
    }

    @Test("missing golden on CI (never): fails, records nothing, so a retry fails again")
    func ciNeverRecords() throws {
        let h = try Harness(environment: ["CI": "true"])
        defer { h.folder.remove() }
        for _ in 0 ..< 2 {
            let results = h.assert(image(solid(3, 2)))
            #expect(results[0].status == .new)
            #expect(!results[0].wroteGolden)
        }
        #expect(h.issues.messages.count == 2)
        let message = h.issues.messages[0]
        #expect(message.contains("Nothing was recorded: CI is set, so the record mode is never"))
        #expect(message.contains("WIDGET_SNAPSHOT_RECORD=missing swift test --filter"))
        #expect(!FileManager.default.fileExists(atPath: h.folder.snapshots.path))
        // The new image is still available to download from CI.
        #expect(h.folder.files(under: h.folder.artifacts) == [
            "SampleTests/sampleTest/sample/systemSmall.homeScreen@2x.actual.png",
            "SampleTests/sampleTest/sample/systemSmall.homeScreen@2x.actual.svg",
            "SampleTests/sampleTest/sample/systemSmall.homeScreen@2x.result.json",
        ])
    }

    @Test("failed: re-records only a failing golden; a tolerated difference is left alone")
    func failedMode() throws {
        let h = try Harness()
        defer { h.folder.remove() }
        try h.writeGolden(solid(10, 10))
        // Within tolerance: passes, golden untouched.
        let tolerated = h.assert(image(solid(10, 10, changed: [(1, 1)])), record: .failed, tolerance: .pixels(1))
        #expect(tolerated[0].status == .passed)
        #expect(!tolerated[0].wroteGolden)
        #expect(try RawBitmapCodec.decode(Data(contentsOf: h.goldenPNG), name: "") == solid(10, 10))
        // Over tolerance: re-recorded, and fails saying so.
        let failing = h.assert(image(solid(10, 10, changed: [(1, 1), (2, 2)])), record: .failed, tolerance: .pixels(1))
        #expect(failing[0].status == .changed)
        #expect(failing[0].wroteGolden)
        #expect(h.issues.messages.count == 1)
        #expect(h.issues.messages[0].contains("re-recorded it (record mode failed)"))
        #expect(try RawBitmapCodec.decode(Data(contentsOf: h.goldenPNG), name: "") == solid(10, 10, changed: [(1, 1), (2, 2)]))
    }

    @Test("all: re-records any difference, even tolerated ones, and leaves identical goldens alone")
    func allMode() throws {
        let h = try Harness()
        defer { h.folder.remove() }
        try h.writeGolden(solid(10, 10))
        let before = try FileManager.default.attributesOfItem(atPath: h.goldenPNG.path)[.modificationDate] as? Date
        let same = h.assert(image(solid(10, 10)), record: .all)
        #expect(same[0].status == .passed && !same[0].wroteGolden)
        #expect(h.issues.messages.isEmpty)
        let after = try FileManager.default.attributesOfItem(atPath: h.goldenPNG.path)[.modificationDate] as? Date
        #expect(before == after)

        let tolerated = h.assert(image(solid(10, 10, changed: [(0, 0)])), record: .all, tolerance: .pixels(5))
        #expect(tolerated[0].wroteGolden)
        #expect(h.issues.messages.count == 1)
        #expect(h.issues.messages[0].contains("record mode all"))
        #expect(try RawBitmapCodec.decode(Data(contentsOf: h.goldenPNG), name: "") == solid(10, 10, changed: [(0, 0)]))
    }

    @Test("never: a mismatch fails and the golden is untouched")
    func neverKeepsGolden() throws {
        let h = try Harness()
        defer { h.folder.remove() }
        try h.writeGolden(solid(6, 6))
        let results = h.assert(image(solid(6, 6, changed: [(3, 3)])), record: .never)
        #expect(results[0].status == .changed && !results[0].wroteGolden)
        #expect(try RawBitmapCodec.decode(Data(contentsOf: h.goldenPNG), name: "") == solid(6, 6))
    }
}

@Suite("Snapshot trait", .snapshots(record: .all, tolerance: .pixels(7)))
struct SnapshotTraitTests {
    @Test("a suite trait sets the configuration of the assertions inside it")
    func traitApplies() throws {
        #expect(SnapshotConfiguration.current.record == .all)
        #expect(SnapshotConfiguration.current.tolerance == .pixels(7))
        var inner = SnapshotConfiguration(record: .never)
        inner.environment = SnapshotEnvironment([:])
        let settings = try withSnapshotConfiguration(inner) {
            try SnapshotSettings.resolve(record: nil, tolerance: nil, snapshotDirectory: "/tmp/x", filePath: #filePath)
        }
        #expect(settings.record == .never)
        #expect(settings.tolerance == .pixels(7))
    }
}
