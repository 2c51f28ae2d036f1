/// The smallest change the gate cares about. A shift can be statistically certain and still too small to
/// matter (a 0.5% change measured over thousands of frames), or smaller than the noise the baseline itself
/// shows between repetitions; the floor keeps both from failing a build.

public struct EffectFloor: Sendable, Hashable, Codable {
    /// A fraction of the baseline median: 0.05 = 5%.
    public var relative: Double
    /// In the metric's unit (milliseconds for times).
    public var absolute: Double
    /// How many times the baseline's spread between repetitions (its scaled MAD, a robust standard
    /// deviation) the shift must exceed.
    public var spreadMultiple: Double

    /// The floor's relative term unless configured: the gate's, and the reports' comparisons'.
    public static let defaultRelative = 0.05
    /// The floor's absolute term unless configured (milliseconds, for the gate's times).
    public static let defaultAbsolute = 0.05
    /// `defaultRelative` as reports write it ("5%").
    public static var defaultRelativePercent: String { "\(Int((defaultRelative * 100).rounded()))%" }

    public init(relative: Double = EffectFloor.defaultRelative, absolute: Double = EffectFloor.defaultAbsolute,
                spreadMultiple: Double = 1) {
        self.relative = relative
        self.absolute = absolute
        self.spreadMultiple = spreadMultiple
    }

    /// The floor in the metric's unit for this baseline: the largest of the three terms.
    public func threshold(baseline: [Double]) throws(StatisticsError) -> Double {
        try validate()
        try Statistics.validate(baseline, as: .baseline)
        let median = try Descriptive.median(baseline)
        let spread = try Descriptive.medianAbsoluteDeviation(baseline, scale: Descriptive.normalConsistency)
        return max(relative * abs(median), absolute, spreadMultiple * spread)
    }

    func validate() throws(StatisticsError) {
        for (name, value) in [("relative", relative), ("absolute", absolute), ("spreadMultiple", spreadMultiple)]
        where !(value.isFinite && value >= 0) {
            throw .invalidParameter(name: "floor.\(name)", requirement: "a finite number >= 0")
        }
    }
}
