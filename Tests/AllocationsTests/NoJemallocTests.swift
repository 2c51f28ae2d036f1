import Testing
@testable import Allocations

/// A sanitizer build (FEEDBENCH_SANITIZE or FEEDBENCH_FUZZ) links no jemalloc: the counters say so rather
/// than giving figures, and arenas still work as placeholders so a run goes on.
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

    @Test func countersReadZeroAndArenasArePlaceholders() throws {
        let block = UnsafeMutableRawPointer.allocate(byteCount: 4096, alignment: 16)
        block.deallocate()
        #expect(Jemalloc.threadAllocatedBytes == 0)
        #expect(Jemalloc.totalRequests() == 0)
        #expect(Jemalloc.liveHeapBytes() == 0)
        let arena = try Arena.makeKept()
        #expect(arena.bindCallingThread() == arena)
        #expect(Arena.current == arena)
        #expect(arena.requests == 0)
    }
}
