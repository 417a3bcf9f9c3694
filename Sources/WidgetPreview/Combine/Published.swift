import Foundation

/// The storage of a `@Published` property, shared by its copies.
protocol PublishedStorage: AnyObject {
    var objectWillChange: ObservableObjectPublisher? { get set }
}

/// A `@Published` property seen through reflection (to install the object's publisher).
protocol PublishedField {
    var storage: any PublishedStorage { get }
}

/// A property that announces its changes (Combine's `@Published`): assigning it sends the owning
/// object's `objectWillChange`, then the new value to `$property.sink` subscribers, then stores it.
@propertyWrapper
public struct Published<Value>: PublishedField {
    final class Box: PublishedStorage, @unchecked Sendable {
        let lock = NSLock()
        var value: Value
        var objectWillChange: ObservableObjectPublisher?
        let subscribers = SubscriberList<Value>()
        init(_ value: Value) { self.value = value }
    }

    private let box: Box
    var storage: any PublishedStorage { box }

    public init(wrappedValue: Value) { box = Box(wrappedValue) }
    public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

    public var wrappedValue: Value {
        get { box.lock.withLock { box.value } }
        nonmutating set {
            // As Combine's `willSet` publishing: subscribers see the new value while the property still
            // holds the old one.
            box.objectWillChange?.send()
            box.subscribers.send(newValue)
            box.lock.withLock { box.value = newValue }
        }
    }

    public var projectedValue: Publisher { Publisher(box: box) }

    /// `$property`: the current value, then every new one (Combine's `Published.Publisher`).
    public struct Publisher {
        let box: Box
        public func sink(receiveValue: @escaping (Value) -> Void) -> AnyCancellable {
            let cancellable = box.subscribers.add(receiveValue)
            receiveValue(box.lock.withLock { box.value })
            return cancellable
        }
    }
}
