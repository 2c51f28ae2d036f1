import Foundation
#if !NO_JEMALLOC
import CJemalloc
#endif

/// A jemalloc arena made for counting: allocation requests are counted per arena, so a thread (or a
/// phase of work) bound to an arena of its own has its requests counted apart from every other
/// thread's, even while they run at the same time.
///
/// Arenas made with `make()` are manual arenas: jemalloc never hands them to a thread by itself, so
/// only what is bound to one allocates from it. They live as long as the process.
///
/// How requests reach an arena's statistics: a thread's cache counts its requests and merges the
/// count into the arena it is bound to when it is flushed or bound to another arena. So read an
/// arena's `requests` only after every thread that used it has been flushed or re-bound.
public struct Arena: Hashable, Sendable {
    /// jemalloc's arena index.
    public let index: UInt32

    /// A new manual arena.
    public static func make() throws(AllocatorError) -> Arena {
        var index: UInt32 = 0
        var size = MemoryLayout<UInt32>.size
        guard mallctl("arenas.create", &index, &size, nil, 0) == 0 else {
            throw AllocatorError(description: "jemalloc could not create an arena (mallctl arenas.create failed)")
        }
        return Arena(index: index)
    }

    /// A new arena with a thread of its own parked in it for the life of the process.
    ///
    /// Why: when the last thread bound to an arena binds elsewhere, jemalloc purges the arena (gives
    /// all its unused pages back to the system). A counting arena is left after every section it
    /// counts, so without a thread that stays, every section would start by faulting its memory in
    /// again: measured, that made the components pipeline's worker jobs 8% slower (`feedbench
    /// harness-bench`, 15,000 more page faults). The parked thread keeps one binding, so no purge.
    public static func makeKept() throws(AllocatorError) -> Arena {
        let arena = try make()
        // Without jemalloc (a sanitizer build) there is nothing to purge, so no thread to park.
        guard Jemalloc.isAvailable else { return arena }
        let bound = DispatchSemaphore(value: 0)
        let keeper = Thread {
            arena.bindCallingThread()
            bound.signal()
            // Parked for good: it only holds the binding.
            DispatchSemaphore(value: 0).wait()
        }
        keeper.name = "feedbench.arena-keeper.\(arena.index)"
        keeper.stackSize = 64 << 10
        keeper.start()
        bound.wait()
        return arena
    }

    /// The arena the calling thread allocates from now.
    public static var current: Arena {
        var index: UInt32 = 0
        var size = MemoryLayout<UInt32>.size
        _ = threadArena.withUnsafeBufferPointer { mib in
            mallctlbymib(mib.baseAddress, mib.count, &index, &size, nil, 0)
        }
        return Arena(index: index)
    }

    /// `thread.arena` as a management information base: binding by name would turn the name into a C
    /// string on the heap (Swift copies a short literal), an allocation inside the window being counted.
    private static let threadArena: [Int] = Jemalloc.managementInformationBase("thread.arena")

    /// Binds the calling thread to this arena and returns the arena it was bound to. Binding merges
    /// the thread cache's request count into the arena it leaves.
    /// - Complexity: O(1); about 0.4 µs on the development machine (it re-associates the thread cache).
    @discardableResult
    public func bindCallingThread() -> Arena {
        var old: UInt32 = 0
        var oldSize = MemoryLayout<UInt32>.size
        var new = index
        _ = Self.threadArena.withUnsafeBufferPointer { mib in
            mallctlbymib(mib.baseAddress, mib.count, &old, &oldSize, &new, MemoryLayout<UInt32>.size)
        }
        return Arena(index: old)
    }

    /// Allocation requests (small and large) this arena has served, as far as thread caches have
    /// merged them. Refreshes jemalloc's statistics snapshot first (tens of microseconds: never inside
    /// a timed region).
    public var requests: UInt64 {
        Jemalloc.refreshStatistics()
        return requestsInSnapshot
    }

    /// Allocation requests of this arena in jemalloc's last statistics snapshot
    /// (`Jemalloc.refreshStatistics()`), without refreshing it.
    public var requestsInSnapshot: UInt64 {
        Jemalloc.arenaRequests(index)
    }
}
