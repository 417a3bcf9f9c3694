import Foundation
import Graphics
import Typography

/// A view as laid out, with its subviews: what Xcode's view debugger shows, in SwiftUI's terms. Views
/// appear by their type ("VStack", "Text", "Image", "Spacer"), modifiers that lay out by their method
/// ("padding", "frame", "aspectRatio") as their own node around the view they modify. Modifiers that only
/// draw (colours, opacity, clipping) do not appear.
///
/// Get one from a rendered widget (`RenderedWidget.layout`) or lay out any view yourself, for your own
/// layout tests:
///
/// ```swift
/// let layout = try ViewLayout(of: Text("Hi").padding(8), in: CGSize(width: 100, height: 50))
/// let text = layout.first(named: "Text")
/// ```
public struct ViewLayout: Hashable, Sendable, CustomStringConvertible {
    /// "VStack", "Text", "padding" …
    public var name: String
    /// What tells two views of a type apart: a Text's string in quotes, a frame's width and height,
    /// padding lengths; nil when there is nothing to add.
    public var detail: String?
    /// Where the view is, in points, in the coordinates of the whole canvas (the widget's top-left is 0, 0).
    public var frame: CGRect
    /// The size the parent proposed (nil: the view's ideal size along that axis).
    public var proposedSize: ProposedViewSize
    /// The size the view chose for that proposal (usually `frame.size`).
    public var size: CGSize
    /// The alignment the view places its subviews with, as written in SwiftUI (".leading", ".topLeading").
    public var alignment: String?
    /// The subviews, in the order they are drawn.
    public var children: [ViewLayout]
    /// The guides the parent stack aligned this view by (an HStack's vertical guide, a VStack's horizontal
    /// one, both for a ZStack), each with its value in this view's own coordinates, as
    /// `alignmentGuide(_:computeValue:)` would see it. Empty outside stacks.
    public var alignmentGuides: [AlignmentGuideValue] = []

    /// One alignment guide of a view: which (".leading", ".firstTextBaseline" …), along which axis, and
    /// its value in points from the view's top-left corner.
    public struct AlignmentGuideValue: Hashable, Sendable {
        public var axis: Axis
        public var guide: String
        public var value: CGFloat

        public init(axis: Axis, guide: String, value: CGFloat) {
            self.axis = axis
            self.guide = guide
            self.value = value
        }
    }

    public init(name: String, detail: String? = nil, frame: CGRect, proposedSize: ProposedViewSize, size: CGSize,
                alignment: String? = nil, children: [ViewLayout] = []) {
        self.name = name
        self.detail = detail
        self.frame = frame
        self.proposedSize = proposedSize
        self.size = size
        self.alignment = alignment
        self.children = children
    }

    /// Lays `view` out as SwiftUI lays out a root view: proposed `size`, centred in a canvas of `size`, with
    /// the fonts and text engine widgets are rendered with (so frames match `RenderedWidget.layout`).
    /// Throws when the fonts cannot be loaded.
    public init<V: View>(of view: V, in size: CGSize) throws {
        var environment = EnvironmentValues()
        do { environment.textEngine = try TypeSetter.shared() } catch { throw WidgetRenderError.fontsUnavailable("\(error)") }
        let placed = ViewRenderer(environment: environment).layout(view, in: Size(width: Double(size.width), height: Double(size.height)))
        self = ViewLayout.tree(of: placed, canvas: Size(width: Double(size.width), height: Double(size.height)))
    }

    /// This view and every view inside it, depth first (this view first).
    public var allViews: [ViewLayout] { [self] + children.flatMap(\.allViews) }

    /// The first view named `name` ("Text", "padding"), depth first, or nil.
    public func first(named name: String) -> ViewLayout? { allViews.first { $0.name == name } }

    /// Every view named `name`, depth first.
    public func all(named name: String) -> [ViewLayout] { allViews.filter { $0.name == name } }

    /// The tree as text, one view a line, subviews indented by two spaces; lengths in points with at most
    /// two decimals. Stable: the same layout always prints the same text.
    public var description: String { lines(depth: 0).joined(separator: "\n") }

    private func lines(depth: Int) -> [String] {
        [String(repeating: "  ", count: depth) + line] + children.flatMap { $0.lines(depth: depth + 1) }
    }

    /// `VStack(alignment: .leading)  at (16, 16)  size 138×40.5  proposed 138×138`
    private var line: String {
        func n(_ v: CGFloat) -> String { NumberText.format(Double(v), decimals: 2) }
        func p(_ v: CGFloat?) -> String { v.map { $0.isInfinite ? "∞" : n($0) } ?? "nil" }
        var arguments = [String]()
        if let alignment { arguments.append("alignment: \(alignment)") }
        if let detail { arguments.append(detail) }
        var text = name + (arguments.isEmpty ? "" : "(\(arguments.joined(separator: ", ")))")
        text += "  at (\(n(frame.minX)), \(n(frame.minY)))  size \(n(frame.width))×\(n(frame.height))"
        text += "  proposed \(p(proposedSize.width))×\(p(proposedSize.height))"
        if size != frame.size { text += "  chose \(n(size.width))×\(n(size.height))" }
        if !alignmentGuides.isEmpty {
            // A ZStack aligns on both axes: "x .center = 38, y .center = 38" says which is which.
            let bothAxes = Set(alignmentGuides.map(\.axis)).count > 1
            text += "  guide " + alignmentGuides.map { g in
                (bothAxes ? (g.axis == .horizontal ? "x " : "y ") : "") + "\(g.guide) = \(n(g.value))"
            }.joined(separator: ", ")
        }
        return text
    }
}

extension ViewLayout {
    /// The inspectable tree of a placed tree: nodes without a view give their subviews to their parent;
    /// the root is always one view (an unnamed root becomes a "root" the size of the canvas).
    package static func tree(of placed: PlacedNode, canvas: Size) -> ViewLayout {
        let top = views(in: placed)
        if top.count == 1, let only = top.first { return only }
        let frame = CGRect(x: 0, y: 0, width: canvas.width, height: canvas.height)
        return ViewLayout(name: "root", frame: frame, proposedSize: ProposedViewSize(frame.size), size: frame.size, children: top)
    }

    private static func views(in placed: PlacedNode) -> [ViewLayout] {
        let children = placed.children.flatMap(views(in:))
        guard let view = placed.view else { return children }
        let f = placed.frame
        let description = view.description
        var layout = ViewLayout(name: description.name, detail: description.detail,
                                frame: CGRect(x: f.minX, y: f.minY, width: f.width, height: f.height),
                                proposedSize: ProposedViewSize(width: view.proposal.width.map { CGFloat($0) },
                                                               height: view.proposal.height.map { CGFloat($0) }),
                                size: CGSize(width: view.size.width, height: view.size.height),
                                alignment: description.alignment, children: children)
        layout.alignmentGuides = view.alignmentGuides.map {
            AlignmentGuideValue(axis: $0.axis == .horizontal ? .horizontal : .vertical, guide: $0.guide, value: CGFloat($0.value))
        }
        return [layout]
    }
}
