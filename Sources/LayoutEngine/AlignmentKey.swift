import Graphics

/// The identity of an alignment guide inside layout: the guide's type (an `AlignmentID` in WidgetPreview,
/// opaque here), whether it is an x, and its default value for a size.
package struct AlignmentKey: Hashable, @unchecked Sendable {
    let id: ObjectIdentifier
    /// The type that names the guide (inspection names the built-in guides by it).
    package let type: Any.Type
    /// Whether the guide is an x (a `HorizontalAlignment`): those are mirrored where the layout direction changes.
    package let isHorizontal: Bool
    /// The guide as written in SwiftUI (".leading", ".firstTextBaseline"; a custom guide's type name).
    package let name: String
    private let defaultValueForSize: (Size) -> Double

    package init(type: Any.Type, name: String, isHorizontal: Bool, defaultValue: @escaping (Size) -> Double) {
        id = ObjectIdentifier(type)
        self.type = type
        self.name = name
        self.isHorizontal = isHorizontal
        defaultValueForSize = defaultValue
    }

    package static func == (a: Self, b: Self) -> Bool { a.id == b.id }
    package func hash(into h: inout Hasher) { h.combine(id) }
    package func defaultValue(_ size: Size) -> Double { sanitizedLength(defaultValueForSize(size)) }
}

extension AlignmentKey {
    private enum Leading {}
    private enum HorizontalCenter {}
    private enum Trailing {}
    private enum Top {}
    private enum VerticalCenter {}
    private enum Bottom {}
    private enum FirstTextBaseline {}
    private enum LastTextBaseline {}

    /// SwiftUI's built-in guides (`HorizontalAlignment.leading` … are these keys).
    package static let leading = AlignmentKey(type: Leading.self, name: ".leading", isHorizontal: true) { _ in 0 }
    package static let horizontalCenter = AlignmentKey(type: HorizontalCenter.self, name: ".center", isHorizontal: true) { $0.width / 2 }
    package static let trailing = AlignmentKey(type: Trailing.self, name: ".trailing", isHorizontal: true) { $0.width }
    package static let top = AlignmentKey(type: Top.self, name: ".top", isHorizontal: false) { _ in 0 }
    package static let verticalCenter = AlignmentKey(type: VerticalCenter.self, name: ".center", isHorizontal: false) { $0.height / 2 }
    package static let bottom = AlignmentKey(type: Bottom.self, name: ".bottom", isHorizontal: false) { $0.height }
    /// Views without text put their baselines at the bottom, as SwiftUI does.
    package static let firstTextBaseline = AlignmentKey(type: FirstTextBaseline.self, name: ".firstTextBaseline", isHorizontal: false) { $0.height }
    package static let lastTextBaseline = AlignmentKey(type: LastTextBaseline.self, name: ".lastTextBaseline", isHorizontal: false) { $0.height }
}
