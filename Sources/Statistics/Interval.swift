/// A closed interval of real numbers, lower <= upper: the bootstrap's confidence interval of a shift.

public struct Interval: Sendable, Hashable, Codable {
    public var lower: Double
    public var upper: Double

    public init(lower: Double, upper: Double) {
        self.lower = min(lower, upper)
        self.upper = max(lower, upper)
    }

    /// The interval of -x for x in self, for judging a metric where lower values are worse.
    public var negated: Interval { Interval(lower: -upper, upper: -lower) }

    public func contains(_ value: Double) -> Bool { lower <= value && value <= upper }
}
