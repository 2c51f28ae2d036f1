/// Overrides of a scenario's own settings for one run; `nil` keeps the scenario's value.
public struct RunOptions: Hashable, Sendable {
    public var pipelines: [PipelineKind]
    /// Worker threads (the scenario's `workers` otherwise).
    public var threads: Int?
    public var repetitions: Int?
    public var warmUp: Int?

    public init(pipelines: [PipelineKind] = PipelineKind.allCases, threads: Int? = nil, repetitions: Int? = nil,
                warmUp: Int? = nil) {
        self.pipelines = pipelines
        self.threads = threads
        self.repetitions = repetitions
        self.warmUp = warmUp
    }
}
