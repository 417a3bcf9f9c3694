import Graphics
import LayoutEngine

extension ShapeOutline {
    /// A `Shape`'s outline, its path computed in the environment the shape was resolved in and mirrored
    /// where the shape's layout direction behaviour asks: the one place a public Shape becomes layout data.
    package init<S: Shape>(_ shape: S, in env: EnvironmentValues) {
        let mirrors = shape.layoutDirectionBehavior.isMirrored(in: env.layoutDirection)
        self.init { rect in
            let path = EnvironmentValues.$current.withValue(env) { shape.path(in: CGRect(rect)).storage }
            return mirrors ? path.applying(RightToLeftFlip.mirror(in: rect)) : path
        }
    }
}
