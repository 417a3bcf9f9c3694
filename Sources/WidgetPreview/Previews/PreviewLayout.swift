import Foundation

/// A size constraint for a preview (DeveloperToolsSupport's `PreviewLayout`).
///
/// WidgetPreview draws every preview in a widget family's size, as Xcode does for a view with
/// `previewContext(WidgetPreviewContext(family:))` (which ignores the layout); the layout is kept with
/// the preview so a declaration that sets it compiles and reads back what it set.
public enum PreviewLayout: Hashable, Sendable {
    case device
    case sizeThatFits
    case fixed(width: CGFloat, height: CGFloat)
}

/// A view carrying a preview's metadata (`previewLayout`, `previewDisplayName`, `previewDevice`); it keeps
/// the family of a `previewContext(_:)` underneath it readable for `Preview(provider:)`.
public struct PreviewMetadataView<Content: View>: View {
    let content: Content
    package let layout: PreviewLayout?
    package let displayName: String?

    public var body: some View { content }
}

extension PreviewMetadataView: PreviewContextCarrying {
    package var previewFamily: WidgetFamily {
        (content as? any PreviewContextCarrying)?.previewFamily ?? .systemSmall
    }
}

extension View {
    /// Overrides the size of the container for the preview (kept as metadata; see `PreviewLayout`).
    public func previewLayout(_ value: PreviewLayout) -> some View {
        PreviewMetadataView(content: self, layout: value, displayName: nil)
    }

    /// Sets the name Xcode shows above the preview.
    public func previewDisplayName(_ value: String?) -> some View {
        PreviewMetadataView(content: self, layout: nil, displayName: value)
    }
}

/// Reads the preview metadata a view declares, through any number of metadata wrappers.
package enum PreviewMetadata {
    package static func displayName(of view: any View) -> String? {
        guard let carrier = view as? any PreviewMetadataReading else { return nil }
        return carrier.metadataDisplayName
    }
    package static func layout(of view: any View) -> PreviewLayout? {
        guard let carrier = view as? any PreviewMetadataReading else { return nil }
        return carrier.metadataLayout
    }
}

package protocol PreviewMetadataReading {
    var metadataDisplayName: String? { get }
    var metadataLayout: PreviewLayout? { get }
}

extension PreviewMetadataView: PreviewMetadataReading {
    package var metadataDisplayName: String? { displayName ?? (content as? any PreviewMetadataReading)?.metadataDisplayName }
    package var metadataLayout: PreviewLayout? { layout ?? (content as? any PreviewMetadataReading)?.metadataLayout }
}

/// A device a preview names (`PreviewDevice("iPhone 15 Pro")`): kept as metadata, widgets are drawn on the
/// render's device profile.
public struct PreviewDevice: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral: String) { rawValue = stringLiteral }
}

extension View {
    /// Names the device a preview runs on (kept as metadata; see `PreviewDevice`).
    public func previewDevice(_ value: PreviewDevice?) -> some View {
        PreviewMetadataView(content: self, layout: nil, displayName: nil)
    }
}

// Modifiers written after `previewContext(_:)` or `previewDisplayName(_:)` keep what they declared
// readable (`.previewContext(…).environment(\.sizeCategory, …)`).
extension ModifiedContent: PreviewContextCarrying where Content: PreviewContextCarrying {
    package var previewFamily: WidgetFamily { content.previewFamily }
}

extension ModifiedContent: PreviewMetadataReading where Content: PreviewMetadataReading {
    package var metadataDisplayName: String? { content.metadataDisplayName }
    package var metadataLayout: PreviewLayout? { content.metadataLayout }
}
