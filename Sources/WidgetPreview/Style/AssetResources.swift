import Foundation

/// A colour in an asset catalog, as Xcode 15's generated asset symbols name it (`Color(.brand)` with
/// `extension ColorResource { static let brand = ColorResource(name: "Brand", bundle: resourceBundle) }`).
/// Drawn as `Color("Brand", bundle:)` draws it.
public struct ColorResource: Hashable, Sendable {
    package let asset: AssetName
    public init(name: String, bundle: Bundle) { asset = AssetName(name, bundle: bundle) }
}

/// An image in an asset catalog (Xcode 15's generated `ImageResource`), drawn as `Image("name", bundle:)`.
public struct ImageResource: Hashable, Sendable {
    package let asset: AssetName
    public init(name: String, bundle: Bundle) { asset = AssetName(name, bundle: bundle) }
}

extension Color {
    public init(_ resource: ColorResource) { self.init(storage: .named(resource.asset)) }
}

extension Image {
    public init(_ resource: ImageResource) { self.init(source: .named(resource.asset)) }
}

extension UIColor {
    public convenience init(resource: ColorResource) { self.init(storage: .named(resource.asset)) }
}

extension UIImage {
    public convenience init(resource: ImageResource) { self.init(content: .named(resource.asset)) }
}
