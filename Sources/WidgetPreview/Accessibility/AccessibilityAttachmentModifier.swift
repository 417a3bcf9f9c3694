import Foundation

/// What SwiftUI's accessibility modifiers return (`ModifiedContent<Self, AccessibilityAttachmentModifier>`), so
/// they chain as on iOS. Only labels reach the picture: they become the SVG's `<title>`/`aria-label`
/// (a label group in the DisplayList); `hidden` drops the labels beneath it; values, hints and identifiers
/// are spoken or queried on a device and draw nothing.
public struct AccessibilityAttachmentModifier: ViewModifier, PrimitiveModifier {
    enum Attachment {
        case label(Text)
        case hidden(Bool)
        case spokenOnly
    }
    let attachment: Attachment

    public typealias Body = Never
    public func body(content: Content) -> Never { primitiveBody(Self.self) }

    /// A label comes up with the resolution (`Resolution.accessibilityLabels`, before its content's) and
    /// stays on the nodes as a label group for the SVG; `hidden` drops both beneath it.
    func resolve(content: @escaping (EnvironmentValues) -> [LayoutNode], in env: EnvironmentValues) -> [LayoutNode] {
        switch attachment {
        case .label(let text):
            let string = text.plainString(in: env)
            let inner = Resolver.collectingUpwardValues { content(env) }
            var resolution = Resolution(accessibilityLabels: [string])
            resolution.merge(upwardValuesOf: inner)
            resolution.nodes = inner.nodes.map { EffectNode(child: $0) { _ in [.group(.label(string))] } }
            return Resolver.handingUp(resolution)
        case .hidden(let hidden):
            guard hidden else { return content(env) }
            var inner = Resolver.collectingUpwardValues { content(env) }
            inner.accessibilityLabels = []
            inner.nodes = inner.nodes.map { AccessibilityHiddenNode(child: $0) }
            return Resolver.handingUp(inner)
        case .spokenOnly:
            return content(env)
        }
    }
}

extension View {
    func attaching(_ attachment: AccessibilityAttachmentModifier.Attachment)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(attachment: attachment))
    }

    // The deprecated iOS 13 spellings, still common in widget code.
    public func accessibility(label: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { attaching(.label(label)) }
    public func accessibility(hidden: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { attaching(.hidden(hidden)) }
    public func accessibility(value: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { attaching(.spokenOnly) }
    public func accessibility(hint: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { attaching(.spokenOnly) }
    public func accessibility(identifier: String) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { attaching(.spokenOnly) }

    // The String and LocalizedStringKey forms of value and hint (the Text forms are in EffectModifiers).
    public func accessibilityValue(_ valueKey: LocalizedStringKey) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        attaching(.spokenOnly)
    }
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        attaching(.spokenOnly)
    }
    public func accessibilityHint(_ hintKey: LocalizedStringKey) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        attaching(.spokenOnly)
    }
    @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        attaching(.spokenOnly)
    }
    public func accessibilityIdentifier(_ identifier: String) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        attaching(.spokenOnly)
    }
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        attaching(.spokenOnly)
    }
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        attaching(.spokenOnly)
    }
}

/// The roles VoiceOver announces (SwiftUI's `AccessibilityTraits`); nothing is drawn for them.
public struct AccessibilityTraits: SetAlgebra, Sendable {
    private var bits: UInt64
    private init(bits: UInt64) { self.bits = bits }
    public init() { bits = 0 }
    public static let isButton = AccessibilityTraits(bits: 1 << 0)
    public static let isHeader = AccessibilityTraits(bits: 1 << 1)
    public static let isSelected = AccessibilityTraits(bits: 1 << 2)
    public static let isLink = AccessibilityTraits(bits: 1 << 3)
    public static let isSearchField = AccessibilityTraits(bits: 1 << 4)
    public static let isImage = AccessibilityTraits(bits: 1 << 5)
    public static let playsSound = AccessibilityTraits(bits: 1 << 6)
    public static let isKeyboardKey = AccessibilityTraits(bits: 1 << 7)
    public static let isStaticText = AccessibilityTraits(bits: 1 << 8)
    public static let isSummaryElement = AccessibilityTraits(bits: 1 << 9)
    public static let updatesFrequently = AccessibilityTraits(bits: 1 << 10)
    public static let startsMediaSession = AccessibilityTraits(bits: 1 << 11)
    public static let allowsDirectInteraction = AccessibilityTraits(bits: 1 << 12)
    public static let causesPageTurn = AccessibilityTraits(bits: 1 << 13)
    public static let isModal = AccessibilityTraits(bits: 1 << 14)
    public static let isToggle = AccessibilityTraits(bits: 1 << 15)

    public func union(_ other: Self) -> Self { Self(bits: bits | other.bits) }
    public func intersection(_ other: Self) -> Self { Self(bits: bits & other.bits) }
    public func symmetricDifference(_ other: Self) -> Self { Self(bits: bits ^ other.bits) }
    public func contains(_ member: Self) -> Bool { bits & member.bits == member.bits && member.bits != 0 }
    @discardableResult public mutating func insert(_ newMember: Self) -> (inserted: Bool, memberAfterInsert: Self) {
        let had = contains(newMember); bits |= newMember.bits; return (!had, newMember)
    }
    @discardableResult public mutating func remove(_ member: Self) -> Self? {
        let had = contains(member); bits &= ~member.bits; return had ? member : nil
    }
    @discardableResult public mutating func update(with newMember: Self) -> Self? {
        let had = contains(newMember); bits |= newMember.bits; return had ? newMember : nil
    }
    public mutating func formUnion(_ other: Self) { bits |= other.bits }
    public mutating func formIntersection(_ other: Self) { bits &= other.bits }
    public mutating func formSymmetricDifference(_ other: Self) { bits ^= other.bits }
}
