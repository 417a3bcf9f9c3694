import Foundation
import Graphics

/// A 2D outline, as in SwiftUI (y down, points).
public struct Path: Shape, Hashable, @unchecked Sendable {
    package var storage: VectorPath
    /// A Path is drawn where its points say (whether iOS 17 mirrors a bare `Path` view is unverified).
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }

    public init() { storage = VectorPath() }
    package init(storage: VectorPath) { self.storage = storage }
    public init(_ rect: CGRect) { storage = VectorPath.rect(Rect(rect)) }
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        let r = cornerRadius.length
        storage = VectorPath.roundedRect(Rect(rect), radius: r, style: style == .continuous ? .continuous : .circular)
    }
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.init(roundedRect: rect, cornerRadius: min(cornerSize.width, cornerSize.height), style: style)
    }
    public init(ellipseIn rect: CGRect) { storage = VectorPath.ellipse(in: Rect(rect)) }
    public init(_ callback: (inout Path) -> Void) {
        var p = Path()
        callback(&p)
        self = p
    }

    public var isEmpty: Bool { storage.isEmpty }
    public var boundingRect: CGRect { storage.isEmpty ? .zero : CGRect(storage.controlBounds) }
    public var currentPoint: CGPoint? {
        for e in storage.elements.reversed() {
            switch e {
            case .move(let p), .line(let p), .quad(_, let p), .cubic(_, _, let p): return CGPoint(p)
            case .close: continue
            }
        }
        return nil
    }

    public mutating func move(to p: CGPoint) { storage.move(to: Point(p)) }
    public mutating func addLine(to p: CGPoint) { storage.line(to: Point(p)) }
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for p in points.dropFirst() { addLine(to: p) }
    }
    public mutating func addQuadCurve(to p: CGPoint, control: CGPoint) { storage.quad(to: Point(p), control: Point(control)) }
    public mutating func addCurve(to p: CGPoint, control1: CGPoint, control2: CGPoint) {
        storage.cubic(to: Point(p), control1: Point(control1), control2: Point(control2))
    }
    public mutating func closeSubpath() { storage.close() }
    public mutating func addRect(_ rect: CGRect) { storage.append(VectorPath.rect(Rect(rect))) }
    public mutating func addRects(_ rects: [CGRect]) { rects.forEach { addRect($0) } }
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        storage.append(Path(roundedRect: rect, cornerSize: cornerSize, style: style).storage)
    }
    public mutating func addEllipse(in rect: CGRect) { storage.append(VectorPath.ellipse(in: Rect(rect))) }
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool) {
        storage.addArc(center: Point(center), radius: radius.length, startAngle: startAngle.radians,
                       endAngle: endAngle.radians, clockwise: clockwise)
    }
    public mutating func addPath(_ path: Path) { storage.append(path.storage) }

    public func path(in rect: CGRect) -> Path { self }

    /// The path moved by (dx, dy).
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        Path(storage: storage.applying(.translation(Double(dx), Double(dy))))
    }

    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        Path(storage: storage.trimmed(from: Double(from), to: Double(to)))
    }
}

extension Rect {
    init(_ r: CGRect) {
        self.init(x: sanitizedLength(Double(r.origin.x)), y: sanitizedLength(Double(r.origin.y)),
                  width: sanitizedLength(Double(r.size.width)), height: sanitizedLength(Double(r.size.height)))
    }
}

extension Point {
    init(_ p: CGPoint) { self.init(sanitizedLength(Double(p.x)), sanitizedLength(Double(p.y))) }
}

extension CGRect {
    init(_ r: Rect) { self.init(x: r.minX, y: r.minY, width: r.width, height: r.height) }
}

extension CGPoint {
    init(_ p: Point) { self.init(x: p.x, y: p.y) }
}

extension CGSize {
    init(_ s: Size) { self.init(width: s.width, height: s.height) }
}
