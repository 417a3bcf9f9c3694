// The record modes, tolerances and the rest of the harness live in `WidgetSnapshotCore`, which the command
// line links without Swift Testing or XCTest. A test that imports `WidgetSnapshotTesting` sees them too.
@_exported import WidgetSnapshotCore
