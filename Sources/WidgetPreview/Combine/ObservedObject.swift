import Foundation

/// A view's reference to an observable object owned elsewhere (SwiftUI's `@ObservedObject`). A still
/// image is drawn once, so the view reads the object's values as they are when `body` runs.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// `$model.property`: a binding to one property of the object.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let object = self.object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }

    public let wrappedValue: ObjectType

    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    public init(initialValue: ObjectType) { self.init(wrappedValue: initialValue) }

    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }
}

/// An observable object a view creates and owns (SwiftUI's `@StateObject`): made once, on first use,
/// and kept by the view's copies.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    private final class Storage: @unchecked Sendable {
        let lock = NSLock()
        let make: () -> ObjectType
        var object: ObjectType?
        init(_ make: @escaping () -> ObjectType) { self.make = make }
        var value: ObjectType {
            lock.withLock {
                if let object { return object }
                let made = make()
                object = made
                return made
            }
        }
    }

    private let storage: Storage

    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { storage = Storage(thunk) }

    public var wrappedValue: ObjectType { storage.value }

    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject(wrappedValue: storage.value).projectedValue }
}
