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

    /// The text table.
    public func table() -> String {
        var rows = [
            "\(MessageText.quoted(scenario)): \(stories) stories; like/unlike story \(story), \(iterations) iterations of each pipeline, "
                + "interleaved; MVC rows \(mvcRowHeights.rawValue); components on \(workers) worker queue"
                + (workers == 1 ? "" : "s"),
            "pipeline    phase       ms (median)    ms (p90)",
        ]
        for (name, pipeline) in [("mvc", mvc), ("components", components)] {
            for phase in pipeline.phases {
                rows.append(name.padding(toLength: 12, withPad: " ", startingAt: 0)
                    + phase.name.padding(toLength: 10, withPad: " ", startingAt: 0)
                    + String(format: "%13.4f %11.4f", phase.medianMilliseconds, phase.p90Milliseconds))
            }
        }
        if let one = mvc.mvcCounters {
            rows.append("mvc, one like: \(one.rowHeightsMeasured) row heights measured, \(one.attributeWrites) attribute writes, "
                + "\(one.textLayouts) text layouts, \(one.layoutCalls) layout calls, \(one.viewsCreated) views created")
        }
        if let one = components.componentsCounters {
            rows.append("components, one like: \(one.changedStories) changed stories, \(one.storiesBuilt) rebuilt, "
                + "\(one.layoutsComputed) layouts, \(one.rowsRemounted) rows remounted, \(one.rowsMoved) moved, "
                + "\(one.rowsMounted) mounted, \(one.rowsUnmounted) unmounted, \(one.attributeWrites) attribute writes "
                + "(\(one.attributesUnapplied) resets), \(one.textLayouts) text layouts, \(one.viewsCreated) views created; "
                + "jobs on the main thread: \(jobsOnMainThread)")
        }
        if let mvcBytes = mvc.mainThreadBytesPerLike, let componentsBytes = components.mainThreadBytesPerLike {
            rows.append("main-thread bytes allocated per like (median): mvc \(mvcBytes), components \(componentsBytes)")
        }
        if components.totalMilliseconds > 0 {
            rows.append(String(format: "mvc / components, total: %.2fx", mvc.totalMilliseconds / components.totalMilliseconds))
        }
        return rows.joined(separator: "\n")
    }
}
