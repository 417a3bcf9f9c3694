import Foundation
import WidgetPreview

/// Snapshots a widget with the entry its provider's `placeholder(in:)` returns for each family (drawn
/// as the entry, not redacted): the one entry every widget has, so a test can cover a widget without
/// writing an entry (`widget-preview init` writes such tests). Otherwise as the form with `entry:`.
///
/// ```swift
/// @Test func water() {
///     assertSnapshot(of: WaterWidget(), places: [.homeScreen, .lockScreen])
/// }
/// ```
@discardableResult
public func assertSnapshot<W: Widget>(
    of widget: @autoclosure () -> W,
    families: [WidgetFamily]? = nil, places: [RenderContext] = [.homeScreen], scale: Double = 2,
    named name: String? = nil, record: SnapshotRecordMode? = nil, tolerance: SnapshotTolerance? = nil,
    snapshotDirectory: String? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) -> Bool {
    let widget = widget()
    return snapshotVariants(families: families ?? WidgetRenderer.supportedFamilies(of: widget), places: places, scale: scale,
                            named: name, record: record, tolerance: tolerance, snapshotDirectory: snapshotDirectory,
                            caller: SnapshotCaller(fileID: fileID, filePath: filePath, line: line, column: column,
                                                   testName: testName)) { renderer in
        guard let configuration = ResolvedWidgetConfiguration.of(widget) else {
            throw WidgetRenderError.noConfiguration(widget: "\(W.self)")
        }
        let entry = configuration.placeholder(try renderer.providerContext(isPreview: true))
        return try renderer.render(widget, entry: entry)
    }
}
