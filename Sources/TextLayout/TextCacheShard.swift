/// One shard of `TextCache`: a dictionary plus a least-recently-used list, bounded by entry count
/// and approximate bytes.
///
/// The list is intrusive and index-based (slots in one array linked by `newer`/`older` indices), so
/// a hit moves an entry to the front without allocating, and an eviction frees a slot for reuse.
///
/// Thread safety: none of its own; `TextCache` keeps each shard inside a `Mutex`.
struct TextCacheShard {
    private struct Slot {
        var key: TextCacheKey?
        var value: TextLayoutResult?
        var bytes = 0
        var newer: Int32 = -1
        var older: Int32 = -1
    }

    private let maxEntries: Int
    private let maxBytes: Int
    private var index: [TextCacheKey: Int32] = [:]
    private var slots: [Slot] = []
    private var freeSlots: [Int32] = []
    private var newest: Int32 = -1
    private var oldest: Int32 = -1
    private(set) var statistics = TextCacheStatistics()

    init(maxEntries: Int, maxBytes: Int) {
        self.maxEntries = max(maxEntries, 0)
        self.maxBytes = max(maxBytes, 0)
    }

    /// The value for `key`, made most recently used; counts a hit when found and nothing otherwise
    /// (the caller counts the miss when it stores, see `store`, or with `countMiss`).
    ///
    /// - Complexity: O(1) amortised, plus one comparison of equal strings on a hit.
    mutating func value(for key: TextCacheKey) -> TextLayoutResult? {
        guard let slot = index[key], let value = slots[Int(slot)].value else { return nil }
        moveToFront(slot)
        statistics.hits += 1
        return value
    }

    /// `value(for:)`'s metrics, read in place: the cached lines are not copied out, so their reference
    /// count is not written. Counts a hit and makes the entry the newest, as `value(for:)` does.
    mutating func metrics(for key: TextCacheKey) -> TextMetrics? {
        guard let slot = index[key], let metrics = slots[Int(slot)].value?.metrics else { return nil }
        moveToFront(slot)
        statistics.hits += 1
        return metrics
    }

    mutating func countMiss() {
        statistics.misses += 1
    }

    /// Stores `value` for `key` unless another thread stored one first, and returns the stored one.
    /// Counts a miss when this call stored the value, a hit when it found one. Evicts least recently
    /// used entries until both bounds hold; a value larger than the whole byte bound is returned
    /// without being stored.
    ///
    /// - Complexity: O(1) amortised per stored or evicted entry.
    mutating func store(_ value: TextLayoutResult, for key: TextCacheKey, bytes: Int) -> TextLayoutResult {
        if let existing = self.value(for: key) { return existing }
        statistics.misses += 1
        guard maxEntries > 0, bytes <= maxBytes else { return value }
        while statistics.entries >= maxEntries || statistics.bytes + bytes > maxBytes, oldest >= 0 {
            evictOldest()
        }
        let slot: Int32
        if let free = freeSlots.popLast() {
            slot = free
        } else {
            slot = Int32(slots.count)
            slots.append(Slot())
        }
        slots[Int(slot)] = Slot(key: key, value: value, bytes: bytes)
        index[key] = slot
        linkAtFront(slot)
        statistics.entries += 1
        statistics.bytes += bytes
        return value
    }

    /// Drops every entry; keeps the hit, miss and eviction counters unless `resettingCounters`.
    mutating func removeAll(resettingCounters: Bool) {
        index.removeAll()
        slots.removeAll()
        freeSlots.removeAll()
        newest = -1
        oldest = -1
        statistics.entries = 0
        statistics.bytes = 0
        if resettingCounters { statistics = TextCacheStatistics() }
    }

    private mutating func evictOldest() {
        let slot = oldest
        unlink(slot)
        if let key = slots[Int(slot)].key { index.removeValue(forKey: key) }
        statistics.entries -= 1
        statistics.bytes -= slots[Int(slot)].bytes
        statistics.evictions += 1
        slots[Int(slot)] = Slot()
        freeSlots.append(slot)
    }

    private mutating func moveToFront(_ slot: Int32) {
        guard slot != newest else { return }
        unlink(slot)
        linkAtFront(slot)
    }

    private mutating func linkAtFront(_ slot: Int32) {
        slots[Int(slot)].older = newest
        slots[Int(slot)].newer = -1
        if newest >= 0 { slots[Int(newest)].newer = slot }
        newest = slot
        if oldest < 0 { oldest = slot }
    }

    private mutating func unlink(_ slot: Int32) {
        let newer = slots[Int(slot)].newer
        let older = slots[Int(slot)].older
        if newer >= 0 { slots[Int(newer)].older = older } else { newest = older }
        if older >= 0 { slots[Int(older)].newer = newer } else { oldest = newer }
        slots[Int(slot)].newer = -1
        slots[Int(slot)].older = -1
    }
}
