import Graphics

/// A shape's outline for a frame, built by a closure that holds what the shape needs (WidgetPreview makes
/// one from a `Shape` in the environment it was resolved in, so shapes that read the environment, like
/// ContainerRelativeShape, see the right values when lowering asks). Non-finite paths draw nothing.
package struct ShapeOutline {
    private let build: (Rect) -> VectorPath
    package init(_ build: @escaping (Rect) -> VectorPath) { self.build = build }
    package func path(in rect: Rect) -> VectorPath {
        let path = build(rect)
        return path.isFinite ? path : VectorPath()
    }
    package static var rectangle: ShapeOutline { ShapeOutline { VectorPath.rect($0) } }
}
