import Foundation

/// A value stored in `UserDefaults` (SwiftUI's `@AppStorage`): read from the store each time the view
/// reads it, so a preview that puts values in `UserDefaults(suiteName: "group.…")` (or `.standard`) before
/// rendering sees them, as a widget reads what its app wrote. Writes go to the store.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    private let read: () -> Value
    private let write: (Value) -> Void

    private init(read: @escaping () -> Value, write: @escaping (Value) -> Void) {
        self.read = read
        self.write = write
    }

    public var wrappedValue: Value {
        get { read() }
        nonmutating set { write(newValue) }
    }

    public var projectedValue: Binding<Value> {
        let read = self.read, write = self.write
        return Binding(get: read, set: write)
    }

    /// A property-list value of type `T` under `key`, `fallback` when absent or of another type.
    private static func plist<T>(_ key: String, _ store: UserDefaults?, _ fallback: T, as type: T.Type) -> AppStorage<T> {
        let defaults = store ?? .standard
        return AppStorage<T>(read: { (defaults.object(forKey: key) as? T) ?? fallback },
                             write: { defaults.set($0, forKey: key) })
    }
}

extension AppStorage {
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
        self = Self.plist(key, store, wrappedValue, as: Bool.self)
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
        let defaults = store ?? .standard
        self.init(read: { Self.integer(defaults.object(forKey: key)) ?? wrappedValue }, write: { defaults.set($0, forKey: key) })
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
        let defaults = store ?? .standard
        self.init(read: { Self.double(defaults.object(forKey: key)) ?? wrappedValue }, write: { defaults.set($0, forKey: key) })
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
        self = Self.plist(key, store, wrappedValue, as: String.self)
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
        let defaults = store ?? .standard
        self.init(read: { defaults.url(forKey: key) ?? wrappedValue }, write: { defaults.set($0, forKey: key) })
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
        self = Self.plist(key, store, wrappedValue, as: Data.self)
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Date {
        self = Self.plist(key, store, wrappedValue, as: Date.self)
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == Int {
        let defaults = store ?? .standard
        self.init(read: { Self.integer(defaults.object(forKey: key)).flatMap(Value.init(rawValue:)) ?? wrappedValue },
                  write: { defaults.set($0.rawValue, forKey: key) })
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == String {
        let defaults = store ?? .standard
        self.init(read: { (defaults.string(forKey: key)).flatMap(Value.init(rawValue:)) ?? wrappedValue },
                  write: { defaults.set($0.rawValue, forKey: key) })
    }

    // Optional values: nil when absent; setting nil removes the key.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? { self.init(optional: key, store, Bool.self) }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
        let defaults = store ?? .standard
        self.init(read: { Self.integer(defaults.object(forKey: key)) }, write: { Self.store($0, key, defaults) })
    }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
        let defaults = store ?? .standard
        self.init(read: { Self.double(defaults.object(forKey: key)) }, write: { Self.store($0, key, defaults) })
    }
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? { self.init(optional: key, store, String.self) }
    public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
        let defaults = store ?? .standard
        self.init(read: { defaults.url(forKey: key) }, write: { Self.store($0, key, defaults) })
    }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Data? { self.init(optional: key, store, Data.self) }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Date? { self.init(optional: key, store, Date.self) }
    public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil) where Value == R?, R.RawValue == String {
        let defaults = store ?? .standard
        self.init(read: { defaults.string(forKey: key).flatMap(R.init(rawValue:)) }, write: { Self.store($0?.rawValue, key, defaults) })
    }
    public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil) where Value == R?, R.RawValue == Int {
        let defaults = store ?? .standard
        self.init(read: { Self.integer(defaults.object(forKey: key)).flatMap(R.init(rawValue:)) },
                  write: { Self.store($0?.rawValue, key, defaults) })
    }

    private init<T>(optional key: String, _ store: UserDefaults?, _ type: T.Type) where Value == T? {
        let defaults = store ?? .standard
        self.init(read: { defaults.object(forKey: key) as? T }, write: { Self.store($0, key, defaults) })
    }

    private static func store<T>(_ value: T?, _ key: String, _ defaults: UserDefaults) {
        if let value { defaults.set(value, forKey: key) } else { defaults.removeObject(forKey: key) }
    }

    /// UserDefaults hands numbers back as NSNumber, Int or Double depending on how they were stored.
    private static func integer(_ object: Any?) -> Int? {
        switch object {
        case let v as Int: return v
        case let v as NSNumber: return v.intValue
        case let v as String: return Int(v)
        default: return nil
        }
    }

    private static func double(_ object: Any?) -> Double? {
        switch object {
        case let v as Double: return v
        case let v as NSNumber: return v.doubleValue
        case let v as String: return Double(v)
        default: return nil
        }
    }
}
