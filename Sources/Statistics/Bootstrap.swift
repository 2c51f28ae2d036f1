/// A percentile bootstrap of the shift between two samples: resample each sample with replacement, take
/// the shift of every pair of resamples, and read the interval off the middle `confidence` of those shifts.
/// It makes no assumption about the shape of frame-time distributions, which are skewed and often bimodal.
/// Seeded, so the same inputs give the same interval on every run.

public enum Bootstrap {
    /// The statistic resampled.
    public enum Estimator: String, Sendable, Hashable, Codable {
        /// The Hodges-Lehmann shift: O(m n) per resample.
        case hodgesLehmann
        /// The difference of the two medians: O(m + n) per resample, for samples too large for pairs.
        case medianDifference
    }

    public struct Configuration: Sendable, Hashable, Codable {
        public var resamples: Int
        /// The central probability of the interval, 0 < confidence < 1.
        public var confidence: Double
        public var seed: UInt64
        public var estimator: Estimator

        public init(
            resamples: Int = 2_000, confidence: Double = 0.95, seed: UInt64 = 0xFEED_BE4C,
            estimator: Estimator = .hodgesLehmann
        ) {
            self.resamples = resamples
            self.confidence = confidence
            self.seed = seed
            self.estimator = estimator
        }

        func validate() throws(StatisticsError) {
            if resamples < 1 { throw .invalidParameter(name: "resamples", requirement: "at least 1") }
            try validateOpenUnit(confidence, name: "confidence")
        }
    }

    public struct ShiftInterval: Sendable, Hashable, Codable {
        /// The shift current - baseline, in the samples' unit.
        public var absolute: Interval
        /// The shift over the baseline median (0.1 = 10% larger), each resample divided by its own baseline
        /// median; nil unless every resampled baseline median is positive.
        public var relative: Interval?
    }

    /// - Complexity: O(resamples m n) with `.hodgesLehmann`, O(resamples (m + n)) with `.medianDifference`.
    public static func shiftInterval(
        baseline: [Double], current: [Double], configuration: Configuration = Configuration()
    ) throws(StatisticsError) -> ShiftInterval {
        try validate(baseline, as: .baseline)
        try validate(current, as: .current)
        try configuration.validate()

        var generator = SplitMix64(seed: configuration.seed)
        var shifts: [Double] = [], relatives: [Double] = []
        shifts.reserveCapacity(configuration.resamples)
        relatives.reserveCapacity(configuration.resamples)
        var relativeDefined = true
        var baselineDraw = baseline, currentDraw = current
        for _ in 0..<configuration.resamples {
            for index in baselineDraw.indices { baselineDraw[index] = baseline[generator.nextIndex(below: baseline.count)] }
            for index in currentDraw.indices { currentDraw[index] = current[generator.nextIndex(below: current.count)] }
            let shift: Double
            switch configuration.estimator {
            case .hodgesLehmann:
                shift = HodgesLehmann.pairwiseMedian(baseline: baselineDraw, current: currentDraw)
            case .medianDifference:
                var currentCopy = currentDraw
                var baselineCopy = baselineDraw
                shift = currentCopy.selectMedian() - baselineCopy.selectMedian()
            }
            shifts.append(shift)
            var baselineCopy = baselineDraw
            let baselineMedian = baselineCopy.selectMedian()
            if baselineMedian > 0 { relatives.append(shift / baselineMedian) } else { relativeDefined = false }
        }

        let tail = (1 - configuration.confidence) / 2
        func interval(_ values: [Double]) -> Interval {
            let sorted = values.sorted()
            return Interval(lower: sortedQuantile(sorted, tail), upper: sortedQuantile(sorted, 1 - tail))
        }
        return ShiftInterval(absolute: interval(shifts), relative: relativeDefined ? interval(relatives) : nil)
    }
}
