import Console
import Harness
import Testing

/// The one line a parallel build prints, in `feedbench run` and in `harness-bench`.
@Suite struct ParallelBuildTextTests {
    @Test func theLineSaysTheRoundsSpreadAndWhereTheEfficiencyWent() {
        let result = ParallelBuildResult(
            stories: 10, workers: 4, oneWorkerMilliseconds: 100, workersMilliseconds: 40, oneWorkerBestMilliseconds: 100,
            workersBestMilliseconds: 40, rounds: 3, identicalLayouts: true, oneWorkerCPUMilliseconds: 100,
            workersCPUMilliseconds: 128, lowestRoundSpeedUp: 2.2, highestRoundSpeedUp: 2.7, medianRoundSpeedUp: 2.45)
        let line = ParallelBuildText.line(result)
        #expect(line.hasPrefix("parallel build, layout of 10 stories, median of 3 rounds: 100.0 ms on 1 worker, 40.0 ms on 4: "
            + "speed-up 2.50x, efficiency "))
        #expect(line.contains("rounds 2.20-2.70x (median of the rounds' own 2.45x)"))
        #expect(line.contains("CPU time 100.0 ms on 1 worker, 128.0 ms on 4 (x1.28), workers busy 80% of the wall time"))
        #expect(line.hasSuffix(", layouts identical"))
    }

    @Test func aDrawnBuildSaysItDrewAndADifferenceIsShouted() {
        let drawn = ParallelBuildResult(
            stories: 6, workers: 2, oneWorkerMilliseconds: 10, workersMilliseconds: 6, oneWorkerBestMilliseconds: 9,
            workersBestMilliseconds: 5, rounds: 1, identicalLayouts: true, drawn: true)
        #expect(ParallelBuildText.line(drawn).contains("layout and drawing of 6 stories"))
        #expect(ParallelBuildText.line(drawn).hasSuffix("layouts and drawing identical"))
        let differ = ParallelBuildResult(
            stories: 6, workers: 2, oneWorkerMilliseconds: 10, workersMilliseconds: 6, oneWorkerBestMilliseconds: 9,
            workersBestMilliseconds: 5, rounds: 1, identicalLayouts: false)
        #expect(ParallelBuildText.line(differ).hasSuffix("LAYOUTS OR DRAWING DIFFER between 1 and N workers"))
    }

    /// A result read from an older run.json has no CPU times and no rounds' spread: the line leaves them out.
    @Test func anOlderResultLeavesOutWhatItDidNotRecord() {
        let result = ParallelBuildResult(
            stories: 10, workers: 2, oneWorkerMilliseconds: 90, workersMilliseconds: 50, oneWorkerBestMilliseconds: 80,
            workersBestMilliseconds: 40, rounds: 5, identicalLayouts: true)
        #expect(!ParallelBuildText.line(result).contains("CPU time"))
        #expect(!ParallelBuildText.line(result).contains("rounds 0"))
    }
}
