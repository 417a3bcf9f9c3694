import Foundation
import Graphics

/// A type that names an alignment guide and gives its default value, as in SwiftUI.
public protocol AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// A view's size and its alignment guides, passed to `alignmentGuide` closures.
public struct ViewDimensions {
    public let width: CGFloat
    public let height: CGFloat
    private let explicit: (AlignmentKey) -> Double?

    init(size: Size, explicit: @escaping (AlignmentKey) -> Double? = { _ in nil }) {
        width = CGFloat(size.width)
        height = CGFloat(size.height)
        self.explicit = explicit
    }

    public subscript(guide: HorizontalAlignment) -> CGFloat { CGFloat(value(guide.key)) }
    public subscript(guide: VerticalAlignment) -> CGFloat { CGFloat(value(guide.key)) }
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicit(guide.key).map { CGFloat($0) } }
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicit(guide.key).map { CGFloat($0) } }

    func value(_ key: AlignmentKey) -> Double { explicit(key) ?? key.defaultValue(Size(Double(width), Double(height))) }
}

extension AlignmentKey {
    /// The layout key of a custom `AlignmentID` type: its default is the type's, read through `ViewDimensions`.
    init(_ type: AlignmentID.Type, isHorizontal: Bool) {
        self.init(type: type, name: String(describing: type), isHorizontal: isHorizontal) { size in
            Double(type.defaultValue(in: ViewDimensions(size: size)))
        }
    }
}

extension LayoutNode {
    /// The view's size and guides as `alignmentGuide` closures see them.
    package final func dimensions(_ size: Size) -> ViewDimensions {
        ViewDimensions(size: size) { [self] key in explicitAlignment(key, in: size) }
    }
}

public struct HorizontalAlignment: Equatable, Sendable {
    let key: AlignmentKey
    public init(_ id: AlignmentID.Type) { key = AlignmentKey(id, isHorizontal: true) }
    init(key: AlignmentKey) { self.key = key }
    public static let leading = HorizontalAlignment(key: .leading)
    public static let center = HorizontalAlignment(key: .horizontalCenter)
    public static let trailing = HorizontalAlignment(key: .trailing)
    public static let listRowSeparatorLeading = HorizontalAlignment(key: .leading)
    public static let listRowSeparatorTrailing = HorizontalAlignment(key: .trailing)
}

public struct VerticalAlignment: Equatable, Sendable {
    let key: AlignmentKey
    public init(_ id: AlignmentID.Type) { key = AlignmentKey(id, isHorizontal: false) }
    init(key: AlignmentKey) { self.key = key }
    public static let top = VerticalAlignment(key: .top)
    public static let center = VerticalAlignment(key: .verticalCenter)
    public static let bottom = VerticalAlignment(key: .bottom)
    public static let firstTextBaseline = VerticalAlignment(key: .firstTextBaseline)
    public static let lastTextBaseline = VerticalAlignment(key: .lastTextBaseline)
}

public struct Alignment: Equatable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment
    /// This alignment as layout data.
    package var layout: LayoutAlignment { LayoutAlignment(horizontal: horizontal.key, vertical: vertical.key) }
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
    public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
    public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)
}
