import Harness
/// What `feedbench harness-bench` measured: the harness measuring itself.
public struct HarnessBenchResult: Hashable, Sendable, Codable {
    /// One pipeline scrolled through a feed of one size.
    public struct ScalingPoint: Hashable, Sendable, Codable {
        public let pipeline: PipelineKind
        public let stories: Int
        public let frames: Int
        /// Main-thread milliseconds of the frames (the scroll), per story.
        public let frameMillisecondsPerStory: Double
        /// The part of it the main thread spent waiting for the workers (components), per story: it
        /// follows the workers' speed (noisy when they share the cores with the main thread).
        public let waitMillisecondsPerStory: Double
        /// Main-thread milliseconds before frame 0 (build and mount; MVC measures every row there), per story.
        public let firstScreenMillisecondsPerStory: Double
        /// Worker milliseconds (components build and layout), per story; 0 for MVC.
        public let workerMillisecondsPerStory: Double
        public let p99Milliseconds: Double
        public let peakLiveViews: Int
        /// Views mounted at the end of a frame, on average over the frames: flat when recycling works
        /// (the peak is a maximum over more frames, so it creeps up with the feed's length).
        public let meanLiveViews: Double
        public let viewsCreated: Int
        /// The frames' main-thread work without the waits, in milliseconds per story.
        public var workMillisecondsPerStory: Double { frameMillisecondsPerStory - waitMillisecondsPerStory }
        /// Views created in frames after the first screen has scrolled out of sight.
        public let viewsCreatedAfterFirstScreen: Int
        /// The last frame that created a view (`nil`: none did).
        public let lastFrameCreatingViews: Int?
        /// The pipeline's live heap after the first screen, at its peak (sampled every frame, in the
        /// counting repetition) and at the end, in bytes (`MemoryFigures`).
        public let heapAfterFirstScreen: Int64
        public let heapPeak: Int64
        public let heapAtEnd: Int64
        /// The process's peak resident size during the repetition, in bytes.
        public let peakResidentBytes: UInt64?
        /// The pipeline's bitmaps (views' backing stores and rows drawn ahead, `BitmapMemory`) after the first
        /// screen, at their peak and at the end, in bytes; part of the heap. `nil` in results from before the
        /// frames drew.
        public var bitmapBytesAfterFirstScreen: Int64?
        public var bitmapPeakBytes: Int64?
        public var bitmapBytesAtEnd: Int64?
    }

    /// What measuring costs one pipeline's scroll, from rounds with and without the instrumentation.
    public struct Overhead: Hashable, Sendable, Codable {
        public let pipeline: PipelineKind
        public let stories: Int
        public let frames: Int
        public let rounds: Int
        /// Median over rounds of the frame times the harness reports, summed.
        public let reportedMilliseconds: Double
        /// Median over rounds of the same frames run with no instrumentation (one clock around each).
        public let bareMilliseconds: Double
        /// Median over rounds of the instrumented frames' wall time (counter reading and bindings included).
        public let instrumentedWallMilliseconds: Double
        /// One empty measured section: the part inside the timed region and the whole cost, in milliseconds.
        public let emptySectionInsideMilliseconds: Double
        public let emptySectionWholeMilliseconds: Double

        /// How much the reported frame times exceed the uninstrumented ones: the timer's and counters'
        /// overhead on what is reported, as a fraction (noise can make it negative).
        public var reportedOverhead: Double { bareMilliseconds > 0 ? reportedMilliseconds / bareMilliseconds - 1 : 0 }
        /// How much longer the instrumented frames take in all (reading clocks and counters).
        public var wallOverhead: Double {
            bareMilliseconds > 0 ? instrumentedWallMilliseconds / bareMilliseconds - 1 : 0
        }
    }

    /// What the worker observer costs the workers: the pipeline's worker job for every story with the
    /// observer (as `ScenarioRun` runs it) and without, story by story in turn, medians of rounds.
    public struct WorkerOverhead: Hashable, Sendable, Codable {
        public let stories: Int
        public let workers: Int
        public let rounds: Int
        public let observedMilliseconds: Double
        public let bareMilliseconds: Double

        /// The observed layout's extra time, as a fraction (noise can make it negative).
        public var overhead: Double { bareMilliseconds > 0 ? observedMilliseconds / bareMilliseconds - 1 : 0 }
    }

    public let scaling: [ScalingPoint]
    public let overhead: [Overhead]
    public let workerOverhead: WorkerOverhead
    public let parallelBuild: ParallelBuildResult?

    /// A pipeline's figure (per story, or whole for memory) at the largest size over the smallest (1: flat).
    public func scalingRatio(_ pipeline: PipelineKind, _ cost: (ScalingPoint) -> Double) -> Double? {
        let points = scaling.filter { $0.pipeline == pipeline }.sorted { $0.stories < $1.stories }
        guard let first = points.first, let last = points.last, cost(first) > 0 else { return nil }
        return cost(last) / cost(first)
    }
}
