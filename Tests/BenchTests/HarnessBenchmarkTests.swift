import Allocations
import Feed
import Testing
import Harness
@testable import Bench
import Console

/// The harness benchmark on tiny feeds: what it measures is there and consistent (times are not
/// asserted).
@MainActor
@Suite struct HarnessBenchmarkTests {
    @Test func theScalingScrollCoversTheWholeFeed() throws {
        let fonts = try BenchScenarios.fonts()
        let scenario = ScalingScenario.make(stories: 12, workers: 2, fonts: fonts)
        let height = ScalingScenario.contentHeight(scenario.feed.resolvedStories(), workers: 2, fonts: fonts)
        let offsets = scenario.scroll.offsets(frameBudget: scenario.frameBudget)
        let last = try #require(offsets.last)
        #expect(last >= height - scenario.device.height)
        #expect(last - ScalingScenario.pointsPerFrame < height - scenario.device.height)
    }

    /// The benchmark measures the harness's own allocations too, and refuses to run without them.
    @Test(.enabled(if: Jemalloc.isAvailable,
                   "allocation counters are unavailable in a sanitizer build (no jemalloc; Jemalloc.unavailableReason)"))
    func measuresEveryPipelineAndSize() throws {
        let benchmark = HarnessBenchmark(fonts: try BenchScenarios.fonts(), sizes: [6, 12], rounds: 1, threads: 2,
                                         overheadStories: 6)
        let result = try benchmark.run()
        #expect(result.scaling.map(\.stories) == [6, 6, 12, 12])
        #expect(Set(result.scaling.map(\.pipeline)) == Set(PipelineKind.allCases))
        for point in result.scaling {
            #expect(point.frames > 0 && point.peakLiveViews > 0 && point.viewsCreated > 0)
            #expect(point.viewsCreatedAfterFirstScreen <= point.viewsCreated)
            #expect(point.meanLiveViews > 0 && point.meanLiveViews <= Double(point.peakLiveViews))
            #expect((point.workerMillisecondsPerStory > 0) == (point.pipeline == .components))
        }
        #expect(result.overhead.map(\.pipeline) == PipelineKind.allCases)
        #expect(result.overhead.allSatisfy { $0.reportedMilliseconds > 0 && $0.bareMilliseconds > 0 })
        #expect(result.workerOverhead.stories == 6 && result.workerOverhead.bareMilliseconds > 0)
        let parallel = try #require(result.parallelBuild)
        #expect(parallel.identicalLayouts)
        #expect(parallel.stories == 6)
        // The parallel build runs --rounds rounds and says so (it used to say 5 whatever was asked).
        #expect(parallel.rounds == 1)
        #expect(HarnessBenchTable.text(result).contains("median of 1 rounds"))
        #expect(result.scaling.allSatisfy { $0.heapPeak >= $0.heapAfterFirstScreen })
        #expect(!HarnessBenchTable.text(result).isEmpty)
    }
}
