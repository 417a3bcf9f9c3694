import Foundation

/// A colour in an asset catalog, as Xcode 15's generated asset symbols name it (`Color(.brand)` with
/// `extension ColorResource { static let brand = ColorResource(name: "Brand", bundle: resourceBundle) }`).
/// Drawn as `Color("Brand")` draws it.
public struct ColorResource: Hashable, Sendable {
    public let name: String
    public init(name: String, bundle: Bundle) { self.name = name }
}

/// An image in an asset catalog (Xcode 15's generated `ImageResource`), drawn as `Image("name")`.
public struct ImageResource: Hashable, Sendable {
    public let name: String
    public init(name: String, bundle: Bundle) { self.name = name }
}

extension Color {
    public init(_ resource: ColorResource) { self.init(resource.name) }
}

extension Image {
    public init(_ resource: ImageResource) { self.init(resource.name) }
}

extension UIColor {
    public convenience init(resource: ColorResource) { self.init(storage: .named(resource.name)) }
}

extension UIImage {
    public convenience init(resource: ImageResource) { self.init(content: .named(resource.name)) }
}
