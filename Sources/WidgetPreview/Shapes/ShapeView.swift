import Foundation

/// A view that draws a shape and can draw it again (iOS 17's `ShapeView`): `Capsule().fill(.yellow)
/// .stroke(.blue, lineWidth: 8)` fills the capsule and strokes the same outline over the fill.
public protocol ShapeView<Content>: View {
    associatedtype Content: Shape
    var shape: Content { get }
}

extension _ShapeView: ShapeView {}

/// A shape filled over what an earlier drawing operation drew (the return type of `ShapeView.fill`).
public struct FillShapeView<Content: Shape, Style: ShapeStyle, Background: View>: ShapeView {
    public var shape: Content
    public var style: Style
    public var fillStyle: FillStyle
    public var background: Background

    public init(shape: Content, style: Style, fillStyle: FillStyle, background: Background) {
        self.shape = shape
        self.style = style
        self.fillStyle = fillStyle
        self.background = background
    }

    public var body: some View {
        ZStack {
            background
            _ShapeView(shape: shape, style: style, fillStyle: fillStyle)
        }
    }
}

/// A shape stroked over what an earlier drawing operation drew (the return type of `ShapeView.stroke`).
public struct StrokeShapeView<Content: Shape, Style: ShapeStyle, Background: View>: ShapeView {
    public var shape: Content
    public var style: Style
    public var strokeStyle: StrokeStyle
    public var isAntialiased: Bool
    public var background: Background
    /// `strokeBorder`: the stroke lies inside the shape's frame.
    let insetByHalfWidth: Bool

    public init(shape: Content, style: Style, strokeStyle: StrokeStyle, isAntialiased: Bool, background: Background) {
        self.init(shape: shape, style: style, strokeStyle: strokeStyle, isAntialiased: isAntialiased,
                  background: background, insetByHalfWidth: false)
    }

    init(shape: Content, style: Style, strokeStyle: StrokeStyle, isAntialiased: Bool, background: Background, insetByHalfWidth: Bool) {
        self.shape = shape
        self.style = style
        self.strokeStyle = strokeStyle
        self.isAntialiased = isAntialiased
        self.background = background
        self.insetByHalfWidth = insetByHalfWidth
    }

    public var body: some View {
        ZStack {
            background
            _StrokedShapeView(shape: shape, style: style, strokeStyle: strokeStyle, insetByHalfWidth: insetByHalfWidth)
        }
    }
}

extension ShapeView {
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> FillShapeView<Content, S, Self> {
        FillShapeView(shape: shape, style: content, fillStyle: style, background: self)
    }

    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> StrokeShapeView<Content, S, Self> {
        StrokeShapeView(shape: shape, style: content, strokeStyle: style, isAntialiased: antialiased, background: self)
    }

    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> StrokeShapeView<Content, S, Self> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}

extension ShapeView where Content: InsettableShape {
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true)
        -> StrokeShapeView<Content, S, Self> {
        StrokeShapeView(shape: shape, style: content, strokeStyle: style, isAntialiased: antialiased, background: self,
                        insetByHalfWidth: true)
    }

    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true)
        -> StrokeShapeView<Content, S, Self> {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}
