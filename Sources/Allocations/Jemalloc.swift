#if !NO_JEMALLOC
internal import CAllocationCount
internal import CJemalloc
#endif

/// Allocation counters read from jemalloc, the allocator the harness links.
///
/// Linking jemalloc (Debian's libjemalloc, unprefixed) makes it serve `malloc` and `free` for the whole
/// process, Swift's runtime included. `verifyServesMalloc()` checks that this really happened before
/// any figure is trusted.
///
/// Allocation requests are counted where they enter the allocator (`threadAllocationRequests`, the
/// `CAllocationCount` target), bytes and the live heap by jemalloc.
///
/// Threads: every function may be called from any thread. The `thread*` counters are the calling
/// thread's own. `liveHeapBytes()` does not belong inside a timed region.
public enum Jemalloc {
    /// Whether this build links jemalloc: false in a sanitizer build (`NO_JEMALLOC`, see Package.swift),
    /// where every counter reads 0 and `verifyServesMalloc()` throws `unavailableReason`.
    #if NO_JEMALLOC
    public static let isAvailable = false
    #else
    public static let isAvailable = true
    #endif

    /// Why allocation figures cannot be had in this build; a run reports it as a warning.
    public static let unavailableReason = """
        allocation figures are unavailable: this is a sanitizer build (FEEDBENCH_SANITIZE or FEEDBENCH_FUZZ), \
        which does not link jemalloc; every allocation count and byte figure reads 0
        """

    /// Bytes this thread has allocated since it started (jemalloc's `thread.allocated`).
    /// - Complexity: O(1); a load through the counter's address (`thread.allocatedp`), which each thread
    ///   looks up once and keeps in thread-local storage. Read by its MIB (`mallctlbymib`) it cost 212
    ///   instructions under callgrind, by name 589: the workers read it twice a phase.
    public static var threadAllocatedBytes: UInt64 {
        #if NO_JEMALLOC
        return 0
        #else
        return feedbench_thread_allocated_bytes()
        #endif
    }

    /// Allocation requests this thread has made since it started: every call of `malloc`, `calloc`,
    /// `realloc`, the aligned allocations and C++'s `operator new`, counted where it enters the allocator
    /// (the `CAllocationCount` target, which passes each on to jemalloc).
    /// - Complexity: O(1); a call and a thread-local load.
    public static var threadAllocationRequests: UInt64 {
        #if NO_JEMALLOC
        return 0
        #else
        return feedbench_thread_allocation_requests()
        #endif
    }

    /// Whether the counting entry points found jemalloc's functions at start-up and pass each request to
    /// its function of the same name (or to a preloaded layer over it), rather than through the slower
    /// fallback on `mallocx`.
    public static var requestsGoToJemallocDirectly: Bool {
        #if NO_JEMALLOC
        return false
        #else
        return feedbench_allocation_requests_go_to_jemalloc_directly() != 0
        #endif
    }

    /// The path of another allocator preloaded into the process (LD_PRELOAD) that start-up found and
    /// bypassed, so that its blocks and jemalloc's never meet; `nil` when there is none, or when what is
    /// preloaded passes requests on to jemalloc (a profiler such as heaptrack, which then sees them all).
    public static var bypassedPreloadedAllocator: String? { preloaded(.otherAllocator) }

    /// The path of a library preloaded into the process (LD_PRELOAD) that passes requests on to jemalloc, a
    /// profiler such as heaptrack: requests go through it, so it sees them all, but what it allocates for
    /// itself on the way counts too. `nil` when there is none.
    public static var preloadedLayer: String? { preloaded(.layer) }

    /// What start-up found preloaded between the executable and jemalloc (`feedbench_allocation_preload`).
    private enum Preload {
        case layer, otherAllocator
    }

    /// The preloaded library's path when start-up found one of `kind`, else `nil`.
    private static func preloaded(_ kind: Preload) -> String? {
        #if NO_JEMALLOC
        return nil
        #else
        let found = Int(feedbench_allocation_preload())
        guard found == (kind == .layer ? FEEDBENCH_PRELOAD_LAYER : FEEDBENCH_PRELOAD_OTHER_ALLOCATOR) else { return nil }
        return String(cString: feedbench_allocation_preload_path())
        #endif
    }

    /// What a run says when a layer is preloaded (`preloadedLayer`): its figures are not FeedBench's alone.
    public static var preloadWarning: String? {
        preloadedLayer.map {
            "\($0.isEmpty ? "a library" : $0) is preloaded over the allocator (LD_PRELOAD; a profiler?): what it "
                + "allocates for itself counts in the allocation figures, which are then higher than the pipelines' own"
        }
    }

    /// Bytes this thread has freed since it started (`thread.deallocated`).
    public static var threadDeallocatedBytes: UInt64 {
        read("thread.deallocated", as: UInt64.self) ?? 0
    }

    /// Refreshes jemalloc's statistics snapshot (writing the epoch), which every `stats.*` read returns.
    /// It walks every arena: tens of microseconds, and cold caches after;
    /// keep it off the thread being timed.
    private static func refreshStatistics() {
        var newEpoch: UInt64 = 1
        var oldEpoch: UInt64 = 0
        var size = MemoryLayout<UInt64>.size
        _ = mallctl("epoch", &oldEpoch, &size, &newEpoch, MemoryLayout<UInt64>.size)
    }

    /// Bytes the application holds allocated now, process-wide: the live heap. jemalloc's `stats.allocated`
    /// counts a block freed into a thread's cache as still allocated, so the bytes all thread caches hold
    /// (`stats.arenas.<all>.tcache_bytes`, and the stashed ones) are taken off: a thread's cache state never
    /// moves the figure. Costs a statistics refresh (tens of microseconds, cold caches after): never inside
    /// a timed region.
    public static func liveHeapBytes() -> UInt64 {
        refreshStatistics()
        // 4096 is MALLCTL_ARENAS_ALL: the sum over every arena.
        let allocated = UInt64(read("stats.allocated", as: UInt.self) ?? 0)
        let cached = UInt64(read("stats.arenas.4096.tcache_bytes", as: UInt.self) ?? 0)
            + UInt64(read("stats.arenas.4096.tcache_stashed_bytes", as: UInt.self) ?? 0)
        return allocated > cached ? allocated - cached : 0
    }

    /// Checks that jemalloc serves `malloc` in this process and keeps statistics, and that requests are
    /// counted: an allocation must move this thread's allocated-bytes counter by at least its size, and
    /// its request counter by exactly one.
    ///
    /// The allocation goes through the Swift runtime (`UnsafeMutableRawPointer.allocate`, which calls
    /// `malloc`) and is written to: in an optimised build LLVM removes a plain `malloc`/`free` pair, and
    /// the check would then fail on a correct set-up.
    public static func verifyServesMalloc() throws(AllocatorError) {
        guard isAvailable else { throw AllocatorError(description: unavailableReason) }
        if let preloaded = bypassedPreloadedAllocator {
            throw AllocatorError(description: """
                another allocator is preloaded (LD_PRELOAD: \(preloaded.isEmpty ? "a library" : preloaded)); FeedBench \
                measures allocations with jemalloc and left it unused, so nothing would measure it: run without it
                """)
        }
        guard let stats = read("config.stats", as: Bool.self), stats else {
            throw AllocatorError(description: "jemalloc statistics are unavailable (mallctl config.stats failed or is off)")
        }
        let size = 4096
        let before = threadAllocatedBytes
        let requestsBefore = threadAllocationRequests
        let block = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 16)
        block.storeBytes(of: UInt8(1), toByteOffset: size - 1, as: UInt8.self)
        let requests = threadAllocationRequests &- requestsBefore
        let after = threadAllocatedBytes
        block.deallocate()
        guard after >= before + UInt64(size) else {
            throw AllocatorError(description: """
                malloc is not served by jemalloc (a \(size)-byte malloc moved jemalloc's thread.allocated by \
                \(after &- before) bytes); allocation figures would be wrong. Is libjemalloc linked and not \
                preempted by another allocator (LD_PRELOAD)?
                """)
        }
        // The Swift runtime's call reached the executable's counting `malloc`: it is exported, and no
        // library loaded first (LD_PRELOAD) took the symbol. A preloaded layer may allocate for itself on the
        // way (a run warns of it: `preloadWarning`).
        guard requests == 1 || (requests > 1 && preloadedLayer != nil) else {
            throw AllocatorError(description: """
                allocation requests are not counted (one allocation by the Swift runtime counted \(requests)); \
                is another allocator preloaded (LD_PRELOAD)?
                """)
        }
    }

    /// Reads a mallctl value into stack memory: a read must not itself allocate, or it would count in
    /// the figures it reads.
    private static func read<T>(_ name: String, as type: T.Type) -> T? {
        withUnsafeTemporaryAllocation(of: T.self, capacity: 1) { buffer -> T? in
            guard let pointer = buffer.baseAddress else { return nil }
            var size = MemoryLayout<T>.size
            let status = name.withCString { mallctl($0, pointer, &size, nil, 0) }
            guard status == 0, size == MemoryLayout<T>.size else { return nil }
            return pointer.pointee
        }
    }
}
