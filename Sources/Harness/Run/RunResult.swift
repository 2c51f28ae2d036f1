import Foundation
import ComponentsPipeline
import Feed

/// The immutable result of one scenario through one pipeline: the measured repetitions (warm-up thrown
/// away), the frame metrics pooled over them, the pass totals summed over them, and the summaries a
/// report shows. Which figure is per repetition and which is summed is said on each field.
public struct RunResult: Hashable, Sendable, Codable {
    public let scenario: String
    public let pipeline: PipelineKind
    /// Worker threads used: the components pipeline's worker queues; 0 for MVC, which uses none.
    public let threads: Int
    public let warmUp: Int
    /// Frames in one repetition: the launch frame and the scroll script's.
    public let framesPerRepetition: Int
    public internal(set) var repetitions: [RepetitionResult]
    /// Frame metrics over every measured frame of every repetition (launch frames included).
    public let metrics: FrameMetrics
    /// Pass totals summed over the measured repetitions.
    public let passes: PassTotals
    /// The deterministic counters (docs/design.md, Metrics) of one repetition: the counting repetition's when
    /// it ran (component changesets delivered synchronously there, so no count depends on timing), else
    /// the first measured repetition's. The set a CI gate holds exactly.
    public let counters: RepetitionCounters
    /// Whether `counters` come from the counting repetition.
    public let countersFromCountingRepetition: Bool
    /// Whether every measured repetition had the same counters: expected for MVC and for synchronous
    /// component updates; with asynchronous ones, a changeset landing a frame later can change what a
    /// remount writes.
    public let countersRepeat: Bool
    /// The most views mounted at once in any repetition.
    public let peakLiveViews: Int
    /// Frames, summed over the measured repetitions, whose main thread waited for the workers in any pass
    /// (timing-dependent).
    public let framesWaited: Int
    /// Time to first screen: medians and maxima over the repetitions.
    public let firstScreen: FirstScreenSummary
    /// Update latencies pooled over the repetitions; `nil` when no event was applied.
    public let updateLatency: UpdateLatencySummary?
    /// Memory: medians and maxima over the repetitions.
    public let memory: MemorySummary
    /// The counting repetition's memory, its live heap sampled after every frame; `nil` when it did not run.
    public let countingMemory: MemoryFigures?
    /// Events not applied by this pipeline, with the reason (from the first measured repetition).
    public let skippedEvents: [SkippedEvent]
    /// How this pipeline's passes map onto the harness's, where they differ from the general frame model
    /// (docs/design.md, "Passes and where they run").
    public let notes: [String]
    /// The feed built and laid out with one worker and with each worker count asked (components only).
    public let parallelBuilds: [ParallelBuildResult]
    /// Allocation requests on the main thread in each frame (launch frame first), read in the counting
    /// repetition (its times thrown away; reading requests every frame slows the frames that follow, see
    /// `SectionRequestCounter`). Empty when not counted.
    public let frameAllocations: [UInt64]
    /// Whether frames started on the frame budget's clock (`RunOptions.paced`) or back to back.
    public let paced: Bool
    /// MVC's row heights (`nil` for the components pipeline).
    public let mvcRowHeights: MVCRowHeights?
    /// The components pipeline's policy in the measured repetitions (`nil` for MVC).
    public let feedPolicy: FeedPolicy?
    /// The first measured repetition over time: sections, frames, worker phases, counters. Like the frames,
    /// kept in the frame file, not in run.json: `nil` when read from a run folder without one.
    public internal(set) var trace: TraceRecord?
    /// The first screen as the first measured repetition mounted it.
    public let wireframe: Wireframe?
    /// The first screen as that repetition drew it: a PNG at the device's size and scale, composited from the
    /// views' bitmaps. Not in run.json: the run folder holds it as a file of its own
    /// (`RunReport.firstScreenFileName`); `nil` when none was kept.
    public var firstScreenPNG: Data? = nil
    /// The counting repetition's instructions, counted under Callgrind (`feedbench run --instructions`);
    /// `nil` when they were not counted.
    public var instructions: InstructionCounts?

    /// Every field but `trace`, which the frame file holds.
    enum CodingKeys: String, CodingKey {
        case scenario, pipeline, threads, warmUp, framesPerRepetition, repetitions, metrics, passes, counters
        case countersFromCountingRepetition, countersRepeat, peakLiveViews, framesWaited, firstScreen, updateLatency
        case memory, countingMemory, skippedEvents, notes, parallelBuilds, frameAllocations, paced, mvcRowHeights
        case feedPolicy, wireframe, instructions
    }

    public struct Configuration: Hashable, Sendable {
        public var threads: Int
        public var warmUp: Int
        public var framesPerRepetition: Int
        public var budget: Double
        public var paced: Bool
        public var mvcRowHeights: MVCRowHeights?
        public var feedPolicy: FeedPolicy?

        public init(threads: Int, warmUp: Int, framesPerRepetition: Int, budget: Double, paced: Bool,
                    mvcRowHeights: MVCRowHeights?, feedPolicy: FeedPolicy?) {
            self.threads = threads
            self.warmUp = warmUp
            self.framesPerRepetition = framesPerRepetition
            self.budget = budget
            self.paced = paced
            self.mvcRowHeights = mvcRowHeights
            self.feedPolicy = feedPolicy
        }
    }

    public init(scenario: String, pipeline: PipelineKind, configuration: Configuration, repetitions: [RepetitionResult],
                counting: RepetitionResult? = nil, skippedEvents: [SkippedEvent], notes: [String],
                parallelBuilds: [ParallelBuildResult] = [], frameAllocations: [UInt64] = [], trace: TraceRecord? = nil,
                wireframe: Wireframe? = nil, firstScreenPNG: Data? = nil) {
        self.scenario = scenario
        self.pipeline = pipeline
        threads = pipeline == .mvc ? 0 : configuration.threads
        warmUp = configuration.warmUp
        framesPerRepetition = configuration.framesPerRepetition
        self.repetitions = repetitions
        metrics = FrameMetrics(frameTimes: repetitions.flatMap { $0.frames.map(\.milliseconds) },
                               budget: configuration.budget)
        var passes = PassTotals()
        for repetition in repetitions { passes.add(repetition.passes) }
        self.passes = passes
        counters = counting?.counters ?? repetitions.first?.counters ?? RepetitionCounters()
        countersFromCountingRepetition = counting != nil
        countersRepeat = Set(repetitions.map(\.counters)).count <= 1
        peakLiveViews = repetitions.map(\.peakLiveViews).max() ?? 0
        framesWaited = repetitions.reduce(0) { $0 + $1.framesWaited }
        firstScreen = FirstScreenSummary(repetitions)
        updateLatency = UpdateLatencySummary(repetitions)
        memory = MemorySummary(repetitions.map(\.memory))
        countingMemory = counting?.memory
        self.skippedEvents = skippedEvents
        self.notes = notes
        self.parallelBuilds = parallelBuilds
        self.frameAllocations = frameAllocations
        paced = configuration.paced
        mvcRowHeights = pipeline == .mvc ? configuration.mvcRowHeights : nil
        feedPolicy = pipeline == .components ? configuration.feedPolicy : nil
        self.trace = trace
        self.wireframe = wireframe
        self.firstScreenPNG = firstScreenPNG
    }

    /// Every measured frame time, in milliseconds, repetition after repetition (empty when the frames were not
    /// kept: see `framesKept`).
    public var frameTimes: [Double] { repetitions.flatMap { $0.frames.map(\.milliseconds) } }

    /// Whether this result holds its frames (a run folder read with its frame file, or a run just made), not
    /// only their summaries.
    public var framesKept: Bool {
        repetitions.allSatisfy { $0.frames.count == $0.frameSummary.metrics.frames }
            && repetitions.contains { !$0.frames.isEmpty }
    }
}
