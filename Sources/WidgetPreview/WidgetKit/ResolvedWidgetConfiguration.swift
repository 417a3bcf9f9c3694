import Foundation

/// What a widget's configuration says, once its modifiers are applied: the renderer reads it.
package struct ResolvedWidgetConfiguration {
    package var kind: String
    /// `configurationDisplayName` / `description` as written: a key is looked up in the render's locale and
    /// String Catalogs where it is shown (`displayName(in:)`), as the widget gallery shows it in the
    /// device's language.
    package var displayNameText: Text?
    package var descriptionTextValue: Text?
    /// The name and description without a render's localizations (the key or string as written).
    package var displayName: String? { displayNameText?.plainString(in: EnvironmentValues()) }
    package var descriptionText: String? { descriptionTextValue?.plainString(in: EnvironmentValues()) }

    package func displayName(in env: EnvironmentValues) -> String? { displayNameText?.plainString(in: env) }
    package func descriptionText(in env: EnvironmentValues) -> String? { descriptionTextValue?.plainString(in: env) }
    /// nil: WidgetKit's default, the Home Screen families.
    package var supportedFamilies: [WidgetFamily]?
    package var contentMarginsDisabled = false
    package var backgroundRemovable = true
    package var disfavoredLocations: [WidgetLocation: [WidgetFamily]] = [:]
    package var promptsForUserConfiguration = false
    /// The entry type the content closure takes (for the error when another is passed).
    package let entryType: Any.Type
    package let placeholder: (TimelineProviderContext) -> any TimelineEntry
    /// The content for an entry, nil when the entry is not of `entryType`.
    package let content: (any TimelineEntry) -> AnyView?

    /// WidgetKit's default when `supportedFamilies` is not called: every system family.
    package static let defaultFamilies: [WidgetFamily] = [.systemSmall, .systemMedium, .systemLarge, .systemExtraLarge]

    package var families: [WidgetFamily] { supportedFamilies ?? Self.defaultFamilies }

    init<Entry: TimelineEntry, Content: View>(kind: String, entry: Entry.Type,
                                              placeholder: @escaping (TimelineProviderContext) -> Entry,
                                              content: @escaping (Entry) -> Content) {
        self.kind = kind
        entryType = Entry.self
        self.placeholder = { placeholder($0) }
        self.content = { entry in (entry as? Entry).map { AnyView(content($0)) } }
    }

    /// The configuration of a widget, or nil when its body is not built from WidgetKit configurations.
    package static func of<W: Widget>(_ widget: W) -> ResolvedWidgetConfiguration? {
        resolve(widget.body)
    }

    private static func resolve<C: WidgetConfiguration>(_ configuration: C) -> ResolvedWidgetConfiguration? {
        if let primitive = configuration as? any PrimitiveWidgetConfiguration { return primitive.resolved }
        if C.Body.self == Never.self { return nil }
        return resolve(configuration.body)
    }
}

/// Built-in configurations that carry their resolved form.
protocol PrimitiveWidgetConfiguration {
    var resolved: ResolvedWidgetConfiguration { get }
}

/// A configuration with modifiers applied.
public struct ModifiedWidgetConfiguration: WidgetConfiguration, PrimitiveWidgetConfiguration {
    let resolved: ResolvedWidgetConfiguration
    public var body: Never { primitiveBody(Self.self) }
}

extension WidgetConfiguration {
    /// This configuration resolved and edited (nil resolution: the modifier has nothing to apply to).
    private func editing(_ edit: (inout ResolvedWidgetConfiguration) -> Void) -> ModifiedWidgetConfiguration? {
        guard let primitive = self as? any PrimitiveWidgetConfiguration else { return nil }
        var resolved = primitive.resolved
        edit(&resolved)
        return ModifiedWidgetConfiguration(resolved: resolved)
    }

    private func modified(_ edit: (inout ResolvedWidgetConfiguration) -> Void) -> ModifiedWidgetConfiguration {
        if let done = editing(edit) { return done }
        // A custom configuration type: resolve through its body.
        var resolved = ResolvedWidgetConfiguration.resolveAny(self) ?? ResolvedWidgetConfiguration.empty
        edit(&resolved)
        return ModifiedWidgetConfiguration(resolved: resolved)
    }

    public func configurationDisplayName(_ displayName: Text) -> some WidgetConfiguration {
        modified { $0.displayNameText = displayName }
    }
    public func configurationDisplayName(_ displayNameKey: LocalizedStringKey) -> some WidgetConfiguration {
        configurationDisplayName(Text(displayNameKey))
    }
    @_disfavoredOverload
    public func configurationDisplayName<S: StringProtocol>(_ displayName: S) -> some WidgetConfiguration {
        modified { $0.displayNameText = Text(verbatim: String(displayName)) }
    }

    public func description(_ description: Text) -> some WidgetConfiguration {
        modified { $0.descriptionTextValue = description }
    }
    public func description(_ descriptionKey: LocalizedStringKey) -> some WidgetConfiguration {
        self.description(Text(descriptionKey))
    }
    @_disfavoredOverload
    public func description<S: StringProtocol>(_ description: S) -> some WidgetConfiguration {
        modified { $0.descriptionTextValue = Text(verbatim: String(description)) }
    }

    public func supportedFamilies(_ families: [WidgetFamily]) -> some WidgetConfiguration {
        modified { $0.supportedFamilies = families }
    }

    /// Content is laid out in the whole container; the view adds `widgetContentMargins` itself.
    public func contentMarginsDisabled() -> some WidgetConfiguration {
        modified { $0.contentMarginsDisabled = true }
    }

    /// `false`: the background is never removed, and WidgetKit does not offer the widget in places that
    /// remove backgrounds (StandBy, iPad Lock Screen).
    public func containerBackgroundRemovable(_ isRemovable: Bool = true) -> some WidgetConfiguration {
        modified { $0.backgroundRemovable = isRemovable }
    }

    public func disfavoredLocations(_ locations: [WidgetLocation], for families: [WidgetFamily]) -> some WidgetConfiguration {
        modified { config in for location in locations { config.disfavoredLocations[location] = families } }
    }

    public func promptsForUserConfiguration() -> some WidgetConfiguration {
        modified { $0.promptsForUserConfiguration = true }
    }

    public func onBackgroundURLSessionEvents(matching matchingString: String? = nil,
                                             _ urlSessionEvents: @escaping (String, @escaping () -> Void) -> Void) -> some WidgetConfiguration {
        self
    }
}

extension ResolvedWidgetConfiguration {
    static func resolveAny(_ configuration: any WidgetConfiguration) -> ResolvedWidgetConfiguration? {
        func open<C: WidgetConfiguration>(_ c: C) -> ResolvedWidgetConfiguration? { resolve(c) }
        return open(configuration)
    }

    /// A configuration without content (what a modifier on an unknown configuration type edits).
    static var empty: ResolvedWidgetConfiguration {
        ResolvedWidgetConfiguration(kind: "", entry: PlaceholderEntry.self, placeholder: { _ in PlaceholderEntry(date: Date(timeIntervalSince1970: 0)) },
                                    content: { _ in EmptyView() })
    }
}

/// The entry of a configuration that has none.
struct PlaceholderEntry: TimelineEntry {
    let date: Date
}

extension WidgetRenderer {
    /// The families a widget's configuration supports (WidgetKit's default when it does not say).
    package static func supportedFamilies<W: Widget>(of widget: W) -> [WidgetFamily] {
        ResolvedWidgetConfiguration.of(widget)?.families ?? ResolvedWidgetConfiguration.defaultFamilies
    }
}
