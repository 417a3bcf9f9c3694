import Foundation
import Graphics

/// Finds and decodes `Image("name")` files in the asset directories: `name@<scale>x.png`, then
/// `name@2x.png`, `name@3x.png`, `name.png` (the first found wins; its scale gives the point size).
enum ImageLoading {
    struct Loaded {
        let source: ImageSource
        /// Pixels per point of the file (2 for `@2x`).
        let scale: Double
        var pointSize: Size { Size(Double(source.bitmap.width) / scale, Double(source.bitmap.height) / scale) }
    }

    static func load(named name: String, in env: EnvironmentValues) -> Loaded? {
        guard !name.isEmpty, !name.contains("/") else { return nil }
        let preferred = Int(max(1, min(3, Double(env.displayScale))).rounded())
        var candidates: [(String, Double)] = [("\(name)@\(preferred)x.png", Double(preferred))]
        for s in [2, 3, 1] where s != preferred { candidates.append((s == 1 ? "\(name).png" : "\(name)@\(s)x.png", Double(s))) }
        if preferred != 1 { candidates.removeAll { $0.0 == "\(name)@1x.png" } }
        for directory in env.assetDirectories {
            for (file, scale) in candidates {
                let url = directory.appendingPathComponent(file)
                guard FileManager.default.fileExists(atPath: url.path) else { continue }
                do {
                    return Loaded(source: try DecodedImageCache.source(at: url), scale: scale)
                } catch {
                    env.warn("image \(url.path) could not be decoded (\(error)); drawn as a placeholder. Re-export it as PNG.")
                    return nil
                }
            }
        }
        return nil
    }
}
