import Testing
import MyWidgets
import MyWidgetPreviews
import WidgetSnapshotTesting

@Test func upNext() {
    assertSnapshot(of: CountdownWidget(), entry: CountdownEntry.soon,
                   places: [.homeScreen, .homeScreenDark, .lockScreen])
}

@Test(arguments: [5, 90])
func startsIn(minutes: Int) {
    assertSnapshot(of: CountdownWidget(), entry: CountdownEntry.startingIn(minutes: minutes),
                   families: [.systemSmall], named: "\(minutes)min")
}

@Suite struct CountdownLayout {
    @Test func longTitle() {
        assertSnapshot(of: CountdownWidget(), entry: CountdownEntry.longTitle, families: [.systemSmall])
    }
}
