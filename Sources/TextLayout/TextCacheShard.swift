#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One shard of `TextCache`: slots indexed by their keys' hashes, bounded by entry count and approximate
/// bytes, evicting by the clock (second-chance) rule.
///
/// A hit writes one cache line: the counter beside the shard's lock (`statistics` comes first in this
/// value, and the lock sits just before it). Everything else a hit touches it only reads, so the lines stay
/// in every core's cache:
/// - no list to relink: a least-recently-used list moved the entry to the front on every hit, writing its
///   slot, its neighbours' and the list's head, lines every thread hitting the shard fetched back
///   (`text-bench --threads 16` on a 16-core machine: 1.1 µs a hit against 0.4 µs on one thread). Here a
///   hit sets its slot's `used` flag when it is not set yet. To make room, a hand sweeps the slots in
///   order: a flagged slot loses its flag and is passed over once, the first unflagged one goes. So an
///   entry used since the hand last passed it outlives one that was not, and among entries alike the
///   oldest slot goes first: least recently used, approximately (exactly when nothing was used twice);
/// - no reference counted: the slot's bookkeeping (`entries`) holds no references, the key's bytes are the
///   shard's own copy, compared in place, and the index maps a key's hash to its slot (keys with one hash,
///   rare at 64 bits, are chained through their slots). A dictionary keyed by a key holding the string
///   copied each stored key it compared, retaining and releasing a string that every thread looking it up
///   shares. Layouts sit apart (`values`), copied out only when a caller wants the lines.
///
/// Noncopyable: it owns the key bytes it allocated, freed when their entry goes or with the shard.
///
/// Thread safety: none of its own; `TextCache` keeps each shard inside a `Mutex`.
struct TextCacheShard: ~Copyable, Sendable {
    /// A slot's bookkeeping; the slot is occupied while `values` holds a layout for it.
    private struct Entry {
        /// The stored key's `hash`, and the next slot whose key has the same (-1: none).
        var hash: Int
        var nextWithSameHash: Int32
        var style: TextStyle
        var width: Double
        /// The key's UTF-8 bytes: their address (0 when empty) and count. Allocated by `store`, never
        /// written after, freed with the entry, all under the shard's lock. Kept as a number, not a pointer,
        /// so the shard stays `Sendable`, which the lock's region checking needs of what it guards.
        var keyAddress: UInt
        var keyCount: Int
        var metrics: TextMetrics
        var bytes: Int
        /// Used since the hand last passed (or since it was stored, by a hit).
        var used: Bool

        static var free: Entry {
            Entry(hash: 0, nextWithSameHash: -1, style: TextStyle(), width: 0, keyAddress: 0, keyCount: 0,
                  metrics: TextMetrics(width: 0, height: 0, lineHeight: 0, firstBaseline: 0, isTruncated: false),
                  bytes: 0, used: false)
        }

        /// Whether this indexed entry holds `key` (the index holds occupied slots only).
        func matches(_ key: TextCacheKey) -> Bool {
            guard hash == key.hash, width == key.width, keyCount == key.bytes.count, style == key.style else {
                return false
            }
            guard let stored = UnsafeRawPointer(bitPattern: keyAddress), let looked = key.bytes.baseAddress else {
                return true
            }
            return memcmp(stored, looked, keyCount) == 0
        }

        func deallocateKey() {
            UnsafeMutableRawPointer(bitPattern: keyAddress)?.deallocate()
        }
    }

    /// First, so a hit's counter shares the cache line of the lock in front of this value (`TextCache`).
    private(set) var statistics = TextCacheStatistics()
    /// A key's hash to the first slot of the keys with that hash.
    private var index: [Int: Int32] = [:]
    private var entries: [Entry] = []
    /// Per slot; nil in a free slot, and only there.
    private var values: [TextLayoutResult?] = []
    private var freeSlots: [Int32] = []
    /// The slot the next eviction looks at first.
    private var hand = 0
    private let maxEntries: Int
    private let maxBytes: Int

    init(maxEntries: Int, maxBytes: Int) {
        self.maxEntries = max(maxEntries, 0)
        self.maxBytes = max(maxBytes, 0)
    }

    deinit {
        for entry in entries { entry.deallocateKey() }
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
        hit(key).map { entries[$0].metrics }
    }

    /// The slot holding `key`, flagged as used and counted as a hit; `nil`, counting nothing, when there is none.
    @inline(__always)
    private mutating func hit(_ key: TextCacheKey) -> Int? {
        guard let slot = slot(of: key) else { return nil }
        // Written only when clear: a hit on a flagged slot leaves its line unwritten.
        if !entries[slot].used { entries[slot].used = true }
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
        var keyAddress: UInt = 0
        if !key.bytes.isEmpty {
            let keyBytes = UnsafeMutableRawBufferPointer.allocate(byteCount: key.bytes.count, alignment: 1)
            keyBytes.copyMemory(from: key.bytes)
            keyAddress = UInt(bitPattern: keyBytes.baseAddress)
        }
        entries[slot] = Entry(hash: key.hash, nextWithSameHash: index[key.hash] ?? -1, style: key.style,
                              width: key.width, keyAddress: keyAddress, keyCount: key.bytes.count,
                              metrics: value.metrics, bytes: bytes, used: false)
        values[slot] = value
        index[key.hash] = Int32(slot)
        statistics.entries += 1
        statistics.bytes += bytes
        return value
    }

    /// Drops every entry; keeps the hit, miss and eviction counters unless `resettingCounters`.
    mutating func removeAll(resettingCounters: Bool) {
        for entry in entries { entry.deallocateKey() }
        index.removeAll()
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
        guard var slot = index[key.hash].map(Int.init) else { return nil }
        while slot >= 0 {
            if entries[slot].matches(key) { return slot }
            slot = Int(entries[slot].nextWithSameHash)
        }
        return nil
    }

    /// Takes `slot` out of its hash's chain.
    private mutating func unindex(_ slot: Int) {
        let hash = entries[slot].hash
        let next = entries[slot].nextWithSameHash
        guard let first = index[hash].map(Int.init) else { return }
        if first == slot {
            if next >= 0 { index[hash] = next } else { index.removeValue(forKey: hash) }
            return
        }
        var previous = first
        while entries[previous].nextWithSameHash >= 0 {
            if Int(entries[previous].nextWithSameHash) == slot {
                entries[previous].nextWithSameHash = next
                return
            }
            previous = Int(entries[previous].nextWithSameHash)
        }
    }

    /// Evicts the first unflagged occupied slot from the hand on, clearing the flags it passes.
    /// Needs at least one entry; ends within two sweeps.
    private mutating func evictNext() {
        while true {
            if hand >= entries.count { hand = 0 }
            let slot = hand
            hand += 1
            guard values[slot] != nil else { continue }
            if entries[slot].used {
                entries[slot].used = false
                continue
            }
            unindex(slot)
            statistics.entries -= 1
            statistics.bytes -= entries[slot].bytes
            statistics.evictions += 1
            entries[slot].deallocateKey()
            entries[slot] = .free
            values[slot] = nil
            freeSlots.append(Int32(slot))
            return
        }
    }
}
