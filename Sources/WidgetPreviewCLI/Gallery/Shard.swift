/// `--shard i/n`: the i-th of n parts of the work (1-based), images taken round-robin in plan order, so
/// every image is in exactly one shard and the split is the same on every machine.
struct Shard: Equatable, Sendable {
    var index: Int
    var count: Int

    static let all = Shard(index: 1, count: 1)

    init(index: Int, count: Int) {
        self.index = index
        self.count = count
    }

    init(parsing text: String, command: String) throws {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]), n >= 1, (1...n).contains(i) else {
            throw ArgumentList.invalid("--shard", text, command: command, expected: "i/n with 1 ≤ i ≤ n (e.g. 2/4)")
        }
        self.init(index: i, count: n)
    }

    var isWhole: Bool { count == 1 }

    func contains(position: Int) -> Bool { position % count == index - 1 }

    func select<T>(_ items: [T]) -> [T] {
        items.enumerated().filter { contains(position: $0.offset) }.map(\.element)
    }
}
