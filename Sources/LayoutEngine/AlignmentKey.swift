import Graphics

/// The identity of an alignment guide inside layout: the guide's type (an `AlignmentID` in WidgetPreview,
/// opaque here), whether it is an x, and its default value for a size.
package struct AlignmentKey: Hashable, @unchecked Sendable {
    let id: ObjectIdentifier
    /// The type that names the guide (inspection names the built-in guides by it).
    package let type: Any.Type
    /// Whether the guide is an x (a `HorizontalAlignment`): those are mirrored where the layout direction changes.
    package let isHorizontal: Bool
    private let defaultValueForSize: (Size) -> Double

    package init(type: Any.Type, isHorizontal: Bool, defaultValue: @escaping (Size) -> Double) {
        id = ObjectIdentifier(type)
        self.type = type
        self.isHorizontal = isHorizontal
        defaultValueForSize = defaultValue
    }

    package static func == (a: Self, b: Self) -> Bool { a.id == b.id }
    package func hash(into h: inout Hasher) { h.combine(id) }
    package func defaultValue(_ size: Size) -> Double { sanitizedLength(defaultValueForSize(size)) }
}
