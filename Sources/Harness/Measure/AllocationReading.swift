import Allocations

/// A snapshot of the calling thread's jemalloc counters, taken outside every timed region.
///
/// - `bytes`: the thread's `thread.allocated` (bytes it allocated since it started).
/// - `requests`: the request count of `arena`, the arena the thread is bound to for counting, after
///   flushing the thread's cache (which merges its count into the arena). No other thread allocates
///   from that arena, so the count is the thread's own.
struct AllocationReading: Sendable {
    let bytes: UInt64
    let requests: UInt64

    /// Reads the calling thread's counters; it must be bound to `arena`.
    static func now(arena: Arena) -> AllocationReading {
        Jemalloc.flushThreadCache()
        return AllocationReading(bytes: Jemalloc.threadAllocatedBytes, requests: arena.requests)
    }

    /// The allocation part of a pass measurement from `self` to `later` (saturating at 0).
    func delta(to later: AllocationReading) -> (bytes: UInt64, requests: UInt64) {
        (later.bytes >= bytes ? later.bytes - bytes : 0, later.requests >= requests ? later.requests - requests : 0)
    }
}
