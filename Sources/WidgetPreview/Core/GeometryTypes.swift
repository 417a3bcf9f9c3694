import Foundation
import Graphics

/// An angle, as in SwiftUI.
public struct Angle: Hashable, Comparable, Sendable {
    public var radians: Double
    public var degrees: Double {
        get { radians * 180 / .pi }
        set { radians = newValue * .pi / 180 }
    }
    public init() { radians = 0 }
    public init(radians: Double) { self.radians = radians }
    public init(degrees: Double) { self.radians = degrees * .pi / 180 }
    public static func radians(_ r: Double) -> Angle { Angle(radians: r) }
    public static func degrees(_ d: Double) -> Angle { Angle(degrees: d) }
    public static let zero = Angle()
    public static func < (a: Angle, b: Angle) -> Bool { a.radians < b.radians }
    public static func + (a: Angle, b: Angle) -> Angle { Angle(radians: a.radians + b.radians) }
    public static func - (a: Angle, b: Angle) -> Angle { Angle(radians: a.radians - b.radians) }
    public static prefix func - (a: Angle) -> Angle { Angle(radians: -a.radians) }
}

/// A point in a view's unit square: (0, 0) top-leading, (1, 1) bottom-trailing.
public struct UnitPoint: Hashable, Sendable {
    public var x: CGFloat
    public var y: CGFloat
    public init() { x = 0; y = 0 }
    public init(x: CGFloat, y: CGFloat) { self.x = x; self.y = y }
    public static let zero = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)

    /// Each coordinate made a `Length` where an effect takes the anchor (NaN is 0, ±∞ clamped; chosen),
    /// so the transform it anchors is finite.
    var validated: UnitPoint { UnitPoint(x: CGFloat(Length(Double(x)).value), y: CGFloat(Length(Double(y)).value)) }

    func point(in rect: Rect) -> Point {
        Point(rect.minX + Double(x) * rect.width, rect.minY + Double(y) * rect.height)
    }
}

public enum Edge: Int8, CaseIterable, Hashable, Sendable {
    case top, leading, bottom, trailing

    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public init(_ edge: Edge) { rawValue = 1 << edge.rawValue }
        public static let top = Set(.top)
        public static let leading = Set(.leading)
        public static let bottom = Set(.bottom)
        public static let trailing = Set(.trailing)
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
    }
}

public enum HorizontalEdge: Int8, CaseIterable, Hashable, Sendable { case leading, trailing }
public enum VerticalEdge: Int8, CaseIterable, Hashable, Sendable { case top, bottom }

/// Insets on each edge of a rectangle.
public struct EdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

    init(_ edges: Edge.Set, _ length: Double) {
        self.init(top: edges.contains(.top) ? CGFloat(length) : 0, leading: edges.contains(.leading) ? CGFloat(length) : 0,
                  bottom: edges.contains(.bottom) ? CGFloat(length) : 0, trailing: edges.contains(.trailing) ? CGFloat(length) : 0)
    }

    /// The insets in layout's terms, each a `Length` (padding may be negative, as in SwiftUI).
    var insets: Insets {
        Insets(top: Length(Double(top)).value, left: Length(Double(leading)).value,
               bottom: Length(Double(bottom)).value, right: Length(Double(trailing)).value)
    }
}

public enum Axis: Int8, CaseIterable, Hashable, Sendable {
    case horizontal, vertical
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }
}

public enum ContentMode: Hashable, CaseIterable, Sendable { case fit, fill }

public enum TextAlignment: Hashable, CaseIterable, Sendable { case leading, center, trailing }

/// The lengths this package accepts from the public API: CGFloat → Double, made a `Length` where it enters.
extension CGFloat {
    var length: Double { Length(Double(self)).value }
}
