import Testing
@testable import Statistics

@Suite struct BootstrapTests {
    static let baseline = [16.0, 16.3, 15.8, 16.1, 16.4, 15.9, 16.2, 16.0, 15.7, 16.3]
    static let current = baseline.map { $0 * 1.1 }

    @Test func splitMix64IsTheReferenceSequence() {
        // Vigna's reference SplitMix64 seeded with 0 (prng.di.unimi.it/splitmix64.c) starts with these.
        var generator = SplitMix64(seed: 0)
        #expect(generator.next() == 0xE220_A839_7B1D_CDAF)
        #expect(generator.next() == 0x6E78_9E6A_A1B9_65F4)
        #expect(generator.next() == 0x06C4_5D18_8009_454F)
    }

    @Test func indicesStayInRangeAndCoverIt() {
        var generator = SplitMix64(seed: 3)
        var seen = Set<Int>()
        for _ in 0..<1_000 {
            let index = generator.nextIndex(below: 7)
            #expect((0..<7).contains(index))
            seen.insert(index)
        }
        #expect(seen.count == 7)
    }

    @Test func sameSeedSameInterval() throws {
        let configuration = Bootstrap.Configuration(resamples: 500, seed: 99)
        let first = try Bootstrap.shiftInterval(baseline: Self.baseline, current: Self.current, configuration: configuration)
        let second = try Bootstrap.shiftInterval(baseline: Self.baseline, current: Self.current, configuration: configuration)
        #expect(first == second)
        var other = configuration
        other.seed = 100
        #expect(try Bootstrap.shiftInterval(baseline: Self.baseline, current: Self.current, configuration: other) != first)
    }

    @Test func intervalHoldsTheShift() throws {
        let interval = try Bootstrap.shiftInterval(baseline: Self.baseline, current: Self.current)
        let shift = try HodgesLehmann.shift(baseline: Self.baseline, current: Self.current)
        #expect(interval.absolute.contains(shift))
        let relative = try #require(interval.relative)
        #expect(relative.contains(0.1))
        #expect(relative.lower > 0.05)
    }

    /// Both samples are resampled: the baseline's own variation alone widens the interval.
    @Test func baselineVariationWidensTheInterval() throws {
        let noisy = (1...20).map(Double.init)
        let interval = try Bootstrap.shiftInterval(baseline: noisy, current: Array(repeating: 10, count: 20))
        #expect(interval.absolute.upper - interval.absolute.lower > 2)
        let other = try Bootstrap.shiftInterval(baseline: Array(repeating: 10, count: 20), current: noisy)
        #expect(other.absolute.upper - other.absolute.lower > 2)
    }

    @Test func medianDifferenceEstimator() throws {
        let configuration = Bootstrap.Configuration(resamples: 300, estimator: .medianDifference)
        let interval = try Bootstrap.shiftInterval(baseline: [1, 2, 3], current: [4, 5, 6], configuration: configuration)
        #expect(interval.absolute.lower >= 1 && interval.absolute.upper <= 5)
    }

    @Test func identicalConstantSamplesGiveAPointInterval() throws {
        let interval = try Bootstrap.shiftInterval(baseline: [5, 5, 5], current: [5, 5])
        #expect(interval.absolute == Interval(lower: 0, upper: 0))
        #expect(interval.relative == Interval(lower: 0, upper: 0))
    }

    @Test func noRelativeIntervalWithoutAPositiveBaseline() throws {
        let interval = try Bootstrap.shiftInterval(baseline: [-1, 0, 1], current: [2, 3, 4])
        #expect(interval.relative == nil)
    }
}
