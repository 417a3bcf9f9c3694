import Foundation
import Graphics
import Typography

private struct RedactionReasonsKey: EnvironmentKey { static var defaultValue: RedactionReasons { [] } }

extension EnvironmentValues {
    public var redactionReasons: RedactionReasons { get { self[RedactionReasonsKey.self] } set { self[RedactionReasonsKey.self] = newValue } }
}

public struct RedactionReasons: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let placeholder = RedactionReasons(rawValue: 1)
    public static let privacy = RedactionReasons(rawValue: 2)
    public static let invalidated = RedactionReasons(rawValue: 4)
}

extension View {
    /// Draws text and images as placeholder shapes of the same size (`.placeholder`), as the widget
    /// gallery shows a widget before its data arrives. Reasons add up, as in SwiftUI.
    public func redacted(reason: RedactionReasons) -> some View {
        // The environment edit is inside the node wrapper, so the wrapper sees the reasons from outside.
        transformEnvironment(\.redactionReasons) { $0.formUnion(reason) }
            .wrapNode { node, env in
                reason.contains(.placeholder) && !env.redactionReasons.contains(.placeholder)
                    ? RedactingNode(child: node, env: env) : node
            }
    }

    /// Draws this view as authored inside a redacted one.
    public func unredacted() -> some View {
        wrapNode { node, _ in EffectNode(child: node) { _ in [.unredacted] } }
        .environment(\.redactionReasons, [])
    }

    /// Marks content to hide when the device is locked: redacted when the environment's reasons include
    /// `.privacy` (the renderer sets it for a `RenderContext` with `isDeviceLocked`).
    public func privacySensitive(_ sensitive: Bool = true) -> some View {
        wrapNode { node, env in
            sensitive && env.redactionReasons.contains(.privacy) ? RedactingNode(child: node, env: env) : node
        }
    }
}
