import Testing
@testable import WidgetSnapshotTesting

@Suite("Line diff")
struct LineDiffTests {
    @Test("shortest edit script")
    func myers() {
        let a = ["a", "b", "c", "a", "b", "b", "a"]
        let b = ["c", "b", "a", "b", "a", "c"]
        let edits = LineDiff.diff(a, b)
        let deletes = edits.filter { if case .delete = $0 { return true }; return false }.count
        let inserts = edits.filter { if case .insert = $0 { return true }; return false }.count
        #expect(deletes + inserts == 5)  // the classic Myers example: D = 5
        // Applying the script to `a` gives `b`.
        var old: [String] = [], new: [String] = []
        for e in edits {
            switch e {
            case .equal(let s): old.append(s); new.append(s)
            case .delete(let s): old.append(s)
            case .insert(let s): new.append(s)
            }
        }
        #expect(old == a && new == b)
        #expect(LineDiff.diff([], ["x"]) == [.insert("x")])
        #expect(LineDiff.diff(["x"], []) == [.delete("x")])
        #expect(LineDiff.diff(["x"], ["x"]) == [.equal("x")])
    }

    @Test("unified format with context and hunks")
    func unified() {
        let old = (1...20).map { "line \($0)" }.joined(separator: "\n")
        var newLines = (1...20).map { "line \($0)" }
        newLines[1] = "changed 2"
        newLines[17] = "changed 18"
        let text = UnifiedDiff.format(old: old, new: newLines.joined(separator: "\n"), oldName: "a", newName: "b")
        #expect(text == """
            --- a
            +++ b
            @@ -1,5 +1,5 @@
             line 1
            -line 2
            +changed 2
             line 3
             line 4
             line 5
            @@ -15,6 +15,6 @@
             line 15
             line 16
             line 17
            -line 18
            +changed 18
             line 19
             line 20
            """)
        #expect(UnifiedDiff.format(old: "same", new: "same", oldName: "a", newName: "b") == "")
    }

    @Test("output is capped and long lines are clipped")
    func capped() {
        let old = (1...500).map { "old \($0)" }.joined(separator: "\n")
        let new = (1...500).map { "new \($0) " + String(repeating: "x", count: 400) }.joined(separator: "\n")
        let text = UnifiedDiff.format(old: old, new: new, oldName: "a", newName: "b")
        let lines = text.split(separator: "\n")
        #expect(lines.count == 2 + 40 + 1)
        #expect(lines.last == "… 961 more changed lines not shown")
        #expect(lines.allSatisfy { $0.count <= 162 })
    }
}
