import XCTest
import MyWidgets
import MyWidgetPreviews
import WidgetSnapshotTesting

final class CountdownXCTests: XCTestCase {
    func testLockScreen() {
        assertSnapshot(of: CountdownWidget(), entry: CountdownEntry.soon,
                       families: [.accessoryRectangular, .accessoryInline], places: [.lockScreen])
    }
}
