import Testing
@testable import Allocations

/// Read from /proc, whichever allocator serves `malloc`.
@Suite struct ResidentMemoryTests {
    @Test func thePeakResidentSizeIsReadAndReset() throws {
        // The current size first: the peak, read after, is at least it (other tests allocate meanwhile).
        let current = try #require(ResidentMemory.currentBytes)
        let peak = try #require(ResidentMemory.peakBytes)
        #expect(current > 0 && peak >= current)
        if ResidentMemory.resetPeak() {
            let reset = try #require(ResidentMemory.peakBytes)
            #expect(reset > 0)
        }
    }
}
