import Foundation
import Graphics

extension View {
    /// The URL opened when the widget is tapped: nothing to open in a picture, so it comes up with the
    /// render's result (`RenderedWidget.widgetURL`).
    public func widgetURL(_ url: URL?) -> some View { WidgetURLDeclaration(content: self, url: url) }

    /// Puts this view in the accent group: it takes the accent colour in the accented mode.
    public func widgetAccentable(_ accentable: Bool = true) -> some View {
        wrapNode { node, _ in accentable ? EffectNode(child: node) { _ in [.group(.accentable)] } : node }
    }

    /// A label shown next to an accessory widget on watch faces (not drawn on iPhone and iPad).
    public func widgetLabel<Label: View>(@ViewBuilder label: () -> Label) -> some View { self }
    public func widgetLabel(_ label: Text) -> some View { self }
    public func widgetLabel(_ labelKey: LocalizedStringKey) -> some View { self }
    @_disfavoredOverload
    public func widgetLabel<S: StringProtocol>(_ label: S) -> some View { self }
}

extension Image {
    /// How this image is drawn in the accented mode. Returns `some View` (WidgetKit returns `Image`), so
    /// call it after the Image's own modifiers (`resizable()` …).
    public func widgetAccentedRenderingMode(_ renderingMode: WidgetAccentedRenderingMode?) -> some View {
        wrapNode { node, _ in
            guard let renderingMode else { return node }
            let treatment: AccentedImageTreatment
            switch renderingMode.treatment {
            case .accented: treatment = .accented
            case .desaturated: treatment = .desaturated
            case .accentedDesaturated: treatment = .accentedDesaturated
            case .fullColor: treatment = .fullColor
            }
            return EffectNode(child: node) { _ in
                renderingMode == .accented ? [.group(.accentable), .group(.accentedImages(treatment))] : [.group(.accentedImages(treatment))]
            }
        }
    }
}

/// WidgetKit's adaptive accessory backdrop: the translucent circle of the Calendar Lock Screen widget
/// in accessoryCircular, a rounded rectangle in accessoryRectangular and accessoryCorner, nothing in
/// other families (as WidgetKit draws an empty view there).
public struct AccessoryWidgetBackground: View {
    /// White at 20 % opacity: Apple publishes no value; this is a light frosted plate that stays
    /// hue-free, so every mode (vibrant, accented, full colour) draws it as a translucent white layer.
    static let fill = Color.white.opacity(0.2)

    @Environment(\.widgetFamily) private var family

    public init() {}

    public var body: some View {
        switch family {
        case .accessoryCircular:
            Circle().fill(Self.fill)
        case .accessoryRectangular, .accessoryCorner:
            ContainerRelativeShape().fill(Self.fill)
        default:
            EmptyView()
        }
    }
}
