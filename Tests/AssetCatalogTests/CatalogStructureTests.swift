import AssetCatalog
import Foundation
import Testing

@Suite("Asset catalog folders, image sets and bad input")
struct CatalogStructureTests {
    static let red = #"{"color-space":"srgb","components":{"red":"1.000","green":"0.000","blue":"0.000","alpha":"1.000"}}"#

    @Test("folders group assets; provides-namespace prefixes their names")
    func namespaces() throws {
        let fixture = try CatalogFixture()
        defer { fixture.remove() }
        try fixture.write("Contents.json", #"{"info":{"author":"xcode","version":1}}"#)
        try fixture.colorSet("Plain/Accent", Self.red)
        try fixture.write("Plain/Contents.json", #"{"info":{"author":"xcode","version":1}}"#)
        try fixture.colorSet("Brand/Primary", Self.red)
        try fixture.write("Brand/Contents.json", #"{"properties":{"provides-namespace":true}}"#)
        try fixture.colorSet("Brand/Inner/Deep", Self.red)
        try fixture.write("Brand/Inner/Contents.json", #"{"properties":{"provides-namespace":true}}"#)
        let catalog = AssetCatalog(contentsOf: fixture.root)
        #expect(catalog.colors.keys.sorted() == ["Accent", "Brand/Inner/Deep", "Brand/Primary"])
        #expect(catalog.issues.isEmpty)
    }

    private func imageSet(_ entries: [(scale: String?, dark: Bool, file: String)]) throws -> (ImageSetAsset, CatalogFixture) {
        let fixture = try CatalogFixture()
        var json: [String] = []
        for e in entries {
            try fixture.write("I.imageset/\(e.file)", Data([0x89]))
            let appearance = e.dark ? #""appearances":[{"appearance":"luminosity","value":"dark"}],"# : ""
            let scale = e.scale.map { #","scale":"\#($0)""# } ?? ""
            json.append(#"{\#(appearance)"filename":"\#(e.file)","idiom":"universal"\#(scale)}"#)
        }
        try fixture.write("I.imageset/Contents.json", #"{"images":[\#(json.joined(separator: ","))]}"#)
        return (try #require(AssetCatalog(contentsOf: fixture.root).images["I"]), fixture)
    }

    @Test("scale choice: the exact scale, else the nearest larger, else the largest smaller")
    func scaleChoice() throws {
        let (all, f1) = try imageSet([("1x", false, "a.png"), ("2x", false, "a@2x.png"), ("3x", false, "a@3x.png")])
        defer { f1.remove() }
        #expect(all.variant(for: AssetTraits(), displayScale: 1)?.file.lastPathComponent == "a.png")
        #expect(all.variant(for: AssetTraits(), displayScale: 2)?.file.lastPathComponent == "a@2x.png")
        #expect(all.variant(for: AssetTraits(), displayScale: 3)?.file.lastPathComponent == "a@3x.png")
        let (gap, f2) = try imageSet([("1x", false, "a.png"), ("3x", false, "a@3x.png")])
        defer { f2.remove() }
        #expect(gap.variant(for: AssetTraits(), displayScale: 2)?.file.lastPathComponent == "a@3x.png")
        let (low, f3) = try imageSet([("1x", false, "a.png"), ("2x", false, "a@2x.png")])
        defer { f3.remove() }
        #expect(low.variant(for: AssetTraits(), displayScale: 3)?.file.lastPathComponent == "a@2x.png")
        let (single, f4) = try imageSet([(nil, false, "a.svg"), ("2x", false, "a@2x.png")])
        defer { f4.remove() }
        #expect(single.variant(for: AssetTraits(), displayScale: 2)?.file.lastPathComponent == "a@2x.png")
        #expect(single.variant(for: AssetTraits(), displayScale: 3)?.file.lastPathComponent == "a@2x.png")
        let (vector, f5) = try imageSet([(nil, false, "a.svg")])
        defer { f5.remove() }
        #expect(vector.variant(for: AssetTraits(), displayScale: 3)?.scale == nil)
        #expect(vector.variant(for: AssetTraits(), displayScale: 3)?.file.lastPathComponent == "a.svg")
    }

    @Test("dark appearance wins over scale: a dark 1x is drawn in dark mode at 3x")
    func darkVariant() throws {
        let (set, fixture) = try imageSet([("1x", false, "a.png"), ("3x", false, "a@3x.png"), ("1x", true, "dark.png")])
        defer { fixture.remove() }
        #expect(set.variant(for: AssetTraits(isDark: true), displayScale: 3)?.file.lastPathComponent == "dark.png")
        #expect(set.variant(for: AssetTraits(), displayScale: 3)?.file.lastPathComponent == "a@3x.png")
    }

    @Test("template-rendering-intent is read; an unknown value is an issue")
    func renderingIntent() throws {
        let fixture = try CatalogFixture()
        defer { fixture.remove() }
        try fixture.write("T.imageset/t.png", Data([0]))
        try fixture.write("T.imageset/Contents.json", #"{"images":[{"filename":"t.png","idiom":"universal"}],"properties":{"template-rendering-intent":"template"}}"#)
        try fixture.write("O.imageset/Contents.json", #"{"images":[],"properties":{"template-rendering-intent":"tinted"}}"#)
        let catalog = AssetCatalog(contentsOf: fixture.root)
        #expect(catalog.images["T"]?.renderingIntent == .template)
        #expect(catalog.images["O"]?.renderingIntent == nil)
        #expect(catalog.issues.map(\.keyPath) == ["properties.template-rendering-intent"])
    }

    @Test("a missing image file, a malformed Contents.json and a missing one are issues naming file and key; the rest is read")
    func badInput() throws {
        let fixture = try CatalogFixture()
        defer { fixture.remove() }
        try fixture.write("Gone.imageset/Contents.json", #"{"images":[{"filename":"gone@2x.png","idiom":"universal","scale":"2x"}]}"#)
        try fixture.write("Broken.colorset/Contents.json", #"{"colors":[{"color": "#)
        try FileManager.default.createDirectory(at: fixture.root.appendingPathComponent("Empty.colorset"), withIntermediateDirectories: true)
        try fixture.write("Wrong.colorset/Contents.json", #"{"colors":{"color":1}}"#)
        try fixture.colorSet("Fine", Self.red)
        let catalog = AssetCatalog(contentsOf: fixture.root)
        #expect(catalog.colors["Fine"]?.color(for: AssetTraits()) == .srgb(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(catalog.images["Gone"]?.variants.isEmpty == true)
        let byFile = Dictionary(grouping: catalog.issues) { URL(fileURLWithPath: $0.file).deletingLastPathComponent().lastPathComponent }
        #expect(byFile["Gone.imageset"]?.first?.keyPath == "images[0].filename")
        #expect(byFile["Gone.imageset"]?.first?.message.contains("gone@2x.png") == true)
        #expect(byFile["Broken.colorset"]?.first?.message.contains("is not valid JSON") == true)
        #expect(byFile["Empty.colorset"]?.first?.message.contains("cannot be read") == true)
        #expect(byFile["Wrong.colorset"]?.map(\.keyPath) == ["colors"])
        #expect(catalog.issues.count == 4)
    }

    @Test("a second asset with the same name is an issue; the first in name order is kept")
    func duplicates() throws {
        let fixture = try CatalogFixture()
        defer { fixture.remove() }
        try fixture.colorSet("A/Same", Self.red)
        try fixture.colorSet("B/Same", #"{"components":{"red":"0","green":"0","blue":"1.000","alpha":"1.000"}}"#)
        let catalog = AssetCatalog(contentsOf: fixture.root)
        #expect(catalog.colors["Same"]?.color(for: AssetTraits()) == .srgb(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(catalog.issues.count == 1)
        #expect(catalog.issues.first?.file.hasSuffix("B/Same.colorset") == true)
    }
}
