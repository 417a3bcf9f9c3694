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
        return try render(content: views.content, island: views.island, title: "\(W.self)")
    }

    /// The same, for a content state without a stale date.
    public func render<W: Widget, A: ActivityAttributes>(_ widget: W, attributes: A, state: A.ContentState) throws -> RenderedWidget {
        try render(widget, attributes: attributes, content: ActivityContent(state: state, staleDate: nil))
    }

    // MARK: - The pipeline

    private func render(content: AnyView, island: DynamicIsland, title: String) throws -> RenderedWidget {
        guard scale.isFinite, scale > 0 else { throw WidgetRenderError.invalidScale(scale) }
        let log = WarningLog()
        let list: DisplayList
        switch presentation {
        case .lockScreen, .lockScreenDark: list = try lockScreen(content, log: log)
        case .compact: list = try compact(island, log: log)
        case .minimal: list = try minimal(island, detached: false, log: log)
        case .minimalDetached: list = try minimal(island, detached: true, log: log)
        case .expanded: list = try expanded(island, log: log)
        }
        // The presentations compose several renders; the inspected tree is the picture's frame alone for now.
        let canvas = PlacedNode(frame: Rect(x: 0, y: 0, width: list.size.width, height: list.size.height))
        return try RenderedWidget(displayList: list, layout: ViewLayout.tree(of: canvas, canvas: list.size), scale: scale,
                                  warnings: log.messages, title: title)
    }

    /// The environment of Live Activity content: the place's (locale, now, assets), the island's dark
    /// appearance, the `.medium` activity family.
    private func environment(colorScheme: ColorScheme, size: Size, log: WarningLog, sink: ActivityStyleSink?) throws -> EnvironmentValues {
        var place = context
        place.colorScheme = colorScheme
        let widgetRenderer = WidgetRenderer(family: .systemMedium, context: place, scale: scale)
        let container = WidgetContainer(family: .systemMedium, size: size, place: place.place, smallSide: nil)
        var env = try widgetRenderer.environment(container: container, showsBackground: true, log: log)
        env.widgetContentMargins = EdgeInsets()
        env.containerSize = size
        env.activityFamily = .medium
        env.supportedActivityFamilies = [.medium]
        env.activityStyleSink = sink
        return env
    }

    /// A slot's content: its ideal size for a proposal, and its drawing laid out in `frame`, clipped to
    /// `clip` (the slot, or the island's outline).
    private struct Slot {
        let env: EnvironmentValues
        let view: AnyView
        /// Where what the slot's views hand up goes.
        let log: WarningLog

        func idealSize(width: Double?, height: Double?) -> Size {
            ViewRenderer(environment: env).resolve(view).sizeThatFits(ProposedSize(width: width, height: height))
        }

        func items(in frame: Rect, clip: VectorPath) -> [DisplayItem] {
            guard frame.width > 0, frame.height > 0 else { return [] }
            let output = ViewRenderer(environment: env).render(view, size: Size(width: frame.width, height: frame.height))
            log.add(contentsOf: output.warnings)
            return [.pushClip(clip, .nonZero)] + output.displayList.items.map { $0.applying(.translation(frame.minX, frame.minY)) } + [.popClip]
        }
    }

    private static func points(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() ? "\(Int(rounded))" : "\(rounded)"
    }

    // MARK: Lock Screen

    /// HIG: the Lock Screen presentation is as wide as the table says and at most 160 pt high; iOS clips
    /// what is taller at the bottom. The content fills it without system margins (the view adds its own).
    private func lockScreen(_ content: AnyView, log: WarningLog) throws -> DisplayList {
        let width = device.lockScreenWidth
        let sink = ActivityStyleSink()
        let scheme = context.colorScheme
        let env = try environment(colorScheme: scheme, size: Size(width: width, height: LiveActivityDeviceProfile.maximumHeight),
                                  log: log, sink: sink)
        let slot = Slot(env: env, view: content, log: log)
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
        let contentItems = slot.items(in: contentFrame, clip: outline)
        let tint = sink.backgroundTint?.resolve(in: env)
        let background = tint ?? Self.lockScreenMaterial(scheme)

        var list = DisplayList(size: canvas)
        let bounds = Rect(x: 0, y: 0, width: canvas.width, height: canvas.height)
        list.append(.fill(.rect(bounds), Backdrops.lockScreenWallpaper(in: bounds), .nonZero))
        list.append(.fill(outline, .solid(background), .nonZero))
        list.append(contentsOf: contentItems)
        return list
    }

    /// The system's platter without `activityBackgroundTint`: a translucent material over the wallpaper.
    /// Apple publishes no values; light 78 % white, dark 78 % of (28, 28, 30), chosen to read as the
    /// notification platters on screenshots.
    static func lockScreenMaterial(_ scheme: ColorScheme) -> RGBAColor {
        scheme == .dark ? RGBAColor(red: 28 / 255, green: 28 / 255, blue: 30 / 255, alpha: 0.78)
                        : RGBAColor(red: 1, green: 1, blue: 1, alpha: 0.78)
    }

    // MARK: The Dynamic Island

    /// The screen behind the island: an app in light mode (the grouped background), so the black island shows.
    static let screenBehindIsland = RGBAColor(r8: 242, g8: 242, b8: 247)

    private func islandCanvas(height: Double) -> (DisplayList, Double) {
        let canvas = Size(width: Double(device.screen.width), height: (height + 2 * LiveActivityDeviceProfile.islandTop).rounded(.up))
        var list = DisplayList(size: canvas)
        list.append(.fill(.rect(Rect(x: 0, y: 0, width: canvas.width, height: canvas.height)), .solid(Self.screenBehindIsland), .nonZero))
        return (list, canvas.width)
    }

    private func islandItems(_ outline: VectorPath, island: DynamicIsland, env: EnvironmentValues) -> [DisplayItem] {
        var items: [DisplayItem] = [.fill(outline, .solid(.black), .nonZero)]
        if let keyline = island.keylineColor?.resolve(in: env) {
            // iOS tints the island's thin border; 1 pt, half opaque (chosen: the keyline is "subtle").
            items.append(.stroke(outline, .solid(RGBAColor(red: keyline.red, green: keyline.green, blue: keyline.blue,
                                                             alpha: keyline.alpha * 0.5)), StrokeOptions(width: 1)))
        }
        return items
    }

    /// compactLeading | sensor housing | compactTrailing, one capsule. A view wider than its slot is
    /// clipped at the slot (Text truncates itself in the slot's width), with a warning.
    private func compact(_ island: DynamicIsland, log: WarningLog) throws -> DisplayList {
        let slotSize = device.compactSlot
        let height = Double(slotSize.height)
        let width = device.compactIslandWidth
        var (list, canvasWidth) = islandCanvas(height: height)
        let x0 = (canvasWidth - width) / 2
        let top = LiveActivityDeviceProfile.islandTop
        let outline = VectorPath.capsule(in: Rect(x: x0, y: top, width: width, height: height))
        let env = try environment(colorScheme: .dark, size: Size(width: Double(slotSize.width), height: height), log: log, sink: nil)
        list.append(contentsOf: islandItems(outline, island: island, env: env))

        let outer = LiveActivityDeviceProfile.compactOuterMargin
        let slots: [(String, DynamicIslandMode, AnyView, Double, EdgeInsets)] = [
            ("compactLeading", .compactLeading, island.compactLeading(), x0, EdgeInsets(top: 0, leading: CGFloat(outer), bottom: 0, trailing: 0)),
            ("compactTrailing", .compactTrailing, island.compactTrailing(), x0 + width - Double(slotSize.width),
             EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: CGFloat(outer))),
        ]
        for (name, mode, view, x, defaults) in slots {
            let margins = island.margins(for: mode, defaults: defaults)
            let slotRect = Rect(x: x, y: top, width: Double(slotSize.width), height: height)
            let frame = slotRect.inset(margins)
            let slot = Slot(env: env, view: view, log: log)
            let ideal = slot.idealSize(width: nil, height: frame.height)
            if ideal.width > frame.width + 0.005 {
                log.add("\(name) is \(Self.points(ideal.width - frame.width)) pt wider than its \(Self.points(frame.width)) pt slot; clipped")
            }
            list.append(contentsOf: slot.items(in: frame, clip: .rect(slotRect)))
        }
        return list
    }

    /// The minimal view in a circle (up to 45 pt wide): attached to the island's leading side, or
    /// detached beside it.
    private func minimal(_ island: DynamicIsland, detached: Bool, log: WarningLog) throws -> DisplayList {
        let height = device.minimalHeight
        let housing = LiveActivityDeviceProfile.sensorHousingWidth
        let gap = LiveActivityDeviceProfile.detachedGap
        let env = try environment(colorScheme: .dark, size: Size(width: height, height: height), log: log, sink: nil)
        let margins = island.margins(for: .minimal, defaults: EdgeInsets(top: CGFloat(LiveActivityDeviceProfile.minimalMargin),
                                                                          leading: CGFloat(LiveActivityDeviceProfile.minimalMargin),
                                                                          bottom: CGFloat(LiveActivityDeviceProfile.minimalMargin),
                                                                          trailing: CGFloat(LiveActivityDeviceProfile.minimalMargin)))
        let slot = Slot(env: env, view: island.minimal(), log: log)
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
            list.append(.fill(.capsule(in: Rect(x: x0, y: top, width: housing, height: height)), .solid(.black), .nonZero))
            bubble = Rect(x: x0 + housing + gap, y: top, width: bubbleWidth, height: height)
            list.append(contentsOf: islandItems(.capsule(in: bubble), island: island, env: env))
        } else {
            list.append(contentsOf: islandItems(.capsule(in: Rect(x: x0, y: top, width: total, height: height)), island: island, env: env))
            bubble = Rect(x: x0, y: top, width: bubbleWidth, height: height)
        }
        list.append(contentsOf: slot.items(in: bubble.inset(margins), clip: .capsule(in: bubble)))
        return list
    }

    /// The expanded island: leading and trailing beside the camera, center below it between them, bottom
    /// below all three, 84 to 160 pt high (`ExpandedIslandLayout`).
    private func expanded(_ island: DynamicIsland, log: WarningLog) throws -> DisplayList {
        let width = device.expandedWidth
        let m = CGFloat(LiveActivityDeviceProfile.expandedMargin)
        let margins = island.margins(for: .expanded, defaults: EdgeInsets(top: m, leading: m, bottom: m, trailing: m))
        let env = try environment(colorScheme: .dark, size: Size(width: width, height: LiveActivityDeviceProfile.maximumHeight),
                                  log: log, sink: nil)
        let regions = island.expanded()
        let layout = ExpandedIslandLayout.layout(regions: regions, width: width, margins: margins,
                                                 housing: Double(device.sensorHousing.height)) { region, w, h in
            Slot(env: env, view: region.view, log: log).idealSize(width: w, height: h)
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
        for placed in layout.frames {
            let frame = placed.frame.offsetBy(dx: x0, dy: top).inset(placed.region.extraMargins)
            list.append(contentsOf: Slot(env: env, view: placed.region.view, log: log).items(in: frame, clip: outline))
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
