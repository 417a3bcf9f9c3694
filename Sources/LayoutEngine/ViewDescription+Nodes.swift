import Foundation
import Graphics
import Typography

/// The SwiftUI names of the layout nodes and their alignments.
extension ViewDescription {
    package init?(of node: LayoutNode) {
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

    private static func name(of alignment: LayoutAlignment) -> String {
        let h = name(of: alignment.horizontal), v = name(of: alignment.vertical)
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
        key.name
    }
}

extension PlacedNode {
    /// Records that the parent aligned this view by `key`, whose value in the view is `value`: on the view
    /// this node shows, or, for a node only drawing needs (an opacity or a clip around the view), on the one
    /// view inside it.
    package mutating func recordAlignmentGuide(_ key: AlignmentKey, axis: LayoutAxis, value: Double) {
        if view != nil {
            view?.alignmentGuides.append(PlacedAlignmentGuide(axis: axis, guide: ViewDescription.name(of: key), value: value))
        } else if children.count == 1 {
            children[0].recordAlignmentGuide(key, axis: axis, value: value)
        }
    }
}
