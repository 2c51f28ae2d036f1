import Testing
@testable import Allocations
import CJemalloc
import Dispatch

@Suite struct JemallocTests {
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
@Suite struct ArenaTests {
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
}
