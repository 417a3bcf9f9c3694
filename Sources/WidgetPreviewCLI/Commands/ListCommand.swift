import Foundation
import WidgetPreview
import Graphics

/// `widget-preview list`: the previews, their entries and families, and the places.
enum ListCommand {
    static let command = Command(name: name, summary: summary, help: help, run: run)
    static let name = "list"
    static let summary = "list the previews with their entries and families, and the places"
    static let help = """
        usage: widget-preview list [--json]

        Prints every preview with its entries and families, then the places (render contexts) with the
        families each hosts and their sizes in points (a PNG at scale S has S × as many pixels). Names are what render, --entry, --family and --place take.

        options:
          --json   print {"previews": [{"name", "folder", "entries", "families"}], "places": [{"name", "families"}]};
                   a control's preview also has "controls" (its sizes: small, medium, large, lockScreen)
                   and a Live Activity's "activity" (its presentations, which render takes as --family)

        exit codes: 0 ok, 2 usage error, or previews (or entries) whose names collide after sanitising
        (listed anyway, then named on standard error)
        """

    static func run(_ arguments: [String], _ context: CommandContext) throws -> Int32 {
        let args = try ArgumentList(arguments, command: name, valueOptions: [], flagOptions: ["--json"])
        guard args.positionals.isEmpty else { throw CLIError("list: unexpected argument '\(args.positionals[0])'") }
        let previews = context.previews
        if args.has("--json") {
            let e = JSONText.escaped
            func array(_ names: [String]) -> String { "[" + names.map { "\"\(e($0))\"" }.joined(separator: ", ") + "]" }
            let items = previews.map { p in
                "{\"name\": \"\(e(p.name))\", \"folder\": \"\(e(GalleryPlan.folder(of: p)))\", \"entries\": \(array(p.entries.map(\.name))), "
                    + "\"families\": \(array(p.families.map(\.description)))"
                    + (p.controlPlacements.isEmpty ? "" : ", \"controls\": \(array(p.controlPlacements.map(\.description)))")
                    + (p.activityPresentations.isEmpty ? "" : ", \"activity\": \(array(p.activityPresentations.map(\.familyName)))") + "}"
            }
            let places = PreviewLookup.places.map { "{\"name\": \"\($0.name)\", \"families\": \(array($0.hostedFamilies.map(\.description)))}" }
            context.output("{\"previews\": [" + items.joined(separator: ", ") + "], \"places\": [" + places.joined(separator: ", ") + "]}")
            try checkCollisions(previews)
            return 0
        }
        var lines: [String] = []
        if previews.isEmpty { lines.append("no previews") }
        for p in previews {
            lines.append(context.useColor ? "\u{1B}[1m\(p.name)\u{1B}[0m" : p.name)
            lines.append("  entries:  " + p.entries.map(\.name).joined(separator: ", "))
            if !p.activityPresentations.isEmpty, p.families.isEmpty {
                lines.append("  activity: " + p.activityPresentations.map { "\($0.familyName) (\($0.context.name))" }.joined(separator: ", "))
            } else if p.controlPlacements.isEmpty {
                lines.append("  families: " + p.families.map(\.description).joined(separator: ", "))
            } else {
                lines.append("  control:  " + p.controlPlacements.map { "\($0) (\($0.placeName))" }.joined(separator: ", "))
            }
        }
        lines.append("")
        lines.append("places:")
        for place in PreviewLookup.places {
            lines.append("  " + place.name.padding(toLength: 18, withPad: " ", startingAt: 0)
                + place.hostedFamilies.map { family in
                    // In points, as SVG output is sized; a PNG has scale × these pixels.
                    guard let size = place.device.size(of: family, on: place.os, from: place.frames) else { return family.description }
                    return "\(family) \(NumberText.format(Double(size.width)))×\(NumberText.format(Double(size.height))) pt"
                }.joined(separator: ", "))
        }
        context.output(lines.joined(separator: "\n"))
        try checkCollisions(previews)
        return 0
    }

    /// After the listing (which helps find them): every pair of names that collide, as one usage error.
    private static func checkCollisions(_ previews: [Preview]) throws {
        let collisions = PreviewNameCollision.all(in: previews)
        guard !collisions.isEmpty else { return }
        throw CLIError(collisions.map { "list: \($0.message)" }.joined(separator: "\n"))
    }
}
