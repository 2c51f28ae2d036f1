import Testing
@testable import Allocations
import CJemalloc

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
