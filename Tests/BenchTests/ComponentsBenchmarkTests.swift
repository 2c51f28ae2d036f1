import Bench
import Feed
import Foundation
import Testing
import TextLayout

/// components-bench measures the story tree the harness builds: its counts are deterministic, an edit
/// writes attributes and an identical remount none (times are not asserted).
@MainActor
@Suite struct ComponentsBenchmarkTests {
    static func scenario() throws -> Scenario {
        try ScenarioLoader.load(data: Data("""
            {
              "schemaVersion": 2, "name": "bench",
              "device": { "width": 375, "height": 667, "scale": 2 },
              "feed": { "generate": { "seed": 7, "stories": 3, "mix": "mixed" } },
              "scroll": { "kind": "constant", "pointsPerFrame": 12, "frames": 1 }
            }
            """.utf8), file: "inline.json")
    }

    @Test func countsAreDeterministicAndRemountsWriteOnlyChanges() throws {
        let scenario = try Self.scenario()
        let story = try #require(scenario.feed.resolvedStories().first)
        let fonts = try FontLibrary.load()
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
