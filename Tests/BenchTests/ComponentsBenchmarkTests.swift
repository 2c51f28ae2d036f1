import Bench
import Feed
import Testing
import TextLayout

/// components-bench measures the story tree the harness builds: its counts are deterministic, an edit
/// writes attributes and an identical remount none (times are not asserted).
@MainActor
@Suite struct ComponentsBenchmarkTests {
    @Test func countsAreDeterministicAndRemountsWriteOnlyChanges() throws {
        let scenario = try BenchScenarios.smallMixed()
        let story = try #require(scenario.feed.resolvedStories().first)
        let fonts = try BenchScenarios.fonts()
        let run = { try ComponentsBenchmark(story: story, device: scenario.device, fonts: fonts, iterations: 3).run() }
        let result = try run()
        #expect(result.story == story.id.rawValue)
        #expect(result.edit == (story.viewerLikes ? "unlike" : "like"))
        #expect(result.passes.map(\.name) == ["build", "layout", "layout-cold", "mount", "remount-changed", "remount-same"])
        #expect(result.viewsPerMount > result.leafViews && result.leafViews > 0)
        #expect(result.remountChangedWrites >= 1)
        #expect(result.remountSameWrites == 0)
        #expect(result.remountProblem == nil)
        let again = try run()
        #expect(again.viewsPerMount == result.viewsPerMount)
        #expect(again.attributeWritesFirstMount == result.attributeWritesFirstMount)
        #expect(again.remountChangedWrites == result.remountChangedWrites)
    }
}
