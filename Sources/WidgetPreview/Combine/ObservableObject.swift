import Foundation

// The part of Combine that SwiftUI re-exports and widget views use: `ObservableObject`, `@Published`,
// `AnyCancellable`. Linux has no Combine; these keep the same names and behaviour for what widget
// code does with them (hold values, notify `sink` subscribers, cancel). Publisher operator chains
// (`map`, `receive(on:)`, `dataTaskPublisher`) are not provided.

/// A token that ends a subscription when cancelled or released (Combine's `AnyCancellable`).
public final class AnyCancellable: Hashable, @unchecked Sendable {
    private let lock = NSLock()
    private var cancelAction: (() -> Void)?

    public init(_ cancel: @escaping () -> Void) { cancelAction = cancel }

    public func cancel() {
        let action = lock.withLock { () -> (() -> Void)? in
            defer { cancelAction = nil }
            return cancelAction
        }
        action?()
    }

    deinit { cancel() }

    public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        collection.append(self)
    }

    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// Subscribers to one stream of values, each removed when its cancellable is cancelled.
final class SubscriberList<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    private var subscribers: [Int: (Value) -> Void] = [:]

    func add(_ receive: @escaping (Value) -> Void) -> AnyCancellable {
        let id = lock.withLock { () -> Int in
            next += 1
            subscribers[next] = receive
            return next
        }
        return AnyCancellable { [weak self] in self?.lock.withLock { _ = self?.subscribers.removeValue(forKey: id) } }
    }

    func send(_ value: Value) {
        for receive in lock.withLock({ Array(subscribers.values) }) { receive(value) }
    }
}

/// What an observable object sends before it changes (Combine's `ObservableObjectPublisher`).
public final class ObservableObjectPublisher: @unchecked Sendable {
    private let subscribers = SubscriberList<Void>()
    public init() {}
    public func send() { subscribers.send(()) }
    public func sink(receiveValue: @escaping () -> Void) -> AnyCancellable { subscribers.add { receiveValue() } }
}

/// An object whose changes views can follow (Combine's `ObservableObject`). Assigning a `@Published`
/// property sends `objectWillChange` first, as in Combine.
public protocol ObservableObject: AnyObject {
    associatedtype ObjectWillChangePublisher = ObservableObjectPublisher
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// The publisher shared by the object's `@Published` properties, installed in them on first use (as
    /// Combine does, by reflection); an object without any gets one that never sends.
    public var objectWillChange: ObservableObjectPublisher {
        var boxes: [any PublishedStorage] = []
        var mirror: Mirror? = Mirror(reflecting: self)
        while let current = mirror {
            boxes += current.children.compactMap { ($0.value as? any PublishedField)?.storage }
            mirror = current.superclassMirror
        }
        if let existing = boxes.lazy.compactMap(\.objectWillChange).first { return existing }
        let made = ObservableObjectPublisher()
        for box in boxes { box.objectWillChange = made }
        return made
    }
}
