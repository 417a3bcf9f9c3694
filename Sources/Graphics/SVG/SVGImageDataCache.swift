import Foundation

/// The base64 PNG text of images already embedded in an SVG, by content key. A widget's photo or an emoji
/// is embedded again in every place, entry and contact sheet it appears in; deflating it with our own
/// encoder each time was the largest single cost of writing a gallery's SVGs. The text depends only on
/// the pixels (the key is their hash), so a cached copy is exactly what encoding again would give.
final class SVGImageDataCache: @unchecked Sendable {
    static let shared = SVGImageDataCache(byteLimit: 64 << 20)

    private let lock = NSLock()
    private var texts: [String: String] = [:]
    private var order: [String] = []
    private var bytes = 0
    /// Oldest entries are dropped beyond this many bytes of text, so a long run's memory stays bounded.
    let byteLimit: Int

    init(byteLimit: Int) {
        self.byteLimit = byteLimit
    }

    /// The base64 text of `source` as a PNG, nil when it cannot be encoded (an empty bitmap).
    func base64PNG(of source: ImageSource) -> String? {
        if let known = cached(source.key) { return known }
        let bitmap = source.bitmap
        guard bitmap.width > 0, bitmap.height > 0, let png = try? encodePNGForSVG(bitmap) else { return nil }
        let text = png.base64EncodedString()
        store(text, for: source.key)
        return text
    }

    private func cached(_ key: String) -> String? {
        lock.lock()
        defer { lock.unlock() }
        return texts[key]
    }

    private func store(_ text: String, for key: String) {
        lock.lock()
        defer { lock.unlock() }
        guard texts[key] == nil, text.utf8.count <= byteLimit else { return }
        texts[key] = text
        order.append(key)
        bytes += text.utf8.count
        while bytes > byteLimit, !order.isEmpty {
            let oldest = order.removeFirst()
            bytes -= texts.removeValue(forKey: oldest)?.utf8.count ?? 0
        }
    }
}
