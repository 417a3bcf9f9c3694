import Testing
@testable import MyWidgets
import WidgetPreview

/// The symbols WidgetPreview's AssetSymbols plugin generated from Sources/MyWidgets/Assets.xcassets, named as
/// Xcode 15 names them ("BrandColor" → `.brand`, "Palette/Accent Text" → `.Palette.accentText`, "logo" →
/// `.logo`), drawing the catalog's values from the target's `Bundle.module` with no asset directory set.
@Suite struct AssetSymbolsTests {
    func svg<V: View>(_ view: V, _ context: RenderContext = .homeScreen) throws -> RenderedWidget {
        try WidgetRenderer(family: .systemSmall, context: context).render(view.containerBackground(.white, for: .widget))
    }

    @Test func colorResourcesDrawTheCatalogColors() throws {
        let light = try svg(Color(.brand))
        #expect(light.warnings.isEmpty, "\(light.warnings)")
        #expect(light.svg().contains("#2e5ae0"))
        let dark = try svg(Color(.brand), .homeScreenDark)
        #expect(dark.svg().contains("#142a70"))
        // Xcode's Color and ShapeStyle members, and the namespace enum.
        #expect(try svg(Rectangle().fill(.brand)).svg().contains("#2e5ae0"))
        #expect(try svg(Color.brand).svg().contains("#2e5ae0"))
        let accent = try svg(Color(.Palette.accentText))
        #expect(accent.warnings.isEmpty, "\(accent.warnings)")
        #expect(accent.svg().contains("#ffd666"))
        #expect(ColorResource.brand != ColorResource.Palette.accentText)
    }

    @Test func imageResourceDrawsTheCatalogImage() throws {
        let logo = try svg(Image(.logo))
        #expect(logo.warnings.isEmpty, "\(logo.warnings)")
        #expect(logo.svg().contains("<image"))
        let missing = try svg(Image("no-such-image"))
        #expect(missing.warnings.contains { $0.contains("no-such-image") })
    }
}
