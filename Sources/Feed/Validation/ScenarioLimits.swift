/// The bounds a scenario must stay within. They keep a typo (a width of 1e9, a million substories) from
/// turning a benchmark into an out-of-memory crash, and they are part of the format: the JSON Schema in
/// `Scenarios/scenario.schema.json` states the same numbers for `standard`.
public struct ScenarioLimits: Hashable, Sendable {
    /// Largest viewport width or height, in points.
    public var maximumViewportSide: Double = 10_000
    /// Largest display scale factor.
    public var maximumScale: Double = 4
    /// Largest frame budget, in milliseconds.
    public var maximumFrameBudget: Double = 1_000
    /// Most top-level stories given inline in one feed (or inserted by one event).
    public var maximumInlineStories = 100_000
    /// Most stories a generator spec may ask for.
    public var maximumGeneratedStories = 1_000_000
    /// Deepest substory: a top-level story is level 0, its substories level 1, and so on.
    public var maximumSubstoryDepth = 4
    /// Most direct substories of one story.
    public var maximumSubstories = 20
    /// Most attachments of one story.
    public var maximumAttachments = 10
    /// Most comments given with one story (the first comments shown under it).
    public var maximumComments = 50
    /// Longest message or comment text, in Unicode scalars.
    public var maximumTextLength = 20_000
    /// Longest name, title, domain or identifier, in Unicode scalars.
    public var maximumShortTextLength = 200
    /// Largest like or comment count.
    public var maximumCount = 1_000_000_000
    /// Largest media width or height, and largest avatar size, in points.
    public var maximumMediaSide: Double = 10_000
    /// Longest video, in seconds.
    public var maximumVideoDuration: Double = 86_400
    /// Most frames a scroll script may last.
    public var maximumFrames = 1_000_000
    /// Largest scroll speed: points per frame, and (times 1000) a fling's points per second.
    public var maximumPointsPerFrame: Double = 10_000
    /// Most events in one scenario.
    public var maximumEvents = 100_000
    /// Most warm-up runs and most measured repetitions.
    public var maximumRepetitions = 1_000
    /// Most worker threads.
    public var maximumWorkers = 256
    /// Largest generator seed: 2^53 - 1, the largest integer every JSON reader holds exactly.
    public var maximumSeed: UInt64 = 9_007_199_254_740_991

    public init() {}

    /// The limits of format version 1.
    public static let standard = ScenarioLimits()
}
