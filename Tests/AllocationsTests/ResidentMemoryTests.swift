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

    /// The whole process's peak survives the resets that start each repetition's: a peak reached before a
    /// reset is still in it after.
    @Test func theProcessPeakOutlivesAReset() throws {
        var block = [UInt8](repeating: 1, count: 64 << 20)
        block[block.count - 1] = 2
        let before = try #require(ResidentMemory.peakBytes)
        #expect(block.reduce(0) { $0 &+ Int($1) } > 0)
        block = []
        ResidentMemory.resetPeak()
        let process = try #require(ResidentMemory.processPeakBytes)
        #expect(process >= before)
        #expect(process >= (ResidentMemory.peakBytes ?? 0))
    }
}
