/// Time to first screen over a run's measured repetitions.
public struct FirstScreenSummary: Hashable, Sendable, Codable {
    /// Medians over the repetitions, in milliseconds.
    public let mainThreadMilliseconds: Double
    public let wallMilliseconds: Double
    /// The slowest repetition's, in milliseconds.
    public let maxMainThreadMilliseconds: Double
    public let maxWallMilliseconds: Double

    public init(_ repetitions: [RepetitionResult]) {
        let main = repetitions.map(\.firstScreen.mainThreadMilliseconds)
        let wall = repetitions.map(\.firstScreen.wallMilliseconds)
        mainThreadMilliseconds = main.median
        wallMilliseconds = wall.median
        maxMainThreadMilliseconds = main.max() ?? 0
        maxWallMilliseconds = wall.max() ?? 0
    }
}

/// Update latencies pooled over a run's measured repetitions (docs/design.md, Metrics).
public struct UpdateLatencySummary: Hashable, Sendable, Codable {
    /// Events measured (applied ones, over every repetition).
    public let events: Int
    public let p50Milliseconds: Double
    public let maxMilliseconds: Double
    /// Frames from the event to its result (0: within the event's frame), over the events mounted by the
    /// last frame.
    public let p50Frames: Double
    public let maxFrames: Int
    /// Events whose result was still in flight after the last frame.
    public let inFlightAtEnd: Int

    /// `nil` when no event was applied.
    public init?(_ repetitions: [RepetitionResult]) {
        let latencies = repetitions.flatMap(\.updates)
        guard !latencies.isEmpty else { return nil }
        events = latencies.count
        let milliseconds = latencies.map(\.milliseconds)
        p50Milliseconds = milliseconds.median
        maxMilliseconds = milliseconds.max() ?? 0
        let frames = latencies.compactMap(\.frames)
        p50Frames = frames.map(Double.init).median
        maxFrames = frames.max() ?? 0
        inFlightAtEnd = latencies.count - frames.count
    }
}

/// Memory over a run's measured repetitions (`MemoryFigures` per repetition).
public struct MemorySummary: Hashable, Sendable, Codable {
    /// Medians over the repetitions, in bytes.
    public let heapAfterFirstScreen: Int64
    public let heapAtEnd: Int64
    /// The largest sampled live heap of any repetition, in bytes.
    public let heapPeak: Int64
    /// The largest peak resident set size of any repetition, in bytes (`nil` where unknown): the whole process's
    /// during the pipeline's repetitions (`MemoryFigures.peakResidentBytes`), not the pipeline's own.
    public let peakResidentBytes: UInt64?
    /// The pipeline's bitmaps (`MemoryFigures`): medians after the first screen and at the end, the largest
    /// peak of any repetition; `nil` in runs from before drawing.
    public let bitmapBytesAfterFirstScreen: Int64?
    public let bitmapBytesAtEnd: Int64?
    public let bitmapPeakBytes: Int64?

    public init(_ figures: [MemoryFigures]) {
        heapAfterFirstScreen = Int64(figures.map { Double($0.heapAfterFirstScreen) }.median)
        heapAtEnd = Int64(figures.map { Double($0.heapAtEnd) }.median)
        heapPeak = figures.map(\.heapPeak).max() ?? 0
        peakResidentBytes = figures.compactMap(\.peakResidentBytes).max()
        let first = figures.compactMap(\.bitmapBytesAfterFirstScreen)
        let end = figures.compactMap(\.bitmapBytesAtEnd)
        bitmapBytesAfterFirstScreen = first.isEmpty ? nil : Int64(first.map(Double.init).median)
        bitmapBytesAtEnd = end.isEmpty ? nil : Int64(end.map(Double.init).median)
        bitmapPeakBytes = figures.compactMap(\.bitmapPeakBytes).max()
    }
}
