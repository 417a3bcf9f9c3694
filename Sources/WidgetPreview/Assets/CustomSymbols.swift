import AssetCatalog
import Foundation
import Graphics
import Typography

/// `Image("name")` of a custom symbol (`.symbolset`): the template's Regular-Medium glyph as a one-glyph
/// run, its cap line at the font's cap height and its left margin at the origin, drawn like an SF Symbol
/// (baseline-aligned, in the foreground style).
enum CustomSymbols {
    private static let templates = BoundedCache<String, Result<(SVGSymbolTemplate, [AssetCatalogIssue]), AssetCatalogIssue>>(limit: 128)

    /// The symbol set's file for `name`, when a catalog has a symbol (and no image) of that name.
    static func file(named asset: AssetName, in env: EnvironmentValues) -> URL? {
        for catalog in AssetCatalogs.catalogs(in: asset.directories(in: env), env: env) {
            if catalog.images[asset.name] != nil { return nil }
            if let symbol = catalog.symbols[asset.name] { return symbol.file }
        }
        return nil
    }

    private static func read(_ file: URL) -> Result<(SVGSymbolTemplate, [AssetCatalogIssue]), AssetCatalogIssue> {
        do {
            return .success(try SVGSymbolTemplate.parse(Data(contentsOf: file), file: file.path))
        } catch let issue as AssetCatalogIssue {
            return .failure(issue)
        } catch {
            return .failure(AssetCatalogIssue(file: file.path, message: "cannot be read (\(error)); the symbol draws nothing"))
        }
    }

    /// The glyph run for the template at `file` in `font`; nil (with a warning) when it cannot be read.
    static func run(named name: String, file: URL, font: FontDescriptor, capHeight: Double, env: EnvironmentValues) -> GlyphRun? {
        let parsed: Result<(SVGSymbolTemplate, [AssetCatalogIssue]), AssetCatalogIssue>
        if let hit = templates[file.path] {
            parsed = hit
        } else {
            parsed = read(file)
            templates.store(parsed, for: file.path)
        }
        switch parsed {
        case .failure(let issue):
            env.warn("custom symbol: \(issue)")
            return nil
        case .success(let (template, issues)):
            for issue in issues { env.warn("custom symbol: \(issue)") }
            var outline = VectorPath()
            for shape in template.shapes { outline.append(VectorImageRasterizer.path(shape.path).applying(VectorImageRasterizer.transform(shape.transform))) }
            let left = template.leftMargin ?? outline.controlBounds.minX
            // Template units → em: the template's cap height becomes the font's (in em), baseline at y = 0.
            let scale = font.size > 0 ? (capHeight / font.size) / (template.baseline - template.capline) : 0
            let em = outline.applying(Transform.translation(-left, -template.baseline).concatenating(.scale(scale)))
            let key = "CustomSymbol-" + String(name.unicodeScalars.map { CharacterSet.alphanumerics.contains($0) && $0.isASCII ? Character($0) : "-" })
            return GlyphRun(text: name, fontName: "CustomSymbol", size: font.size,
                            glyphs: [PlacedGlyph(outline: GlyphOutline(key: key, path: em), origin: .zero)], paint: .solid(.black))
        }
    }
}
