import Testing
@testable import Allocations
import Dispatch
import Foundation

@Suite(.enabled(if: Jemalloc.isAvailable, "allocation counters are unavailable in a sanitizer build (no jemalloc; Jemalloc.unavailableReason)"))
struct JemallocTests {
    @Test func jemallocServesMallocInTheTestProcess() throws {
        try Jemalloc.verifyServesMalloc()
    }

    /// The counting entry points found jemalloc's own functions at start-up, so a request costs a count
    /// and a jump, not jemalloc's general `mallocx` path.
    @Test func requestsGoStraightToJemallocsOwnFunctions() {
        #expect(Jemalloc.requestsGoToJemallocDirectly)
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

    /// The request counter is the calling thread's own and exact: another thread allocating at the same
    /// time never shows in it.
    @Test func requestsAreCountedExactlyPerThread() {
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) {
            for _ in 0..<100_000 { free(malloc(48)) }
        }
        var blocks: [UnsafeMutableRawPointer] = []
        blocks.reserveCapacity(100)
        let before = Jemalloc.threadAllocationRequests
        for _ in 0..<100 {
            if let block = malloc(48) { blocks.append(block) }
        }
        let counted = Jemalloc.threadAllocationRequests &- before
        for block in blocks { free(block) }
        group.wait()
        #expect(counted == 100)
    }

    /// Every C entry point that asks for memory counts one request and returns jemalloc memory (its
    /// usable size is jemalloc's); a call that asks for nothing, or that is refused, counts none.
    @Test func everyEntryPointCountsOneRequest() throws {
        func counting<T>(_ body: () -> T) -> (T, UInt64) {
            let before = Jemalloc.threadAllocationRequests
            let result = body()
            return (result, Jemalloc.threadAllocationRequests &- before)
        }
        let (empty, emptyRequests) = counting { malloc(0) }
        #expect(empty != nil && emptyRequests == 1)
        free(empty)

        let (zeroed, callocRequests) = counting { calloc(16, 64) }
        #expect(callocRequests == 1)
        let zeroedBlock = try #require(zeroed)
        #expect(UnsafeRawBufferPointer(start: zeroedBlock, count: 1024).allSatisfy { $0 == 0 })
        // malloc_usable_size, memalign and pvalloc are not in the headers Swift sees without jemalloc's (a
        // sanitizer build has none): the process's definitions, by name.
        typealias UsableSize = @convention(c) (UnsafeMutableRawPointer?) -> Int
        let usableSize = unsafeBitCast(try #require(dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_usable_size")),
                                       to: UsableSize.self)
        #expect(usableSize(zeroedBlock) >= 1024)

        let (grown, reallocRequests) = counting { realloc(zeroedBlock, 100_000) }
        #expect(grown != nil && reallocRequests == 1)
        #expect(counting { realloc(grown, 0) }.1 == 0) // frees the block, as jemalloc's own realloc does
        let (fresh, freshRequests) = counting { realloc(nil, 32) }
        #expect(fresh != nil && freshRequests == 1)
        free(fresh)

        var aligned: UnsafeMutableRawPointer?
        let (status, alignedRequests) = counting { posix_memalign(&aligned, 256, 100) }
        #expect(status == 0 && alignedRequests == 1)
        #expect(Int(bitPattern: aligned) % 256 == 0)
        free(aligned)
        #expect(counting { posix_memalign(&aligned, 24, 100) } == (EINVAL, 0))

        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        typealias PageAllocation = @convention(c) (Int) -> UnsafeMutableRawPointer?
        let pvalloc = try #require(dlsym(UnsafeMutableRawPointer(bitPattern: 0), "pvalloc"))
        let pageValloc = unsafeBitCast(pvalloc, to: PageAllocation.self)
        typealias AlignedAllocation = @convention(c) (Int, Int) -> UnsafeMutableRawPointer?
        let memalign = unsafeBitCast(try #require(dlsym(UnsafeMutableRawPointer(bitPattern: 0), "memalign")),
                                     to: AlignedAllocation.self)
        for (alignment, allocate) in [(64, { aligned_alloc(64, 128) }), (page, { valloc(10) }),
                                      (128, { memalign(128, 10) }), (page, { pageValloc(10) })]
            as [(Int, () -> UnsafeMutableRawPointer?)] {
            let (block, requests) = counting { allocate() }
            #expect(requests == 1)
            #expect(block != nil && Int(bitPattern: block) % alignment == 0)
            free(block)
        }
        // C++'s operator new and delete, by their mangled names (no test target is C++): a request each new,
        // none each delete.
        typealias New = @convention(c) (Int) -> UnsafeMutableRawPointer?
        typealias Delete = @convention(c) (UnsafeMutableRawPointer?) -> Void
        for (newName, deleteName) in [("_Znwm", "_ZdlPv"), ("_Znam", "_ZdaPv")] {
            let allocate = unsafeBitCast(try #require(dlsym(UnsafeMutableRawPointer(bitPattern: 0), newName)), to: New.self)
            let release = unsafeBitCast(try #require(dlsym(UnsafeMutableRawPointer(bitPattern: 0), deleteName)), to: Delete.self)
            let (object, newRequests) = counting { allocate(40) }
            #expect(object != nil && newRequests == 1, "\(newName)")
            #expect(counting { release(object) }.1 == 0, "\(deleteName)")
        }
        // An overflowing calloc is refused before it reaches the allocator.
        let (overflow, overflowRequests) = counting { calloc(Int.max, 16) }
        #expect(overflow == nil && overflowRequests == 0)
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
