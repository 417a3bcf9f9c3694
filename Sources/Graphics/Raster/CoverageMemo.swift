import Foundation

/// The coverage spans of shapes already rasterized, shared by every render in the process: the same
/// text, background and gauge are drawn at the same device pixels in many pictures (a widget's light,
/// dark and tinted variants), and FreeType need not rasterize them again.
///
/// A shape's coverage is a pure function of what `RasterRenderer` hands FreeType: the path (every
/// coordinate, compared by its bit pattern, so even 0 and −0 count as different), the fill rule or
/// stroke options, the scale and the canvas box. The key holds all of them, so a remembered result is
/// the very spans rasterizing would give, and pictures stay byte-identical. The oldest entries are
/// dropped once their total size passes `limit` bytes. Clip masks drawn with no enclosing clip are
/// remembered the same way (`mask(for:make:)`).
final class CoverageMemo: @unchecked Sendable {
    /// Everything a shape's coverage depends on, as 64-bit words, with a digest computed once.
    struct Key: Hashable {
        let words: [UInt64]
        let digest: UInt64

        static func == (a: Key, b: Key) -> Bool { a.digest == b.digest && a.words == b.words }
        func hash(into hasher: inout Hasher) { hasher.combine(digest) }
    }

    /// Builds a key word by word, mixing the digest as it goes (cheaper than hashing the words later).
    struct KeyBuilder {
        private(set) var words: [UInt64] = []
        private var digest: UInt64 = 0x9E37_79B9_7F4A_7C15

        init(kind: UInt64, capacity: Int) {
            words.reserveCapacity(capacity)
            add(kind)
        }

        mutating func add(_ word: UInt64) {
            words.append(word)
            digest = (digest ^ word) &* 0x100_0000_01B3 &+ (digest >> 29)
        }

        mutating func add(_ value: Double) { add(value.bitPattern) }
        mutating func add(_ value: Int) { add(UInt64(bitPattern: Int64(value))) }
        mutating func add(_ box: PixelBox) { add(box.x0); add(box.y0); add(box.x1); add(box.y1) }

        mutating func add(_ path: VectorPath) {
            add(path.elements.count)
            for element in path.elements {
                switch element {
                case .move(let p): add(1); add(p.x); add(p.y)
                case .line(let p): add(2); add(p.x); add(p.y)
                case .quad(let c, let p): add(3); add(c.x); add(c.y); add(p.x); add(p.y)
                case .cubic(let c1, let c2, let p): add(4); add(c1.x); add(c1.y); add(c2.x); add(c2.y); add(p.x); add(p.y)
                case .close: add(5)
                }
            }
        }

        var key: Key { Key(words: words, digest: digest) }
    }

    /// The process-wide memo the raster backend uses, 8 MB (chosen). `verify` and the gallery draw a
    /// preview's variants one after another, so what the next pictures reuse is recent: in `verify`
    /// 2 MB already saved as much CPU time as 64 MB.
    static let shared = CoverageMemo(limit: 8 << 20)

    /// Values in the order they were stored, the oldest dropped once their sizes pass `limit`.
    private struct Store<Value> {
        var entries: [Key: Value] = [:]
        /// Keys in the order they were stored; `order[head...]` are still in `entries`.
        var order: [(key: Key, size: Int)] = []
        var head = 0
        var total = 0
        let limit: Int

        mutating func store(_ value: Value, for key: Key, size: Int) {
            guard size <= limit / 4, entries.updateValue(value, forKey: key) == nil else { return }
            order.append((key, size))
            total += size
            while total > limit, head < order.count {
                entries.removeValue(forKey: order[head].key)
                total -= order[head].size
                head += 1
            }
            if head > 1024 && head * 2 > order.count {
                order.removeFirst(head)
                head = 0
            }
        }
    }

    private let lock = NSLock()
    private var enabled = true
    private var spanStore: Store<[CoverageSpan]>
    /// Clip masks made from remembered spans with no enclosing clip: such a mask depends on the spans
    /// and the canvas box alone, both in its key. A widget's rounded-rectangle clip is its canvas's size.
    private var maskStore: Store<ClipMask>
    let limit: Int

    /// `limit` bytes of spans, and half as much again of clip masks.
    init(limit: Int) {
        self.limit = limit
        spanStore = Store(limit: limit)
        maskStore = Store(limit: limit / 2)
    }

    /// Off: every shape is rasterized and nothing is remembered (a benchmark of drawing times, whose
    /// repeated renders of one picture would otherwise time the memo).
    var isEnabled: Bool {
        get { lock.lock(); defer { lock.unlock() }; return enabled }
        set { lock.lock(); defer { lock.unlock() }; enabled = newValue }
    }

    /// How many shapes are remembered, and the bytes they are counted as (tests).
    var stored: (entries: Int, bytes: Int) {
        lock.lock()
        defer { lock.unlock() }
        return (spanStore.entries.count, spanStore.total)
    }

    /// How many clip masks are remembered (tests).
    var storedMasks: Int {
        lock.lock()
        defer { lock.unlock() }
        return maskStore.entries.count
    }

    /// Bytes an entry holds: its spans, its key, and a little for the table.
    static func size(of key: Key, _ spans: [CoverageSpan]) -> Int {
        spans.count * MemoryLayout<CoverageSpan>.stride + key.words.count * 8 + 96
    }

    /// The remembered spans for `key`, or `make()`'s, remembered for next time.
    func spans(for key: Key, make: () throws -> [CoverageSpan]) rethrows -> [CoverageSpan] {
        // Exact-size copies (arrays grown by appending hold up to twice their count): the size counted
        // is the memory held.
        try remembered(in: \.spanStore, key: key, make: make, keep: Self.exactCopy, size: Self.size(of:_:))
    }

    /// The remembered clip mask for `key` (a mask with no enclosing clip, over the canvas box in the
    /// key), or `make()`'s, remembered for next time. A mask is never changed once made, so renders on
    /// any thread may share it.
    func mask(for key: Key, make: () throws -> ClipMask) rethrows -> ClipMask {
        try remembered(in: \.maskStore, key: key, make: make, keep: { $0 },
                       size: { key, mask in mask.byteCount + key.words.count * 8 + 96 })
    }

    /// What `store` holds for `key`, else `make()`'s value, stored (as `keep` copies it, counted as `size`
    /// says) unless the memo is off. `make` runs outside the lock, so renders on other threads wait only
    /// for lookups.
    private func remembered<Value>(in store: ReferenceWritableKeyPath<CoverageMemo, Store<Value>>, key: Key,
                                   make: () throws -> Value, keep: (Value) -> Value,
                                   size: (Key, Value) -> Int) rethrows -> Value {
        lock.lock()
        let known = self[keyPath: store].entries[key], on = enabled
        lock.unlock()
        if let known { return known }
        guard on else { return try make() }
        let value = keep(try make())
        let kept = Key(words: Self.exactCopy(key.words), digest: key.digest)
        lock.lock()
        self[keyPath: store].store(value, for: kept, size: size(kept, value))
        lock.unlock()
        return value
    }

    private static func exactCopy<T>(_ array: [T]) -> [T] {
        [T](unsafeUninitializedCapacity: array.count) { buffer, count in
            _ = buffer.initialize(from: array)
            count = array.count
        }
    }
}
