import AssetCatalog
import Foundation
import Testing

/// The names Xcode 15 generates for asset symbols, taken from its generated `GeneratedAssetSymbols.swift`
/// files: the AssetSymbols plugin must give a developer's `Color(.brand)` the same member Xcode gives it.
@Suite("asset symbol names")
struct AssetSymbolNameTests {
    @Test("colour and image members: camel case, the Color / Image suffix dropped, acronyms, digits, keywords")
    func members() {
        let colors: [(String, String)] = [
            ("AccentColor", "accent"), ("BackgroundColor", "background"), ("ButtonPrimaryBgColor", "buttonPrimaryBg"),
            ("LaunchBackground", "launchBackground"), ("DSSurfaceInset", "dsSurfaceInset"), ("Color", "color"),
            ("121212", "_121212"), ("292C38", "_292_C_38"), ("Default", "`default`"), ("brand-color", "brand"),
        ]
        for (name, member) in colors {
            #expect(AssetSymbolName.member(name, droppingSuffix: "Color") == member, "\(name)")
        }
        let images: [(String, String)] = [
            ("weather-partly-cloudy", "weatherPartlyCloudy"), ("AVR_Red_Smarthome", "avrRedSmarthome"),
            ("bostonFernImage", "bostonFern"), ("AllSetImage", "allSet"), ("BackGroundImageV4", "backGroundImageV4"),
            ("GetStartedBG", "getStartedBG"), ("GameMode00", "gameMode00"), ("favicon-32x32", "favicon32X32"),
            ("polaroid.sx70.fill.symbols", "polaroidSx70FillSymbols"), ("BMW", "BMW"), ("M", "M"),
            ("A-1-1-0", "A_1_1_0"), ("Ai_icon", "aiIcon"), ("Background-Page3", "backgroundPage3"),
        ]
        for (name, member) in images {
            #expect(AssetSymbolName.member(name, droppingSuffix: "Image") == member, "\(name)")
        }
    }

    @Test("namespace folders are upper camel case enums")
    func namespaces() {
        #expect(AssetSymbolName.namespace("iconPreviews") == "IconPreviews")
        #expect(AssetSymbolName.namespace("GameUI") == "GameUI")
        #expect(AssetSymbolName.namespace("Colors") == "Colors")
        #expect(AssetSymbolName.namespace("brand-kit") == "BrandKit")
    }

    @Test("the generated file: namespaces nest, duplicates and Color's own names warn, the bundle is chosen")
    func source() {
        let source = AssetSymbolSource(colorNames: ["Brand", "BlueColor", "Text/Primary", "Text/Muted/Body", "BrandColor"],
                                       imageNames: ["Icons/logo", "LogoImage"], bundle: .module).text
        #expect(source.contains("private let resourceBundle = Foundation.Bundle.module\n"))
        #expect(source.contains("""
        extension ColorResource {

            /// The "BlueColor" asset catalog color resource.
            static let blue = ColorResource(name: "BlueColor", bundle: resourceBundle)

            /// The "Brand" asset catalog color resource.
            static let brand = ColorResource(name: "Brand", bundle: resourceBundle)

            #warning("The \\"BrandColor\\" color asset name resolves to a conflicting ColorResource symbol \\"brand\\". Try renaming the asset.")

            /// The "Text" asset catalog resource namespace.
            enum Text {

                /// The "Text/Muted" asset catalog resource namespace.
                enum Muted {

                    /// The "Text/Muted/Body" asset catalog color resource.
                    static let body = ColorResource(name: "Text/Muted/Body", bundle: resourceBundle)

                }

                /// The "Text/Primary" asset catalog color resource.
                static let primary = ColorResource(name: "Text/Primary", bundle: resourceBundle)

            }

        }
        """), "\(source)")
        #expect(source.contains("""
        extension ImageResource {

            /// The "Icons" asset catalog resource namespace.
            enum Icons {

                /// The "Icons/logo" asset catalog image resource.
                static let logo = ImageResource(name: "Icons/logo", bundle: resourceBundle)

            }

            /// The "LogoImage" asset catalog image resource.
            static let logo = ImageResource(name: "LogoImage", bundle: resourceBundle)

        }
        """), "\(source)")
        #expect(source.contains("""
        extension Color {

            #warning("The \\"BlueColor\\" color asset name resolves to a conflicting Color symbol \\"blue\\". Try renaming the asset.")

            /// The "Brand" asset catalog color.
            static var brand: Color { .init(.brand) }

        }
        """), "\(source)")
        #expect(source.contains("extension ShapeStyle where Self == Color {\n\n    /// The \"Brand\" asset catalog color.\n    static var brand: Color { .init(.brand) }\n\n}\n"))
        #expect(AssetSymbolSource(colorNames: [], imageNames: [], bundle: .main).text
            .contains("private let resourceBundle = Foundation.Bundle.main\n"))
    }

    @Test("a catalog's colours, images and custom symbols all get members")
    func fromCatalog() throws {
        let fixture = try CatalogFixture()
        defer { fixture.remove() }
        try fixture.colorSet("BrandColor", #"{"color-space":"srgb","components":{"red":"1","green":"0","blue":"0","alpha":"1"}}"#)
        try fixture.write("logo.imageset/Contents.json", #"{"images":[{"idiom":"universal","filename":"logo.png","scale":"1x"}],"info":{"author":"xcode","version":1}}"#)
        try fixture.write("star.fill.custom.symbolset/Contents.json", #"{"symbols":[{"idiom":"universal","filename":"s.svg"}],"info":{"author":"xcode","version":1}}"#)
        let source = AssetSymbolSource(catalogs: [AssetCatalog(contentsOf: fixture.root)], bundle: .module)
        #expect(source.colorNames == ["BrandColor"])
        #expect(source.imageNames.sorted() == ["logo", "star.fill.custom"])
        #expect(source.text.contains("static let starFillCustom = ImageResource(name: \"star.fill.custom\", bundle: resourceBundle)"))
    }
}
