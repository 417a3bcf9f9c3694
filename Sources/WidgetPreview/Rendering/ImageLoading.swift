import AssetCatalog
import Foundation
import Graphics

/// Finds and decodes `Image("name")`: first an image set of the asset catalogs (the variant for the
/// view's appearance and the render's scale, see `ImageSetAsset.variant`), then loose files in the asset
/// directories: `name@<scale>x.png`, then `name@2x.png`, `name@3x.png`, `name.png` (the first found wins;
/// its scale gives the point size), each as `.png`, then `.jpg`, then `.jpeg`.
enum ImageLoading {
    struct Loaded {
        let source: ImageSource
        /// Pixels per point of the file (2 for `@2x`).
        let scale: Double
        /// The image set's `template-rendering-intent`, used when the code sets no rendering mode.
        var intent: ImageSetAsset.RenderingIntent? = nil
        var pointSize: Size { Size(Double(source.bitmap.width) / scale, Double(source.bitmap.height) / scale) }
    }

    static func load(named asset: AssetName, in env: EnvironmentValues) -> Loaded? {
        let name = asset.name
        guard !name.isEmpty else { return nil }
        let directories = asset.directories(in: env)
        let preferred = Int(max(1, min(3, Double(env.displayScale))).rounded())
        let traits = AssetCatalogs.traits(of: env)
        for catalog in AssetCatalogs.catalogs(in: directories, env: env) {
            if catalog.images[name] == nil, catalog.symbols[name] != nil {
                env.warn("custom symbol \"\(name)\" in \(catalog.url.path) has no template file: draws nothing. Export it again from the SF Symbols app.")
                return nil
            }
            guard let set = catalog.images[name] else { continue }
            guard let variant = set.variant(for: traits, displayScale: preferred) else {
                env.warn("image set \"\(name)\" in \(catalog.url.path) has no file for this appearance on iPhone: draws nothing")
                return nil
            }
            return decode(variant, of: set, displayScale: env.displayScale, env: env)
        }
        guard !name.contains("/") else { return missing(asset, directories, env) }
        var stems: [(String, Double)] = [("\(name)@\(preferred)x", Double(preferred))]
        for s in [2, 3, 1] where s != preferred { stems.append((s == 1 ? name : "\(name)@\(s)x", Double(s))) }
        if preferred != 1 { stems.removeAll { $0.0 == "\(name)@1x" } }
        let candidates = stems.flatMap { stem, scale in looseExtensions.map { ("\(stem).\($0)", scale) } }
        for directory in directories {
            for (file, scale) in candidates {
                let url = directory.appendingPathComponent(file)
                guard FileManager.default.fileExists(atPath: url.path) else { continue }
                do {
                    return Loaded(source: try DecodedImageCache.source(at: url), scale: scale)
                } catch {
                    env.warn("image \(url.path) could not be decoded (\(error)); draws nothing.")
                    return nil
                }
            }
        }
        return missing(asset, directories, env)
    }

    /// The bitmap files `Image("name")` finds outside catalogs, in the order tried for each scale.
    static let looseExtensions = ["png", "jpg", "jpeg"]

    /// Whether `asset` names an image set, a custom symbol or a loose PNG or JPEG (`UIImage(named:)` is nil
    /// otherwise, as in UIKit).
    static func exists(_ asset: AssetName, in env: EnvironmentValues) -> Bool {
        let name = asset.name
        guard !name.isEmpty else { return false }
        let directories = asset.directories(in: env)
        if AssetCatalogs.catalogs(in: directories, env: env).contains(where: { $0.images[name] != nil || $0.symbols[name] != nil }) {
            return true
        }
        guard !name.contains("/") else { return false }
        let files = [name, "\(name)@1x", "\(name)@2x", "\(name)@3x"].flatMap { stem in looseExtensions.map { "\(stem).\($0)" } }
        return directories.contains { directory in
            files.contains { FileManager.default.fileExists(atPath: directory.appendingPathComponent($0).path) }
        }
    }

    private static func missing(_ asset: AssetName, _ directories: [URL], _ env: EnvironmentValues) -> Loaded? {
        env.warn("no image named \"\(asset.name)\" in the asset catalogs or as \(asset.name).png / \(asset.name)@2x.png (or .jpg) in the asset directories (\(AssetCatalogs.searchedDescription(in: directories, env: env))): draws nothing in its frame")
        return nil
    }

    /// One image-set file as pixels: PNG (libpng) and JPEG (`JPEGDecoder`) decoded, SVG rasterized at the
    /// render's scale; PDF is reported (it needs a PDF interpreter).
    private static func decode(_ variant: ImageSetAsset.Variant, of set: ImageSetAsset, displayScale: CGFloat,
                               env: EnvironmentValues) -> Loaded? {
        let url = variant.file
        switch url.pathExtension.lowercased() {
        case "png", "jpg", "jpeg":
            do {
                return Loaded(source: try DecodedImageCache.source(at: url), scale: Double(variant.scale ?? 1), intent: set.renderingIntent)
            } catch {
                env.warn("image \(url.path) could not be decoded (\(error)); draws nothing.")
                return nil
            }
        case "svg":
            let scale = max(1, Double(displayScale))
            do {
                let (bitmap, issues) = try VectorImageRasterizer.rasterize(contentsOf: url, scale: scale)
                for issue in issues { env.warn("vector image: \(issue)") }
                return Loaded(source: ImageSource(bitmap: bitmap), scale: scale, intent: set.renderingIntent)
            } catch {
                env.warn("vector image \(url.path) could not be drawn (\(error)); draws nothing")
                return nil
            }
        case "pdf":
            env.warn("image \(url.path) is a PDF vector, which WidgetPreview does not draw: draws nothing. Export the vector as SVG (or PNGs at 1x/2x/3x) into the image set.")
            return nil
        default:
            env.warn("image \(url.path) is not a PNG, JPEG or SVG file WidgetPreview draws: draws nothing")
            return nil
        }
    }
}
