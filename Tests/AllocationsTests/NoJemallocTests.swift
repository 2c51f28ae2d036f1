import Testing
@testable import Allocations

/// A sanitizer build (FEEDBENCH_SANITIZE or FEEDBENCH_FUZZ) links no jemalloc: the counters say so rather
/// than giving figures, and read 0 so a run goes on.
@Suite(.disabled(if: Jemalloc.isAvailable, "jemalloc is linked: this is not a sanitizer build"))
struct NoJemallocTests {
    @Test func verifyingSaysTheFiguresAreUnavailable() {
        #expect(throws: AllocatorError.self) { try Jemalloc.verifyServesMalloc() }
        do {
            try Jemalloc.verifyServesMalloc()
        } catch {
            #expect(error.description == Jemalloc.unavailableReason)
            #expect(error.description.contains("sanitizer build"))
        }
    }

    @Test func countersReadZero() throws {
        let block = UnsafeMutableRawPointer.allocate(byteCount: 4096, alignment: 16)
        block.deallocate()
        #expect(Jemalloc.threadAllocatedBytes == 0)
        #expect(Jemalloc.threadAllocationRequests == 0)
        #expect(Jemalloc.liveHeapBytes() == 0)
    }
}
