import Foundation

extension View {
    /// The Lock Screen presentation's background tint (nil: the system's material).
    public func activityBackgroundTint(_ color: Color?) -> some View {
        ActivityStyleDeclaration(content: self, edit: { $0.backgroundTint = color })
    }

    /// The colour of the system's action button beside the Lock Screen presentation (nil: the system's).
    public func activitySystemActionForegroundColor(_ color: Color?) -> some View {
        ActivityStyleDeclaration(content: self, edit: { $0.systemActionForeground = color })
    }
}

/// Passes its content through and hands the style to the Live Activity renderer in the environment.
struct ActivityStyleDeclaration<Content: View>: View, ResolvableView {
    let content: Content
    let edit: (ActivityStyleSink) -> Void
    var body: Never { primitiveBody(Self.self) }

    func resolveNodes(in env: EnvironmentValues) -> [LayoutNode] {
        if let sink = env.activityStyleSink { edit(sink) }
        return Resolver.nodes(for: content, in: env)
    }
}

/// The style one Live Activity render declared (the outermost modifier is resolved first; a later,
/// inner declaration of the same property replaces it only when the outer one set nothing).
package final class ActivityStyleSink: @unchecked Sendable {
    package var backgroundTint: Color? {
        get { _backgroundTint }
        set { if _backgroundTint == nil { _backgroundTint = newValue } }
    }
    package var systemActionForeground: Color? {
        get { _systemActionForeground }
        set { if _systemActionForeground == nil { _systemActionForeground = newValue } }
    }
    private var _backgroundTint: Color?
    private var _systemActionForeground: Color?
    package init() {}
}

private struct ActivityStyleSinkKey: EnvironmentKey { static var defaultValue: ActivityStyleSink? { nil } }

extension EnvironmentValues {
    package var activityStyleSink: ActivityStyleSink? {
        get { self[ActivityStyleSinkKey.self] } set { self[ActivityStyleSinkKey.self] = newValue }
    }
}
