import Foundation
import Graphics
import Typography

/// Draws a widget as WidgetKit shows it in a place: its family's size on the context's device, its
/// container (outline, margins, background kept or removed), the place's rendering mode, and the
/// backdrop. A value type with no shared state: any number may render at once on any threads.
public struct WidgetRenderer: Sendable {
    public var family: WidgetFamily
    public var context: RenderContext
    /// Pixels per point.
    public var scale: Double

    /// The gallery and `render` ask for WidgetKit's choice: a widget whose background may not be removed is
    /// not offered in places that remove backgrounds, so rendering it there throws `notOfferedInPlace`. Off
    /// (the library's default), such a widget is drawn there anyway, with a warning, so a caller that asks for
    /// every place still gets a picture.
    package var refusesPlacesThatDoNotOfferTheWidget = false

    public init(family: WidgetFamily, context: RenderContext = .homeScreen, scale: Double = 2) {
        self.family = family
        self.context = context
        self.scale = scale
    }

    /// The family's size in points on the context's device, in the context's release.
    public func size() throws -> CGSize {
        guard family.exists(on: context.os) else {
            throw WidgetRenderError.familyNotInRelease(family: family, release: context.os)
        }
        guard let size = context.device.size(of: family, on: context.os, from: context.frames) else {
            throw WidgetRenderError.familyNotOnDevice(family: family, device: context.device.name)
        }
        return size
    }

    /// A view drawn as a widget's content (a widget entry view): no configuration applies, margins are
    /// the place's defaults and the background is removable.
    public func render<V: View>(_ view: V) throws -> RenderedWidget {
        try render(content: view, settings: Settings(title: Self.readableName(of: V.self)))
    }

    /// A widget drawn for `entry`: its configuration applies (supported families, content margins,
    /// background removability).
    public func render<W: Widget, E: TimelineEntry>(_ widget: W, entry: E) throws -> RenderedWidget {
        let configuration = try configuration(of: widget)
        guard let content = configuration.content(entry) else {
            throw WidgetRenderError.entryTypeMismatch(widget: "\(W.self)", expected: "\(configuration.entryType)", got: "\(E.self)")
        }
        return try render(content: content, settings: Settings(widget: "\(W.self)", configuration))
    }

    /// The widget's placeholder (its provider's `placeholder(in:)` entry) drawn redacted, as the widget
    /// gallery shows it while the real entry loads.
    public func renderPlaceholder<W: Widget>(_ widget: W) throws -> RenderedWidget {
        let configuration = try configuration(of: widget)
        let providerContext = TimelineProviderContext(family: family, displaySize: try size(), isPreview: true,
                                                      colorScheme: context.colorScheme, displayScale: CGFloat(scale))
        let entry = configuration.placeholder(providerContext)
        guard let content = configuration.content(entry) else {
            throw WidgetRenderError.entryTypeMismatch(widget: "\(W.self)", expected: "\(configuration.entryType)", got: "\(type(of: entry))")
        }
        return try render(content: content.redacted(reason: .placeholder), settings: Settings(widget: "\(W.self)", configuration))
    }

    /// The provider context WidgetKit would pass for this family and place (`isPreview` false).
    public func providerContext(isPreview: Bool = false) throws -> TimelineProviderContext {
        TimelineProviderContext(family: family, displaySize: try size(), isPreview: isPreview, colorScheme: context.colorScheme,
                                displayScale: CGFloat(scale))
    }

    /// A view type's name without modifier wrappers (`ModifiedContent<EntryView, …>` → `EntryView`).
    static func readableName(of type: Any.Type) -> String {
        var name = "\(type)"
        while name.hasPrefix("ModifiedContent<") {
            name.removeFirst("ModifiedContent<".count)
        }
        if let end = name.firstIndex(where: { $0 == "," || $0 == "<" || $0 == ">" }) { name = String(name[..<end]) }
        return name
    }

    private func configuration<W: Widget>(of widget: W) throws -> ResolvedWidgetConfiguration {
        guard let configuration = ResolvedWidgetConfiguration.of(widget) else {
            throw WidgetRenderError.noConfiguration(widget: "\(W.self)")
        }
        guard configuration.families.contains(family) else {
            throw WidgetRenderError.unsupportedFamily(widget: "\(W.self)", family: family, supported: configuration.families)
        }
        return configuration
    }

    /// What a widget's configuration changes about a render.
    struct Settings {
        var title: String
        /// The widget's display name, localized in the render's environment when there is one.
        var displayName: ((EnvironmentValues) -> String?)?
        var contentMarginsDisabled = false
        var backgroundRemovable = true

        init(title: String) { self.title = title }
        init(widget: String, _ configuration: ResolvedWidgetConfiguration) {
            title = configuration.displayName ?? (configuration.kind.isEmpty ? widget : configuration.kind)
            displayName = { configuration.displayName(in: $0) }
            contentMarginsDisabled = configuration.contentMarginsDisabled
            backgroundRemovable = configuration.backgroundRemovable
        }
    }

    // MARK: - The pipeline

    private func render<V: View>(content: V, settings: Settings) throws -> RenderedWidget {
        guard scale.isFinite, scale > 0 else { throw WidgetRenderError.invalidScale(scale) }
        let cgSize = try size()
        let size = Size(width: Double(cgSize.width), height: Double(cgSize.height))
        let log = WarningLog()
        if !context.hostedFamilies.contains(family) {
            log.add("\(context.name) does not host \(family) widgets (it hosts \(context.hostedFamilies.map(\.description).joined(separator: ", "))); drawn anyway")
        }
        // A widget whose background may not be removed is not offered where backgrounds are removed
        // (StandBy, the iPad Lock Screen): decided before anything is resolved, as WidgetKit's gallery does.
        if refusesPlacesThatDoNotOfferTheWidget && !settings.backgroundRemovable && !context.showsContainerBackground
            && family.isSystem && context.place != .homeScreen {
            throw WidgetRenderError.notOfferedInPlace(widget: settings.title, place: context.name)
        }
        if !context.exists(on: context.os) {
            log.add("\(context.name) is an appearance \(context.os) does not have; drawn as its tinted Home Screen")
        }
        let smallSide = context.device.size(of: .systemSmall, on: context.os, from: context.frames).map { Double($0.width) }
        let container = WidgetContainer(family: family, size: size, place: context.place, smallSide: smallSide)

        // Background: kept where the place shows it, or where the widget forbids removing it (the tinted
        // Home Screen, the Lock Screen's accessories).
        let keepsBackground = context.showsContainerBackground || !settings.backgroundRemovable
        if !context.showsContainerBackground && !settings.backgroundRemovable && context.place != .homeScreen {
            // Accessory families: Apple documents no exclusion, so the picture is drawn, with the warning.
            log.add("\(settings.title) uses containerBackgroundRemovable(false): WidgetKit does not offer it in \(context.name) (a place that removes backgrounds); drawn with its background")
        }

        let env = try environment(container: container, showsBackground: keepsBackground, log: log)
        var settings = settings
        if let displayName = settings.displayName {
            let (name, handedUp) = Resolver.collectingUpwardValues { displayName(env) }
            log.add(contentsOf: handedUp.warnings)
            if let name { settings.title = name }
        }
        // The content first: what it hands up (its container background) decides the container.
        let resolved = Resolver.resolveRoot(content, in: env)
        // Accented, WidgetKit's own background is its tinted glass (drawn under the widget by `underlay`),
        // never the system fill turned white: a kept photo's dark areas, whose luminance becomes
        // transparency, show that glass.
        let systemBackground = context.renderingMode == .accented
            ? nil : container.systemBackground(place: context.place, colorScheme: context.colorScheme)
        let root = WidgetContainerView(content: resolved, container: container,
                                       insets: settings.contentMarginsDisabled ? EdgeInsets() : container.contentMargins,
                                       systemBackground: systemBackground,
                                       keepsBackground: keepsBackground)
        let output = ViewRenderer(environment: env).render(root, size: size)
        log.add(contentsOf: output.warnings)
        if resolved.containerBackground == nil && family != .accessoryInline {
            let drawn = keepsBackground && container.systemBackground(place: context.place, colorScheme: context.colorScheme) != nil
                ? "; drawn on the system background" : ""
            log.add("\(settings.title) declares no containerBackground(for: .widget): WidgetKit (iOS 17+) asks every widget to adopt it\(drawn)")
        }

        var list = output.displayList
        // The picture is whole points: a fractional family size (the watch's 80.5 pt, iPad canvases) is
        // drawn at the top left of a canvas rounded up to the next point, the backdrop filling the strip.
        // SVG renderers (resvg) round a fractional SVG size up, so only whole points keep PNG and SVG equal.
        list.size = Size(width: size.width.rounded(.up), height: size.height.rounded(.up))
        if family == .accessoryInline {
            // WidgetKit draws inline widgets in the Lock Screen's own colour too: every run white, alpha kept.
            // (What the line keeps, one text and one image, was decided when it was placed: InlineWidgetNode.)
            list = list.restyled(.accented(accent: .white, standard: .white))
        }
        // The place's own colours (a named accent colour) hand their warnings up too.
        let (_, placeValues) = Resolver.collectingUpwardValues {
            list = list.restyled(treatment(env: env))
            list.prepend(underlay(container: container, env: env))
        }
        log.add(contentsOf: placeValues.warnings)
        if context.place == .standBy, family == .systemSmall,
           let factor = StandBySlot.scale(on: context.device, smallSide: size.width) {
            list = list.scaledUp(by: factor)
        }

        return try RenderedWidget(displayList: list, layout: ViewLayout.tree(of: output.placed, canvas: size),
                                  scale: scale, warnings: log.messages, title: settings.title,
                                  accessibilityLabels: output.accessibilityLabels, widgetURL: output.widgetURL,
                                  linkDestinations: output.linkDestinations)
    }

    /// The environment a render's content sees (the Live Activity renderer builds on it too).
    func environment(container: WidgetContainer, showsBackground: Bool, log: WarningLog) throws -> EnvironmentValues {
        var env = try context.baseEnvironment(scale: scale, log: log)
        if context.device.kind == .watch {
            env.font = WatchTypography.defaultFont(family: family, caseMillimetres: Int(context.device.screen.width))
            env.watchCaseMillimetres = Int(context.device.screen.width)
        }
        // containerRelativeFrame measures the widget less its content margins (a container's margins are
        // not part of its content's space).
        let margins = container.contentMargins
        env.containerSize = Size(max(0, container.size.width - Double(margins.leading + margins.trailing)),
                                 max(0, container.size.height - Double(margins.top + margins.bottom)))
        env.widgetFamily = family
        env.widgetRenderingMode = context.renderingMode
        env.showsWidgetContainerBackground = showsBackground
        env.widgetContentMargins = container.contentMargins
        env.isLuminanceReduced = context.isLuminanceReduced
        env.containerCornerRadius = container.cornerRadius
        if context.isDeviceLocked { env.redactionReasons = [.privacy] }
        if family == .accessoryInline {
            env.systemLockedFont = WidgetContainer.inlineFont
            env.systemLineLimit = 1
        }
        return env
    }

    /// iOS 26 tints primary and accented content alike white ("Optimizing your widget for accented
    /// rendering mode and Liquid Glass"): the tint is in the glass. iOS 18 draws the accent group in the tint.
    /// Knocked-out content (a prominent button's label) takes the iOS 18 plate's colour on both (chosen:
    /// Apple documents no button look in the accented mode; white on a white fill would not read).
    private func treatment(env: EnvironmentValues) -> ColorTreatment {
        switch context.renderingMode {
        case .accented where context.os >= .iOS26:
            return .accented(accent: .white, standard: .white, knockout: Backdrops.tintedPlate(accent: context.accentColor.resolve(in: env)))
        case .accented:
            let accent = context.accentColor.resolve(in: env)
            return .accented(accent: accent, standard: .white, knockout: Backdrops.tintedPlate(accent: accent))
        case .vibrant: return .vibrant(tint: context.vibrantTint.resolve(in: env))
        default: return .fullColor
        }
    }

    /// What is drawn under the widget: the backdrop over the whole picture, then (accented Home Screen) the
    /// iOS 26 glass or the iOS 18 tinted plate in the container's outline, under a removed background and under one the widget
    /// keeps (`containerBackgroundRemovable(false)`) alike: images there map luminance to alpha
    /// ("accentedDesaturated … Maps the luminance of the Image in to the alpha channel", WidgetKit docs),
    /// so what shows through is the glass, not a white system fill.
    private func underlay(container: WidgetContainer, env: EnvironmentValues) -> [DisplayItem] {
        var items: [DisplayItem] = []
        let bounds = Rect(x: 0, y: 0, width: container.size.width.rounded(.up), height: container.size.height.rounded(.up))
        switch context.backdrop {
        case .none: break
        case .color(let color): items.append(.fill(VectorPath.rect(bounds), .solid(color.resolve(in: env)), .nonZero))
        case .lockScreenWallpaper: items.append(.fill(VectorPath.rect(bounds), Backdrops.lockScreenWallpaper(in: bounds), .nonZero))
        }
        if context.renderingMode == .accented, family.isSystem, let path = container.path {
            let accent = context.accentColor.resolve(in: env)
            if context.os >= .iOS26 {
                items += HomeScreenGlass(appearance: context.accentedAppearance, accent: accent)
                    .items(in: container.bounds, radius: container.cornerRadius)
            } else {
                items.append(.fill(path, .solid(Backdrops.tintedPlate(accent: accent)), .nonZero))
            }
        }
        return items
    }
}

/// The built-in backdrops and plates.
enum Backdrops {
    /// Deep blue (28, 40, 92) at the top left to violet (92, 44, 110) at the bottom right: a dark
    /// wallpaper so white vibrant content has the Lock Screen's contrast. Chosen, not measured.
    static func lockScreenWallpaper(in bounds: Rect) -> Paint {
        .linearGradient(GradientStops([.init(color: RGBAColor(r8: 28, g8: 40, b8: 92), location: 0),
                                       .init(color: RGBAColor(r8: 92, g8: 44, b8: 110), location: 1)]),
                        start: Point(bounds.minX, bounds.minY), end: Point(bounds.maxX, bounds.maxY))
    }

    /// The tinted Home Screen's plate: the accent at 30 % of its brightness, opaque (a dark glass of the
    /// person's tint; Apple publishes no value). Keeps the accent's hue, so the picture has only that hue
    /// and white.
    static func tintedPlate(accent: RGBAColor) -> RGBAColor {
        RGBAColor(red: accent.red * 0.3, green: accent.green * 0.3, blue: accent.blue * 0.3)
    }
}
