import Foundation
import Graphics

/// A resolved coordinate space (SwiftUI's `CoordinateSpace`). In a widget, `.global` is the widget's own
/// space: its top-left corner is (0, 0), as the host's window is not part of the picture.
public enum CoordinateSpace: Hashable {
    case global
    case local
    case named(AnyHashable)

    public var isGlobal: Bool { self == .global }
    public var isLocal: Bool { self == .local }
}

// The names are the caller's values, read only on the rendering thread that made them.
extension CoordinateSpace: @unchecked Sendable {}

/// A frame of reference `GeometryProxy.frame(in:)` converts into (iOS 17's `.global`, `.local`,
/// `.named(_:)`).
public protocol CoordinateSpaceProtocol {
    /// The resolved coordinate space.
    var coordinateSpace: CoordinateSpace { get }
}

/// A space named with `coordinateSpace(_:)` (or `coordinateSpace(name:)`) on an ancestor.
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable {
    let name: AnyHashable
    public var coordinateSpace: CoordinateSpace { .named(name) }
}

/// The current view's own space.
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .local }
}

/// The space at the root of the hierarchy (the widget's, here).
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .global }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable(name)) }
}
extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}
extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

/// Where a named space's origin was placed. Ancestors are placed before their descendants, so a
/// GeometryReader below reads the origin its ancestor wrote during the same placement.
final class CoordinateSpaceAnchor: @unchecked Sendable {
    var origin: Point?
}

private struct NamedCoordinateSpacesKey: EnvironmentKey {
    static var defaultValue: [AnyHashable: CoordinateSpaceAnchor] { [:] }
}

extension EnvironmentValues {
    /// The named spaces of the ancestors, innermost winning for a repeated name (as in SwiftUI).
    var namedCoordinateSpaces: [AnyHashable: CoordinateSpaceAnchor] {
        get { self[NamedCoordinateSpacesKey.self] } set { self[NamedCoordinateSpacesKey.self] = newValue }
    }
}

extension View {
    /// Names this view's coordinate space so `GeometryProxy.frame(in: .named(name))` below measures from
    /// its top-left corner.
    public func coordinateSpace<T>(name: T) -> some View where T: Hashable {
        namedSpace(AnyHashable(name))
    }

    /// iOS 17's form: `.coordinateSpace(.named("container"))`.
    public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
        namedSpace(name.name)
    }

    private func namedSpace(_ name: AnyHashable) -> some View {
        let anchor = CoordinateSpaceAnchor()
        return transformingEnvironment { $0.namedCoordinateSpaces[name] = anchor }
            .wrapNode { node, _ in CoordinateSpaceNode(child: node, anchor: anchor) }
    }
}
