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

    /// The shard keeps its own copy of a stored key's bytes: the string the caller measured may be gone, and a
    /// string of the same bytes in other storage still finds the entry; the empty string and a string longer
    /// than a small one's inline room included, and a string that differs in its last byte does not.
    @Test("A stored key is the cache's own copy, found by equal bytes in any storage")
    func storedKeysAreTheCachesOwn() throws {
        let engine = try makeEngine(cache: TextCache(shardCount: 1))
        let long = "a label longer than fifteen bytes, made at run time: "
        do {
            let measured = long + String(7)
            _ = engine.measure(measured, style: style, width: 200)
            _ = engine.measure("", style: style, width: 200)
        }
        let rebuilt = String(decoding: Array((long + "7").utf8), as: UTF8.self)
        _ = engine.metrics(rebuilt, style: style, width: 200)
        _ = engine.metrics("", style: style, width: 200)
        #expect(engine.cache.statistics().hits == 2)
        _ = engine.metrics(long + "8", style: style, width: 200)
        #expect(engine.cache.statistics().misses == 3)
        #expect(engine.cache.cachedLayout(of: long + "7", style: style, width: 200)?.lines.last?.utf8Range.upperBound
            == (long + "7").utf8.count)
    }

    @Test("Metrics share measure's entries and counters, and are the layout's own")
    func metricsCountLikeMeasure() throws {
        let engine = try makeEngine(cache: TextCache(shardCount: 4))
        let text = "Ada Lovelace wrote the first program \u{1F600} \u{4F60}\u{597D} for an engine that was never built"
        let first = engine.metrics(text, style: style, width: 120)  // a miss: laid out and stored
        let layout = engine.measure(text, style: style, width: 120)  // a hit on the same entry
        let again = engine.metrics(text, style: style, width: 120)  // a hit
        _ = engine.metrics(text, style: style, width: 121)  // another width: a miss
        let statistics = engine.cache.statistics()
        #expect(statistics.hits == 2)
        #expect(statistics.misses == 2)
        #expect(statistics.entries == 2)
        #expect(first == layout.metrics && again == layout.metrics)
        #expect(layout.lines.count > 1 && first.height == layout.height && first.size == layout.size)
        #expect(first == engine.measureUncached(text, style: style, width: 120).metrics)
        // A cache that keeps nothing still measures, and counts misses.
        let uncached = try makeEngine(cache: .disabled())
        #expect(uncached.metrics(text, style: style, width: 120) == layout.metrics)
        #expect(uncached.cache.statistics().misses == 1)
    }

    /// A key is found by its own bytes, style and width only: a lookup differing in any of them misses.
    @Test("A key differs in its width, its style and every byte")
    func aKeyDiffersInWidthStyleAndEveryByte() throws {
        let style = TextStyle(size: 15, maxLines: 3)
        let engine = try makeEngine(cache: TextCache(shardCount: 1))
        let text = "0123456789abcdef0123"
        _ = engine.metrics(text, style: style, width: 100)
        func found(_ string: String, style: TextStyle = style, width: Double = 100) -> Bool {
            engine.cache.cachedLayout(of: string, style: style, width: width) != nil
        }
        #expect(found(text))
        #expect(!found(text, width: 101))
        #expect(!found(text, style: TextStyle(size: 15, maxLines: 2)))
        #expect(!found(text, style: TextStyle(font: .bold, size: 15, maxLines: 3)))
        #expect(!found(text, style: TextStyle(size: 15, lineHeight: .multiple(1.2), maxLines: 3)))
        for position in text.indices {
            var changed = text
            changed.replaceSubrange(position...position, with: "_")
            #expect(!found(changed), "\(changed)")
        }
        #expect(!found(text + "4") && !found(String(text.dropLast())))
        #expect(engine.cache.statistics().hits == 1)
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

    @Test("An entry used since it was stored outlives one that was not")
    func evictsTheUnusedFirst() throws {
        let engine = try makeEngine(cache: TextCache(maxEntries: 3, shardCount: 1))
        for string in ["a", "b", "c", "a", "d"] { _ = engine.measure(string, style: style) }
        // The hand passed over "a" (used since it was stored) and dropped "b", the next one, never used.
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

    /// The clock rule: the hand sweeps the slots in the order they were filled, passing over (and clearing)
    /// a used slot once. With every entry used, the oldest slot goes, where a least-recently-used list would
    /// drop the one used longest ago ("c" here); the flags it cleared make the next two evictions plain order.
    @Test("When every entry was used, the hand drops the oldest slot and clears the others' marks")
    func evictsByTheClockWhenEveryEntryWasUsed() throws {
        let engine = try makeEngine(cache: TextCache(maxEntries: 3, shardCount: 1))
        for string in ["a", "b", "c", "c", "b", "a", "d"] { _ = engine.measure(string, style: style) }
        #expect(engine.cache.cachedLayout(of: "a", style: style, width: .infinity) == nil)
        // That miss stored nothing; "b" and "c" lost their marks in the sweep, "d" was never used.
        _ = engine.measure("e", style: style)
        #expect(engine.cache.cachedLayout(of: "b", style: style, width: .infinity) == nil)
        for string in ["c", "d", "e"] {
            #expect(engine.cache.cachedLayout(of: string, style: style, width: .infinity) != nil)
        }
        #expect(engine.cache.statistics().evictions == 2)
        #expect(engine.cache.statistics().entries == 3)
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

/// A key's shard is chosen by a hash that is the same in every process, so how the keys fall into shards,
/// and with it each shard's evictions (hits, misses) and allocations, repeats from run to run. With Swift's
/// seeded `Hasher` a tiny cache's evictions were 39, 44 and 37 in three runs of one scenario.
@Suite struct TextCacheShardHashTests {
    private func shardHash(_ string: String, _ style: TextStyle, _ width: Double) -> UInt64 {
        TextCacheKey.with(string, style: style, width: width) { $0.shardHash }
    }

    @Test func theShardHashIsTheSameInEveryProcess() {
        let keys = [
            shardHash("Hello, world", TextStyle(), 343),
            shardHash("Liked by 😀 José and 日本語のテキスト, a longer label than eight bytes", TextStyle(font: .bold, size: 17, maxLines: 3), 200),
            shardHash("", TextStyle(lineHeight: .multiple(1.2), truncation: .clip, alignment: .right), .nan),
        ]
        // Pinned: a hash seeded per process would give other values in every run of the tests.
        #expect(keys == [17_774_936_722_478_027_138, 10_681_416_927_299_323_437, 9_242_349_063_075_887_624])
    }

    @Test func everyPartOfTheKeyMovesTheShardHash() {
        let base = shardHash("abcdefghij", TextStyle(), 100)
        let variants = [
            shardHash("abcdefghik", TextStyle(), 100),
            shardHash("abcdefghij ", TextStyle(), 100),
            shardHash("abcdefghij", TextStyle(font: .bold), 100),
            shardHash("abcdefghij", TextStyle(size: 16), 100),
            shardHash("abcdefghij", TextStyle(lineHeight: .points(20)), 100),
            shardHash("abcdefghij", TextStyle(maxLines: 2), 100),
            shardHash("abcdefghij", TextStyle(truncation: .clip), 100),
            shardHash("abcdefghij", TextStyle(alignment: .center), 100),
            shardHash("abcdefghij", TextStyle(), 101),
        ]
        for variant in variants { #expect(variant != base) }
        // NaN and +infinity are one width, as the cache stores them.
        #expect(shardHash("a", TextStyle(), .nan)
            == shardHash("a", TextStyle(), .infinity))
    }
}

/// Keys whose hashes collide share one index entry, chained through their slots: each is found by its own
/// bytes, and evicting one from the head, the middle or the end of a chain leaves the others found.
@Suite struct TextCacheShardCollisionTests {
    /// `body` given `string`'s key with the hash every key here shares.
    private static func withCollidingKey<Result>(_ string: String, _ body: (TextCacheKey) -> Result) -> Result {
        Array(string.utf8).withUnsafeBytes { bytes in
            body(TextCacheKey(bytes: bytes, style: TextStyle(), width: .infinity, hash: 7, shardHash: 7))
        }
    }

    @Test func collidingKeysAreChainedAndEvictedApart() throws {
        let engine = try makeEngine(cache: .disabled())
        let strings = ["a", "bb", "ccc", "dddd", "eeeee", "ffffff", "g", "hh"]
        // Strings of different lengths: each key's layout, and its metrics, differ from the others'.
        let layouts = Dictionary(uniqueKeysWithValues: strings.map {
            ($0, engine.measureUncached($0, style: TextStyle(), width: .infinity))
        })
        var shard = TextCacheShard(maxEntries: 3, maxBytes: 1 << 20)
        func store(_ string: String) {
            Self.withCollidingKey(string) { _ = shard.store(layouts[string]!, for: $0, bytes: 100) }
        }
        /// Looks `string` up, flagging its slot as used when found.
        func lookUp(_ string: String) -> TextLayoutResult? {
            Self.withCollidingKey(string) { shard.value(for: $0) }
        }
        func expectHeld(_ held: [String], absent: [String], sourceLocation: SourceLocation = #_sourceLocation) {
            for string in held {
                #expect(lookUp(string) == layouts[string], "\(string)", sourceLocation: sourceLocation)
                #expect(Self.withCollidingKey(string) { shard.metrics(for: $0) } == layouts[string]!.metrics,
                        sourceLocation: sourceLocation)
            }
            for string in absent { #expect(lookUp(string) == nil, "\(string)", sourceLocation: sourceLocation) }
        }
        // Slots 0, 1, 2; the chain from the index: ccc, bb, a.
        for string in ["a", "bb", "ccc"] { store(string) }
        expectHeld(["a", "ccc"], absent: ["x", "dddd"])
        // The hand clears a's flag and drops bb, unused: the middle of the chain.
        store("dddd")
        expectHeld(["a", "ccc", "dddd"], absent: ["bb"])
        // All flagged: the hand clears ccc, a and dddd, then drops ccc (the middle of dddd, ccc, a).
        store("eeeee")
        expectHeld(["a", "dddd", "eeeee"], absent: ["bb", "ccc"])
        // All flagged again: one sweep, then a goes, the end of eeeee, dddd, a.
        store("ffffff")
        expectHeld(["dddd", "eeeee", "ffffff"], absent: ["a"])
        // The sweep clears all three and drops dddd, the end of ffffff, eeeee, dddd; g takes its slot.
        store("g")
        expectHeld(["eeeee", "ffffff"], absent: ["dddd"])
        // g alone unflagged: the head of g, ffffff, eeeee goes.
        store("hh")
        expectHeld(["eeeee", "ffffff", "hh"], absent: ["g", "a", "bb", "ccc", "dddd"])
        #expect(shard.statistics.evictions == 5)
        #expect(shard.statistics.entries == 3)
        shard.removeAll(resettingCounters: false)
        expectHeld([], absent: strings)
    }
}
