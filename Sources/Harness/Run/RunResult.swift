/// The immutable result of one scenario through one pipeline: the measured repetitions (warm-up
/// thrown away), the frame metrics pooled over them, and the pass totals summed over them.
public struct RunResult: Hashable, Sendable, Codable {
    public let scenario: String
    public let pipeline: PipelineKind
    /// Worker threads used: the components pipeline's worker queues; 0 for MVC, which uses none.
    public let threads: Int
    public let warmUp: Int
    public let repetitions: [RepetitionResult]
    /// Frame metrics over every measured frame of every repetition.
    public let metrics: FrameMetrics
    /// Pass totals summed over the measured repetitions.
    public let passes: PassTotals
    /// The counters of the first measured repetition.
    public let counters: RunCounters
    /// Whether every measured repetition had the same counters (it should).
    public let countersRepeat: Bool
    /// The most views mounted at once in any repetition.
    public let peakLiveViews: Int
    /// Frames, over the measured repetitions, whose main thread waited for the workers (timing-dependent).
    public let framesWaited: Int
    /// Events not applied by this pipeline, with the reason (from the first measured repetition).
    public let skippedEvents: [SkippedEvent]
    /// How this pipeline's passes map onto the harness's, where they differ from DESIGN.md.
    public let notes: [String]
    /// The feed built and laid out with one worker and with `threads` (components pipeline only).
    public let parallelBuild: ParallelBuildResult?
    /// Allocation requests on the main thread in each frame of the script, read in a counting
    /// repetition run after the measured ones (its times thrown away; reading requests every frame
    /// slows the frames that follow, see `SectionRequestCounter`). Empty when not counted.
    public let frameAllocations: [UInt64]
    /// Whether frames started on the frame budget's clock (`RunOptions.paced`) or back to back.
    public let paced: Bool
    /// The components pipeline's prefetch window in viewport heights (`nil`: the whole feed up front;
    /// also `nil` for MVC).
    public let prefetchViewports: Double?

    public init(scenario: String, pipeline: PipelineKind, threads: Int, warmUp: Int, repetitions: [RepetitionResult],
                budget: Double, skippedEvents: [SkippedEvent], notes: [String],
                parallelBuild: ParallelBuildResult? = nil, frameAllocations: [UInt64] = [], paced: Bool = false,
                prefetchViewports: Double? = nil) {
        self.scenario = scenario
        self.pipeline = pipeline
        self.threads = pipeline == .mvc ? 0 : threads
        self.warmUp = warmUp
        self.repetitions = repetitions
        metrics = FrameMetrics(frameTimes: repetitions.flatMap { $0.frames.map(\.milliseconds) }, budget: budget)
        var passes = PassTotals()
        for repetition in repetitions { passes.add(repetition.passes) }
        self.passes = passes
        counters = repetitions.first?.counters ?? RunCounters()
        countersRepeat = Set(repetitions.map(\.counters)).count <= 1
        peakLiveViews = repetitions.map(\.peakLiveViews).max() ?? 0
        framesWaited = repetitions.reduce(0) { $0 + $1.framesWaited }
        self.skippedEvents = skippedEvents
        self.notes = notes
        self.parallelBuild = parallelBuild
        self.frameAllocations = frameAllocations
        self.paced = paced
        self.prefetchViewports = pipeline == .components ? prefetchViewports : nil
    }

    /// Every measured frame time, in milliseconds, repetition after repetition.
    public var frameTimes: [Double] { repetitions.flatMap { $0.frames.map(\.milliseconds) } }
}
