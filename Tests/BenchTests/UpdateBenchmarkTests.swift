import Feed
import Testing
import Bench

/// The update benchmark measures the same like in both pipelines, with the same kinds of phases, and its
/// counters of one like are deterministic (times are not asserted).
@MainActor
@Suite struct UpdateBenchmarkTests {
    @Test func bothPipelinesLikeTheSameStory() throws {
        let scenario = try BenchScenarios.smallMixed()
        let run = { try UpdateBenchmark(scenario: scenario, fonts: try BenchScenarios.fonts(), workers: 2, iterations: 4,
                                         storyID: "story-2").run() }
        let result = try run()
        #expect(result.story == "story-2")
        #expect(result.mvc.phases.map(\.name) == ["update", "display", "total"])
        #expect(result.components.phases.map(\.name) == ["edit", "layout", "mount", "display", "total"])
        let mvc = try #require(result.mvc.mvcCounters)
        let components = try #require(result.components.componentsCounters)
        // A like re-measures the row only when the like bar changed size; it always writes the button.
        #expect(mvc.attributeWrites > 0)
        #expect(components.storiesBuilt >= 1 && components.rowsRemounted >= 1 && components.attributeWrites > 0)
        #expect(result.jobsOnMainThread == 0)
        // A like allocates on the main thread in both pipelines (no figure in a build without jemalloc).
        #expect((result.mvc.mainThreadBytesPerLike ?? 1) > 0)
        #expect((result.components.mainThreadBytesPerLike ?? 1) > 0)
        let again = try run()
        #expect(again.mvc.mvcCounters == mvc && again.components.componentsCounters == components)
    }

    @Test func anUnknownStoryIsRefused() throws {
        let scenario = try BenchScenarios.smallMixed()
        #expect(throws: UpdateBenchmark.Refusal.self) {
            try UpdateBenchmark(scenario: scenario, fonts: try BenchScenarios.fonts(), workers: 1, iterations: 1,
                                storyID: "nope").run()
        }
    }
}
