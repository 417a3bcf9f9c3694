import Foundation
import WidgetPreview

/// Snapshots a widget with an entry in each family × place (places that do not host a family are
/// skipped), comparing every image with its PNG and SVG goldens under `Snapshots/`:
///
/// ```swift
/// @Test func upNext() {
///     assertSnapshot(of: UpNextWidget(), entry: .sample, families: [.systemSmall, .accessoryRectangular],
///                    places: [.homeScreen, .lockScreen])
/// }
/// ```
///
/// Goldens are `Snapshots/<TestFile>/<test>[/<name>]/<family>.<place>@2x.png` and `.svg`. A missing golden
/// is recorded (and fails) locally and fails without writing under `CI`; `record:` or
/// `WIDGET_SNAPSHOT_RECORD` (`never`, `missing`, `all`, `failed`) changes that. One test failure is
/// reported per failing image, at this call's file and line, with the paths of the actual / expected /
/// diff images and the command that accepts the new image. Works from Swift Testing and XCTest.
@discardableResult
public func assertSnapshot<W: Widget, E: TimelineEntry>(
    of widget: @autoclosure () -> W, entry: E,
    families: [WidgetFamily]? = nil, places: [RenderContext] = [.homeScreen], scale: Double = 2,
    named name: String? = nil, record: SnapshotRecordMode? = nil, tolerance: SnapshotTolerance? = nil,
    snapshotDirectory: String? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) -> Bool {
    let widget = widget()
    let wanted = families ?? WidgetRenderer.supportedFamilies(of: widget)
    return snapshotVariants(families: wanted, places: places, scale: scale, named: name, record: record,
                            tolerance: tolerance, snapshotDirectory: snapshotDirectory,
                            caller: SnapshotCaller(fileID: fileID, filePath: filePath, line: line, column: column,
                                                   testName: testName)) { renderer in
        try renderer.render(widget, entry: entry)
    }
}

/// Snapshots a view (drawn as widget content) in each family × place; see the widget form for details.
@discardableResult
public func assertSnapshot<V: View>(
    of view: @autoclosure () -> V, families: [WidgetFamily], places: [RenderContext] = [.homeScreen],
    scale: Double = 2, named name: String? = nil, record: SnapshotRecordMode? = nil,
    tolerance: SnapshotTolerance? = nil, snapshotDirectory: String? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) -> Bool {
    let view = view()
    return snapshotVariants(families: families, places: places, scale: scale, named: name, record: record,
                            tolerance: tolerance, snapshotDirectory: snapshotDirectory,
                            caller: SnapshotCaller(fileID: fileID, filePath: filePath, line: line, column: column,
                                                   testName: testName)) { renderer in
        try renderer.render(view)
    }
}

/// The variants of a family × place grid, rendered with `draw` and asserted; true when all passed.
func snapshotVariants(families: [WidgetFamily], places: [RenderContext], scale: Double, named name: String?,
                              record: SnapshotRecordMode?, tolerance: SnapshotTolerance?, snapshotDirectory: String?,
                              caller: SnapshotCaller,
                              draw: (WidgetRenderer) throws -> RenderedWidget) -> Bool {
    var contexts: [String: RenderContext] = [:]
    var variants: [SnapshotVariant] = []
    for family in families {
        for place in places where place.hostedFamilies.contains(family) {
            // Named with its release (when not the newest): goldens of two releases are two files.
            contexts[place.goldenName] = place
            variants.append(SnapshotVariant(family: family.description, place: place.goldenName, scale: scale))
        }
    }
    let results = assertSnapshotImages(variants: variants, named: name, record: record, tolerance: tolerance,
                                       snapshotDirectory: snapshotDirectory, caller: caller) { variant in
        guard let family = WidgetFamily.allCases.first(where: { $0.description == variant.family }),
              let place = contexts[variant.place] else {
            throw SnapshotAssertError.unknownVariant(variant.description)
        }
        let image = try draw(WidgetRenderer(family: family, context: place, scale: variant.scale))
        return SnapshotImage(bitmap: try image.bitmap, svg: image.svg(), warnings: image.warnings)
    }
    if variants.isEmpty {
        SnapshotIssueReporter.report(SnapshotIssue(
            message: "No snapshot taken: none of the places (\(places.map(\.name).joined(separator: ", "))) hosts the "
                + "families \(families.map(\.description).joined(separator: ", ")). Pick places whose hostedFamilies include them.",
            caller: caller))
        return false
    }
    return results.allSatisfy { $0.message == nil }
}

enum SnapshotAssertError: Error, CustomStringConvertible {
    case unknownVariant(String)
    var description: String {
        switch self {
        case .unknownVariant(let v): return "internal: no family and place for \(v)"
        }
    }
}
