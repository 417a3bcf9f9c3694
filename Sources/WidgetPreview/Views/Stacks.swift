import Foundation
import Graphics

public struct HStack<Content: View>: View {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
    public var body: Never { primitiveBody(Self.self) }
}

public struct VStack<Content: View>: View {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
    public var body: Never { primitiveBody(Self.self) }
}

public struct ZStack<Content: View>: View {
    let alignment: Alignment
    let content: Content
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }
    public var body: Never { primitiveBody(Self.self) }
}

/// Lazy stacks lay out like their eager counterparts in a still image.
public struct LazyHStack<Content: View>: View {
    let stack: HStack<Content>
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
                @ViewBuilder content: () -> Content) {
        stack = HStack(alignment: alignment, spacing: spacing, content: content)
    }
    public var body: some View { stack }
}

public struct LazyVStack<Content: View>: View {
    let stack: VStack<Content>
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
                @ViewBuilder content: () -> Content) {
        stack = VStack(alignment: alignment, spacing: spacing, content: content)
    }
    public var body: some View { stack }
}

public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

extension HStack: ResolvableView {
    func resolve(in env: EnvironmentValues) -> Resolution {
        Resolver.resolve(content, in: env).replacingNodes {
            [StackNode(axis: .horizontal, alignment: alignment.key, spacing: spacing.map { Length(Double($0)) }, children: $0)]
        }
    }
}

extension VStack: ResolvableView {
    func resolve(in env: EnvironmentValues) -> Resolution {
        Resolver.resolve(content, in: env).replacingNodes {
            [StackNode(axis: .vertical, alignment: alignment.key, spacing: spacing.map { Length(Double($0)) }, children: $0)]
        }
    }
}

extension ZStack: ResolvableView {
    func resolve(in env: EnvironmentValues) -> Resolution {
        Resolver.resolve(content, in: env).replacingNodes { [ZStackNode(alignment: alignment.layout, children: $0)] }
    }
}

/// Flexible space along the axis of the stack it is in.
public struct Spacer: View {
    public var minLength: CGFloat?
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }
    public var body: Never { primitiveBody(Self.self) }
}

extension Spacer: ResolvableView {
    func resolveNodes(in env: EnvironmentValues) -> [LayoutNode] {
        [SpacerNode(minLength: minLength.map { NonNegativeLength(Double($0)) }, axis: nil)]
    }
}

/// A thin separator line across the stack's axis.
public struct Divider: View {
    public init() {}
    public var body: Never { primitiveBody(Self.self) }
}

extension Divider: ResolvableView {
    func resolveNodes(in env: EnvironmentValues) -> [LayoutNode] {
        [DividerNode(thickness: Double(env.pixelLength), color: SystemColorTable.separator.resolve(in: env))]
    }
}
