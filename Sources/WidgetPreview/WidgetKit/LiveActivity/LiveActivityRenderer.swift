import Foundation
import Graphics

/// Draws a Live Activity in one presentation as iOS shows it: the Lock Screen presentation on the
/// wallpaper in the system's platter, or the Dynamic Island on black in its shape at the top of the
/// screen, each slot laid out in the sizes of `LiveActivityDeviceProfile` and clipped to it. What does not
/// fit is clipped as iOS clips it, with a warning that names the region and by how much.
public struct LiveActivityRenderer: Sendable {
    public var presentation: LiveActivityPresentation
    public var context: RenderContext
    public var device: LiveActivityDeviceProfile
    /// Pixels per point.
    public var scale: Double

    public init(presentation: LiveActivityPresentation, context: RenderContext? = nil,
                device: LiveActivityDeviceProfile = .iPhone430x932, scale: Double = 2) {
        self.presentation = presentation
        self.context = context ?? presentation.context
        self.device = device
        self.scale = scale
    }

    /// The activity a widget's `ActivityConfiguration` declares, for `attributes` and `content`
    /// (`isStale` is true when the context's `now` is past the content's stale date).
    public func render<W: Widget, A: ActivityAttributes>(_ widget: W, attributes: A,
                                                        content: ActivityContent<A.ContentState>) throws -> RenderedWidget {
        guard let configuration = ResolvedActivityConfiguration.of(widget) else {
            throw LiveActivityRenderError.notALiveActivity(widget: "\(W.self)")
        }
        let isStale = content.staleDate.map { context.now >= $0 } ?? false
        let viewContext = ActivityViewContext(attributes: attributes, state: content.state, isStale: isStale,
                                              activityID: "preview-\(A.self)")
        guard let views = configuration.views(viewContext) else {
            throw LiveActivityRenderError.attributesMismatch(widget: "\(W.self)", expected: "\(configuration.attributesType)",
                                                             got: "\(A.self)")
        }
        return try render(content: views.content, island: views.island, families: configuration.supplementalFamilies,
                          title: "\(W.self)")
    }

    /// The same, for a content state without a stale date.
    public func render<W: Widget, A: ActivityAttributes>(_ widget: W, attributes: A, state: A.ContentState) throws -> RenderedWidget {
        try render(widget, attributes: attributes, content: ActivityContent(state: state, staleDate: nil))
    }

    // MARK: - The pipeline

    private func render(content: AnyView, island: DynamicIsland, families: [ActivityFamily], title: String) throws -> RenderedWidget {
        guard scale.isFinite, scale > 0 else { throw WidgetRenderError.invalidScale(scale) }
        let log = WarningLog()
        let placed = PlacedCollector()
        let list: DisplayList
        switch presentation {
        case .lockScreen, .lockScreenDark: list = try lockScreen(content, log: log, placed: placed)
        case .compact: list = try compact(island, log: log, placed: placed)
        case .minimal: list = try minimal(island, detached: false, log: log, placed: placed)
        case .minimalDetached: list = try minimal(island, detached: true, log: log, placed: placed)
        case .expanded: list = try expanded(island, log: log, placed: placed)
        case .standBy: list = try standBy(content, log: log, placed: placed)
        case .smartStack, .carPlay: list = try smallCard(content, island: island, families: families, log: log, placed: placed)
        }
        // The presentations compose several renders: the inspected tree is every slot's placed views, joined
        // under the picture's frame, each where it is drawn.
        let canvas = PlacedNode(frame: Rect(x: 0, y: 0, width: list.size.width, height: list.size.height), children: placed.nodes)
        return try RenderedWidget(displayList: list, layout: ViewLayout.tree(of: canvas, canvas: list.size), scale: scale,
                                  warnings: log.messages, title: title)
    }

    /// The environment of Live Activity content: the place's (locale, now, assets), the presentation's
    /// appearance, its activity family (`.medium`, or `.small` in the `.small` card) and `isActivityFullscreen`.
    private func environment(colorScheme: ColorScheme, size: Size, log: WarningLog,
                             family: ActivityFamily = .medium, supported: [ActivityFamily] = []) throws -> EnvironmentValues {
        var place = context
        place.colorScheme = colorScheme
        let widgetRenderer = WidgetRenderer(family: .systemMedium, context: place, scale: scale)
        let container = WidgetContainer(family: .systemMedium, size: size, place: place.place, smallSide: nil)
        var env = try widgetRenderer.environment(container: container, showsBackground: true, log: log)
        env.widgetContentMargins = EdgeInsets()
        env.containerSize = size
        if context.device.kind == .watch {
            // watchOS's default type, as for the Smart Stack's rectangular widgets (WatchTypography).
            env.font = WatchTypography.defaultFont(family: .accessoryRectangular, caseMillimetres: Int(context.device.screen.width))
        }
        env.activityFamily = family
        env.supportedActivityFamilies = Set(supported).union([.medium])
        env.activityFullscreen = presentation == .standBy
        return env
    }

    /// A slot's content, resolved once: its ideal size for a proposal, and its drawing laid out in
    /// `frame`, clipped to `clip` (the slot, or the island's outline). Measuring and drawing share the
    /// resolved root, so the view's body runs once per render.
    private struct Slot {
        let env: EnvironmentValues
        let root: LayoutNode
        /// What the view handed up while it resolved (warnings, its style, its vertical placement).
        let resolved: Resolution
        /// Where what the slot's views hand up goes.
        let log: WarningLog
        /// Where the slot's placed views go, in the picture's coordinates.
        let placed: PlacedCollector

        init(env: EnvironmentValues, view: AnyView, log: WarningLog, placed: PlacedCollector) {
            self.env = env
            (root, resolved) = ViewRenderer(environment: env).resolution(of: view)
            self.log = log
            self.placed = placed
        }

        func idealSize(width: Double?, height: Double?) -> Size {
            root.sizeThatFits(ProposedSize(width: width, height: height))
        }

        /// The drawing as one clip group over the moved nodes (no flattening: the same tree a widget
        /// keeps), and the style the slot's views declared.
        func draw(in frame: Rect, clip: VectorPath) -> (nodes: [DisplayNode], style: ActivityStyle) {
            guard frame.width > 0, frame.height > 0 else { return ([], resolved.activityStyle) }
            let output = ViewRenderer(environment: env).render(root: root, resolved: resolved,
                                                               size: Size(width: frame.width, height: frame.height))
            let moved = Transform.translation(frame.minX, frame.minY)
            placed.nodes.append(output.placed.scaled(by: 1, movedBy: Point(frame.minX, frame.minY)))
            log.add(contentsOf: output.warnings)
            return ([.group(.clip(clip, .nonZero), output.displayList.nodes.map { $0.applying(moved) })], output.activityStyle)
        }

        func nodes(in frame: Rect, clip: VectorPath) -> [DisplayNode] { draw(in: frame, clip: clip).nodes }
    }

    /// Points in a warning: at most two decimals, no trailing zeros.
    private static func points(_ value: Double) -> String { NumberText.format(value, decimals: 2) }

    /// The system's colours around the activity, in the render's release.
    private var colors: LiveActivitySystemColors { .of(context.os) }

    // MARK: Lock Screen

    /// HIG: the Lock Screen presentation is as wide as the table says and at most 160 pt high; iOS clips
    /// what is taller at the bottom. The content fills it without system margins (the view adds its own).
    private func lockScreen(_ content: AnyView, log: WarningLog, placed: PlacedCollector) throws -> DisplayList {
        let width = device.lockScreenWidth
        let scheme = context.colorScheme
        let env = try environment(colorScheme: scheme, size: Size(width: width, height: LiveActivityDeviceProfile.maximumHeight), log: log)
        let slot = Slot(env: env, view: content, log: log, placed: placed)
        let ideal = slot.idealSize(width: width, height: nil)
        let maximum = LiveActivityDeviceProfile.maximumHeight
        if ideal.height > maximum + 0.005 {
            log.add("the Lock Screen presentation is \(Self.points(ideal.height - maximum)) pt taller than the \(Self.points(maximum)) pt iOS allows; clipped at the bottom")
        }
        let height = min(max(ideal.height, 1), maximum).rounded(.up)
        let margin = (Double(device.screen.width) - width) / 2
        let canvas = Size(width: Double(device.screen.width), height: (height + 2 * margin).rounded(.up))
        let platter = Rect(x: margin, y: margin, width: width, height: height)
        let outline = VectorPath.roundedRect(platter, radius: LiveActivityDeviceProfile.lockScreenCornerRadius, style: .continuous)

        // The content is laid out at its own height, from the top, so what is past 160 pt is cut at the bottom.
        let contentFrame = Rect(x: margin, y: margin, width: width, height: max(ideal.height, height))
        let (contentNodes, style) = slot.draw(in: contentFrame, clip: outline)
        let background = style.backgroundTint?.resolve(in: env) ?? colors.lockScreenMaterial(scheme)

        var list = DisplayList(size: canvas)
        let bounds = Rect(x: 0, y: 0, width: canvas.width, height: canvas.height)
        list.append(.fill(.rect(bounds), Backdrops.lockScreenWallpaper(in: bounds), .nonZero))
        list.append(.fill(outline, .solid(background), .nonZero))
        list.append(nodes: contentNodes)
        return list
    }

    // MARK: StandBy

    /// The Lock Screen presentation laid out at its own width and height (clipped at 160 pt as there),
    /// scaled by `standByScale` and centred on the landscape screen, which the background tint fills
    /// (`isActivityFullscreen`); without a tint StandBy's black shows.
    private func standBy(_ content: AnyView, log: WarningLog, placed: PlacedCollector) throws -> DisplayList {
        let width = device.lockScreenWidth
        let maximum = LiveActivityDeviceProfile.maximumHeight
        let env = try environment(colorScheme: .dark, size: Size(width: width, height: maximum), log: log)
        let slot = Slot(env: env, view: content, log: log, placed: placed)
        let ideal = slot.idealSize(width: width, height: nil)
        if ideal.height > maximum + 0.005 {
            log.add("the StandBy presentation is \(Self.points(ideal.height - maximum)) pt taller than the \(Self.points(maximum)) pt iOS allows; clipped at the bottom")
        }
        let height = min(max(ideal.height, 1), maximum).rounded(.up)
        let scale = LiveActivityDeviceProfile.standByScale
        let canvas = Size(width: Double(device.screen.height), height: Double(device.screen.width))
        let origin = Point(((canvas.width - width * scale) / 2).rounded(), ((canvas.height - height * scale) / 2).rounded())
        let (laidOut, style) = slot.draw(in: Rect(x: 0, y: 0, width: width, height: max(ideal.height, height)),
                                 clip: .rect(Rect(x: 0, y: 0, width: width, height: height)))
        // The inspected frames are where the views are drawn: scaled and moved as the drawing is.
        placed.nodes = placed.nodes.map { $0.scaled(by: scale, movedBy: origin) }

        var list = DisplayList(size: canvas)
        let background = style.backgroundTint?.resolve(in: env) ?? colors.island
        list.append(.fill(.rect(Rect(x: 0, y: 0, width: canvas.width, height: canvas.height)), .solid(background), .nonZero))
        list.append(node: .group(.transform(Transform.scale(scale).concatenating(.translation(origin.x, origin.y))), laidOut))
        return list
    }

    // MARK: The .small card (Apple Watch Smart Stack, CarPlay)

    /// The card of the `.small` family: the content view with `activityFamily == .small` when the
    /// configuration lists `.small` in `supplementalActivityFamilies`; otherwise, as Apple documents,
    /// compactLeading and compactTrailing (each against its edge, at most half the card). The card is the
    /// activity's background tint, or the Smart Stack's dark material.
    private func smallCard(_ content: AnyView, island: DynamicIsland, families: [ActivityFamily], log: WarningLog, placed: PlacedCollector) throws -> DisplayList {
        let size = LiveActivityDeviceProfile.smallCard
        let surround = LiveActivityDeviceProfile.smallCardSurround
        let card = Rect(x: surround, y: surround, width: Double(size.width), height: Double(size.height))
        let m = LiveActivityDeviceProfile.smallCardMargin
        let inner = Rect(x: card.minX + m, y: card.minY + m, width: card.width - 2 * m, height: card.height - 2 * m)
        let outline = VectorPath.roundedRect(card, radius: LiveActivityDeviceProfile.smallCardCornerRadius, style: .continuous)
        let offersSmall = families.contains(.small)
        let env = try environment(colorScheme: .dark, size: Size(width: inner.width, height: inner.height), log: log,
                                  family: offersSmall ? .small : .medium, supported: families)
        var drawn: [DisplayNode] = []
        var tint: Color?
        if offersSmall {
            let slot = Slot(env: env, view: content, log: log, placed: placed)
            let ideal = slot.idealSize(width: inner.width, height: nil)
            if ideal.height > inner.height + 0.005 {
                log.add("the .small presentation is \(Self.points(ideal.height - inner.height)) pt taller than its \(Self.points(inner.height)) pt card; clipped")
            }
            let drawing = slot.draw(in: inner, clip: outline)
            drawn = drawing.nodes
            tint = drawing.style.backgroundTint
        } else {
            let half = inner.width / 2
            for (name, view, atLeading) in [("compactLeading", island.compactLeading(), true), ("compactTrailing", island.compactTrailing(), false)] {
                let slot = Slot(env: env, view: view, log: log, placed: placed)
                let ideal = slot.idealSize(width: nil, height: inner.height).width.rounded(.up)
                if ideal > half + 0.005 {
                    log.add("\(name) is \(Self.points(ideal - half)) pt wider than its \(Self.points(half)) pt half of the card; clipped")
                }
                let width = min(ideal, half)
                let frame = Rect(x: atLeading ? inner.minX : inner.maxX - width, y: inner.minY, width: width, height: inner.height)
                drawn += slot.nodes(in: frame, clip: .rect(Rect(x: atLeading ? inner.minX : inner.minX + half, y: card.minY,
                                                                   width: half, height: card.height)))
            }
        }
        let canvas = Size(width: card.width + 2 * surround, height: (card.height + 2 * surround).rounded(.up))
        var list = DisplayList(size: canvas)
        list.append(.fill(.rect(Rect(x: 0, y: 0, width: canvas.width, height: canvas.height)), .solid(colors.island), .nonZero))
        let background = tint?.resolve(in: env) ?? colors.smallCardMaterial
        list.append(.fill(outline, .solid(background), .nonZero))
        list.append(nodes: drawn)
        return list
    }

    // MARK: The Dynamic Island

    private func islandCanvas(height: Double) -> (DisplayList, Double) {
        let canvas = Size(width: Double(device.screen.width), height: (height + 2 * LiveActivityDeviceProfile.islandTop).rounded(.up))
        var list = DisplayList(size: canvas)
        list.append(.fill(.rect(Rect(x: 0, y: 0, width: canvas.width, height: canvas.height)), .solid(colors.screenBehindIsland), .nonZero))
        return (list, canvas.width)
    }

    private func islandItems(_ outline: VectorPath, island: DynamicIsland, env: EnvironmentValues) -> [DisplayItem] {
        var items: [DisplayItem] = [.fill(outline, .solid(colors.island), .nonZero)]
        if let keyline = island.keylineColor?.resolve(in: env) {
            // iOS tints the island's thin border; 1 pt, half opaque (chosen: the keyline is "subtle").
            items.append(.stroke(outline, .solid(RGBAColor(red: keyline.red, green: keyline.green, blue: keyline.blue,
                                                             alpha: keyline.alpha * 0.5)), StrokeOptions(width: 1)))
        }
        return items
    }

    /// compactLeading | sensor housing | compactTrailing, one capsule. Each side is as wide as its view
    /// plus its margins, at most the HIG's slot; the island stays centred on the camera, so both sides take
    /// the wider one's width (each view centred in its side). A view wider than the slot is clipped there
    /// (Text truncates itself in the slot's width), with a warning.
    private func compact(_ island: DynamicIsland, log: WarningLog, placed: PlacedCollector) throws -> DisplayList {
        let maximum = device.compactSlot
        let height = Double(maximum.height)
        let env = try environment(colorScheme: .dark, size: Size(width: Double(maximum.width), height: height), log: log)
        let outer = CGFloat(LiveActivityDeviceProfile.compactOuterMargin)
        let sides: [(name: String, slot: Slot, margins: EdgeInsets)] = [
            ("compactLeading", Slot(env: env, view: island.compactLeading(), log: log, placed: placed),
             island.margins(for: .compactLeading, defaults: EdgeInsets(top: 0, leading: outer, bottom: 0, trailing: 0))),
            ("compactTrailing", Slot(env: env, view: island.compactTrailing(), log: log, placed: placed),
             island.margins(for: .compactTrailing, defaults: EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: outer))),
        ]
        let ideals = sides.map { side in side.slot.idealSize(width: nil, height: max(0, height - Double(side.margins.top + side.margins.bottom))) }
        let sideWidth = Self.compactSideWidth(ideals: ideals.map(\.width), margins: sides.map(\.margins), maximum: Double(maximum.width))
        let width = 2 * sideWidth + LiveActivityDeviceProfile.sensorHousingWidth
        var (list, canvasWidth) = islandCanvas(height: height)
        let x0 = (canvasWidth - width) / 2
        let top = LiveActivityDeviceProfile.islandTop
        let outline = VectorPath.capsule(in: Rect(x: x0, y: top, width: width, height: height))
        list.append(contentsOf: islandItems(outline, island: island, env: env))
        for (index, side) in sides.enumerated() {
            let slotRect = Rect(x: index == 0 ? x0 : x0 + width - sideWidth, y: top, width: sideWidth, height: height)
            let frame = slotRect.inset(side.margins)
            let room = Double(maximum.width) - Double(side.margins.leading + side.margins.trailing)
            if ideals[index].width > room + 0.005 {
                log.add("\(side.name) is \(Self.points(ideals[index].width - room)) pt wider than its \(Self.points(room)) pt slot; clipped")
            }
            list.append(nodes: side.slot.nodes(in: frame, clip: .rect(slotRect)))
        }
        return list
    }

    /// The width of each side of the compact island: the wider view plus its margins, at most `maximum`
    /// (the HIG's slot), rounded up to a whole point.
    static func compactSideWidth(ideals: [Double], margins: [EdgeInsets], maximum: Double) -> Double {
        let needed = zip(ideals, margins).map { ideal, m in ideal + Double(m.leading + m.trailing) }.max() ?? 0
        return min(needed.rounded(.up), maximum)
    }

    /// The minimal view in a circle (up to 45 pt wide): attached to the island's leading side, or
    /// detached beside it.
    private func minimal(_ island: DynamicIsland, detached: Bool, log: WarningLog, placed: PlacedCollector) throws -> DisplayList {
        let height = device.minimalHeight
        let housing = LiveActivityDeviceProfile.sensorHousingWidth
        let gap = LiveActivityDeviceProfile.detachedGap
        let env = try environment(colorScheme: .dark, size: Size(width: height, height: height), log: log)
        let margins = island.margins(for: .minimal, defaults: EdgeInsets(top: CGFloat(LiveActivityDeviceProfile.minimalMargin),
                                                                          leading: CGFloat(LiveActivityDeviceProfile.minimalMargin),
                                                                          bottom: CGFloat(LiveActivityDeviceProfile.minimalMargin),
                                                                          trailing: CGFloat(LiveActivityDeviceProfile.minimalMargin)))
        let slot = Slot(env: env, view: island.minimal(), log: log, placed: placed)
        let innerHeight = height - Double(margins.top + margins.bottom)
        let ideal = slot.idealSize(width: nil, height: innerHeight)
        let horizontal = Double(margins.leading + margins.trailing)
        let bubbleWidth = min(max(height, ideal.width + horizontal), device.minimalMaximumWidth)
        if ideal.width + horizontal > device.minimalMaximumWidth + 0.005 {
            log.add("minimal is \(Self.points(ideal.width + horizontal - device.minimalMaximumWidth)) pt wider than the \(Self.points(device.minimalMaximumWidth)) pt iOS allows; clipped")
        }
        var (list, canvasWidth) = islandCanvas(height: height)
        let top = LiveActivityDeviceProfile.islandTop
        let total = detached ? housing + gap + bubbleWidth : bubbleWidth + housing
        let x0 = ((canvasWidth - total) / 2)
        let bubble: Rect
        if detached {
            // The island itself holds another app's activity: plain black, without this activity's keyline.
            list.append(.fill(.capsule(in: Rect(x: x0, y: top, width: housing, height: height)), .solid(colors.island), .nonZero))
            bubble = Rect(x: x0 + housing + gap, y: top, width: bubbleWidth, height: height)
            list.append(contentsOf: islandItems(.capsule(in: bubble), island: island, env: env))
        } else {
            list.append(contentsOf: islandItems(.capsule(in: Rect(x: x0, y: top, width: total, height: height)), island: island, env: env))
            bubble = Rect(x: x0, y: top, width: bubbleWidth, height: height)
        }
        list.append(nodes: slot.nodes(in: bubble.inset(margins), clip: .capsule(in: bubble)))
        return list
    }

    /// The expanded island: leading and trailing beside the camera, center below it between them, bottom
    /// below all three, 84 to 160 pt high (`ExpandedIslandLayout`).
    private func expanded(_ island: DynamicIsland, log: WarningLog, placed: PlacedCollector) throws -> DisplayList {
        let width = device.expandedWidth
        let m = CGFloat(LiveActivityDeviceProfile.expandedMargin)
        let margins = island.margins(for: .expanded, defaults: EdgeInsets(top: m, leading: m, bottom: m, trailing: m))
        let env = try environment(colorScheme: .dark, size: Size(width: width, height: LiveActivityDeviceProfile.maximumHeight), log: log)
        // Each shown region (the last of each position) resolved once: its vertical placement, declared
        // inside its view, comes up with its resolution; measuring and drawing reuse it.
        var slots: [DynamicIslandExpandedRegionPosition: Slot] = [:]
        var regions: [DynamicIslandExpandedRegionContent] = []
        let declared = island.expanded()
        for region in declared where !regions.contains(where: { $0.position == region.position }) {
            guard let shown = declared.last(where: { $0.position == region.position }) else { continue }
            let slot = Slot(env: env, view: shown.view, log: log, placed: placed)
            var placedRegion = shown
            placedRegion.verticalPlacement = slot.resolved.verticalPlacement ?? .default
            slots[shown.position] = slot
            regions.append(placedRegion)
        }
        let layout = ExpandedIslandLayout.layout(regions: regions, width: width, margins: margins,
                                                 housing: Double(device.sensorHousing.height)) { region, w, h in
            slots[region.position]?.idealSize(width: w, height: h) ?? Size(width: 0, height: 0)
        }
        for overflow in layout.overflows {
            log.add("expanded region '\(overflow.position)' is \(Self.points(overflow.amount)) pt taller than the island allows (\(Self.points(LiveActivityDeviceProfile.maximumHeight)) pt); clipped")
        }
        var (list, canvasWidth) = islandCanvas(height: layout.height)
        let x0 = (canvasWidth - width) / 2
        let top = LiveActivityDeviceProfile.islandTop
        let shape = Rect(x: x0, y: top, width: width, height: layout.height)
        let outline = VectorPath.roundedRect(shape, radius: LiveActivityDeviceProfile.expandedCornerRadius, style: .continuous)
        list.append(contentsOf: islandItems(outline, island: island, env: env))
        for region in layout.frames {
            let frame = region.frame.offsetBy(dx: x0, dy: top).inset(region.region.extraMargins)
            list.append(nodes: slots[region.region.position]?.nodes(in: frame, clip: outline) ?? [])
        }
        return list
    }
}

extension Rect {
    func inset(_ insets: EdgeInsets) -> Rect {
        Rect(x: minX + Double(insets.leading), y: minY + Double(insets.top),
             width: max(0, width - Double(insets.leading + insets.trailing)), height: max(0, height - Double(insets.top + insets.bottom)))
    }
}

/// The views each slot placed, in the picture's coordinates: `RenderedWidget.layout` of a Live Activity.
package final class PlacedCollector: @unchecked Sendable {
    package var nodes: [PlacedNode] = []
    package init() {}
}

extension PlacedNode {
    /// This subtree with every frame scaled by `s` about the origin, then moved by `offset` (for inspection:
    /// effects and drawings keep their own geometry).
    func scaled(by s: Double, movedBy offset: Point) -> PlacedNode {
        var node = self
        node.frame = Rect(x: frame.minX * s + offset.x, y: frame.minY * s + offset.y, width: frame.width * s, height: frame.height * s)
        node.children = children.map { $0.scaled(by: s, movedBy: offset) }
        return node
    }
}

/// Why a Live Activity could not be drawn.
public enum LiveActivityRenderError: Error, Equatable, CustomStringConvertible {
    case notALiveActivity(widget: String)
    case attributesMismatch(widget: String, expected: String, got: String)

    public var description: String {
        switch self {
        case .notALiveActivity(let widget):
            return "\(widget)'s body is not an ActivityConfiguration: only a Live Activity widget can be drawn as one"
        case .attributesMismatch(let widget, let expected, let got):
            return "\(widget) shows \(expected) activities but the preview passes \(got) attributes: pass \(expected)"
        }
    }
}
