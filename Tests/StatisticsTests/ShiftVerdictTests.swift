import Foundation
import Testing
@testable import Statistics

@Suite struct ShiftVerdictTests {
    /// Per-repetition frame times: log-normal around `median` with `noise` log-standard deviation,
    /// from a seeded generator (Box-Muller).
    static func frameTimes(_ count: Int, median: Double, noise: Double, generator: inout SplitMix64) -> [Double] {
        (0..<count).map { _ in
            let u1 = (Double(generator.next() >> 11) + 0.5) / 9_007_199_254_740_992
            let u2 = Double(generator.next() >> 11) / 9_007_199_254_740_992
            let normal = (-2 * log(u1)).squareRoot() * cos(2 * Double.pi * u2)
            return median * exp(noise * normal)
        }
    }

    static func verdict(
        _ baseline: [Double], _ current: [Double], policy: ShiftPolicy = ShiftPolicy()
    ) throws -> ShiftVerdict {
        let evidence = try ShiftEvidence(baseline: baseline, current: current, policy: policy)
        return try #require(try ShiftVerdict.verdicts(family: [evidence]).first)
    }

    @Test func tenPercentSlowerWithTwoPercentNoiseFails() throws {
        var generator = SplitMix64(seed: 1)
        let baseline = Self.frameTimes(10, median: 16, noise: 0.02, generator: &generator)
        let current = Self.frameTimes(10, median: 17.6, noise: 0.02, generator: &generator)
        let verdict = try Self.verdict(baseline, current)
        #expect(verdict.outcome == .fail)
        #expect(verdict.direction == .worse)
        #expect(!verdict.improved)
        #expect(verdict.reason.hasPrefix("FAIL"))
        let relative = try #require(verdict.evidence.relativeShift)
        #expect(relative > 0.07 && relative < 0.13)
        #expect(verdict.evidence.pValue == min(verdict.evidence.mannWhitneyU.pValue, verdict.evidence.kolmogorovSmirnov.pValue))
    }

    @Test func tenPercentFasterPassesFlaggedImproved() throws {
        var generator = SplitMix64(seed: 2)
        let baseline = Self.frameTimes(10, median: 16, noise: 0.02, generator: &generator)
        let current = Self.frameTimes(10, median: 14.4, noise: 0.02, generator: &generator)
        let verdict = try Self.verdict(baseline, current)
        #expect(verdict.outcome == .pass)
        #expect(verdict.improved)
        #expect(verdict.direction == .better)
    }

    @Test func polarityTurnsTheRuleAround() throws {
        var generator = SplitMix64(seed: 3)
        let baseline = Self.frameTimes(12, median: 100, noise: 0.02, generator: &generator)
        let higher = Self.frameTimes(12, median: 110, noise: 0.02, generator: &generator)
        let policy = ShiftPolicy(polarity: .lowerIsWorse)
        let up = try Self.verdict(baseline, higher, policy: policy)
        #expect(up.outcome == .pass && up.improved && up.direction == .better)
        let down = try Self.verdict(higher, baseline, policy: policy)
        #expect(down.outcome == .fail && down.direction == .worse)
    }

    /// A/A: the same distribution on both sides never fails, over many seeded runs.
    @Test func identicalDistributionsNeverFail() throws {
        var generator = SplitMix64(seed: 4)
        let policy = ShiftPolicy(bootstrap: Bootstrap.Configuration(resamples: 400))
        var outcomes: [ShiftVerdict.Outcome: Int] = [:]
        for _ in 0..<40 {
            let baseline = Self.frameTimes(10, median: 16, noise: 0.02, generator: &generator)
            let current = Self.frameTimes(10, median: 16, noise: 0.02, generator: &generator)
            let verdict = try Self.verdict(baseline, current, policy: policy)
            outcomes[verdict.outcome, default: 0] += 1
            #expect(!verdict.improved)
        }
        #expect(outcomes[.fail, default: 0] == 0)
        // With a 5% floor and 2% noise most A/A runs are clear passes.
        #expect(outcomes[.pass, default: 0] > 30)
        // The very same sample on both sides: a zero shift, p = 1, a PASS.
        let same = Self.frameTimes(10, median: 16, noise: 0.02, generator: &generator)
        let verdict = try Self.verdict(same, same)
        #expect(verdict.outcome == .pass && verdict.direction == .unchanged && verdict.adjustedPValue == 1)
    }

    @Test func smallShiftInLargeNoiseIsInconclusive() throws {
        var generator = SplitMix64(seed: 5)
        let baseline = Self.frameTimes(10, median: 16, noise: 0.15, generator: &generator)
        let current = Self.frameTimes(10, median: 16.8, noise: 0.15, generator: &generator)
        let verdict = try Self.verdict(baseline, current, policy: ShiftPolicy(floor: EffectFloor(spreadMultiple: 0)))
        #expect(verdict.outcome == .inconclusive)
        #expect(verdict.reason.hasPrefix("INCONCLUSIVE"))
    }

    /// Certain but small: a 2% change in 0.2% noise is significant, yet inside the 5% floor either way.
    @Test func significantChangesInsideTheFloorPass() throws {
        var generator = SplitMix64(seed: 7)
        let baseline = Self.frameTimes(20, median: 16, noise: 0.002, generator: &generator)
        for factor in [1.02, 0.98] {
            let current = Self.frameTimes(20, median: 16 * factor, noise: 0.002, generator: &generator)
            let verdict = try Self.verdict(baseline, current)
            #expect(verdict.adjustedPValue <= 0.01)
            #expect(verdict.outcome == .pass && !verdict.improved, "factor \(factor)")
            #expect(verdict.direction == (factor > 1 ? .worse : .better))
        }
    }

    /// Beyond the floor but not significant (three repetitions cannot reach p <= 0.01): INCONCLUSIVE.
    @Test func largeShiftWithoutSignificanceIsInconclusive() throws {
        let policy = ShiftPolicy(minimumRepetitions: 3)
        let slower = try Self.verdict([10, 10.1, 9.9], [20, 20.2, 19.8], policy: policy)
        #expect(slower.adjustedPValue > 0.01)
        #expect(slower.evidence.interval.relative.map { $0.lower > 0.5 } == true)
        #expect(slower.outcome == .inconclusive)
        let faster = try Self.verdict([20, 20.2, 19.8], [10, 10.1, 9.9], policy: policy)
        #expect(faster.outcome == .inconclusive && !faster.improved)
    }

    @Test func floorIsTheLargestTerm() throws {
        let baseline = [10.0, 10, 10, 10, 10, 12, 8, 10, 10, 10]
        // Median 10, scaled MAD 0: the relative term (0.5) against the absolute one (0.05).
        #expect(try EffectFloor().threshold(baseline: baseline) == 0.5)
        #expect(try EffectFloor(absolute: 2).threshold(baseline: baseline) == 2)
        let spread = [9.0, 10, 11, 9, 10, 11, 9, 10, 11, 10]
        let mad = try Descriptive.medianAbsoluteDeviation(spread, scale: Descriptive.normalConsistency)
        #expect(try EffectFloor(spreadMultiple: 3).threshold(baseline: spread) == 3 * mad)
    }

    /// Holm across the family: a p-value that fails alone is not significant among five metrics.
    @Test func holmCorrectsAcrossTheFamily() throws {
        var generator = SplitMix64(seed: 6)
        let baseline = Self.frameTimes(10, median: 16, noise: 0.02, generator: &generator)
        let current = Self.frameTimes(10, median: 17.6, noise: 0.02, generator: &generator)
        var evidence = try ShiftEvidence(baseline: baseline, current: current)
        evidence.pValue = 0.004
        let alone = try ShiftVerdict.verdicts(family: [evidence])
        #expect(alone[0].outcome == .fail)
        var quiet = evidence
        quiet.pValue = 0.5
        let family = try ShiftVerdict.verdicts(family: [evidence, quiet, quiet, quiet, quiet])
        #expect(family[0].adjustedPValue == 0.02)
        #expect(family[0].outcome == .inconclusive)
        #expect(try ShiftVerdict.verdicts(family: []).isEmpty)
    }
}
