import Foundation

/// A collection of results an options provider or query returns (AppIntents' `ResultsCollection`).
public protocol ResultsCollection {
    associatedtype Result
}

extension Array: ResultsCollection {
    public typealias Result = Element
}

/// Supplies the options a parameter offers in the widget editor (AppIntents' `DynamicOptionsProvider`).
/// A preview never asks for options; a parameter keeps the value the code gives it.
public protocol DynamicOptionsProvider {
    associatedtype Result: ResultsCollection
    associatedtype DefaultValue = Result.Result
    func results() async throws -> Result
    func defaultResult() async -> DefaultValue?
}

extension DynamicOptionsProvider {
    public func defaultResult() async -> DefaultValue? { nil }
}

/// A thing in your app that a configurable widget can point at (AppIntents' `AppEntity`): identified,
/// displayable, found through its `defaultQuery`.
public protocol AppEntity: Identifiable, DisplayRepresentable {
    associatedtype DefaultQuery: EntityQuery
    static var defaultQuery: DefaultQuery { get }
}

/// Finds entities by identifier and suggests some (AppIntents' `EntityQuery`).
public protocol EntityQuery {
    associatedtype Entity: AppEntity
    associatedtype Result: ResultsCollection = [Entity]
    init()
    func entities(for identifiers: [Entity.ID]) async throws -> [Entity]
    func suggestedEntities() async throws -> Result
    func defaultResult() async -> Entity?
}

extension EntityQuery where Result == [Entity] {
    public func suggestedEntities() async throws -> [Entity] { [] }
}

extension EntityQuery {
    public func defaultResult() async -> Entity? { nil }
}

/// A query that also finds entities by text (AppIntents' `EntityStringQuery`).
public protocol EntityStringQuery: EntityQuery {
    func entities(matching string: String) async throws -> Result
}

/// A query that can list every entity (AppIntents' `EnumerableEntityQuery`).
public protocol EnumerableEntityQuery: EntityQuery {
    associatedtype AllEntitiesResult: ResultsCollection = [Entity]
    func allEntities() async throws -> AllEntitiesResult
}

extension EnumerableEntityQuery where Result == [Entity], AllEntitiesResult == [Entity] {
    public func suggestedEntities() async throws -> [Entity] { try await allEntities() }
    public func entities(for identifiers: [Entity.ID]) async throws -> [Entity] {
        try await allEntities().filter { identifiers.contains($0.id) }
    }
}

/// How comparators combine in an `EntityPropertyQuery` search.
public enum ComparatorMode: Sendable { case and, or }

/// A sort requested from an `EntityPropertyQuery`.
public struct EntityQuerySort<Entity>: @unchecked Sendable {
    public enum Ordering: Sendable { case ascending, descending }
    public let by: PartialKeyPath<Entity>
    public let order: Ordering
    public init(by: PartialKeyPath<Entity>, order: Ordering = .ascending) {
        self.by = by
        self.order = order
    }
}

/// A query that finds entities by property comparisons (the shape of AppIntents' `EntityPropertyQuery`:
/// the search method; its `properties` and `sortingOptions` tables are not modelled).
public protocol EntityPropertyQuery: EntityQuery {
    associatedtype ComparatorMappingType
    func entities(matching comparators: [ComparatorMappingType], mode: ComparatorMode,
                  sortedBy: [EntityQuerySort<Entity>], limit: Int?) async throws -> Result
}
