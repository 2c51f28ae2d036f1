/// Overrides of a scenario's own settings for one run; `nil` keeps the scenario's value.
public struct RunOptions: Hashable, Sendable {
    public var pipelines: [PipelineKind]
    /// Worker threads (the scenario's `workers` otherwise).
    public var threads: Int?
    public var repetitions: Int?
    public var warmUp: Int?
    /// The components pipeline's prefetch window below the viewport, in viewport heights: the workers
    /// lay out the rows through `offset + height × (1 + prefetchViewports)` ahead of the scroll.
    /// `nil` lays out the whole feed before frame 0 (no frame waits for a layout).
    public var prefetchViewports: Double?
    /// Whether a components run ends with the parallel build (`ParallelBuildResult`): every story built
    /// and laid out with one worker and with N, several rounds.
    public var measuresParallelBuild = true
    /// Whether a counting repetition follows the measured ones, to read allocation requests per frame
    /// (`RunResult.frameAllocations`).
    public var countsFrameAllocations = true
    /// Whether frames start on the frame budget's clock, as on a display (`FramePacer`): the main thread
    /// idles until each frame's start, so the workers have the time they would have on a device. Off:
    /// frames run back to back (fast, and the workers get only the main thread's busy time).
    public var paced = false

    /// The prefetch window when none is chosen: 2 viewport heights.
    public static let defaultPrefetchViewports = 2.0

    public init(pipelines: [PipelineKind] = PipelineKind.allCases, threads: Int? = nil, repetitions: Int? = nil,
                warmUp: Int? = nil, prefetchViewports: Double? = Self.defaultPrefetchViewports) {
        self.pipelines = pipelines
        self.threads = threads
        self.repetitions = repetitions
        self.warmUp = warmUp
        self.prefetchViewports = prefetchViewports
    }
}
