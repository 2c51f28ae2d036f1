import Testing
@testable import TextLayout

struct TextCacheTests {
    let style = TextStyle()

    @Test("Hits and misses are counted per measurement")
    func countsHitsAndMisses() throws {
        let engine = try makeEngine(cache: TextCache(shardCount: 4))
        _ = engine.measure("a", style: style, width: 100)
        _ = engine.measure("a", style: style, width: 100)
        _ = engine.measure("a", style: style, width: 101)
        _ = engine.measure("a", style: TextStyle(font: .bold), width: 100)
        _ = engine.measure("b", style: style, width: 100)
        _ = engine.measure("b", style: style, width: 100)
        let statistics = engine.cache.statistics()
        #expect(statistics.hits == 2)
        #expect(statistics.misses == 4)
        #expect(statistics.entries == 4)
        #expect(statistics.evictions == 0)
        #expect(statistics.bytes > 0)
    }

    @Test("NaN and infinity are the same unconstrained width")
    func unconstrainedWidths() throws {
        let engine = try makeEngine()
        _ = engine.measure("a", style: style, width: .nan)
        _ = engine.measure("a", style: style, width: .infinity)
        #expect(engine.cache.statistics().hits == 1)
    }

    @Test("Keys are UTF-8 bytes: canonically equal strings with different bytes are different keys")
    func keysAreBytes() throws {
        let engine = try makeEngine()
        let precomposed = "caf\u{E9}", decomposed = "cafe\u{301}"
        #expect(precomposed == decomposed)
        let first = engine.measure(precomposed, style: style)
        let second = engine.measure(decomposed, style: style)
        #expect(engine.cache.statistics().misses == 2)
        #expect(first.lines[0].utf8Range == 0..<5)
        #expect(second.lines[0].utf8Range == 0..<6)
    }

    @Test("The least recently used entry is evicted first")
    func evictsLeastRecentlyUsed() throws {
        let engine = try makeEngine(cache: TextCache(maxEntries: 3, shardCount: 1))
        for string in ["a", "b", "c", "a", "d"] { _ = engine.measure(string, style: style) }
        // "b" was the least recently used when "d" came in.
        #expect(engine.cache.cachedLayout(of: "b", style: style, width: .infinity) == nil)
        for string in ["a", "c", "d"] {
            #expect(engine.cache.cachedLayout(of: string, style: style, width: .infinity) != nil)
        }
        let statistics = engine.cache.statistics()
        #expect(statistics.evictions == 1)
        #expect(statistics.entries == 3)
        #expect(statistics.hits == 1 + 3)
        #expect(statistics.misses == 4 + 1)
    }

    @Test("The byte bound evicts too")
    func byteBound() throws {
        let engine = try makeEngine(cache: TextCache(maxEntries: 1000, maxBytes: 2_000, shardCount: 1))
        for index in 0..<50 { _ = engine.measure("label number \(index) with some words", style: style) }
        let statistics = engine.cache.statistics()
        #expect(statistics.bytes <= 2_000)
        #expect(statistics.entries < 50)
        #expect(statistics.evictions == 50 - statistics.entries)
    }

    @Test("A disabled cache stores nothing and counts every measurement as a miss")
    func disabled() throws {
        let engine = try makeEngine(cache: .disabled())
        _ = engine.measure("a", style: style)
        _ = engine.measure("a", style: style)
        #expect(engine.cache.statistics() == TextCacheStatistics(misses: 2))
    }

    @Test("Clearing drops entries and, when asked, the counters")
    func clearing() throws {
        let engine = try makeEngine()
        _ = engine.measure("a", style: style)
        engine.cache.removeAll()
        #expect(engine.cache.statistics() == TextCacheStatistics(misses: 1))
        _ = engine.measure("a", style: style)
        engine.cache.removeAll(resettingCounters: true)
        #expect(engine.cache.statistics() == TextCacheStatistics())
    }

    @Test("Shard counts round up to a power of two")
    func shardCount() {
        #expect(TextCache(shardCount: 0).shardCount == 1)
        #expect(TextCache(shardCount: 5).shardCount == 8)
        #expect(TextCache().shardCount == 128)
    }

    /// The bounds are per shard: a small cache gets fewer, larger shards, so it does not drop keys while
    /// it has room as a whole.
    @Test func aSmallCacheGetsFewerShards() throws {
        #expect(TextCache(maxEntries: 400).shardCount == 8)
        #expect(TextCache(maxEntries: 63).shardCount == 1)
        #expect(TextCache(maxEntries: 1 << 30, maxBytes: 1 << 20).shardCount == 16)
        #expect(TextCache(maxEntries: 0, maxBytes: 0).shardCount == 1)
        // 200 strings in a cache of 400: 8 shards of 50, about 25 keys each; none is dropped.
        let cache = TextCache(maxEntries: 400, maxBytes: 1 << 30)
        let engine = try makeEngine(cache: cache)
        for index in 0..<200 { _ = engine.measure("label \(index)", style: TextStyle(), width: 200) }
        for index in 0..<200 { _ = engine.measure("label \(index)", style: TextStyle(), width: 200) }
        let statistics = cache.statistics()
        #expect(statistics.evictions == 0)
        #expect(statistics.misses == 200 && statistics.hits == 200)
    }
}
