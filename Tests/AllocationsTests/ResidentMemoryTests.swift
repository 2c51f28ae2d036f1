import Testing
@testable import Allocations

/// Read from /proc, whichever allocator serves `malloc`.
@Suite struct ResidentMemoryTests {
    @Test func thePeakResidentSizeIsReadAndReset() throws {
        // Read together: two reads may straddle another test's reset of the peak (tests run in parallel).
        let (current, peak) = try #require(ResidentMemory.currentAndPeakBytes)
        #expect(current > 0 && peak >= current)
        #expect(ResidentMemory.currentBytes != nil && ResidentMemory.peakBytes != nil)
        if ResidentMemory.resetPeak() {
            let reset = try #require(ResidentMemory.peakBytes)
            #expect(reset > 0)
        }
    }
}
