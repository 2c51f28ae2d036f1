/// Everything the gate knows about one metric's change between the baseline and the current run: both
/// tests' p-values, the shift and its bootstrap interval, and the floor it is judged against. Computed once
/// per metric, then judged as a family by `ShiftVerdict.verdicts(family:alpha:)`.

public struct ShiftEvidence: Sendable, Hashable, Codable {
    public var policy: ShiftPolicy
    public var baselineCount: Int
    public var currentCount: Int
    public var baselineMedian: Double
    public var mannWhitneyU: MannWhitneyU.Result
    public var kolmogorovSmirnov: KolmogorovSmirnov.Result
    /// The smaller of the two p-values, before any correction (as Chromium's Pinpoint takes it: a change of
    /// location or of shape both count).
    public var pValue: Double
    /// Hodges-Lehmann shift current - baseline, in the metric's unit.
    public var shift: Double
    /// The shift over the baseline median; nil unless that median is positive.
    public var relativeShift: Double?
    public var interval: Bootstrap.ShiftInterval
    /// The effect floor in the metric's unit.
    public var floor: Double
    /// The floor over the baseline median; nil unless that median is positive.
    public var relativeFloor: Double?

    /// - Complexity: dominated by the bootstrap, O(resamples m n) by default.
    public init(baseline: [Double], current: [Double], policy: ShiftPolicy = ShiftPolicy()) throws(StatisticsError) {
        try policy.validate()
        try validate(baseline, as: .baseline)
        try validate(current, as: .current)
        for (role, sample) in [(SampleRole.baseline, baseline), (.current, current)]
        where sample.count < policy.minimumRepetitions {
            throw .tooFewRepetitions(role, count: sample.count, minimum: policy.minimumRepetitions)
        }
        self.policy = policy
        baselineCount = baseline.count
        currentCount = current.count
        baselineMedian = try Descriptive.median(baseline)
        mannWhitneyU = try MannWhitneyU.test(baseline: baseline, current: current)
        kolmogorovSmirnov = try KolmogorovSmirnov.test(baseline: baseline, current: current)
        pValue = min(mannWhitneyU.pValue, kolmogorovSmirnov.pValue)
        shift = try HodgesLehmann.shift(baseline: baseline, current: current)
        interval = try Bootstrap.shiftInterval(baseline: baseline, current: current, configuration: policy.bootstrap)
        floor = try policy.floor.threshold(baseline: baseline)
        relativeShift = baselineMedian > 0 ? shift / baselineMedian : nil
        relativeFloor = baselineMedian > 0 ? floor / baselineMedian : nil
    }
}
