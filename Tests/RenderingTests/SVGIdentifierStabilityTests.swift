import Foundation
import Testing
import WidgetPreview
@testable import WidgetGallery

/// SVG goldens stay reviewable: ids name what they define, so a local edit of a real widget changes the
/// lines it touches and nothing else, and several of our SVGs inlined in one HTML page never disagree on
/// what an id means.
@Suite struct SVGIdentifierStabilityTests {
    /// The gallery's calendar with one event recoloured: "Design review" orange → teal.
    static let recoloured = CalendarEntry(date: CalendarEntry.busy.date, events: CalendarEntry.busy.events.map { event in
        guard event.title.hasPrefix("Design review") else { return event }
        return CalendarEvent(title: event.title, start: event.start, end: event.end, color: .teal, location: event.location)
    })

    static func calendar(_ entry: CalendarEntry, in place: RenderContext = .homeScreen) throws -> String {
        try WidgetRenderer(family: .systemMedium, context: place, scale: 2).render(CalendarWidget(), entry: entry).svg()
    }

    static func weather() throws -> String {
        try WidgetRenderer(family: .systemSmall, context: .homeScreen, scale: 2).render(WeatherWidget(), entry: WeatherEntry.sunny).svg()
    }

    @Test func recolouringOneShapeOfARealWidgetChangesOneLine() throws {
        let before = try Self.calendar(.busy).split(separator: "\n", omittingEmptySubsequences: false)
        let after = try Self.calendar(Self.recoloured).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(before.count == after.count)
        let changed = zip(before, after).filter { $0 != $1 }
        #expect(changed.count == 1, "changed lines: \(changed.map { "\($0.0)\n→ \($0.1)" }.joined(separator: "\n"))")
        // The capsule of that event: its fill and nothing else.
        let line = try #require(changed.first)
        #expect(line.0.trimmingCharacters(in: .whitespaces).hasPrefix("<path d=") && line.0.hasSuffix(" fill=\"#ff8d28\"/>"))
        #expect(line.1 == line.0.replacingOccurrences(of: "#ff8d28", with: "#00c3d0"))
    }

    /// Every `id` in `svg` with the markup of its element: a definition's lines up to the next one at its
    /// indentation (ours writes one element per line), the title's line.
    static func definitions(_ svg: String) -> [String: String] {
        var out: [String: String] = [:]
        var current: (id: String, lines: [String])?
        func finish() {
            if let current { out[current.id] = current.lines.joined(separator: "\n") }
            current = nil
        }
        for line in svg.split(separator: "\n").map(String.init) {
            let top = line.hasPrefix("    <") && !line.hasPrefix("     ") && !line.hasPrefix("    </")
            if top || line.hasPrefix("  <title") || line == "  </defs>" { finish() }
            if let range = line.range(of: " id=\""), top || line.hasPrefix("  <title") {
                let id = String(line[range.upperBound...].prefix { $0 != "\"" })
                #expect(out[id] == nil, "id \(id) is defined twice in one document")
                current = (id, [])
            }
            current?.lines.append(line)
        }
        finish()
        return out
    }

    /// Several of our SVGs inlined in one page: documents with different titles share no id, and the ids
    /// documents with the same title share name byte-identical elements (whichever one a reference finds
    /// draws the same).
    @Test func inlinedDocumentsNeverDisagreeOnAnId() throws {
        let calendars = try [Self.calendar(.busy), Self.calendar(Self.recoloured), Self.calendar(.busy, in: .homeScreenDark),
                             Self.calendar(.japanese)].map(Self.definitions)
        let weather = Self.definitions(try Self.weather())
        #expect(weather.count > 10 && calendars.allSatisfy { $0.count > 10 })
        for calendar in calendars {
            #expect(Set(calendar.keys).isDisjoint(with: weather.keys))
        }
        var shared = 0
        for (i, a) in calendars.enumerated() {
            for b in calendars[(i + 1)...] {
                for id in Set(a.keys).intersection(b.keys) {
                    shared += 1
                    #expect(a[id] == b[id], "two documents define \(id) differently")
                }
            }
        }
        #expect(shared > 20, "the calendars share their glyphs' and the widget shape's definitions")
    }
}
