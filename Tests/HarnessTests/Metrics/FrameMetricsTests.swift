import Testing
@testable import Harness

/// Expected values are computed by hand from the definitions in docs/design.md, Metrics, not from the code's own output.
@Suite struct FrameMetricsTests {
    @Test func overBudgetDroppedAndHitchRatio() {
        // Frames 10, 20, 35 ms at 17 ms: over budget 20 and 35; dropped ceil(20/17)-1 = 1 and
        // ceil(35/17)-1 = 2; over budget by 3 + 18 = 21 ms over 3 x 17 ms = 0.051 s: 411.76... ms/s.
        let metrics = FrameMetrics(frameTimes: [10, 20, 35], budget: 17)
        #expect(metrics.frames == 3)
        #expect(metrics.framesOverBudget == 2)
        #expect(metrics.droppedFrames == 3)
        #expect(abs(metrics.millisecondsOverBudget - 21) < 1e-9)
        #expect(abs(metrics.hitchTimeRatio - 21 / 0.051) < 1e-9)
        #expect(metrics.hitchBand == .critical)
        #expect(metrics.totalMilliseconds == 65)
    }

    @Test func exactlyOnBudgetIsNotOver() {
        let metrics = FrameMetrics(frameTimes: [17, 17], budget: 17)
        #expect(metrics.framesOverBudget == 0)
        #expect(metrics.droppedFrames == 0)
        #expect(metrics.hitchTimeRatio == 0)
        #expect(metrics.hitchBand == .good)
    }

    @Test func droppedFramesAtMultiplesOfTheBudget() {
        #expect(FrameMetrics.droppedFrames(time: 16.9, budget: 17) == 0)
        #expect(FrameMetrics.droppedFrames(time: 17.01, budget: 17) == 1)
        #expect(FrameMetrics.droppedFrames(time: 34, budget: 17) == 1)
        #expect(FrameMetrics.droppedFrames(time: 34.5, budget: 17) == 2)
    }

    /// A time no Int can count in budgets saturates, alone and summed, instead of trapping.
    @Test func droppedFramesSaturate() {
        #expect(FrameMetrics.droppedFrames(time: 1e300, budget: 17) == Int.max)
        #expect(FrameMetrics.droppedFrames(time: 16e15 + 8, budget: 16) == 1_000_000_000_000_000)
        #expect(FrameMetrics(frameTimes: [1e300, 1e300, 34.5], budget: 17).droppedFrames == Int.max)
    }

    @Test func bands() {
        #expect(HitchBand(ratio: 0) == .good)
        #expect(HitchBand(ratio: 5) == .good)
        #expect(HitchBand(ratio: 5.01) == .warning)
        #expect(HitchBand(ratio: 10) == .warning)
        #expect(HitchBand(ratio: 10.01) == .critical)
    }

    @Test func warningBandFromFrames() {
        // 100 frames at 10 ms, one of 16.5 ms: 6.5 ms over (1 dropped) in 101 x 10 ms = 1.01 s -> 6.4356 ms/s.
        let metrics = FrameMetrics(frameTimes: Array(repeating: 10, count: 100) + [16.5], budget: 10)
        #expect(metrics.droppedFrames == 1)
        #expect(abs(metrics.hitchTimeRatio - 6.5 / 1.01) < 1e-9)
        #expect(metrics.hitchBand == .warning)
    }

    @Test func emptyHasNoFrames() {
        let metrics = FrameMetrics(frameTimes: [], budget: 17)
        #expect(metrics.frames == 0)
        #expect(metrics.hitchTimeRatio == 0)
        #expect(metrics.percentiles == FramePercentiles(p50: 0, p90: 0, p95: 0, p99: 0, max: 0))
    }
}

@Suite struct FramePercentilesTests {
    @Test func nearestRankOverOneToHundred() {
        // 1...100 ms: the 50th, 90th, 95th, 99th values are 50, 90, 95, 99 ms (nearest rank), within
        // HdrHistogram's 3 significant digits (0.1%).
        let percentiles = FramePercentiles(milliseconds: (1...100).map(Double.init))
        for (value, expected) in [(percentiles.p50, 50.0), (percentiles.p90, 90), (percentiles.p95, 95), (percentiles.p99, 99)] {
            #expect(value >= expected && value <= expected * 1.001)
        }
        #expect(percentiles.max == 100)
    }

    /// Sub-microsecond frames keep their value (recorded in nanoseconds): a 0.47 µs frame is not 0, and
    /// every percentile is within HdrHistogram's 0.1% of a sample, whatever its size.
    @Test func smallValuesKeepTheirPrecision() {
        let percentiles = FramePercentiles(milliseconds: [0.000471, 0.000471, 0.00025, 1.5, 2.0])
        #expect(percentiles.p50 >= 0.000471 && percentiles.p50 <= 0.000471 * 1.001)
        #expect(percentiles.p99 >= 2.0 && percentiles.p99 <= 2.0 * 1.001)
        #expect(percentiles.max == 2.0)
    }

    @Test func pooledOverRepetitions() {
        // Two repetitions [1, 2] and [3, 4] pooled: p50 is the 2nd of 4 values, 2 ms (within 0.1%).
        let percentiles = FramePercentiles(milliseconds: [1, 2] + [3, 4])
        #expect(percentiles.p50 >= 2 && percentiles.p50 <= 2 * 1.001)
        #expect(percentiles.max == 4)
    }
}

@Suite struct PassTotalsTests {
    @Test func addsPerPass() {
        var totals = PassTotals()
        totals.add(PassMeasurement(milliseconds: 1.5, allocatedBytes: 100, allocations: 2), to: .mount)
        totals.add(PassMeasurement(milliseconds: 0.5, allocatedBytes: 50, allocations: 1), to: .mount)
        #expect(totals.mount == PassMeasurement(milliseconds: 2, allocatedBytes: 150, allocations: 3))
        #expect(totals.build == PassMeasurement())
        var sum = PassTotals()
        sum.add(totals)
        sum.add(totals)
        #expect(sum[.mount].allocatedBytes == 300)
    }
}

@Suite struct PassIndexTests {
    @Test func indexIsThePositionInAllCases() {
        for (position, pass) in Pass.allCases.enumerated() { #expect(pass.index == position) }
    }
}
