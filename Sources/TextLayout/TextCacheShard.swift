/// One shard of `TextCache`: slots bounded by entry count and approximate bytes, evicting by the clock
/// (second-chance) rule. What identifies each stored key, its metrics, its "used" flag and the index from a
/// key's hash to its slot live in `TextCacheRecords`, which lookups for metrics read without the lock.
///
/// A hit under the lock writes only the line of the lock and the counter beside it (`statistics` comes
/// first in this value, and the lock sits just before it); a hit on the records writes nothing shared.
/// Everything else a hit touches it only reads, so the lines stay in every core's cache:
/// - no list to relink: a least-recently-used list moved the entry to the front on every hit, writing its
///   slot, its neighbours' and the list's head, lines every thread hitting the shard fetched back
///   (`text-bench --threads 16` on a 16-core machine: 1.1 µs a hit against 0.4 µs on one thread). Here a
///   hit sets its slot's `used` flag when it is not set yet. To make room, a hand sweeps the slots in
///   order: a flagged slot loses its flag and is passed over once, the first unflagged one goes. So an
///   entry used since the hand last passed it outlives one that was not, and among entries alike the
///   oldest slot goes first: least recently used, approximately (exactly when nothing was used twice);
/// - no reference counted: the records hold no references and keep their own copy of each key's bytes,
///   compared in place. A dictionary keyed by a key holding the string copied each stored key it compared,
///   retaining and releasing a string that every thread looking it up shares. Layouts sit apart (`values`),
///   copied out only when a caller wants the lines.
///
/// Noncopyable: one owner for the records it writes.
///
/// Thread safety: none of its own; `TextCache` keeps each shard inside a `Mutex`, and readers of its
/// records follow `TextCacheRecords`' protocol.
struct TextCacheShard: ~Copyable, Sendable {
    /// A slot's bookkeeping; the slot is occupied while `values` holds a layout for it.
    private struct Entry {
        /// The stored key's style, compared with `==` (the records compare its bits).
        var style: TextStyle
        var bytes: Int

        static var free: Entry { Entry(style: TextStyle(), bytes: 0) }
    }

    /// First, so a hit's counter shares the cache line of the lock in front of this value (`TextCache`).
    private(set) var statistics = TextCacheStatistics()
    private var entries: [Entry] = []
    /// Per slot; nil in a free slot, and only there.
    private var values: [TextLayoutResult?] = []
    private var freeSlots: [Int32] = []
    /// The slot the next eviction looks at first.
    private var hand = 0
    private let maxEntries: Int
    private let maxBytes: Int
    /// Written here, under the lock, inside `beginWrite()` / `endWrite()`; read by `TextCache` without it.
    private let records: TextCacheRecords

    init(maxEntries: Int, maxBytes: Int, records: TextCacheRecords) {
        self.maxEntries = max(maxEntries, 0)
        self.maxBytes = max(maxBytes, 0)
        self.records = records
    }

    /// The value for `key`, its slot flagged as used; counts a hit when found and nothing otherwise
    /// (the caller counts the miss when it stores, see `store`, or with `countMiss`).
    ///
    /// - Complexity: O(1) amortised, plus one comparison of the key's bytes on a hit.
    mutating func value(for key: TextCacheKey) -> TextLayoutResult? {
        guard let slot = hit(key) else { return nil }
        return values[slot]
    }

    /// `value(for:)`'s metrics, read in place: the cached lines are not copied out, so their reference
    /// count is not written. Counts a hit and flags the slot, as `value(for:)` does.
    mutating func metrics(for key: TextCacheKey) -> TextMetrics? {
        hit(key).map { records.metrics(at: $0) }
    }

    /// The slot holding `key`, flagged as used and counted as a hit; `nil`, counting nothing, when there is none.
    @inline(__always)
    private mutating func hit(_ key: TextCacheKey) -> Int? {
        guard let slot = slot(of: key) else { return nil }
        records.markUsed(slot)
        statistics.hits += 1
        return slot
    }

    mutating func countMiss() {
        statistics.misses += 1
    }

    /// Stores `value` for `key` unless another thread stored one first, and returns the stored one.
    /// Counts a miss when this call stored the value, a hit when it found one. Evicts (see the type)
    /// until both bounds hold; a value larger than the whole byte bound is returned without being stored.
    ///
    /// - Complexity: O(1) amortised per stored or evicted entry (a sweep clears each flag it passes), plus
    ///   a copy of the key's bytes.
    mutating func store(_ value: TextLayoutResult, for key: TextCacheKey, bytes: Int) -> TextLayoutResult {
        if let existing = self.value(for: key) { return existing }
        statistics.misses += 1
        guard maxEntries > 0, bytes <= maxBytes else { return value }
        records.beginWrite()
        defer { records.endWrite() }
        while statistics.entries >= maxEntries || statistics.bytes + bytes > maxBytes, statistics.entries > 0 {
            evictNext()
        }
        let slot: Int
        if let free = freeSlots.popLast() {
            slot = Int(free)
        } else {
            slot = entries.count
            entries.append(.free)
            values.append(nil)
        }
        records.insert(key, metrics: value.metrics, at: slot)
        entries[slot] = Entry(style: key.style, bytes: bytes)
        values[slot] = value
        statistics.entries += 1
        statistics.bytes += bytes
        return value
    }

    /// Drops every entry; keeps the hit, miss and eviction counters unless `resettingCounters`.
    mutating func removeAll(resettingCounters: Bool) {
        records.beginWrite()
        records.removeAll()
        records.endWrite()
        entries.removeAll()
        values.removeAll()
        freeSlots.removeAll()
        hand = 0
        statistics.entries = 0
        statistics.bytes = 0
        if resettingCounters { statistics = TextCacheStatistics() }
    }

    /// The occupied slot holding `key`, if any.
    private func slot(of key: TextCacheKey) -> Int? {
        records.slot(of: key) { entries[$0].style == key.style }
    }

    /// Evicts the first unflagged occupied slot from the hand on, clearing the flags it passes.
    /// Needs at least one entry; ends within two sweeps. Call inside a write of the records.
    private mutating func evictNext() {
        while true {
            if hand >= entries.count { hand = 0 }
            let slot = hand
            hand += 1
            guard values[slot] != nil else { continue }
            if records.takeUsed(slot) { continue }
            records.remove(slot)
            statistics.entries -= 1
            statistics.bytes -= entries[slot].bytes
            statistics.evictions += 1
            entries[slot] = .free
            values[slot] = nil
            freeSlots.append(Int32(slot))
            return
        }
    }
}
