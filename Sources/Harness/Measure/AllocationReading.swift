import Allocations

/// A snapshot of jemalloc's counters, taken outside every timed region.
///
/// What is counted:
/// - `bytes`: the calling thread's `thread.allocated` (bytes it allocated since it started).
/// - `requests`: jemalloc's process-wide allocation request count after flushing the calling
///   thread's cache, so the calling thread's requests up to now are all in it. Requests still sitting
///   in *other* threads' caches are not (a worker's are counted only where the harness flushes that
///   worker's cache itself, at the end of each of its instrumented jobs).
struct AllocationReading: Sendable {
    let bytes: UInt64
    let requests: UInt64

    /// Reads the calling thread's counters (flushes its cache first).
    static func now() -> AllocationReading {
        Jemalloc.flushThreadCache()
        return AllocationReading(bytes: Jemalloc.threadAllocatedBytes, requests: Jemalloc.totalRequests())
    }

    /// The allocation part of a pass measurement from `self` to `later` (saturating at 0).
    func delta(to later: AllocationReading) -> (bytes: UInt64, requests: UInt64) {
        (later.bytes >= bytes ? later.bytes - bytes : 0, later.requests >= requests ? later.requests - requests : 0)
    }
}
