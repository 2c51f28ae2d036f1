import Allocations
import Testing
@testable import Harness

/// Measuring must not show up in what it measures: an empty section allocates nothing, and the
/// requests and bytes of a section are those of its body.
@MainActor
@Suite(.enabled(if: Jemalloc.isAvailable, "allocation counters are unavailable in a sanitizer build (no jemalloc; Jemalloc.unavailableReason)"))
struct MeasuringCostTests {
    @Test func anEmptySectionCountsNoAllocation() throws {
        let recorder = PassRecorder()
        for _ in 0..<100 {
            recorder.beginFrame()
            recorder.measure(.scroll) {}
        }
        let finished = recorder.finish()
        #expect(finished.totals.scroll.allocations == 0)
        #expect(finished.totals.scroll.allocatedBytes == 0)
    }

    @Test func aSectionCountsItsBodysAllocations() throws {
        let recorder = PassRecorder(countsEachFrame: true)
        recorder.beginFrame()
        recorder.measure(.update) {
            for _ in 0..<10 {
                let block = UnsafeMutableRawPointer.allocate(byteCount: 1_000, alignment: 8)
                block.storeBytes(of: 1, as: UInt8.self)
                block.deallocate()
            }
        }
        let finished = recorder.finish()
        // jemalloc rounds 1,000 bytes up to its 1,024 size class.
        #expect(finished.totals.update.allocations == 10)
        #expect(finished.totals.update.allocatedBytes == 10 * 1_024)
        #expect(finished.frameRequests == [10])
        #expect(finished.totals.scroll.allocations == 0)
    }
}
