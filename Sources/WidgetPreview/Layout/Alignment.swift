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
    /// The layout key of an `AlignmentID` type: its default is the type's, read through `ViewDimensions`.
    init(_ type: AlignmentID.Type, isHorizontal: Bool) {
        self.init(type: type, isHorizontal: isHorizontal) { size in Double(type.defaultValue(in: ViewDimensions(size: size))) }
    }
}

enum LeadingID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
enum HCenterID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 2 } }
enum TrailingID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width } }
enum TopID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
enum VCenterID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 2 } }
enum BottomID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
/// Views without text put their baselines at the bottom, as SwiftUI does.
enum FirstBaselineID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
enum LastBaselineID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }

public struct HorizontalAlignment: Equatable, Sendable {
    let key: AlignmentKey
    public init(_ id: AlignmentID.Type) { key = AlignmentKey(id, isHorizontal: true) }
    public static let leading = HorizontalAlignment(LeadingID.self)
    public static let center = HorizontalAlignment(HCenterID.self)
    public static let trailing = HorizontalAlignment(TrailingID.self)
    public static let listRowSeparatorLeading = HorizontalAlignment(LeadingID.self)
    public static let listRowSeparatorTrailing = HorizontalAlignment(TrailingID.self)
}

public struct VerticalAlignment: Equatable, Sendable {
    let key: AlignmentKey
    public init(_ id: AlignmentID.Type) { key = AlignmentKey(id, isHorizontal: false) }
    public static let top = VerticalAlignment(TopID.self)
    public static let center = VerticalAlignment(VCenterID.self)
    public static let bottom = VerticalAlignment(BottomID.self)
    public static let firstTextBaseline = VerticalAlignment(FirstBaselineID.self)
    public static let lastTextBaseline = VerticalAlignment(LastBaselineID.self)
}

public struct Alignment: Equatable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment
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

/// Where a child of `childSize` goes inside `frame` so their `alignment` guides coincide.
func aligned(_ child: LayoutNode, size childSize: Size, in frame: Rect, alignment: Alignment) -> Rect {
    let x = alignment.horizontal.key.defaultValue(frame.size) - child.alignment(alignment.horizontal.key, in: childSize)
    let y = alignment.vertical.key.defaultValue(frame.size) - child.alignment(alignment.vertical.key, in: childSize)
    return Rect(origin: Point(frame.minX + x, frame.minY + y), size: clampedForPlacement(childSize))
}
