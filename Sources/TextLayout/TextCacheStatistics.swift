/// A snapshot of a `TextCache`'s counters.
///
/// Every `TextEngine.measure` through a cache counts exactly one hit or one miss. A miss is counted
/// by the call whose result was stored, and a call that computed a layout another thread stored
/// first counts a hit: so with no evictions, `misses` is the number of distinct keys and `hits` the
/// rest, however the threads interleaved: for the same lookups, counters a CI gate can hold. Once the cache
/// evicts they are not: a key's shard follows its hash (Swift's hashing is seeded per process), which
/// entry a full shard drops follows from it and from the threads' order, and a dropped key misses again.
/// `lookups` (hits + misses) stays deterministic.
public struct TextCacheStatistics: Sendable, Hashable, Codable {
    public var hits: Int
    public var misses: Int
    /// Entries dropped to stay within the bounds.
    public var evictions: Int
    /// Entries held now.
    public var entries: Int
    /// Approximate bytes held now (see `TextCache`).
    public var bytes: Int

    public init(hits: Int = 0, misses: Int = 0, evictions: Int = 0, entries: Int = 0, bytes: Int = 0) {
        self.hits = hits
        self.misses = misses
        self.evictions = evictions
        self.entries = entries
        self.bytes = bytes
    }

    /// Lookups answered from the cache, hits + misses.
    public var lookups: Int { hits + misses }

    /// hits / lookups, 0 before the first lookup.
    public var hitRate: Double { lookups == 0 ? 0 : Double(hits) / Double(lookups) }

    static func + (lhs: Self, rhs: Self) -> Self {
        Self(hits: lhs.hits + rhs.hits, misses: lhs.misses + rhs.misses,
             evictions: lhs.evictions + rhs.evictions, entries: lhs.entries + rhs.entries,
             bytes: lhs.bytes + rhs.bytes)
    }
}
