import Statistics
import Feed
import Foundation

/// What `UpdateBenchmark` measured: per pipeline, each phase's median and p90 over the iterations, in
/// milliseconds, and the deterministic counters of one like.
public struct UpdateBenchResult: Hashable, Sendable, Codable {
    public struct Phase: Hashable, Sendable, Codable {
        public let name: String
        public let medianMilliseconds: Double
        public let p90Milliseconds: Double

        init(name: String, milliseconds: [Double]) {
            self.name = name
            medianMilliseconds = milliseconds.median
            p90Milliseconds = milliseconds.nearestRank(0.9)
        }
    }

    /// One like in MVC: what the notification chain did.
    public struct MVCLikeCounters: Hashable, Sendable, Codable {
        public let rowHeightsMeasured: Int
        public let attributeWrites: Int
        public let textLayouts: Int
        public let layoutCalls: Int
        public let viewsCreated: Int
    }

    /// One like in the components pipeline: what was rebuilt and remounted.
    public struct ComponentsLikeCounters: Hashable, Sendable, Codable {
        public let changedStories: Int
        public let storiesBuilt: Int
        public let layoutsComputed: Int
        public let rowsRemounted: Int
        public let rowsMoved: Int
        /// Rows that entered or left the viewport because a row above changed height.
        public let rowsMounted: Int
        public let rowsUnmounted: Int
        /// Every attribute write of the update (the remounted rows' changes and the resets of views of rows
        /// that left).
        public let attributeWrites: Int
        /// Of `attributeWrites`, the resets (`unapply`).
        public let attributesUnapplied: Int
        public let textLayouts: Int
        public let viewsCreated: Int
    }

    public struct Pipeline: Hashable, Sendable, Codable {
        public let phases: [Phase]
        /// The bytes the main thread allocated in one like, from the edit through display (median over the
        /// iterations; the workers' allocations are not in it); `nil` in a build without jemalloc.
        public let mainThreadBytesPerLike: Int?
        public let mvcCounters: MVCLikeCounters?
        public let componentsCounters: ComponentsLikeCounters?

        init(phases: [Phase], mainThreadBytesPerLike: Int?, mvcCounters: MVCLikeCounters? = nil,
             componentsCounters: ComponentsLikeCounters? = nil) {
            self.phases = phases
            self.mainThreadBytesPerLike = mainThreadBytesPerLike
            self.mvcCounters = mvcCounters
            self.componentsCounters = componentsCounters
        }

        /// The `total` phase's median.
        public var totalMilliseconds: Double { phases.first { $0.name == "total" }?.medianMilliseconds ?? 0 }
    }

    public let scenario: String
    public let story: String
    public let stories: Int
    /// The components pipeline's worker queues.
    public let workers: Int
    public let iterations: Int
    public let mvcRowHeights: MVCRowHeights
    public let mvc: Pipeline
    public let components: Pipeline
    /// Worker jobs that ran on the main thread: must be 0.
    public let jobsOnMainThread: Int
}
