import AssetCatalog
import Foundation
import FuzzSupport

/// Fuzz target: an asset catalog's `Contents.json` (read as a colour set, an image set and a symbol set)
/// or a vector asset's SVG. Reading must never crash; every issue names the file and is one line; every
/// colour read is finite sRGB in 0…1; the SVG parser gives shapes or one issue, never another error.
enum FuzzAssets {
    static let json = "Fuzz.colorset/Contents.json"
    static let svg = "fuzz.svg"

    static func run(_ data: Data) {
        // A first byte 0x01 or 0x02 (never the start of a real file) picks the parser; otherwise the bytes go
        // to the parser their first character suggests, so real files work as seeds.
        var body = data
        var asSVG = data.first.map { $0 == UInt8(ascii: "<") } ?? false
        if let first = data.first, first == 1 || first == 2 {
            body = data.dropFirst()
            asSVG = first == 2
        }
        asSVG ? checkSVG(Data(body)) : checkContents(Data(body))
    }

    static func checkContents(_ data: Data) {
        var log = AssetIssueLog()
        let colors = ColorSetAsset.parse(data, file: json, log: &log)
        let folder = URL(fileURLWithPath: "/nonexistent-fuzz-folder")
        let images = ImageSetAsset.parse(data, file: json, folder: folder, log: &log)
        _ = SymbolSetAsset.parse(data, file: json, folder: folder, log: &log)
        for issue in log.issues { checkIssue(issue, file: json) }
        guard images.variants.isEmpty else { FuzzFailure.report("an image variant without its file on disk was kept") }
        for variant in colors.variants {
            guard case .srgb(let r, let g, let b, let a) = variant.color else { continue }
            for v in [r, g, b, a] where !(v >= 0 && v <= 1) {
                FuzzFailure.report("a colour component is \(v), not in 0…1: \(variant)")
            }
        }
        for dark in [false, true] { for high in [false, true] { _ = colors.color(for: AssetTraits(isDark: dark, isHighContrast: high)) } }
    }

    static func checkSVG(_ data: Data) {
        do {
            let (document, issues) = try SVGAssetParser.parse(data, file: svg)
            for issue in issues { checkIssue(issue, file: svg) }
            guard document.shapes.count <= 20_000 else { FuzzFailure.report("more shapes than the parser's limit") }
        } catch let issue as AssetCatalogIssue {
            checkIssue(issue, file: svg)
        } catch {
            FuzzFailure.report("the SVG parser threw \(type(of: error)), not AssetCatalogIssue: \(error)")
        }
    }

    static func checkIssue(_ issue: AssetCatalogIssue, file: String) {
        let text = issue.description
        guard issue.file == file, text.hasPrefix(file), !issue.message.isEmpty else {
            FuzzFailure.report("an issue does not name the file: \(text.prefix(2000))")
        }
        guard !issue.message.contains("\n"), !issue.keyPath.contains("\n") else {
            FuzzFailure.report("an issue is not one line: \(text.prefix(2000))")
        }
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAssetsOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    FuzzAssets.run(bytes.map { Data(bytes: $0, count: count) } ?? Data())
    return 0
}

@main enum FuzzAssetsMain {
    static func main() { FuzzDriver.run(name: "fuzz-assets", fuzzAssetsOneInput, FuzzAssets.run) }
}
