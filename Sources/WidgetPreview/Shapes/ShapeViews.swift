import Foundation
import Graphics

func shapeSizing<S: Shape>(_ shape: S, in env: EnvironmentValues) -> (ProposedSize) -> Size {
    { proposal in
        let s = EnvironmentValues.$current.withValue(env) { shape.sizeThatFits(ProposedViewSize(proposal)) }
        return Size(Double(s.width), Double(s.height))
    }
}

/// A shape's or style view's name as SwiftUI writes it: the type without its module or generic arguments
/// ("RoundedRectangle", "Circle", "LinearGradient", a custom shape's own name).
func shapeViewName(_ type: Any.Type) -> String {
    var name = String(describing: type)
    if let generic = name.firstIndex(of: "<") { name = String(name[..<generic]) }
    if let dot = name.lastIndex(of: ".") { name = String(name[name.index(after: dot)...]) }
    return name
}

/// A shape's name in the inspected tree: the shape the developer wrote (through trim, offset, rotation
/// and inset), nil for the renderer's own parts.
func shapeViewName<S: Shape>(of shape: S) -> String? {
    if let named = shape as? any InspectionNamedShape { return named.inspectionName }
    return shapeViewName(S.self)
}

extension _ShapeView: ResolvableView {
    func resolveNodes(in env: EnvironmentValues) -> [LayoutNode] {
        [ShapeNode(outline: ShapeOutline(shape, in: env), style: resolveShapeStyle(style, in: env),
                   rule: fillStyle.isEOFilled ? .evenOdd : .nonZero, viewName: shapeViewName(of: shape),
                   sizing: shapeSizing(shape, in: env))]
    }
}

extension _StrokedShapeView: ResolvableView {
    func resolveNodes(in env: EnvironmentValues) -> [LayoutNode] {
        let options = strokeStyle.options
        let outline: ShapeOutline
        if insetByHalfWidth, let insettable = shape as? any InsettableShape {
            outline = Self.insetOutline(insettable, by: options.width / 2, in: env)
        } else {
            outline = ShapeOutline(shape, in: env)
        }
        return [StrokeNode(outline: outline, style: resolveShapeStyle(style, in: env), options: options,
                           viewName: shapeViewName(of: shape), sizing: shapeSizing(shape, in: env))]
    }

    private static func insetOutline<S: InsettableShape>(_ shape: S, by amount: Double, in env: EnvironmentValues) -> ShapeOutline {
        ShapeOutline(shape.inset(by: CGFloat(amount)), in: env)
    }
}

extension Color: View {
    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }
}

extension Color: ResolvableView {
    func resolveNodes(in env: EnvironmentValues) -> [LayoutNode] {
        [ShapeNode(outline: .rectangle, style: .color(resolve(in: env)), viewName: "Color")]
    }
}

extension LinearGradient: View {
    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }
}
extension RadialGradient: View {
    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }
}
extension AngularGradient: View {
    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }
}
extension EllipticalGradient: View {
    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }
}

/// Gradients used as views fill their frame.
protocol StyleFillingView: ResolvableView, ResolvableShapeStyle {}
extension StyleFillingView {
    func resolveNodes(in env: EnvironmentValues) -> [LayoutNode] {
        [ShapeNode(outline: .rectangle, style: resolveStyle(in: env), viewName: shapeViewName(Self.self))]
    }
}
extension LinearGradient: StyleFillingView {}
extension RadialGradient: StyleFillingView {}
extension AngularGradient: StyleFillingView {}
extension EllipticalGradient: StyleFillingView {}
