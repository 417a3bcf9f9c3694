import Foundation
import Graphics

/// What a layout node shows, in SwiftUI's terms (the names Xcode's view debugger uses): views by their
/// type ("VStack", "Text"), modifiers by their method ("padding", "frame"). Kept in one place so the layout
/// nodes stay about layout; a node with no SwiftUI counterpart (a wrapper only drawing needs) has none and
/// its subviews show in its place.
package struct ViewDescription: Hashable, Sendable {
    package var name: String
    /// What tells two views of a type apart: a Text's string, a frame's or padding's lengths.
    package var detail: String?
    /// The alignment the view places its subviews with, as written in SwiftUI (".leading").
    package var alignment: String?

    init(_ name: String, detail: String? = nil, alignment: String? = nil) {
        self.name = name
        self.detail = detail
        self.alignment = alignment
    }

    init?(of node: LayoutNode) {
        switch node {
        case let stack as StackNode:
            self.init(stack.axis == .vertical ? "VStack" : "HStack", alignment: Self.name(of: stack.alignmentKey))
        case let stack as ZStackNode:
            self.init("ZStack", alignment: Self.name(of: stack.alignment))
        case let text as TextNode:
            self.init("Text", detail: Self.quoted(text.request.runs.map(\.text).joined()))
        case is BitmapNode, is SymbolNode:
            self.init("Image")
        case let shape as ShapeNode:
            guard let name = shape.viewName else { return nil }
            self.init(name)
        case let stroke as StrokeNode:
            guard let name = stroke.viewName else { return nil }
            self.init(name)
        case let named as NamedViewNode:
            self.init(named.name)
        case is SpacerNode:
            self.init("Spacer")
        case is DividerNode:
            self.init("Divider")
        case let padding as PaddingNode:
            self.init("padding", detail: Self.insets(padding.insets))
        case let frame as FixedFrameNode:
            self.init("frame", detail: Self.lengths(width: frame.width, height: frame.height), alignment: Self.name(of: frame.alignment))
        case let frame as FlexFrameNode:
            self.init("frame", alignment: Self.name(of: frame.alignment))
        case let grid as GridNode:
            self.init("Grid", alignment: Self.name(of: grid.alignment))
        case is GridRowNode:
            self.init("GridRow")
        case let grid as LazyGridNode:
            self.init(grid.trackAxis == .horizontal ? "LazyVGrid" : "LazyHGrid", alignment: Self.name(of: grid.cellAlignment))
        case is GeometryReaderNode:
            self.init("GeometryReader")
        case is ViewThatFitsNode:
            self.init("ViewThatFits")
        case is AspectRatioNode:
            self.init("aspectRatio")
        case is PositionNode:
            self.init("position")
        case is ContainerRelativeFrameNode:
            self.init("containerRelativeFrame")
        case is WidgetContainerNode:
            // The widget's own frame: WidgetKit's container with its content margins and background.
            self.init("widget")
        default:
            return nil
        }
    }

    private static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n") + "\""
    }

    private static func insets(_ insets: Insets) -> String {
        let values = [insets.top, insets.left, insets.bottom, insets.right]
        if Set(values).count == 1 { return NumberText.format(insets.top) }
        return "top: \(NumberText.format(insets.top)), leading: \(NumberText.format(insets.left)), "
            + "bottom: \(NumberText.format(insets.bottom)), trailing: \(NumberText.format(insets.right))"
    }

    private static func lengths(width: Double?, height: Double?) -> String? {
        let parts = [width.map { "width: \(NumberText.format($0))" }, height.map { "height: \(NumberText.format($0))" }].compactMap { $0 }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    private static func name(of alignment: Alignment) -> String {
        let h = name(of: alignment.horizontal.key), v = name(of: alignment.vertical.key)
        func joined(_ first: String, _ second: String) -> String {
            first + second.dropFirst().prefix(1).uppercased() + second.dropFirst(2)
        }
        switch v {
        case ".center": return h
        case ".top", ".bottom": return h == ".center" ? v : joined(v, h)
        default: return joined(h, v)  // .centerFirstTextBaseline, .leadingLastTextBaseline …
        }
    }

    package static func name(of key: AlignmentKey) -> String {
        switch key.type {
        case is LeadingID.Type: return ".leading"
        case is TrailingID.Type: return ".trailing"
        case is TopID.Type: return ".top"
        case is BottomID.Type: return ".bottom"
        case is HCenterID.Type, is VCenterID.Type: return ".center"
        case is FirstBaselineID.Type: return ".firstTextBaseline"
        case is LastBaselineID.Type: return ".lastTextBaseline"
        default: return String(describing: key.type)
        }
    }
}

/// A placed node's view: its description and how its parent sized it.
package struct PlacedView: Hashable, Sendable {
    package var description: ViewDescription
    package var proposal: ProposedSize
    /// The size the view chose for `proposal`.
    package var size: Size
    /// The guides its stack aligned it by, with their values in the view's own coordinates.
    package var alignmentGuides: [ViewLayout.AlignmentGuideValue] = []
}

extension PlacedNode {
    /// Records that the parent aligned this view by `key`, whose value in the view is `value`: on the view
    /// this node shows, or, for a node only drawing needs (an opacity or a clip around the view), on the one
    /// view inside it.
    mutating func recordAlignmentGuide(_ key: AlignmentKey, axis: Axis, value: Double) {
        if view != nil {
            view?.alignmentGuides.append(ViewLayout.AlignmentGuideValue(axis: axis, guide: ViewDescription.name(of: key),
                                                                        value: CGFloat(value)))
        } else if children.count == 1 {
            children[0].recordAlignmentGuide(key, axis: axis, value: value)
        }
    }
}
