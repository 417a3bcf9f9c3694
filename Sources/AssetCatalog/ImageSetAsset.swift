import Foundation

/// An `.imageset`: its image files by appearance and scale, and how it is rendered.
package struct ImageSetAsset: Hashable, Sendable {
    package struct Variant: Hashable, Sendable {
        package var appearance: AssetAppearance
        /// Pixels per point (1, 2, 3); nil for a single-scale image (a vector, or one bitmap for every scale).
        package var scale: Int?
        package var file: URL
    }

    /// `template-rendering-intent`: how `Image("name")` draws when the code does not say.
    package enum RenderingIntent: String, Hashable, Sendable { case template, original }

    package var variants: [Variant]
    package var renderingIntent: RenderingIntent?

    /// The file iOS draws for `traits` at `displayScale`: the variants of the best-matching appearance
    /// first (a dark 1x beats a light 3x in dark mode), then the exact scale, else the nearest larger one,
    /// else the largest smaller one; a single-scale image serves every scale but yields to an exact one.
    package func variant(for traits: AssetTraits, displayScale: Int) -> Variant? {
        guard let appearance = variants.best(by: { $0.appearance.score(for: traits) })?.appearance else { return nil }
        let candidates = variants.filter { $0.appearance == appearance }
        return candidates.best { v in
            guard let s = v.scale else { return 0 }
            if s == displayScale { return 1000 }
            return s > displayScale ? 500 - s : 100 + s
        }
    }

    /// Reads an image set's `Contents.json` in `folder`; entries without a file are Xcode's empty slots.
    package static func parse(_ data: Data, file: String, folder: URL, log: inout AssetIssueLog) -> ImageSetAsset {
        var asset = ImageSetAsset(variants: [], renderingIntent: nil)
        guard let root = JSONNode.parse(data, file: file, log: &log) else { return asset }
        if let properties = root.object("properties", log: &log),
           let intent = properties.string("template-rendering-intent", log: &log) {
            if let known = RenderingIntent(rawValue: intent) {
                asset.renderingIntent = known
            } else {
                log.add(file, "properties.template-rendering-intent", "\"\(intent)\" is neither \"template\" nor \"original\"; ignored")
            }
        }
        guard let entries = root.array("images", log: &log) else {
            if root.child("images") == nil { log.add(file, "images", "is missing: an image set lists its files under \"images\"") }
            return asset
        }
        for entry in entries {
            guard let name = entry.string("filename", log: &log) else { continue }
            guard let appearance = AssetAppearance.read(entry, log: &log) else { continue }
            var scale: Int?
            if let text = entry.string("scale", log: &log) {
                guard let s = ["1x": 1, "2x": 2, "3x": 3][text] else {
                    log.add(file, entry.path + ".scale", "\"\(text)\" is not 1x, 2x or 3x; variant skipped")
                    continue
                }
                scale = s
            }
            guard !name.isEmpty, !name.contains("/"), name != ".", name != ".." else {
                log.add(file, entry.path + ".filename", "\"\(name)\" is not a file name in the image set; variant skipped")
                continue
            }
            let url = folder.appendingPathComponent(name)
            guard FileManager.default.fileExists(atPath: url.path) else {
                log.add(file, entry.path + ".filename", "names \(name), which is not in \(folder.lastPathComponent); variant skipped — add the file or remove the entry")
                continue
            }
            asset.variants.append(Variant(appearance: appearance, scale: scale, file: url))
        }
        return asset
    }
}

/// A `.symbolset`: a custom SF Symbol exported from the SF Symbols app as an SVG template.
package struct SymbolSetAsset: Hashable, Sendable {
    package var file: URL?

    package static func parse(_ data: Data, file: String, folder: URL, log: inout AssetIssueLog) -> SymbolSetAsset {
        guard let root = JSONNode.parse(data, file: file, log: &log) else { return SymbolSetAsset(file: nil) }
        for entry in root.array("symbols", log: &log) ?? [] {
            guard let name = entry.string("filename", log: &log), !name.isEmpty, !name.contains("/") else { continue }
            let url = folder.appendingPathComponent(name)
            guard FileManager.default.fileExists(atPath: url.path) else {
                log.add(file, entry.path + ".filename", "names \(name), which is not in \(folder.lastPathComponent); add the file or remove the entry")
                continue
            }
            return SymbolSetAsset(file: url)
        }
        log.add(file, "symbols", "lists no symbol file; the symbol draws nothing")
        return SymbolSetAsset(file: nil)
    }
}
