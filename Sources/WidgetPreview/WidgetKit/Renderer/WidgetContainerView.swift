import Foundation
import Graphics

/// The root of a widget render: the content laid out inside the container's margins, the declared
/// container background (or the system one) filling the whole container in a `.containerBackground`
/// group, everything clipped to the container's outline. Where the place removes the background it is
/// neither resolved nor laid out nor drawn: the place decides before anything is drawn.
struct WidgetContainerView: View, ResolvableView {
    /// The widget's content, resolved; the background it declared came up with it.
    let content: Resolution
    let container: WidgetContainer
    /// The margins layout applies (zero under `contentMarginsDisabled()`).
    let insets: EdgeInsets
    /// The system's widget base, under the declared background (nil: none in this family and place).
    let systemBackground: RGBAColor?
    /// Whether the place shows the container background (or the widget forbids removing it).
    let keepsBackground: Bool
    var body: Never { primitiveBody(Self.self) }

    /// The container uses the background its content handed up; the content's other values (warnings,
    /// labels, URLs) and the drawn background's warnings go on up to the renderer.
    func resolve(in env: EnvironmentValues) -> Resolution {
        var handedUp = content.upwardValues
        handedUp.containerBackground = nil
        var contentNode = Resolver.single(content.nodes, implicit: .vstack)
        // An inline widget keeps one text and one image: decided where its content is placed, not drawn.
        if container.family == .accessoryInline { contentNode = InlineWidgetNode(content: contentNode) }
        // The system's base (white, dark gray, the watch's material) is under every widget where the
        // place shows backgrounds, so a translucent declared background (`.fill.tertiary`) reads as
        // WidgetKit draws it; both sit in the removable container-background group.
        var backgrounds: [LayoutNode] = []
        if keepsBackground, let systemBackground {
            let fill = Color(red: systemBackground.red, green: systemBackground.green, blue: systemBackground.blue,
                             opacity: systemBackground.alpha)
            backgrounds.append(Resolver.node(for: Rectangle().fill(fill), in: env, implicit: .zstack))
        }
        if keepsBackground, let declared = content.containerBackground {
            // Its own declarations (a background's background) are not the widget's: dropped.
            let resolved = Resolver.resolve(declared.view, in: declared.env)
            for warning in resolved.warnings { handedUp.addWarning(warning) }
            let node = Resolver.single(resolved.nodes, implicit: .zstack)
            backgrounds.append(LayoutDirectionNode.wrapping(node, direction: declared.env.layoutDirection, around: env.layoutDirection))
        }
        let background: LayoutNode? = backgrounds.isEmpty ? nil : ZStackNode(alignment: .center, children: backgrounds)
        // A right-to-left render locale flips the whole widget where `ViewRenderer` resolves the root.
        handedUp.nodes = [WidgetContainerNode(content: contentNode, background: background, container: container, insets: insets)]
        return handedUp
    }
}
