import Foundation

extension Font {
    /// A font width (iOS 16). The bundled faces have no width axis, so text is drawn at the standard width and
    /// a render that asks for another width warns once.
    public struct Width: Hashable, Sendable {
        public var value: CGFloat
        public init(_ value: CGFloat) { self.value = value }
        public static let compressed = Width(-0.3)
        public static let condensed = Width(-0.2)
        public static let standard = Width(0)
        public static let expanded = Width(0.2)
    }

    /// This font at `width` (drawn at the standard width; see `Font.Width`).
    public func width(_ width: Font.Width) -> Font { self }
}

extension View {
    /// Sets the font width of the text below (drawn at the standard width, with a warning; see `Font.Width`).
    public func fontWidth(_ width: Font.Width?) -> some View {
        transformingEnvironment { env in
            if let width, width != .standard {
                env.warn("fontWidth(\(width.value)) is drawn at the standard width: the bundled faces have no width axis")
            }
        }
    }
}

extension Text {
    /// Text's own form (drawn at the standard width, without a warning: a Text has no render log).
    public func fontWidth(_ width: Font.Width?) -> Text { self }
}
