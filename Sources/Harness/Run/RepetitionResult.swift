import TextLayout

/// What one repetition of a scenario through one pipeline measured.
///
/// Its frames are not part of its JSON (run.json): they are written to the frame file (`FrameFile`), where
/// they take an eighth of the room, and read back from it when there is one; `frameSummary` is in run.json.
public struct RepetitionResult: Hashable, Sendable, Codable {
    /// The repetition's index; warm-up repetitions are not kept.
    public let index: Int
    /// Frame 0 (the launch frame), then one per frame of the scroll script; empty when read from a run folder
    /// without its frame file.
    public internal(set) var frames: [FrameSample] = []
    /// What the frames add up to, whether or not they were kept.
    public let frameSummary: RepetitionFrameSummary
    /// Pass totals of this repetition.
    public let passes: PassTotals
    /// Counters at the end of the repetition. With asynchronous component updates some of them depend on
    /// which frame a changeset landed on; `RunResult.counters` holds the set that never does.
    public let counters: RepetitionCounters
    /// The most views mounted at once (in the visible hierarchy, counted after each frame).
    public let peakLiveViews: Int
    public let firstScreen: FirstScreen
    public let memory: MemoryFigures
    /// One entry per event applied (skipped events have none), in event order.
    public let updates: [UpdateLatency]
    /// `SpeedProbe`'s time beside this repetition (the mean of one just before and one just after): how fast
    /// the machine was while it ran. `nil` in runs written before it was recorded.
    public var speedProbeMilliseconds: Double?
    /// What the pipeline's text engine spent typesetting in this repetition (cold layouts), on the main thread
    /// and on the workers. `nil` in runs written before it was recorded.
    public var typesetting: TypesettingTime?

    enum CodingKeys: String, CodingKey {
        case index, frameSummary, passes, counters, peakLiveViews, firstScreen, memory, updates, speedProbeMilliseconds
        case typesetting
    }

    public init(index: Int, frames: [FrameSample], budget: Double, passes: PassTotals, counters: RepetitionCounters,
                peakLiveViews: Int, firstScreen: FirstScreen, memory: MemoryFigures, updates: [UpdateLatency] = []) {
        self.index = index
        self.frames = frames
        frameSummary = RepetitionFrameSummary(frames: frames, budget: budget)
        self.passes = passes
        self.counters = counters
        self.peakLiveViews = peakLiveViews
        self.firstScreen = firstScreen
        self.memory = memory
        self.updates = updates
    }

    /// Frames whose main thread waited for the workers, in any pass (timing-dependent).
    public var framesWaited: Int { frameSummary.framesWaited }
}
