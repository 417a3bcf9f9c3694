import Foundation
import Graphics

extension View {
    /// Mirrors this view's drawing (text included) about its centre when the layout direction is right to
    /// left; its frame is placed as any other view's.
    public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View {
        layoutDirectionBehavior(enabled ? .mirrors : .fixed)
    }

    /// Mirrors this view's drawing about its centre in the layout direction `behavior` names.
    public func layoutDirectionBehavior(_ behavior: LayoutDirectionBehavior) -> some View {
        wrapNode { node, env in
            behavior.isMirrored(in: env.layoutDirection) ? RightToLeftFlip.node(node) : node
        }
    }
}

/// What should happen when the layout direction changes (iOS 17).
public enum LayoutDirectionBehavior: Hashable, Sendable {
    /// Never mirrored.
    case fixed
    /// Mirrored when the layout direction is the given one.
    case mirrors(in: LayoutDirection)
    /// Mirrored right to left.
    public static var mirrors: LayoutDirectionBehavior { .mirrors(in: .rightToLeft) }

    func isMirrored(in direction: LayoutDirection) -> Bool {
        if case .mirrors(let mirrored) = self { return mirrored == direction }
        return false
    }
}

enum RightToLeftFlip {
    /// `node` drawn mirrored about its frame's vertical centre line.
    static func node(_ node: LayoutNode) -> LayoutNode {
        EffectNode(child: node) { frame in [.transform(mirror(in: frame))] }
    }

    /// The horizontal mirror about `rect`'s vertical centre line.
    static func mirror(in rect: Rect) -> Transform {
        Transform.translation(-rect.midX, 0).concatenating(.scale(-1, 1)).concatenating(.translation(rect.midX, 0))
    }

    /// SF Symbols that have a right-to-left variant, which iOS draws in a right-to-left layout: the
    /// `forward`/`backward` arrows and chevrons (their names say reading direction, not left or right), and
    /// the symbols in `explicitRightToLeftVariants`. Symbols named for a side (`chevron.left`, `arrow.right`)
    /// and the media controls (`forward.fill`, `backward.end`), which follow time, not reading, are never
    /// flipped. Our right-to-left variant is the symbol's mirror image (Apple's redraws some parts, such as
    /// the digits of `list.number`, unmirrored).
    static func symbolHasRightToLeftVariant(_ name: String) -> Bool {
        if explicitRightToLeftVariants.contains(name) { return true }
        let parts = name.split(separator: ".")
        guard let first = parts.first, ["arrow", "chevron", "arrowshape", "arrowtriangle"].contains(first) else { return false }
        return parts.contains("forward") || parts.contains("backward")
    }

    /// The symbols of the bundled table that SF Symbols ships with a localized `.rtl` variant (the names for
    /// which Apple's `name_availability.plist` lists `<name>.rtl`, as extracted by SFSafeSymbols' generator,
    /// `Sources/SFSafeSymbols/Symbols/SFSymbol+*.swift`, `Rtl` localizations, commit ba8ff2b of 2024-02-21).
    /// Symbols such as `list.bullet`, `list.dash` or `paperplane` are not in that list and stay unflipped.
    static let explicitRightToLeftVariants: Set<String> = [
        "battery.100.bolt", "battery.100percent.bolt",
        "calendar.badge.checkmark", "calendar.badge.clock",
        "checklist", "checkmark.bubble", "checkmark.bubble.fill",
        "list.number", "person.fill.checkmark",
        "speaker.slash", "speaker.slash.fill",
        "text.bubble", "text.bubble.fill",
    ]
}
