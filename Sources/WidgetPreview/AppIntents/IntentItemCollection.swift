import Foundation

/// One option a dynamic options provider or query offers, with how the picker shows it (AppIntents'
/// `IntentItem`).
public struct IntentItem<Result>: Identifiable {
    public let id: UUID
    public let value: Result
    public let title: LocalizedStringResource?
    public let subtitle: LocalizedStringResource?
    public let image: DisplayRepresentation.Image?

    public init(_ value: Result, title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil,
                image: DisplayRepresentation.Image? = nil) {
        self.init(id: UUID(), value: value, title: title, subtitle: subtitle, image: image)
    }

    init(id: UUID = UUID(), value: Result, title: LocalizedStringResource?, subtitle: LocalizedStringResource?,
         image: DisplayRepresentation.Image?) {
        self.id = id
        self.value = value
        self.title = title
        self.subtitle = subtitle
        self.image = image
    }

    /// Lists items in a section body (`IntentItemSection("Title") { item; item }`): values and items.
    @resultBuilder
    public enum Builder {
        public static func buildExpression(_ item: IntentItem<Result>) -> [IntentItem<Result>] { [item] }
        public static func buildExpression(_ value: Result) -> [IntentItem<Result>] {
            [IntentItem(value: value, title: nil, subtitle: nil, image: nil)]
        }
        public static func buildExpression(_ items: [IntentItem<Result>]) -> [IntentItem<Result>] { items }
        public static func buildBlock(_ parts: [IntentItem<Result>]...) -> [IntentItem<Result>] { parts.flatMap { $0 } }
        public static func buildArray(_ parts: [[IntentItem<Result>]]) -> [IntentItem<Result>] { parts.flatMap { $0 } }
        public static func buildOptional(_ part: [IntentItem<Result>]?) -> [IntentItem<Result>] { part ?? [] }
        public static func buildEither(first part: [IntentItem<Result>]) -> [IntentItem<Result>] { part }
        public static func buildEither(second part: [IntentItem<Result>]) -> [IntentItem<Result>] { part }
        public static func buildLimitedAvailability(_ part: [IntentItem<Result>]) -> [IntentItem<Result>] { part }
    }
}

extension IntentItem: Sendable where Result: Sendable {}

/// A titled group of options (AppIntents' `IntentItemSection`).
public struct IntentItemSection<Result> {
    public let title: LocalizedStringResource?
    public let subtitle: LocalizedStringResource?
    public let image: DisplayRepresentation.Image?
    public let items: [IntentItem<Result>]

    public init(items: [IntentItem<Result>]) {
        self.init(nil, subtitle: nil, image: nil, items: items)
    }

    public init(title: LocalizedStringResource, items: [IntentItem<Result>]) {
        self.init(title, subtitle: nil, image: nil, items: items)
    }

    public init(_ title: LocalizedStringResource, items: [IntentItem<Result>]) {
        self.init(title, subtitle: nil, image: nil, items: items)
    }

    public init(_ title: LocalizedStringResource, items: [Result]) {
        self.init(title, subtitle: nil, image: nil,
                  items: items.map { IntentItem(value: $0, title: nil, subtitle: nil, image: nil) })
    }

    public init(_ title: LocalizedStringResource? = nil, @IntentItem<Result>.Builder itemsBuilder: () -> [IntentItem<Result>]) {
        self.init(title, subtitle: nil, image: nil, items: itemsBuilder())
    }

    public init(_ title: LocalizedStringResource, subtitle: LocalizedStringResource?, image: DisplayRepresentation.Image?,
                @IntentItem<Result>.Builder itemsBuilder: () -> [IntentItem<Result>]) {
        self.init(title, subtitle: subtitle, image: image, items: itemsBuilder())
    }

    private init(_ title: LocalizedStringResource?, subtitle: LocalizedStringResource?, image: DisplayRepresentation.Image?,
                 items: [IntentItem<Result>]) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
        self.items = items
    }

    /// Lists sections in a collection body (`IntentItemCollection { IntentItemSection(…) { … } }`).
    @resultBuilder
    public enum Builder {
        public static func buildExpression(_ section: IntentItemSection<Result>) -> [IntentItemSection<Result>] { [section] }
        public static func buildExpression(_ sections: [IntentItemSection<Result>]) -> [IntentItemSection<Result>] { sections }
        public static func buildBlock(_ parts: [IntentItemSection<Result>]...) -> [IntentItemSection<Result>] { parts.flatMap { $0 } }
        public static func buildArray(_ parts: [[IntentItemSection<Result>]]) -> [IntentItemSection<Result>] { parts.flatMap { $0 } }
        public static func buildOptional(_ part: [IntentItemSection<Result>]?) -> [IntentItemSection<Result>] { part ?? [] }
        public static func buildEither(first part: [IntentItemSection<Result>]) -> [IntentItemSection<Result>] { part }
        public static func buildEither(second part: [IntentItemSection<Result>]) -> [IntentItemSection<Result>] { part }
        public static func buildLimitedAvailability(_ part: [IntentItemSection<Result>]) -> [IntentItemSection<Result>] { part }
    }
}

extension IntentItemSection: Sendable where Result: Sendable {}

/// Options divided into sections, as a query or an options provider returns them for the widget
/// editor's picker (AppIntents' `IntentItemCollection`). A preview never shows the picker; the values
/// are kept so code that builds and reads a collection behaves as on iOS.
public struct IntentItemCollection<Result>: ResultsCollection {
    public var promptLabel: LocalizedStringResource?
    public var usesIndexedCollation: Bool
    public var sections: [IntentItemSection<Result>]

    public init(promptLabel: LocalizedStringResource? = nil, usesIndexedCollation: Bool = false,
                sections: [IntentItemSection<Result>]) {
        self.promptLabel = promptLabel
        self.usesIndexedCollation = usesIndexedCollation
        self.sections = sections
    }

    public init(promptLabel: LocalizedStringResource? = nil, usesIndexedCollation: Bool = false,
                items: [IntentItem<Result>]) {
        self.init(promptLabel: promptLabel, usesIndexedCollation: usesIndexedCollation, sections: [IntentItemSection(items: items)])
    }

    public init(promptLabel: LocalizedStringResource? = nil, usesIndexedCollation: Bool = false,
                items: [Result]) where Result: DisplayRepresentable {
        self.init(promptLabel: promptLabel, usesIndexedCollation: usesIndexedCollation,
                  items: items.map { IntentItem(value: $0, title: nil, subtitle: nil, image: nil) })
    }

    public init(promptLabel: LocalizedStringResource? = nil, usesIndexedCollation: Bool = false,
                @IntentItemSection<Result>.Builder sectionsBuilder: () -> [IntentItemSection<Result>]) {
        self.init(promptLabel: promptLabel, usesIndexedCollation: usesIndexedCollation, sections: sectionsBuilder())
    }

    /// Every value, section by section (what the picker would list).
    package var values: [Result] { sections.flatMap { $0.items.map(\.value) } }
}

extension IntentItemCollection: Sendable where Result: Sendable {}
