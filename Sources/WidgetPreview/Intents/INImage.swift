import Foundation

/// An image attached to an intent object or response (Intents' `INImage`). WidgetPreview keeps what it was
/// made from; widgets show their own `Image` views, so nothing here is drawn.
open class INImage: NSObject {
    /// The asset name (`init(named:)`), image data (`init(imageData:)`) or URL (`init(url:)`).
    public let imageName: String?
    public let imageData: Data?
    public let url: URL?

    private init(imageName: String?, imageData: Data?, url: URL?) {
        self.imageName = imageName
        self.imageData = imageData
        self.url = url
        super.init()
    }

    public convenience init(named name: String) { self.init(imageName: name, imageData: nil, url: nil) }
    public convenience init(imageData: Data) { self.init(imageName: nil, imageData: imageData, url: nil) }
    public convenience init(url: URL) { self.init(imageName: nil, imageData: nil, url: url) }
}
