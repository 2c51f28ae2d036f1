import Testing
import Statistics

/// The helpers the benchmarks summarise their own samples with: the median and the nearest-rank percentile.
@Suite struct MeasuredFiguresTests {
    @Test func medianOfOddAndEvenCounts() {
        #expect([1.0, 5, 3].median == 3)
        #expect([4.0, 1, 3, 2].median == 2.5)
        #expect([Double]().median == 0)
    }

    /// Ten values 1...10: p90 is the 9th (rank ceil(0.9 x 10) = 9), p50 the 5th, p100 the largest, p0 the
    /// smallest (rank clamped to 1); a measured value, never an interpolation between two.
    @Test func nearestRankPicksAMeasuredValue() {
        let values = [7.0, 2, 9, 4, 1, 10, 3, 8, 6, 5]
        #expect(values.nearestRank(0.9) == 9)
        #expect(values.nearestRank(0.5) == 5)
        #expect(values.nearestRank(1) == 10)
        #expect(values.nearestRank(0) == 1)
        // 0.91 x 10 = 9.1, rounded up: the 10th.
        #expect(values.nearestRank(0.91) == 10)
        #expect([Double]().nearestRank(0.9) == 0)
        #expect([2.5].nearestRank(0.9) == 2.5)
    }
}
