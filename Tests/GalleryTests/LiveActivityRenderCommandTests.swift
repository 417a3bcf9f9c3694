import Foundation
import Testing

/// `widget-preview render` of a Live Activity, through the real executable: `--family` chooses the
/// presentation (its place follows), `--explain` prints the placed views of every slot.
@Suite("render a Live Activity from the command line")
struct LiveActivityRenderCommandTests {
    private func folder(_ name: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("wp-activity-\(name)-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test("--family chooses the presentation; the default is the first; the file is named by presentation and place")
    func presentations() throws {
        let out = try folder("family")
        defer { try? FileManager.default.removeItem(at: out) }
        let compact = try WidgetPreviewProcess.run(["render", "delivery", "--entry", "on-the-way", "--family", "compact", "-o", out.path + "/"])
        #expect(compact.exitCode == 0, "\(compact.err)")
        #expect(String(decoding: compact.out, as: UTF8.self).hasSuffix("delivery.on-the-way.compact.homeScreen@2x.png (860×118 px @2x)\n"),
                "\(String(decoding: compact.out, as: UTF8.self))")
        let standBy = try WidgetPreviewProcess.run(["render", "delivery", "--family", "standBy", "-o", out.path + "/"])
        #expect(standBy.exitCode == 0, "\(standBy.err)")
        #expect(String(decoding: standBy.out, as: UTF8.self).hasSuffix("delivery.preparing.standBy.standBy@2x.png (1864×860 px @2x)\n"),
                "\(String(decoding: standBy.out, as: UTF8.self))")
        let small = try WidgetPreviewProcess.run(["render", "delivery", "--family", "smartStack", "--format", "svg", "-o", out.path + "/"])
        #expect(small.exitCode == 0, "\(small.err)")
        #expect(String(decoding: small.out, as: UTF8.self).hasSuffix("delivery.preparing.smartStack.smartStack@2x.svg (200×97 pt)\n"),
                "\(String(decoding: small.out, as: UTF8.self))")
        let first = try WidgetPreviewProcess.run(["render", "delivery", "-o", out.path + "/"])
        #expect(first.exitCode == 0, "\(first.err)")
        #expect(String(decoding: first.out, as: UTF8.self).contains("delivery.preparing.lockScreen.lockScreen@2x.png"))
    }

    @Test("list names a Live Activity's presentations and their places, as render takes them")
    func list() throws {
        let run = try WidgetPreviewProcess.run(["list"])
        #expect(run.exitCode == 0, "\(run.err)")
        #expect(String(decoding: run.out, as: UTF8.self).contains("""
            delivery
              entries:  preparing, on-the-way, stale
              activity: lockScreen (lockScreen), lockScreenDark (lockScreen), compact (homeScreen), minimal (homeScreen), \
            minimalDetached (homeScreen), expanded (homeScreen), standBy (standBy), smartStack (smartStack), carPlay (homeScreenDark)
            """), "\(String(decoding: run.out, as: UTF8.self))")
        let json = try WidgetPreviewProcess.run(["list", "--json"])
        #expect(String(decoding: json.out, as: UTF8.self).contains("\"families\": [], \"activity\": [\"lockScreen\", \"lockScreenDark\", "
            + "\"compact\", \"minimal\", \"minimalDetached\", \"expanded\", \"standBy\", \"smartStack\", \"carPlay\"]}"))
    }

    @Test("an unknown presentation or a place that is not the presentation's own is a usage error naming the choices")
    func usageErrors() throws {
        let unknown = try WidgetPreviewProcess.run(["render", "delivery", "--family", "systemSmall"])
        #expect(unknown.exitCode == 2)
        #expect(unknown.err.contains("lockScreen, lockScreenDark, compact, minimal, minimalDetached, expanded, standBy, smartStack, carPlay"),
                "\(unknown.err)")
        let wrongPlace = try WidgetPreviewProcess.run(["render", "delivery", "--family", "expanded", "--place", "lockScreen"])
        #expect(wrongPlace.exitCode == 2)
        #expect(wrongPlace.err.contains("presentation is drawn in homeScreen; drop --place or pass --place homeScreen"), "\(wrongPlace.err)")
        // What the message suggests works.
        let out = try folder("place")
        defer { try? FileManager.default.removeItem(at: out) }
        let ownPlace = try WidgetPreviewProcess.run(["render", "delivery", "--family", "expanded", "--place", "homeScreen", "-o", out.path + "/"])
        #expect(ownPlace.exitCode == 0, "\(ownPlace.err)")
    }

    @Test("--explain prints the island's placed views, each where it is drawn")
    func explain() throws {
        let out = try folder("explain")
        defer { try? FileManager.default.removeItem(at: out) }
        let run = try WidgetPreviewProcess.run(["render", "delivery", "--family", "expanded", "--explain", "-o", out.path + "/"])
        #expect(run.exitCode == 0, "\(run.err)")
        let text = String(decoding: run.out, as: UTF8.self)
        // Each region's views in the picture's points: the island is 408 wide from x 11, its content 14 pt in;
        // center starts at the camera's bottom edge (11 + 36.67), bottom 6 pt under the lowest of the top row.
        #expect(text.contains("\n  Image  at (25.25, 25)  size 16.5×19.25"), "\(text)")
        #expect(text.contains("\n  Text(\"Luigi's Pizza\")  at (167.36, 47.67)  size 95.28×22"), "\(text)")
        #expect(text.contains("\n  VStack(alignment: .leading)  at (25, 75.67)  size 380×29.41"), "\(text)")
    }
}
