import AssetCatalog
import Foundation
import Testing

@Suite("Asset catalog colour sets")
struct ColorSetTests {
    /// The variant for `traits` as 8-bit sRGB and alpha, the form the renderer draws.
    private func bytes(_ value: AssetColorValue?) -> [Int]? {
        guard case .srgb(let r, let g, let b, let a)? = value else { return nil }
        func byte(_ v: Double) -> Int {
            if v <= 0 { return 0 }
            if v >= 1 { return 255 }
            return Int((v * 255 + 0.5).rounded(.down))
        }
        return [byte(r), byte(g), byte(b), byte(a)]
    }

    private func single(_ color: String) throws -> (AssetColorValue?, [AssetCatalogIssue]) {
        let fixture = try CatalogFixture()
        defer { fixture.remove() }
        try fixture.colorSet("C", color)
        let catalog = AssetCatalog(contentsOf: fixture.root)
        return (catalog.colors["C"]?.color(for: AssetTraits()), catalog.issues)
    }

    @Test("sRGB components as floats, 0–255 integers and 0xFF hex give the same colours")
    func componentForms() throws {
        let floats = try single(#"{"color-space":"srgb","components":{"red":"0.100","green":"0.200","blue":"0.300","alpha":"0.500"}}"#)
        #expect(floats.0 == .srgb(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.5))
        #expect(floats.1.isEmpty)
        let integers = try single(#"{"color-space":"srgb","components":{"red":"255","green":"128","blue":"0","alpha":"1.000"}}"#)
        #expect(integers.0 == .srgb(red: 1, green: 128.0 / 255, blue: 0, alpha: 1))
        let hex = try single(#"{"color-space":"srgb","components":{"red":"0xFF","green":"0x80","blue":"0x00","alpha":"1.000"}}"#)
        #expect(hex.0 == integers.0)
        let numbers = try single(#"{"color-space":"srgb","components":{"red":0.25,"green":1,"blue":0,"alpha":1}}"#)
        #expect(numbers.0 == .srgb(red: 0.25, green: 1, blue: 0, alpha: 1))
    }

    @Test("colour spaces convert to sRGB: display-p3, extended-srgb, extended-linear-srgb, gray-gamma-22")
    func colorSpaces() throws {
        let p3 = try single(#"{"color-space":"display-p3","components":{"red":"0.500","green":"0.250","blue":"0.750","alpha":"1.000"}}"#)
        #expect(bytes(p3.0) == [137, 59, 198, 255])
        let extended = try single(#"{"color-space":"extended-srgb","components":{"red":"1.200","green":"-0.100","blue":"0.500","alpha":"1.000"}}"#)
        #expect(extended.0 == .srgb(red: 1, green: 0, blue: 0.5, alpha: 1))
        #expect(extended.1.isEmpty)
        let linear = try single(#"{"color-space":"extended-linear-srgb","components":{"red":"0.500","green":"0.250","blue":"0.000","alpha":"1.000"}}"#)
        #expect(bytes(linear.0) == [188, 137, 0, 255])
        let gray = try single(#"{"color-space":"gray-gamma-22","components":{"white":"0.500","alpha":"0.800"}}"#)
        #expect(bytes(gray.0) == [128, 128, 128, 204])
    }

    @Test("a system colour reference keeps its name and alpha for the renderer")
    func systemReference() throws {
        let plain = try single(#"{"platform":"ios","reference":"systemBlueColor"}"#)
        #expect(plain.0 == .system(reference: "systemBlueColor", alpha: nil))
        let faded = try single(#"{"platform":"ios","reference":"labelColor","components":{"alpha":"0.500"}}"#)
        #expect(faded.0 == .system(reference: "labelColor", alpha: 0.5))
    }

    @Test("appearances: Any, light, dark, high contrast and dark high contrast pick the most specific match")
    func appearances() throws {
        let fixture = try CatalogFixture()
        defer { fixture.remove() }
        func variant(_ appearances: String, _ red: String) -> String {
            #"{"idiom":"universal",\#(appearances)"color":{"color-space":"srgb","components":{"red":"\#(red)","green":"0.000","blue":"0.000","alpha":"1.000"}}}"#
        }
        let dark = #"{"appearance":"luminosity","value":"dark"}"#, high = #"{"appearance":"contrast","value":"high"}"#
        try fixture.write("C.colorset/Contents.json", #"{"colors":["# + [
            variant("", "0.100"),
            variant(#""appearances":[\#(dark)],"#, "0.200"),
            variant(#""appearances":[\#(high)],"#, "0.300"),
            variant(#""appearances":[\#(dark),\#(high)],"#, "0.400"),
            variant(#""idiom":"ipad","#, "0.900"),
        ].joined(separator: ",") + "]}")
        let set = try #require(AssetCatalog(contentsOf: fixture.root).colors["C"])
        func red(_ traits: AssetTraits) -> Double? {
            if case .srgb(let r, _, _, _)? = set.color(for: traits) { return r }
            return nil
        }
        #expect(red(AssetTraits()) == 0.1)
        #expect(red(AssetTraits(isDark: true)) == 0.2)
        #expect(red(AssetTraits(isHighContrast: true)) == 0.3)
        #expect(red(AssetTraits(isDark: true, isHighContrast: true)) == 0.4)
    }

    @Test("explicit light and dark variants; an iphone variant beats a universal one")
    func explicitLight() throws {
        let fixture = try CatalogFixture()
        defer { fixture.remove() }
        try fixture.write("C.colorset/Contents.json", """
        {"colors":[
          {"idiom":"universal","appearances":[{"appearance":"luminosity","value":"light"}],"color":{"components":{"red":"0.100","green":"0","blue":"0","alpha":"1.000"}}},
          {"idiom":"iphone","appearances":[{"appearance":"luminosity","value":"light"}],"color":{"components":{"red":"0.200","green":"0","blue":"0","alpha":"1.000"}}},
          {"idiom":"universal","appearances":[{"appearance":"luminosity","value":"dark"}],"color":{"components":{"red":"0.300","green":"0","blue":"0","alpha":"1.000"}}}
        ]}
        """)
        let set = try #require(AssetCatalog(contentsOf: fixture.root).colors["C"])
        #expect(set.color(for: AssetTraits()) == .srgb(red: 0.2, green: 0, blue: 0, alpha: 1))
        #expect(set.color(for: AssetTraits(isDark: true)) == .srgb(red: 0.3, green: 0, blue: 0, alpha: 1))
    }

    @Test("components out of range are clamped with an issue naming the file and key")
    func outOfRange() throws {
        let float = try single(#"{"color-space":"srgb","components":{"red":"1.500","green":"0.000","blue":"0.000","alpha":"1.000"}}"#)
        #expect(float.0 == .srgb(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(float.1.count == 1)
        #expect(float.1.first?.keyPath == "colors[0].color.components.red")
        #expect(float.1.first?.file.hasSuffix("C.colorset/Contents.json") == true)
        #expect(float.1.first?.message.contains("outside 0…1") == true)
        let byte = try single(#"{"color-space":"srgb","components":{"red":"0","green":"300","blue":"0x1FF","alpha":"1.000"}}"#)
        #expect(byte.0 == .srgb(red: 0, green: 1, blue: 1, alpha: 1))
        #expect(byte.1.map(\.keyPath) == ["colors[0].color.components.green", "colors[0].color.components.blue"])
        let text = try single(#"{"color-space":"srgb","components":{"red":"lots","green":"0","blue":"0","alpha":"1.000"}}"#)
        #expect(text.0 == .srgb(red: 0, green: 0, blue: 0, alpha: 1))
        #expect(text.1.first?.message.contains("is not a colour component") == true)
    }

    @Test("an unknown colour space is read as sRGB with an issue")
    func unknownSpace() throws {
        let result = try single(#"{"color-space":"cmyk","components":{"red":"0.500","green":"0","blue":"0","alpha":"1.000"}}"#)
        #expect(result.0 == .srgb(red: 0.5, green: 0, blue: 0, alpha: 1))
        #expect(result.1.map(\.keyPath) == ["colors[0].color.color-space"])
    }
}
