import Foundation
import Testing

/// Every accept command the example's failing tests print (the harness's for a top-level `@Test`, a
/// parameterized one, a suite's and an XCTest method; `verify`'s for the gallery) is run as printed in the
/// scratch copy of `Examples/MyWidgets`: it must re-record exactly its test's failing image and nothing else.
extension ExamplePackageTests {
    /// The golden broken for each test, and the command its failure must print.
    static let failingTests: [(golden: String, command: String)] = [
        ("CountdownTests/upNext/systemSmall.homeScreenDark@2x",
         #"WIDGET_SNAPSHOT_RECORD=failed swift test --filter '^MyWidgetsTests\.upNext\(\)/'"#),
        ("CountdownTests/startsIn/90min/systemSmall.homeScreen@2x",
         #"WIDGET_SNAPSHOT_RECORD=failed swift test --filter '^MyWidgetsTests\.startsIn\(minutes:\)/'"#),
        ("CountdownTests/longTitle/systemSmall.homeScreen@2x",
         #"WIDGET_SNAPSHOT_RECORD=failed swift test --filter '^MyWidgetsTests\.CountdownLayout/longTitle\(\)/'"#),
        ("CountdownXCTests/testLockScreen/accessoryRectangular.lockScreen@2x",
         #"WIDGET_SNAPSHOT_RECORD=failed swift test --filter '^MyWidgetsTests\.CountdownXCTests/testLockScreen$'"#),
        ("Lock-Screen/entry-1/accessoryRectangular.lockScreen@2x",
         "swift run my-widgets-preview verify --record failed"),
    ]

    @Test("each printed accept command, run as printed, re-records exactly its test's failing image")
    func acceptCommandsAcceptExactlyTheFailingImages() throws {
        guard let built = ExampleScratch.shared else { return }
        let scratch = try built.get()
        try scratch.recordGoldens()
        let good = try scratch.snapshotFiles()
        // Each broken golden gets the gallery's PNG of another entry in the same family and place: its pixels differ.
        for (golden, _) in Self.failingTests {
            let file = (golden.split(separator: "/").last.map(String.init) ?? golden) + ".png"
            let other = ["Up-next/entry-2/", "Up-next/entry-1/", "Lock-Screen/entry-2/", "Lock-Screen/entry-1/"].compactMap { good[$0 + file] }.first { $0 != good[golden + ".png"] }
            let picture = try #require(other, "no other picture for \(golden)")
            try picture.write(to: scratch.snapshots.appendingPathComponent(golden + ".png"))
        }
        let broken = try scratch.snapshotFiles()

        // CI=true: nothing is recorded, every broken golden fails and says how to accept it.
        let failing = try scratch.run(scratch.swift, ["test", "--skip-build"])
        #expect(failing.status != 0)
        let printed = Self.acceptCommands(in: failing.output)
        #expect(Set(printed) == Set(Self.failingTests.map(\.command)), "\(failing.output.suffix(6000))")
        #expect(try scratch.snapshotFiles() == broken, "a CI run changed the goldens")

        // `verify` run directly prints the same command as from the test.
        let verify = try scratch.run(scratch.binary, ["verify"])
        #expect(verify.status == 1)
        #expect(Self.acceptCommands(in: verify.output) == ["swift run my-widgets-preview verify --record failed"], "\(verify.output)")

        for (golden, command) in Self.failingTests {
            let before = try scratch.snapshotFiles()
            let accept = try scratch.shell(command)
            let after = try scratch.snapshotFiles()
            let changed = Set(before.keys).union(after.keys).filter { before[$0] != after[$0] }
            #expect(changed == [golden + ".png"], "\(command) changed \(changed.sorted()):\n\(accept.output.suffix(4000))")
            #expect(after[golden + ".png"] == good[golden + ".png"], "\(command) did not restore \(golden).png")
        }
        #expect(try scratch.snapshotFiles() == good)
        let clean = try scratch.run(scratch.swift, ["test", "--skip-build"])
        #expect(clean.status == 0, "\(clean.output.suffix(4000))")
    }

    /// The command printed under each "accept it with:", without the indentation and markers test runners add.
    static func acceptCommands(in output: String) -> [String] {
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var commands: [String] = []
        for (index, line) in lines.enumerated() where line.hasSuffix("accept it with:") && index + 1 < lines.count {
            let next = lines[index + 1]
            guard let start = next.range(of: "WIDGET_SNAPSHOT_RECORD=") ?? next.range(of: "swift run ") else { continue }
            let command = String(next[start.lowerBound...]).trimmingCharacters(in: .whitespaces)
            if !commands.contains(command) { commands.append(command) }
        }
        return commands
    }
}
