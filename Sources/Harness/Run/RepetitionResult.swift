/// What one repetition of a scenario through one pipeline measured.
public struct RepetitionResult: Hashable, Sendable, Codable {
    /// The repetition's index; warm-up repetitions are not kept.
    public let index: Int
    public let frames: [FrameSample]
    /// Pass totals of this repetition (set-up passes and frame passes).
    public let passes: PassTotals
    /// Counters at the end of the repetition.
    public let counters: RunCounters
    /// The most views mounted at once (in the visible hierarchy, counted after each frame).
    public let peakLiveViews: Int
    /// Frames whose main thread waited for the workers (timing-dependent).
    public let framesWaited: Int

    public init(index: Int, frames: [FrameSample], passes: PassTotals, counters: RunCounters, peakLiveViews: Int,
                framesWaited: Int = 0) {
        self.index = index
        self.frames = frames
        self.passes = passes
        self.counters = counters
        self.peakLiveViews = peakLiveViews
        self.framesWaited = framesWaited
    }
}
