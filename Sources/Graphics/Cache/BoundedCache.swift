import Foundation

/// A thread-safe memo of values that are costly to compute but depend only on their key (an image's
/// PNG text, a glyph's path data, a decoded file), shared by every render in the process. The oldest
/// entries are dropped once the total cost passes `limit`, so a long run's memory stays bounded.
package final class BoundedCache<Key: Hashable, Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Key: (value: Value, cost: Int)] = [:]
    private var order: [Key] = []
    private var total = 0
    private let limit: Int
    private let cost: (Value) -> Int

    /// `cost` measures an entry (bytes, or 1 to count entries); `limit` bounds their sum.
    package init(limit: Int, cost: @escaping (Value) -> Int = { _ in 1 }) {
        self.limit = limit
        self.cost = cost
    }

    package subscript(key: Key) -> Value? {
        lock.lock()
        defer { lock.unlock() }
        return values[key]?.value
    }

    /// Stores `value` (replacing an older one); a value costlier than the whole limit is not kept.
    package func store(_ value: Value, for key: Key) {
        let size = cost(value)
        lock.lock()
        defer { lock.unlock() }
        guard size <= limit else { return }
        if let old = values.updateValue((value, size), forKey: key) {
            total -= old.cost
        } else {
            order.append(key)
        }
        total += size
        while total > limit, !order.isEmpty {
            let oldest = order.removeFirst()
            total -= values.removeValue(forKey: oldest)?.cost ?? 0
        }
    }

    /// The cached value, or `make()`'s result stored for next time. Two threads asking at once may both
    /// compute it; both get equal values, as the value depends only on the key.
    package func value(for key: Key, make: () throws -> Value) rethrows -> Value {
        if let known = self[key] { return known }
        let value = try make()
        store(value, for: key)
        return value
    }
}
