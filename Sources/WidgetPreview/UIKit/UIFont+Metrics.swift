import Foundation
import Typography

/// A UIKit font's metrics, from the face the render draws it with (the text engine of the view being
/// drawn): code that sizes views from `UIFont.lineHeight` gets the numbers its text is laid out with.
extension UIFont {
    private var faceMetrics: FontMetrics {
        let env = EnvironmentValues.current
        return env.textEngine.metrics(of: Font(self).resolve(dynamicTypeSize: .large).descriptor)
    }

    public var lineHeight: CGFloat { CGFloat(faceMetrics.lineHeight) }
    public var ascender: CGFloat { CGFloat(faceMetrics.ascender) }
    /// Negative, as UIKit reports it (below the baseline).
    public var descender: CGFloat { -CGFloat(faceMetrics.descender) }
    public var capHeight: CGFloat { CGFloat(faceMetrics.capHeight) }
    public var xHeight: CGFloat { CGFloat(faceMetrics.xHeight) }
    /// The gap between lines beyond ascender and descender.
    public var leading: CGFloat { max(0, lineHeight - ascender + descender) }
}
