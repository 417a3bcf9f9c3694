/// A vector asset (an image set's `.svg`, a symbol template's glyph) as the shapes it draws, in plain values:
/// WidgetPreview turns them into its paths and paints. Only the subset icon SVGs use is read.
package struct SVGAssetDocument: Sendable, Equatable {
    /// The size the image has in points (the `width`/`height` attributes, else the view box's).
    package var width: Double
    package var height: Double
    /// The shapes, back to front, each already in the document's point space (view box mapped).
    package var shapes: [SVGAssetShape]
}

/// A 2-D affine matrix (SVG's `matrix(a b c d e f)`): x' = a·x + c·y + e, y' = b·x + d·y + f.
package struct SVGMatrix: Sendable, Equatable {
    package var a = 1.0, b = 0.0, c = 0.0, d = 1.0, e = 0.0, f = 0.0

    package init(a: Double = 1, b: Double = 0, c: Double = 0, d: Double = 1, e: Double = 0, f: Double = 0) {
        (self.a, self.b, self.c, self.d, self.e, self.f) = (a, b, c, d, e, f)
    }

    package static let identity = SVGMatrix()

    /// `self` applied after `inner` (a parent's transform times its child's).
    package func concatenating(_ inner: SVGMatrix) -> SVGMatrix {
        SVGMatrix(a: a * inner.a + c * inner.b, b: b * inner.a + d * inner.b,
                  c: a * inner.c + c * inner.d, d: b * inner.c + d * inner.d,
                  e: a * inner.e + c * inner.f + e, f: b * inner.e + d * inner.f + f)
    }

    package func apply(_ x: Double, _ y: Double) -> (Double, Double) { (a * x + c * y + e, b * x + d * y + f) }
}

/// One segment of a path, absolute, arcs already turned into cubics.
package enum SVGPathCommand: Sendable, Equatable {
    case move(Double, Double)
    case line(Double, Double)
    case quad(cx: Double, cy: Double, x: Double, y: Double)
    case cubic(c1x: Double, c1y: Double, c2x: Double, c2y: Double, x: Double, y: Double)
    case close
}

package struct SVGGradientStop: Sendable, Equatable {
    package var offset: Double
    package var red: Double, green: Double, blue: Double, alpha: Double

    package init(offset: Double, red: Double, green: Double, blue: Double, alpha: Double) {
        (self.offset, self.red, self.green, self.blue, self.alpha) = (offset, red, green, blue, alpha)
    }
}

/// A fill or stroke: a colour (sRGB 0…1) or a gradient. Gradient geometry is in user space when
/// `objectBoundingBox` is false, else in the unit square of the shape's bounds; `transform` is the
/// gradient's own (`gradientTransform`).
package enum SVGAssetPaint: Sendable, Equatable {
    case color(red: Double, green: Double, blue: Double, alpha: Double)
    case linear(stops: [SVGGradientStop], x1: Double, y1: Double, x2: Double, y2: Double,
                objectBoundingBox: Bool, transform: SVGMatrix)
    case radial(stops: [SVGGradientStop], cx: Double, cy: Double, r: Double,
                objectBoundingBox: Bool, transform: SVGMatrix)
}

package struct SVGAssetShape: Sendable, Equatable {
    package var path: [SVGPathCommand]
    /// User space → the document's point space (all enclosing transforms and the view box).
    package var transform: SVGMatrix
    package var fill: SVGAssetPaint?
    package var fillEvenOdd: Bool
    package var stroke: SVGAssetPaint?
    package var strokeWidth: Double
    package var lineCap: String
    package var lineJoin: String
    package var miterLimit: Double
    /// `opacity` of the shape and its groups multiplied together (applied to fill and stroke separately,
    /// a documented simplification of group compositing).
    package var opacity: Double
}
