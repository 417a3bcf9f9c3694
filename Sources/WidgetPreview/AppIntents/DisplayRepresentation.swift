import Foundation

/// How a value is shown in the widget editor and Shortcuts: a title, an optional subtitle and image
/// (AppIntents' `DisplayRepresentation`). A string literal is a title.
public struct DisplayRepresentation: ExpressibleByStringLiteral, ExpressibleByStringInterpolation, Sendable {
    /// An image next to a value: an SF Symbol, an asset, or image data.
    public struct Image: Sendable {
        enum Source: Sendable { case system(String), named(String), data(Data), url(URL) }
        let source: Source
        public let isTemplate: Bool?
        public init(systemName: String, isTemplate: Bool? = nil) { source = .system(systemName); self.isTemplate = isTemplate }
        public init(named name: String, isTemplate: Bool? = nil) { source = .named(name); self.isTemplate = isTemplate }
        public init(data: Data, isTemplate: Bool? = nil) { source = .data(data); self.isTemplate = isTemplate }
        public init(url: URL, isTemplate: Bool? = nil) { source = .url(url); self.isTemplate = isTemplate }
    }

    public var title: LocalizedStringResource
    public var subtitle: LocalizedStringResource?
    public var image: DisplayRepresentation.Image?

    public init(title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil, image: DisplayRepresentation.Image? = nil) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
    }

    public init(stringLiteral value: String) { self.init(title: LocalizedStringResource(value)) }
    public init(stringInterpolation: DefaultStringInterpolation) {
        self.init(title: LocalizedStringResource(String(stringInterpolation: stringInterpolation)))
    }
}

/// The name of a type in the widget editor ("City", "Account"), AppIntents' `TypeDisplayRepresentation`.
public struct TypeDisplayRepresentation: ExpressibleByStringLiteral, ExpressibleByStringInterpolation, Sendable {
    public var name: LocalizedStringResource
    public var numericFormat: LocalizedStringResource?

    public init(name: LocalizedStringResource, numericFormat: LocalizedStringResource? = nil) {
        self.name = name
        self.numericFormat = numericFormat
    }

    public init(stringLiteral value: String) { self.init(name: LocalizedStringResource(value)) }
    public init(stringInterpolation: DefaultStringInterpolation) {
        self.init(name: LocalizedStringResource(String(stringInterpolation: stringInterpolation)))
    }
}

/// A value that describes itself with a localized string.
public protocol CustomLocalizedStringResourceConvertible {
    var localizedStringResource: LocalizedStringResource { get }
}

/// A type with a name for the widget editor.
public protocol TypeDisplayRepresentable {
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
}

/// A value with its own display representation.
public protocol InstanceDisplayRepresentable: CustomLocalizedStringResourceConvertible {
    var displayRepresentation: DisplayRepresentation { get }
}

extension InstanceDisplayRepresentable {
    public var localizedStringResource: LocalizedStringResource { displayRepresentation.title }
}

public protocol DisplayRepresentable: InstanceDisplayRepresentable, TypeDisplayRepresentable {}

/// Types whose instances are all known up front (enums).
public protocol StaticDisplayRepresentable: TypeDisplayRepresentable {}

/// An enumeration whose cases each have a display representation.
public protocol CaseDisplayRepresentable: CustomLocalizedStringResourceConvertible, CaseIterable, Hashable {
    static var caseDisplayRepresentations: [Self: DisplayRepresentation] { get }
}

extension CaseDisplayRepresentable {
    /// The case's title (its display representation), else its name.
    public var localizedStringResource: LocalizedStringResource {
        Self.caseDisplayRepresentations[self]?.title ?? LocalizedStringResource(String(describing: self))
    }
}

/// An enum a configurable widget offers as a parameter (AppIntents' `AppEnum`): its cases are the
/// choices the widget editor lists, each with its display representation.
public protocol AppEnum: CaseDisplayRepresentable, StaticDisplayRepresentable, RawRepresentable
where RawValue: LosslessStringConvertible {}
