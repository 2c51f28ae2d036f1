import Testing
@testable import Allocations
import Dispatch
import Foundation

@Suite(.enabled(if: Jemalloc.isAvailable, "allocation counters are unavailable in a sanitizer build (no jemalloc; Jemalloc.unavailableReason)"))
struct JemallocTests {
    @Test func jemallocServesMallocInTheTestProcess() throws {
        try Jemalloc.verifyServesMalloc()
    }

    @Test func threadCountersMoveByWhatThisThreadAllocates() {
        let before = Jemalloc.threadAllocatedBytes
        let freedBefore = Jemalloc.threadDeallocatedBytes
        var blocks: [UnsafeMutableRawPointer] = []
        for _ in 0..<10 {
            if let block = malloc(1000) { blocks.append(block) }
        }
        let allocated = Jemalloc.threadAllocatedBytes - before
        for block in blocks { free(block) }
        #expect(blocks.count == 10)
        // jemalloc rounds 1000 up to its 1024 size class; the array's own buffer adds a little.
        #expect(allocated >= 10 * 1024)
        #expect(Jemalloc.threadDeallocatedBytes - freedBefore >= 10 * 1024)
    }

    @Test func requestCountsIncludeFlushedThreadCaches() {
        Jemalloc.flushThreadCache()
        let before = Jemalloc.totalRequests()
        for _ in 0..<100 {
            free(malloc(48))
        }
        Jemalloc.flushThreadCache()
        #expect(Jemalloc.totalRequests() - before >= 100)
    }
}

/// Arenas made for counting keep each bound thread's requests apart.
@Suite(.enabled(if: Jemalloc.isAvailable, "allocation counters are unavailable in a sanitizer build (no jemalloc; Jemalloc.unavailableReason)"))
struct ArenaTests {
    @Test func anArenaCountsWhatItsThreadAllocatesAndNothingElse() throws {
        let arena = try Arena.make()
        let previous = arena.bindCallingThread()
        defer { previous.bindCallingThread() }
        #expect(Arena.current == arena)
        Jemalloc.flushThreadCache()
        let before = arena.requests
        // Another thread allocates at the same time, on its own arena.
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) {
            for _ in 0..<100_000 { free(malloc(48)) }
        }
        var blocks: [UnsafeMutableRawPointer] = []
        blocks.reserveCapacity(100)
        for _ in 0..<100 {
            if let block = malloc(48) { blocks.append(block) }
        }
        for block in blocks { free(block) }
        group.wait()
        Jemalloc.flushThreadCache()
        let counted = arena.requests - before
        // The 100 mallocs, the array's buffer and the runtime's own bookkeeping (dispatching the other
        // thread's work; a debug build allocates more of it); never the other thread's 100,000.
        #expect(counted >= 100)
        #expect(counted < 2_000)
    }

    @Test func bindingBackMergesTheCountIntoTheArenaLeft() throws {
        let arena = try Arena.make()
        let previous = arena.bindCallingThread()
        let before = arena.requests
        var blocks: [UnsafeMutableRawPointer] = []
        blocks.reserveCapacity(50)
        for _ in 0..<50 {
            if let block = malloc(64) { blocks.append(block) }
        }
        for block in blocks { free(block) }
        // No flush: leaving the arena merges the thread cache's count into it.
        previous.bindCallingThread()
        #expect(arena.requests - before >= 50)
    }

    /// The live heap follows a large block in and out (other tests allocate at the same time, in the
    /// same process, so only a block much larger than their noise is checked), and blocks freed into the
    /// thread cache do not count as live.
    @Test func theLiveHeapFollowsAllocations() throws {
        let size = 64 << 20
        let before = Jemalloc.liveHeapBytes()
        let block = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 16)
        block.storeBytes(of: UInt8(1), toByteOffset: size - 1, as: UInt8.self)
        let during = Jemalloc.liveHeapBytes()
        block.deallocate()
        let after = Jemalloc.liveHeapBytes()
        #expect(during >= before + UInt64(size) - (8 << 20))
        #expect(after + UInt64(size) - (8 << 20) <= during)
        // Small blocks freed into this thread's cache are not live any more.
        var small: [UnsafeMutableRawPointer] = []
        for _ in 0..<20_000 { small.append(UnsafeMutableRawPointer.allocate(byteCount: 96, alignment: 16)) }
        let held = Jemalloc.liveHeapBytes()
        for pointer in small { pointer.deallocate() }
        let released = Jemalloc.liveHeapBytes()
        #expect(held >= released + 1_500_000)
    }
}
