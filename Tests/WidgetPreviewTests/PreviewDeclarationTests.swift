import Foundation
import Testing
@testable import WidgetPreview

@Suite struct PreviewDeclarationTests {
    struct LegacyPreviews: PreviewProvider {
        static var previews: some View {
            Text("Hi").previewContext(WidgetPreviewContext(family: .accessoryRectangular))
        }
    }

    @Test func widgetPreviewsTakeSupportedFamiliesAndNameEntries() throws {
        let preview = Preview("Fixture", widget: { FixtureWidget() }, timeline: {
            PreviewEntry("morning", FixtureEntry(date: Date(timeIntervalSince1970: 0), text: "A"))
            FixtureEntry(date: Date(timeIntervalSince1970: 60), text: "B")
        })
        #expect(preview.name == "Fixture")
        #expect(preview.families == ResolvedWidgetConfiguration.of(FixtureWidget())?.families)
        #expect(preview.entries.map(\.name) == ["morning", "entry-2"])
        let image = try preview.draw(WidgetRenderer(family: preview.families[0]), preview.entries[1])
        #expect(image.width > 0)
    }

    @Test func xcodeStyleOneFamilyAndViewPreviews() throws {
        let one = Preview("One", as: .systemMedium, widget: { FixtureWidget() }, timeline: {
            FixtureEntry(date: Date(timeIntervalSince1970: 0), text: "A")
        })
        #expect(one.families == [.systemMedium])
        let view = Preview("View", families: [.accessoryCircular, .accessoryInline]) { Text("7") }
        #expect(view.families == [.accessoryCircular, .accessoryInline])
        #expect(view.entries.map(\.name) == ["view"])
        let image = try view.draw(WidgetRenderer(family: .accessoryCircular, context: .lockScreen), view.entries[0])
        #expect(image.width == 152)
    }

    @Test func renderPreviewsCallTheirClosureWithEachFamilysRenderer() throws {
        let custom = Preview("Custom", families: [.systemSmall, .accessoryInline]) { renderer in
            try renderer.render(FixtureWidget(), entry: FixtureEntry(date: Date(timeIntervalSince1970: 0), text: "A"))
        }
        #expect(custom.families == [.systemSmall, .accessoryInline])
        #expect(custom.entries.map(\.name) == ["view"])
        let small = try custom.draw(WidgetRenderer(family: .systemSmall, scale: 2), custom.entries[0])
        #expect((small.width, small.height) == (340, 340))
        let failing = Preview("Failing", families: [.systemSmall]) { _ in
            throw WidgetRenderError.unsupportedFamily(widget: "X", family: .systemSmall, supported: [.systemMedium])
        }
        #expect(throws: WidgetRenderError.self) { try failing.draw(WidgetRenderer(family: .systemSmall), failing.entries[0]) }
    }

    @Test func previewProvidersUseTheirPreviewContextFamily() {
        let legacy = Preview("Legacy", provider: LegacyPreviews.self)
        #expect(legacy.families == [.accessoryRectangular])
    }
}
