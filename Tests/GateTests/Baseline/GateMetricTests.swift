import Harness
import Testing

@testable import Gate

/// What each gating metric reads from a repetition: wall times for what a user sees, thread CPU time for
/// the sums, which a shared machine's scheduler would otherwise move by whole slices.
@Suite struct GateMetricTests {
    /// Two frames, the second of which lost its core for 4 ms (wall 5 ms, CPU 1 ms); a mount pass likewise.
    static func repetitionThatWaitedForACore() -> RepetitionResult {
        let frames = [FrameSample(frame: 0, milliseconds: 1, cpuMilliseconds: 1, allocatedBytes: 0, viewsCreated: 0, offset: 0),
                      FrameSample(frame: 1, milliseconds: 5, cpuMilliseconds: 1, allocatedBytes: 0, viewsCreated: 0, offset: 0)]
        var passes = PassTotals()
        passes.add(PassMeasurement(milliseconds: 6, cpuMilliseconds: 2), to: .mount)
        return RepetitionResult(index: 0, frames: frames, budget: 17, passes: passes, counters: RepetitionCounters(), peakLiveViews: 0,
                                firstScreen: FirstScreen(mainThreadMilliseconds: 1, wallMilliseconds: 1),
                                memory: MemoryFigures(heapAfterFirstScreen: 0, heapPeak: 0, heapAtEnd: 0,
                                                      sampleInterval: 60, peakResidentBytes: nil))
    }

    @Test func sumsAreCPUTimeAndPercentilesWallTime() {
        let repetition = Self.repetitionThatWaitedForACore()
        #expect(GateMetric.frameTime.value(of: repetition) == 2)
        #expect(GateMetric.mount.value(of: repetition) == 2)
        #expect(GateMetric.p99.value(of: repetition) > 4.9)
    }
}
