import Foundation

/// A customisation of a `#Preview` (DeveloperToolsSupport's `PreviewTrait`). WidgetPreview draws a view
/// preview as widget content in a widget family, so layout and orientation traits compile and are kept
/// with the preview, but do not change the picture: the family decides the size.
public struct PreviewTrait<T> {
    package enum Kind: Equatable {
        case defaultLayout, sizeThatFitsLayout, fixedLayout(width: CGFloat, height: CGFloat)
        case portrait, landscapeLeft, landscapeRight, portraitUpsideDown
    }
    package let kind: Kind
}

extension Preview {
    /// Traits that apply to previews of views (DeveloperToolsSupport's `Preview.ViewTraits`).
    public enum ViewTraits {}
}

extension PreviewTrait where T == Preview.ViewTraits {
    public static var defaultLayout: PreviewTrait<Preview.ViewTraits> { PreviewTrait(kind: .defaultLayout) }
    public static var sizeThatFitsLayout: PreviewTrait<Preview.ViewTraits> { PreviewTrait(kind: .sizeThatFitsLayout) }
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> {
        PreviewTrait(kind: .fixedLayout(width: width, height: height))
    }
    public static var portrait: PreviewTrait<Preview.ViewTraits> { PreviewTrait(kind: .portrait) }
    public static var landscapeLeft: PreviewTrait<Preview.ViewTraits> { PreviewTrait(kind: .landscapeLeft) }
    public static var landscapeRight: PreviewTrait<Preview.ViewTraits> { PreviewTrait(kind: .landscapeRight) }
    public static var portraitUpsideDown: PreviewTrait<Preview.ViewTraits> { PreviewTrait(kind: .portraitUpsideDown) }
}
