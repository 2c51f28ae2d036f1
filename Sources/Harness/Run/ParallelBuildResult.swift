/// The parallel build of the feed: every top-level story built, laid out and (where the workers draw ahead)
/// drawn, with one worker and with `workers`; speed-up = time with one / time with N, efficiency =
/// speed-up / N. The layouts of both runs are compared, and what they drew: they must be identical.
public struct ParallelBuildResult: Hashable, Sendable, Codable {
    public let stories: Int
    public let workers: Int
    /// Median of the rounds, in milliseconds of wall time (the caller waits for all jobs).
    public let oneWorkerMilliseconds: Double
    public let workersMilliseconds: Double
    /// The fastest round of each, in milliseconds: interference from the machine only ever slows a
    /// round down, so the best rounds estimate the undisturbed times.
    public let oneWorkerBestMilliseconds: Double
    public let workersBestMilliseconds: Double
    public let rounds: Int
    /// The layouts of one worker and of N were equal, and so were the drawing counters where they drew.
    public let identicalLayouts: Bool
    /// Whether each story's views were drawn after its layout, as the workers draw rows ahead
    /// (`--display async`). False in a run.json written before the frames drew.
    public let drawn: Bool
    /// Median of the rounds' CPU time, summed over the jobs (thread CPU time, in milliseconds): the work
    /// done, without the waits. 0 where not measured (a run.json written before it was).
    public let oneWorkerCPUMilliseconds: Double
    public let workersCPUMilliseconds: Double
    /// The lowest and highest speed-up of one round (round i of one worker against round i of N): the
    /// spread of `speedUp` over the rounds. 0 where not measured.
    public let lowestRoundSpeedUp: Double
    public let highestRoundSpeedUp: Double
    /// The median of the rounds' own speed-ups (round i of one worker against round i of N, run one after
    /// the other). Where the machine's speed drifts from round to round (a shared or virtual machine), this
    /// pairs each N-worker round with a one-worker round run under the same conditions, which the ratio of
    /// the two medians (`speedUp`) does not. 0 where not measured.
    public let medianRoundSpeedUp: Double

    public init(stories: Int, workers: Int, oneWorkerMilliseconds: Double, workersMilliseconds: Double,
                oneWorkerBestMilliseconds: Double, workersBestMilliseconds: Double, rounds: Int, identicalLayouts: Bool,
                oneWorkerCPUMilliseconds: Double = 0, workersCPUMilliseconds: Double = 0,
                lowestRoundSpeedUp: Double = 0, highestRoundSpeedUp: Double = 0, medianRoundSpeedUp: Double = 0,
                drawn: Bool = false) {
        self.stories = stories
        self.workers = workers
        self.oneWorkerMilliseconds = oneWorkerMilliseconds
        self.workersMilliseconds = workersMilliseconds
        self.oneWorkerBestMilliseconds = oneWorkerBestMilliseconds
        self.workersBestMilliseconds = workersBestMilliseconds
        self.rounds = rounds
        self.identicalLayouts = identicalLayouts
        self.oneWorkerCPUMilliseconds = oneWorkerCPUMilliseconds
        self.workersCPUMilliseconds = workersCPUMilliseconds
        self.lowestRoundSpeedUp = lowestRoundSpeedUp
        self.highestRoundSpeedUp = highestRoundSpeedUp
        self.medianRoundSpeedUp = medianRoundSpeedUp
        self.drawn = drawn
    }

    /// Speed-up of the medians (the figure to quote; conservative on a noisy machine).
    public var speedUp: Double { workersMilliseconds > 0 ? oneWorkerMilliseconds / workersMilliseconds : 0 }
    /// Speed-up of the best rounds.
    public var bestSpeedUp: Double {
        workersBestMilliseconds > 0 ? oneWorkerBestMilliseconds / workersBestMilliseconds : 0
    }
    public var efficiency: Double { speedUp / Double(max(1, workers)) }

    /// What keeps the speed-up below N, in two factors whose product is the efficiency (up to the one
    /// worker's own waits): `workInflation`, how much more CPU time the same stories cost on N workers
    /// (contended atomics and locks that spin, shared cache lines, memory bandwidth, work done twice);
    /// and `busyShare`, the share of N workers' wall time they ran (blocking locks, imbalance at the end,
    /// cores taken by others). 0 where CPU time was not measured.
    public var workInflation: Double {
        oneWorkerCPUMilliseconds > 0 ? workersCPUMilliseconds / oneWorkerCPUMilliseconds : 0
    }
    public var busyShare: Double {
        workersMilliseconds > 0 ? workersCPUMilliseconds / (Double(max(1, workers)) * workersMilliseconds) : 0
    }

    private enum CodingKeys: String, CodingKey {
        case stories, workers, oneWorkerMilliseconds, workersMilliseconds, oneWorkerBestMilliseconds
        case workersBestMilliseconds, rounds, identicalLayouts, oneWorkerCPUMilliseconds, workersCPUMilliseconds
        case lowestRoundSpeedUp, highestRoundSpeedUp, medianRoundSpeedUp, drawn
        // Derived, written for readers of run.json; not read back.
        case speedUp, efficiency, workInflation, busyShare
    }

    /// The measured figures and, beside them, the derived ones (speed-up, efficiency and its two factors),
    /// so a reader of run.json need not know the formulas.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(stories, forKey: .stories)
        try container.encode(workers, forKey: .workers)
        try container.encode(oneWorkerMilliseconds, forKey: .oneWorkerMilliseconds)
        try container.encode(workersMilliseconds, forKey: .workersMilliseconds)
        try container.encode(oneWorkerBestMilliseconds, forKey: .oneWorkerBestMilliseconds)
        try container.encode(workersBestMilliseconds, forKey: .workersBestMilliseconds)
        try container.encode(rounds, forKey: .rounds)
        try container.encode(identicalLayouts, forKey: .identicalLayouts)
        try container.encode(oneWorkerCPUMilliseconds, forKey: .oneWorkerCPUMilliseconds)
        try container.encode(workersCPUMilliseconds, forKey: .workersCPUMilliseconds)
        try container.encode(lowestRoundSpeedUp, forKey: .lowestRoundSpeedUp)
        try container.encode(highestRoundSpeedUp, forKey: .highestRoundSpeedUp)
        try container.encode(medianRoundSpeedUp, forKey: .medianRoundSpeedUp)
        try container.encode(drawn, forKey: .drawn)
        try container.encode(speedUp, forKey: .speedUp)
        try container.encode(efficiency, forKey: .efficiency)
        try container.encode(workInflation, forKey: .workInflation)
        try container.encode(busyShare, forKey: .busyShare)
    }

    /// Reads run.json files written before the CPU times and the round spread were recorded (as 0).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            stories: try container.decode(Int.self, forKey: .stories),
            workers: try container.decode(Int.self, forKey: .workers),
            oneWorkerMilliseconds: try container.decode(Double.self, forKey: .oneWorkerMilliseconds),
            workersMilliseconds: try container.decode(Double.self, forKey: .workersMilliseconds),
            oneWorkerBestMilliseconds: try container.decode(Double.self, forKey: .oneWorkerBestMilliseconds),
            workersBestMilliseconds: try container.decode(Double.self, forKey: .workersBestMilliseconds),
            rounds: try container.decode(Int.self, forKey: .rounds),
            identicalLayouts: try container.decode(Bool.self, forKey: .identicalLayouts),
            oneWorkerCPUMilliseconds: try container.decodeIfPresent(Double.self, forKey: .oneWorkerCPUMilliseconds) ?? 0,
            workersCPUMilliseconds: try container.decodeIfPresent(Double.self, forKey: .workersCPUMilliseconds) ?? 0,
            lowestRoundSpeedUp: try container.decodeIfPresent(Double.self, forKey: .lowestRoundSpeedUp) ?? 0,
            highestRoundSpeedUp: try container.decodeIfPresent(Double.self, forKey: .highestRoundSpeedUp) ?? 0,
            medianRoundSpeedUp: try container.decodeIfPresent(Double.self, forKey: .medianRoundSpeedUp) ?? 0,
            drawn: try container.decodeIfPresent(Bool.self, forKey: .drawn) ?? false)
    }
}
