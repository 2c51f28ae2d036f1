/// How one gating metric is judged: its effect floor, which direction is a regression, how many
/// repetitions a verdict needs, and how the shift's interval is bootstrapped.

public struct ShiftPolicy: Sendable, Hashable, Codable {
    public enum Polarity: String, Sendable, Hashable, Codable {
        /// Times, allocations: an increase is a regression.
        case higherIsWorse
        /// Throughput, speed-up: a decrease is a regression.
        case lowerIsWorse
    }

    public var floor: EffectFloor
    public var polarity: Polarity
    /// Fewer repetitions per sample than this is an error, not a verdict: the rank tests cannot reach
    /// p <= 0.01 with very few values, and the bootstrap interval is meaningless.
    public var minimumRepetitions: Int
    public var bootstrap: Bootstrap.Configuration

    public init(
        floor: EffectFloor = EffectFloor(), polarity: Polarity = .higherIsWorse, minimumRepetitions: Int = 10,
        bootstrap: Bootstrap.Configuration = Bootstrap.Configuration()
    ) {
        self.floor = floor
        self.polarity = polarity
        self.minimumRepetitions = minimumRepetitions
        self.bootstrap = bootstrap
    }

    func validate() throws(StatisticsError) {
        if minimumRepetitions < 1 { throw .invalidParameter(name: "minimumRepetitions", requirement: "at least 1") }
        try floor.validate()
        try bootstrap.validate()
    }
}
