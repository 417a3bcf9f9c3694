import Foundation

/// `widgetURL(_:)`: passes its content through and hands the URL up with it. The outermost declaration
/// wins (WidgetKit leaves several undefined; the one nearest the root is the one a reader sees first).
struct WidgetURLDeclaration<Content: View>: View, ResolvableView {
    let content: Content
    let url: URL?
    var body: Never { primitiveBody(Self.self) }

    func resolve(in env: EnvironmentValues) -> Resolution {
        var resolution = Resolver.resolve(content, in: env)
        if let url { resolution.widgetURL = url }
        return resolution
    }
}
