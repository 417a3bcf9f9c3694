import Foundation

/// Runs work items on several threads and keeps each result in its item's slot, so what a command prints
/// or writes never depends on the number of workers or on timing. Workers take the next index from a
/// shared counter, which balances items of very different cost (a contact sheet next to a small widget).
enum OrderedParallelMap {
    /// `body(i)` for every `i` in `0..<count`, on up to `jobs` threads; `progress(done)` is called
    /// serially after each item.
    static func map<T: Sendable>(count: Int, jobs: Int, progress: @escaping @Sendable (Int) -> Void = { _ in },
                                 _ body: @escaping @Sendable (Int) -> T) -> [T] {
        let state = Slots<T>(count: count)
        let workers = max(1, min(jobs, count))
        let work: @Sendable (Int) -> Void = { _ in
            while let index = state.next() {
                let done = state.store(body(index), at: index)
                state.serially { progress(done) }
            }
        }
        if workers == 1 {
            work(0)
        } else {
            DispatchQueue.concurrentPerform(iterations: workers, execute: work)
        }
        return state.results()
    }
}

/// The work counter and result slots the workers share, behind a lock.
private final class Slots<T: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private let reportLock = NSLock()
    private var nextIndex = 0
    private var done = 0
    private let count: Int
    private var slots: [T?]

    init(count: Int) {
        self.count = count
        slots = Array(repeating: nil, count: count)
    }

    func next() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard nextIndex < count else { return nil }
        nextIndex += 1
        return nextIndex - 1
    }

    func store(_ value: T, at index: Int) -> Int {
        lock.lock()
        defer { lock.unlock() }
        slots[index] = value
        done += 1
        return done
    }

    func serially(_ body: () -> Void) {
        reportLock.lock()
        defer { reportLock.unlock() }
        body()
    }

    /// Every slot is filled once `map` returns: each index is handed out exactly once and stored before
    /// its worker asks for the next.
    func results() -> [T] {
        lock.lock()
        defer { lock.unlock() }
        return slots.compactMap { $0 }
    }
}
