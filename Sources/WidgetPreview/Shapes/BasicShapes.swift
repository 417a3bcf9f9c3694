import Foundation
import Graphics

public struct Rectangle: InsettableShape, Sendable {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
    public func inset(by amount: CGFloat) -> _InsetShape<Rectangle> { _InsetShape(base: self, amount: amount) }
}

public struct RoundedRectangle: InsettableShape, Sendable {
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerSize: cornerSize, style: style) }
    public func inset(by amount: CGFloat) -> _InsetShape<RoundedRectangle> { _InsetShape(base: self, amount: amount) }
}

public struct RectangleCornerRadii: Hashable, Sendable {
    public var topLeading: CGFloat, bottomLeading: CGFloat, bottomTrailing: CGFloat, topTrailing: CGFloat
    public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }
}

public struct UnevenRoundedRectangle: InsettableShape, Sendable {
    public var cornerRadii: RectangleCornerRadii
    public var style: RoundedCornerStyle
    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }
    public init(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) {
        self.init(cornerRadii: RectangleCornerRadii(topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                                                    bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius), style: style)
    }
    public func path(in rect: CGRect) -> Path {
        let c = cornerRadii
        let radii = CornerRadii(topLeft: c.topLeading.length, topRight: c.topTrailing.length,
                                bottomRight: c.bottomTrailing.length, bottomLeft: c.bottomLeading.length)
        return Path(storage: VectorPath.roundedRect(Rect(rect), radii: radii, style: style == .continuous ? .continuous : .circular))
    }
    public func inset(by amount: CGFloat) -> _InsetShape<UnevenRoundedRectangle> { _InsetShape(base: self, amount: amount) }
}

/// A circle centred in its frame, with the diameter of the frame's shorter side.
public struct Circle: InsettableShape, Sendable {
    public init() {}
    public func path(in rect: CGRect) -> Path {
        let d = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - d / 2, y: rect.midY - d / 2, width: d, height: d))
    }
    public func inset(by amount: CGFloat) -> _InsetShape<Circle> { _InsetShape(base: self, amount: amount) }
}

public struct Ellipse: InsettableShape, Sendable {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
    public func inset(by amount: CGFloat) -> _InsetShape<Ellipse> { _InsetShape(base: self, amount: amount) }
}

/// A rounded rectangle whose corner radius is half its shorter side.
public struct Capsule: InsettableShape, Sendable {
    public var style: RoundedCornerStyle
    public init(style: RoundedCornerStyle = .continuous) { self.style = style }
    public func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2, style: style)
    }
    public func inset(by amount: CGFloat) -> _InsetShape<Capsule> { _InsetShape(base: self, amount: amount) }
}

/// The shape of the container the view is in (a widget's rounded corners), inset to the view.
/// The corner radius comes from the environment (`containerCornerRadius`, set by the widget container).
public struct ContainerRelativeShape: InsettableShape, Sendable {
    public init() {}
    public func path(in rect: CGRect) -> Path {
        let radius = EnvironmentValues.current.containerCornerRadius  // read while the outline is built (ShapeOutline)
        return Path(roundedRect: rect, cornerRadius: CGFloat(radius), style: .continuous)
    }
    public func inset(by amount: CGFloat) -> _InsetShape<ContainerRelativeShape> { _InsetShape(base: self, amount: amount) }
}

private struct ContainerCornerRadiusKey: EnvironmentKey { static var defaultValue: Double { 0 } }

extension EnvironmentValues {
    /// The corner radius of the enclosing container (ContainerRelativeShape); 0 outside a widget.
    package var containerCornerRadius: Double {
        get { self[ContainerCornerRadiusKey.self] }
        set { self[ContainerCornerRadiusKey.self] = newValue }
    }
}

/// A type-erased shape.
public struct AnyShape: Shape, @unchecked Sendable {
    let base: any Shape
    public init<S: Shape>(_ shape: S) { base = shape }
    public func path(in rect: CGRect) -> Path { base.path(in: rect) }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { base.sizeThatFits(proposal) }
    public var layoutDirectionBehavior: LayoutDirectionBehavior { base.layoutDirectionBehavior }
}

// The symmetric built-in shapes look the same mirrored; `.fixed` keeps a trimmed one (a ring's sweep)
// as drawn (whether iOS mirrors a trimmed Circle is unverified). `UnevenRoundedRectangle` keeps the
// default: its leading corners are on the right in a right-to-left layout.
extension Rectangle { public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed } }
extension RoundedRectangle { public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed } }
extension Circle { public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed } }
extension Ellipse { public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed } }
extension Capsule { public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed } }
extension ContainerRelativeShape { public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed } }

extension Shape where Self == Rectangle { public static var rect: Rectangle { Rectangle() } }
extension Shape where Self == Circle { public static var circle: Circle { Circle() } }
extension Shape where Self == Ellipse { public static var ellipse: Ellipse { Ellipse() } }
extension Shape where Self == Capsule {
    public static var capsule: Capsule { Capsule() }
    public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}
extension Shape where Self == ContainerRelativeShape { public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() } }
extension Shape where Self == RoundedRectangle {
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }
}
extension Shape where Self == UnevenRoundedRectangle {
    public static func rect(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                            topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
                               bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius, style: style)
    }
}
