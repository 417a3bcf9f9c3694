import Foundation
import Graphics

/// UIKit's image, as far as widget code uses it: from the asset folders (`named:`), an SF Symbol
/// (`systemName:`), PNG data or a PNG file. It is drawn with `Image(uiImage:)`. Only PNG decodes here;
/// other data gives nil, as UIKit gives nil for data it cannot read.
public final class UIImage: @unchecked Sendable {
    public enum RenderingMode: Int, Sendable { case automatic = 0, alwaysOriginal = 1, alwaysTemplate = 2 }

    enum Content {
        case named(AssetName)
        case system(String)
        case decoded(ImageSource, scale: Double)
    }
    let content: Content
    public let renderingMode: RenderingMode
    /// `withTintColor`: the colour a template image or symbol is drawn in.
    let tintColor: UIColor?

    init(content: Content, renderingMode: RenderingMode = .automatic, tintColor: UIColor? = nil) {
        self.content = content
        self.renderingMode = renderingMode
        self.tintColor = tintColor
    }

    /// An image of the asset catalogs (an image set or custom symbol) or a loose `name.png` /
    /// `name@2x.png` of the asset directories; nil when none has it, as UIKit returns nil. Searched where
    /// it is created, as `UIColor(named:)` is: the render's asset directories and the bundle's resources.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        let asset = AssetName(name, bundle: bundle)
        guard ImageLoading.exists(asset, in: EnvironmentValues.current) else { return nil }
        self.init(content: .named(asset))
    }

    public convenience init?(named name: String, in bundle: Bundle?, with configuration: UIImage.Configuration?) {
        self.init(named: name, in: bundle, compatibleWith: nil)
    }

    /// An SF Symbol from the bundled icon font; nil only for an empty name.
    public convenience init?(systemName name: String) {
        guard !name.isEmpty else { return nil }
        self.init(content: .system(name))
    }
    public convenience init?(systemName name: String, withConfiguration configuration: UIImage.Configuration?) {
        self.init(systemName: name)
    }

    /// PNG or JPEG data at 1 pixel per point; nil when it is not an image this renderer decodes.
    public convenience init?(data: Data) { self.init(data: data, scale: 1) }

    public convenience init?(data: Data, scale: CGFloat) {
        guard let bitmap = Self.decodeBitmap(data, name: "UIImage(data:)") else { return nil }
        self.init(content: .decoded(ImageSource(bitmap: bitmap), scale: max(1, Double(scale).isFinite ? Double(scale) : 1)))
    }

    /// A PNG or JPEG file; `@2x`/`@3x` in the name gives its scale, as UIKit reads it. nil when missing or unreadable.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path), let bitmap = Self.decodeBitmap(data, name: path) else { return nil }
        let stem = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        let scale: Double = stem.hasSuffix("@3x") ? 3 : stem.hasSuffix("@2x") ? 2 : 1
        self.init(content: .decoded(ImageSource(bitmap: bitmap), scale: scale))
    }

    /// JPEG or PNG by the file's signature, as UIKit decodes whatever the bytes are.
    private static func decodeBitmap(_ data: Data, name: String) -> Bitmap? {
        JPEGDecoder.looksLikeJPEG(data) ? try? JPEGDecoder.decode(data, name: name) : try? PNGCodec.decode(data, name: name)
    }

    /// An empty image (0 × 0).
    public convenience init() { self.init(content: .decoded(ImageSource(bitmap: Bitmap(width: 0, height: 0, fill: .clear)), scale: 1)) }

    /// The size in points of a decoded image; named and symbol images are sized when drawn (zero here).
    public var size: CGSize {
        if case .decoded(let source, let scale) = content {
            return CGSize(width: Double(source.bitmap.width) / scale, height: Double(source.bitmap.height) / scale)
        }
        return .zero
    }

    public var scale: CGFloat {
        if case .decoded(_, let scale) = content { return CGFloat(scale) }
        return 1
    }

    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        UIImage(content: content, renderingMode: renderingMode, tintColor: tintColor)
    }

    /// The image drawn in `color` (UIKit: a template image, or a symbol, takes the colour; a bitmap in
    /// `.alwaysTemplate` rendering mode is filled with it keeping its alpha).
    public func withTintColor(_ color: UIColor) -> UIImage {
        let mode: RenderingMode = { if case .decoded = content { return .alwaysTemplate } else { return renderingMode } }()
        return UIImage(content: content, renderingMode: mode == .alwaysOriginal ? .alwaysOriginal : .alwaysTemplate, tintColor: color)
    }

    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        UIImage(content: content, renderingMode: renderingMode, tintColor: color)
    }

    /// Symbol configurations (point size, weight, scale) are accepted; the symbol is drawn at the font's size.
    public class Configuration: @unchecked Sendable {}
    public final class SymbolConfiguration: Configuration, @unchecked Sendable {
        public init(pointSize: CGFloat) {}
        public init(pointSize: CGFloat, weight: UIImage.SymbolWeight) {}
        public init(weight: UIImage.SymbolWeight) {}
        public init(textStyle: UIFont.TextStyle) {}
        public init(scale: UIImage.SymbolScale) {}
    }
    public enum SymbolWeight: Int, Sendable { case unspecified, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black }
    public enum SymbolScale: Int, Sendable { case `default` = -1, unspecified = 0, small = 1, medium = 2, large = 3 }
}

extension Image {
    /// A SwiftUI image of a UIKit image, drawn as the matching `Image` initializer draws it.
    public init(uiImage: UIImage) {
        switch uiImage.content {
        case .named(let name): self.init(source: .named(name))
        case .system(let name): self.init(systemName: name)
        case .decoded(let source, let scale): self.init(source: .decoded(source, scale: scale))
        }
        if uiImage.renderingMode == .alwaysTemplate { self = renderingMode(.template) }
        if let tint = uiImage.tintColor, uiImage.renderingMode != .alwaysOriginal { ownTint = Color(tint) }
    }
}
