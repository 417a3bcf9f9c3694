import Foundation
import Graphics

/// A size proposal in the public `Shape`/`Layout` API (nil: "your ideal size").
public struct ProposedViewSize: Hashable, Sendable {
    public var width: CGFloat?
    public var height: CGFloat?
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }
    public init(_ size: CGSize) { self.init(width: size.width, height: size.height) }
    public static let zero = ProposedViewSize(width: 0, height: 0)
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    init(_ p: ProposedSize) { self.init(width: p.width.map { CGFloat($0) }, height: p.height.map { CGFloat($0) }) }
}

/// A 2D shape that draws with the foreground style by default, as in SwiftUI.
public protocol Shape: View {
    func path(in rect: CGRect) -> Path
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
    /// Whether the path is mirrored in its frame in a layout direction (iOS 17: `.mirrors` by default).
    var layoutDirectionBehavior: LayoutDirectionBehavior { get }
}

extension Shape {
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }
    /// Apple: "Defaults to `.mirrors` when deploying on iOS 17.0 … and later": widgets adopting
    /// `containerBackground` deploy there.
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .mirrors }
}

extension Shape where Body == _ShapeView<Self, ForegroundStyle> {
    public var body: _ShapeView<Self, ForegroundStyle> { _ShapeView(shape: self, style: ForegroundStyle()) }
}

/// A shape that can be inset (for `strokeBorder`).
public protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape
    func inset(by amount: CGFloat) -> InsetShape
}

public enum RoundedCornerStyle: Hashable, Sendable { case circular, continuous }

public enum CGLineCap: Int32, Hashable, Sendable { case butt, round, square }
public enum CGLineJoin: Int32, Hashable, Sendable { case miter, round, bevel }

public struct FillStyle: Hashable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

public struct StrokeStyle: Hashable, Sendable {
    public var lineWidth: CGFloat
    public var lineCap: CGLineCap
    public var lineJoin: CGLineJoin
    public var miterLimit: CGFloat
    public var dash: [CGFloat]
    public var dashPhase: CGFloat
    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
                dash: [CGFloat] = [], dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }

    var options: StrokeOptions {
        let cap: StrokeOptions.Cap = lineCap == .round ? .round : lineCap == .square ? .square : .butt
        let join: StrokeOptions.Join = lineJoin == .round ? .round : lineJoin == .bevel ? .bevel : .miter
        // `StrokeOptions` keeps a non-negative width and a miter limit of at least 1 itself.
        return StrokeOptions(width: lineWidth.length, cap: cap, join: join, miterLimit: miterLimit.length,
                             dash: dash.map { max(0, $0.length) }, dashPhase: dashPhase.length)
    }
}

/// A shape drawn with a style: what `fill(_:)` and a bare shape produce.
public struct _ShapeView<Content: Shape, Style: ShapeStyle>: View {
    public var shape: Content
    public var style: Style
    public var fillStyle: FillStyle
    public init(shape: Content, style: Style, fillStyle: FillStyle = FillStyle()) {
        self.shape = shape
        self.style = style
        self.fillStyle = fillStyle
    }
    public var body: Never { primitiveBody(Self.self) }
}

/// A shape's outline stroked with a style.
public struct _StrokedShapeView<Content: Shape, Style: ShapeStyle>: View {
    let shape: Content
    let style: Style
    let strokeStyle: StrokeStyle
    /// `strokeBorder`: the stroke is drawn inside the frame.
    let insetByHalfWidth: Bool
    public var body: Never { primitiveBody(Self.self) }
}

extension Shape {
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, fillStyle: style)
    }
    public func fill(style: FillStyle) -> _ShapeView<Self, ForegroundStyle> {
        _ShapeView(shape: self, style: ForegroundStyle(), fillStyle: style)
    }
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> _StrokedShapeView<Self, S> {
        _StrokedShapeView(shape: self, style: content, strokeStyle: style, insetByHalfWidth: false)
    }
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _StrokedShapeView<Self, S> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth))
    }
    public func stroke(style: StrokeStyle) -> _StrokedShapeView<Self, ForegroundStyle> { stroke(ForegroundStyle(), style: style) }
    public func stroke(lineWidth: CGFloat = 1) -> _StrokedShapeView<Self, ForegroundStyle> {
        stroke(ForegroundStyle(), style: StrokeStyle(lineWidth: lineWidth))
    }
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> _TrimmedShape<Self> {
        _TrimmedShape(shape: self, startFraction: startFraction, endFraction: endFraction)
    }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> { OffsetShape(shape: self, offset: CGSize(width: x, height: y)) }
    public func offset(_ offset: CGSize) -> OffsetShape<Self> { OffsetShape(shape: self, offset: offset) }
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
        RotatedShape(shape: self, angle: angle, anchor: anchor)
    }
}

extension InsettableShape {
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true) -> _StrokedShapeView<Self, S> {
        _StrokedShapeView(shape: self, style: content, strokeStyle: style, insetByHalfWidth: true)
    }
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _StrokedShapeView<Self, S> {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth))
    }
    public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> _StrokedShapeView<Self, ForegroundStyle> {
        strokeBorder(ForegroundStyle(), style: style)
    }
}

public struct _TrimmedShape<Base: Shape>: Shape {
    let shape: Base
    let startFraction: CGFloat
    let endFraction: CGFloat
    public func path(in rect: CGRect) -> Path { shape.path(in: rect).trimmedPath(from: startFraction, to: endFraction) }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
    public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }
}

public struct OffsetShape<Content: Shape>: Shape {
    let shape: Content
    let offset: CGSize
    public func path(in rect: CGRect) -> Path { shape.path(in: rect).offsetBy(dx: offset.width, dy: offset.height) }
    public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }
}

public struct RotatedShape<Content: Shape>: Shape {
    let shape: Content
    let angle: Angle
    let anchor: UnitPoint
    public func path(in rect: CGRect) -> Path {
        let r = Rect(rect)
        let a = anchor.point(in: r)
        let t = Transform.translation(-a.x, -a.y).concatenating(.rotation(angle.radians)).concatenating(.translation(a.x, a.y))
        return Path(storage: shape.path(in: rect).storage.applying(t))
    }
    public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }
}

/// A shape inset on every side.
public struct _InsetShape<Base: Shape>: InsettableShape {
    let base: Base
    let amount: CGFloat
    public func path(in rect: CGRect) -> Path {
        let r = Rect(rect).insetBy(dx: amount.length, dy: amount.length)
        let inner = CGRect(r)
        if let rounded = base as? RoundedRectangle {
            return RoundedRectangle(cornerRadius: max(0, rounded.cornerSize.width - amount), style: rounded.style).path(in: inner)
        }
        return base.path(in: inner)
    }
    public func inset(by amount: CGFloat) -> _InsetShape<Base> { _InsetShape(base: base, amount: self.amount + amount) }
    public var layoutDirectionBehavior: LayoutDirectionBehavior { base.layoutDirectionBehavior }
}

extension _TrimmedShape: InspectionNamedShape { var inspectionName: String? { shapeViewName(of: shape) } }
extension OffsetShape: InspectionNamedShape { var inspectionName: String? { shapeViewName(of: shape) } }
extension RotatedShape: InspectionNamedShape { var inspectionName: String? { shapeViewName(of: shape) } }
extension _InsetShape: InspectionNamedShape { var inspectionName: String? { shapeViewName(of: base) } }
