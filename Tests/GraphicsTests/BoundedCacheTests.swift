import Testing
@testable import Graphics

@Suite struct BoundedCacheTests {
    @Test func keepsValuesUntilTheirTotalCostPassesTheLimitThenDropsTheOldest() {
        let cache = BoundedCache<String, String>(limit: 10, cost: { $0.count })
        cache.store("aaaa", for: "a")
        cache.store("bbbb", for: "b")
        #expect(cache["a"] == "aaaa" && cache["b"] == "bbbb")
        cache.store("ccc", for: "c")          // 11 > 10: the oldest, a, goes
        #expect(cache["a"] == nil)
        #expect(cache["b"] == "bbbb" && cache["c"] == "ccc")
        cache.store("bb", for: "b")           // replacing counts the new cost only: 2 + 3
        cache.store("dddd", for: "d")         // 9: all stay
        #expect(cache["b"] == "bb" && cache["c"] == "ccc" && cache["d"] == "dddd")
        cache.store("eeeeeeeeeee", for: "e")  // 11 alone is over the limit: not kept, nothing dropped
        #expect(cache["e"] == nil && cache["d"] == "dddd")
    }

    @Test func computesOnceAndRethrows() throws {
        let cache = BoundedCache<Int, Int>(limit: 4)
        var calls = 0
        #expect(cache.value(for: 7) { calls += 1; return 49 } == 49)
        #expect(cache.value(for: 7) { calls += 1; return 0 } == 49)
        #expect(calls == 1)
        struct Failure: Error {}
        #expect(throws: Failure.self) { try cache.value(for: 8) { throw Failure() } }
        #expect(cache[8] == nil)
    }
}
