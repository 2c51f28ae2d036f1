/// What one repetition's frames add up to. Kept in run.json, where the frames themselves are not (they go
/// to the frame file, `FrameFile`, or nowhere with `run --no-frames`): everything a baseline, a gate or a
/// comparison reads per repetition is here.
public struct RepetitionFrameSummary: Hashable, Sendable, Codable {
    /// The frame metrics of this repetition's frames alone (wall times, against the run's budget).
    public let metrics: FrameMetrics
    /// Main-thread CPU milliseconds summed over the frames.
    public let cpuMilliseconds: Double
    /// Bytes allocated on the main thread, summed over the frames (wrapping, as a counter read from a file can
    /// be any value).
    public let allocatedBytes: UInt64
    /// Frames whose main thread waited for the workers in any pass (timing-dependent).
    public let framesWaited: Int

    public init(frames: [FrameSample], budget: Double) {
        metrics = FrameMetrics(frameTimes: frames.map(\.milliseconds), budget: budget)
        cpuMilliseconds = frames.reduce(0) { $0 + $1.cpuMilliseconds }
        allocatedBytes = frames.reduce(0) { $0 &+ $1.allocatedBytes }
        framesWaited = frames.count(where: \.waited)
    }
}
