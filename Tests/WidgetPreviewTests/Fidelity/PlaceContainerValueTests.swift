import Foundation
import Testing
@testable import Graphics
@testable import WidgetPreview

/// Issue 17: the unpublished values the Home Screen and Lock Screen use, pinned to the numbers
/// `Snapshots/FIDELITY.md` ("Home Screen and Lock Screen: what still differs") names, so a change to any of
/// them is a deliberate one that updates that table.
@Suite("Issue 17: Home Screen and Lock Screen container values")
struct PlaceContainerValueTests {
    private static func container(_ family: WidgetFamily, _ place: RenderContext.Place, side: Double = 170) -> WidgetContainer {
        WidgetContainer(family: family, size: Size(width: side, height: side), place: place, smallSide: side)
    }

    @Test("content margins: 16 on the Home Screen, 11 in StandBy and on the iPad Lock Screen, none for accessories")
    func margins() {
        #expect(Self.container(.systemSmall, .homeScreen).contentMargins == EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16))
        #expect(Self.container(.systemSmall, .standBy).contentMargins == EdgeInsets(top: 11, leading: 11, bottom: 11, trailing: 11))
        #expect(Self.container(.systemSmall, .lockScreen).contentMargins == EdgeInsets(top: 11, leading: 11, bottom: 11, trailing: 11))
        for family in [WidgetFamily.accessoryCircular, .accessoryRectangular, .accessoryInline] {
            #expect(Self.container(family, .lockScreen).contentMargins == EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0))
        }
    }

    @Test("corner radii: 22 at a 170-pt small widget, 20.5 at 158, 12 for accessoryRectangular, a circle for accessoryCircular")
    func cornerRadii() {
        #expect(Self.container(.systemSmall, .homeScreen).cornerRadius == 22)
        #expect(Self.container(.systemSmall, .homeScreen, side: 158).cornerRadius == 20.5)
        #expect(Self.container(.accessoryRectangular, .lockScreen).cornerRadius == 12)
        #expect(Self.container(.accessoryCircular, .lockScreen, side: 76).cornerRadius == 38)
        #expect(Self.container(.accessoryInline, .lockScreen).path == nil)
    }

    @Test("accessoryInline text is headline; placeholder bars are the content's colour at 18 % with 4-pt corners")
    func chosenTextValues() {
        #expect(WidgetContainer.inlineFont == Font.headline)
        #expect(RedactingNode.placeholderOpacity == 0.18)
        #expect(RedactingNode.cornerRadius == 4)
    }
}
