import Synchronization

/// A process-wide cache of text layouts keyed by (string, style, width), shared by every thread.
///
/// Sharded to keep contention low: a key's hash picks one of `shardCount` shards, each behind its own
/// `Mutex`, so threads measuring different strings rarely wait for each other and no global lock sits on
/// the hot path. Layout work happens outside any lock; only the lookup and the store hold a shard's lock,
/// for O(1) work each. A hit writes one cache line, the shard's lock and hit counter, which the next
/// thread on that shard fetches back (`TextCacheShard` says how the rest of a hit only reads). 16 threads
/// on 32 shards met on a shard often enough to triple a hit's time (`text-bench --threads 16` on a
/// 16-core machine: 1.13 µs against 0.38 µs on one thread); the default is 128 shards, each padded onto
/// cache lines of its own. The count is fixed, not taken from the machine, so a run's counters do not
/// depend on its cores. Every hit takes the lock: reading hits without it (a sequence lock over atomic
/// records) made `metrics x16` on 16 cores only 1.03x to 1.17x faster, short of the 1.5x it had to earn for
/// its complexity (docs/measurements.md).
///
/// Bounds are split evenly between shards (rounded up): at most `maxEntries` entries and about `maxBytes`
/// bytes in all; an entry not used since its shard's hand last passed goes first (`TextCacheShard`). The
/// byte count is an estimate of what an entry keeps alive (its key's bytes, its lines and their text, and
/// a fixed overhead per entry), good for bounding memory, not for accounting it exactly. A cache with
/// `maxEntries == 0` stores nothing and counts every lookup as a miss: the "cold" configuration of the
/// benchmarks.
///
/// Counters: see `TextCacheStatistics` for why they do not depend on thread timing.
///
/// Thread safety: all methods may be called from any thread at any time.
public final class TextCache: Sendable {
    /// A shard in its own object, because an array cannot hold a `Mutex` (it is not copyable); it
    /// also gives each shard's lock and state an allocation of its own.
    private final class Shard: Sendable {
        let state: Mutex<TextCacheShard>
        /// 128 bytes after the lock and the state, so the next shard's (allocated next to this one)
        /// are never on the same or the adjacent cache line: no false sharing between shards.
        private let padding: (SIMD64<UInt8>, SIMD64<UInt8>) = (.zero, .zero)
        init(maxEntries: Int, maxBytes: Int) {
            state = Mutex(TextCacheShard(maxEntries: maxEntries, maxBytes: maxBytes))
        }
    }

    public let maxEntries: Int
    public let maxBytes: Int
    private let shards: [Shard]
    private let shardMask: Int

    /// - Parameters:
    ///   - maxEntries: the most entries held; 0 disables storing.
    ///   - maxBytes: the most (approximate) bytes held.
    ///   - shardCount: rounded up to a power of two, at least 1. Use 1 for one eviction order over all
    ///     keys (tests); the default suits up to 16 threads measuring at once. A small cache gets fewer
    ///     shards, at least `minimumEntriesPerShard` entries and `minimumBytesPerShard` bytes each: the
    ///     bounds are per shard, and a shard of a few entries would drop keys while the cache as a whole
    ///     had room (text-bench's warm cache of 400 entries for 200 labels evicted 56 on 128 shards).
    public init(maxEntries: Int = 20_000, maxBytes: Int = 64 << 20, shardCount: Int = 128) {
        let roomFor = max(1, min(max(maxEntries, 0) / Self.minimumEntriesPerShard, max(maxBytes, 0) / Self.minimumBytesPerShard))
        let count = Self.powerOfTwo(atLeast: min(shardCount, roomFor))
        self.maxEntries = max(maxEntries, 0)
        self.maxBytes = max(maxBytes, 0)
        let entriesPerShard = (self.maxEntries + count - 1) / count
        let bytesPerShard = (self.maxBytes + count - 1) / count
        shards = (0..<count).map { _ in Shard(maxEntries: entriesPerShard, maxBytes: bytesPerShard) }
        shardMask = count - 1
    }

    /// The fewest entries and bytes a shard is given (see `init`).
    static let minimumEntriesPerShard = 64
    static let minimumBytesPerShard = 64 << 10

    /// A bound never reached: a cache given it for one bound is held by the other alone.
    public static let unreachableBound = 1 << 30

    /// A cache that stores nothing: every measurement lays text out again.
    public static func disabled() -> TextCache { TextCache(maxEntries: 0, maxBytes: 0, shardCount: 1) }

    public var shardCount: Int { shards.count }

    /// The counters summed over all shards. Each shard is read under its lock, one after another, so a
    /// snapshot taken while other threads measure is a consistent sum per shard only; once they stop, it is
    /// exact.
    public func statistics() -> TextCacheStatistics {
        shards.reduce(TextCacheStatistics()) { sum, shard in sum + shard.state.withLock { $0.statistics } }
    }

    /// Drops every entry, and the counters too when `resettingCounters`.
    public func removeAll(resettingCounters: Bool = false) {
        for shard in shards {
            shard.state.withLock { $0.removeAll(resettingCounters: resettingCounters) }
        }
    }

    /// The cached layout of `string` in `style` at `width`, if any: a lookup only, counting a hit or
    /// a miss. The measuring path is `TextEngine.measure`.
    public func cachedLayout(of string: String, style: TextStyle, width: Double) -> TextLayoutResult? {
        TextCacheKey.with(string, style: style, width: width) { key in
            withShard(for: key) { shard in
                shard.state.withLock { state in
                    if let value = state.value(for: key) { return value }
                    state.countMiss()
                    return nil
                }
            }
        }
    }

    /// The cached value for `key`, or `compute()`'s result, stored. `compute` runs outside the lock
    /// and may run on two threads at once for the same key; the first stored result is returned to
    /// both, so every caller sees one value per key.
    func value(for key: TextCacheKey, compute: () -> TextLayoutResult) -> TextLayoutResult {
        withShard(for: key) { shard in
            if let value = shard.state.withLock({ $0.value(for: key) }) { return value }
            let value = compute()
            let bytes = Self.estimatedBytes(of: value, key: key)
            return shard.state.withLock { $0.store(value, for: key, bytes: bytes) }
        }
    }

    /// `value(for:compute:)`'s metrics: a hit reads them in place, a miss computes, stores and measures the
    /// layout as `value` does. The same hits and misses are counted. (Written out rather than shared with
    /// `value` through a helper taking closures: that helper made a hit 3 to 6% slower in text-bench.)
    func metrics(for key: TextCacheKey, compute: () -> TextLayoutResult) -> TextMetrics {
        withShard(for: key) { shard in
            if let metrics = shard.state.withLock({ $0.metrics(for: key) }) { return metrics }
            let value = compute()
            let bytes = Self.estimatedBytes(of: value, key: key)
            return shard.state.withLock { $0.store(value, for: key, bytes: bytes) }.metrics
        }
    }

    /// `body` given the shard of `key`, borrowed: holding the shard would write its reference count, a line
    /// every thread that looks a key up in that shard writes too. The `shards` array, a constant of this
    /// cache, holds the shard for the whole call.
    @inline(__always)
    private func withShard<Result>(for key: TextCacheKey, _ body: (Shard) -> Result) -> Result {
        // Not `key.hash`: its seed changes from process to process, and so would each shard's share of the
        // keys (`StableHasher` says why that matters).
        let index = Int(truncatingIfNeeded: key.shardHash) & shardMask
        return shards.withUnsafeBufferPointer { shards in
            shards.withMemoryRebound(to: Unmanaged<Shard>.self) { $0[index]._withUnsafeGuaranteedRef(body) }
        }
    }

    /// What an entry keeps alive: the key's bytes, the lines and their text (strings up to 15 UTF-8
    /// bytes are stored inline), and a fixed overhead for the index entry, the slot and the array headers.
    /// The key's bytes are counted as a string's would be (its storage's header on top, nothing up to 15
    /// bytes), as when the cache kept the caller's string: the shard's own copy of them takes a little less
    /// from 16 bytes on and a small allocation below, and the estimate is for bounding, not accounting.
    static func estimatedBytes(of value: TextLayoutResult, key: TextCacheKey) -> Int {
        let entryOverhead = 160
        let linesBytes = value.lines.count * MemoryLayout<TextLine>.stride
        let textBytes = value.lines.reduce(0) { total, line in
            let count = line.text.utf8.count
            return total + (count > 15 ? count + 32 : 0)
        }
        let keyBytes = key.bytes.count > 15 ? key.bytes.count + 32 : 0
        // The glyphs kept for drawing (20 bytes each), their object and arrays.
        let glyphBytes = value.keptGlyphCount > 0 ? value.keptGlyphCount * 20 + 128 : 0
        return entryOverhead + linesBytes + textBytes + keyBytes + glyphBytes
    }

    private static func powerOfTwo(atLeast count: Int) -> Int {
        var result = 1
        while result < count && result < (1 << 16) { result <<= 1 }
        return result
    }
}
