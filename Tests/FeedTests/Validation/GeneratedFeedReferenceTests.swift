import JSON
import Testing
@testable import Feed

/// Events on a generated feed are checked without building the feed where the check allows it, so a
/// 1 KB file asking for a million stories validates at once.
struct GeneratedFeedReferenceTests {
    private func scenario(stories: Int, mix: String = "mixed", events: String) -> String {
        #"{"schemaVersion": 2, "name": "t", "device": {"width": 375, "height": 667, "scale": 2}, "feed": {"generate": {"seed": 7, "stories": \#(stories), "mix": "\#(mix)"}}, "scroll": {"kind": "constant", "pointsPerFrame": 1, "frames": 10}, "events": [\#(events)]}"#
    }

    /// The reader's problems and how many top-level stories it generated.
    private func read(_ json: String) throws -> (problems: [String], generated: Int) {
        let reader = ScenarioReader(file: "t.json", limits: .standard)
        _ = reader.readScenario(try JSONParser.parse(Array(json.utf8)), at: .root)
        return (reader.problems.map(\.description), reader.storiesGenerated)
    }

    @Test("A top-level story is checked against the count, without generating")
    func topLevelByCount() throws {
        let events = #"{"frame": 1, "kind": "like", "story": "story-1000000"}, {"frame": 2, "kind": "open", "story": "story-1"}"#
        let result = try read(scenario(stories: 1_000_000, mix: "nested", events: events))
        #expect(result.problems == [])
        #expect(result.generated == 0)
        let missing = try read(scenario(stories: 10, events: #"{"frame": 1, "kind": "like", "story": "story-11"}"#))
        #expect(missing.problems == [
            #"t.json: events[0].story: unknown story "story-11": no story in the feed, or inserted by an earlier event, has this id"#
        ])
        #expect(missing.generated == 0)
    }

    @Test("A substory or a reused id generates only up to the story it needs")
    func generatesUpToTheLargestNeeded() throws {
        // Find a substory of the generated feed to name.
        let spec = GeneratorSpec(seed: 7, stories: 40, mix: .nested)
        let parent = try #require(FeedGenerator(spec: spec).stories().first { !$0.substories.isEmpty && $0.substories[0].id.rawValue.contains(".") })
        let number = try #require(Int(parent.id.rawValue.dropFirst("story-".count)))
        let child = parent.substories[0].id.rawValue
        let named = try read(scenario(stories: 1_000_000, mix: "nested", events: #"{"frame": 1, "kind": "like", "story": "\#(child)"}"#))
        #expect(named.problems == [])
        #expect(named.generated == number)
        let absent = try read(scenario(stories: 1_000_000, mix: "nested", events: #"{"frame": 1, "kind": "like", "story": "story-3.99"}"#))
        #expect(absent.problems.count == 1)
        #expect(absent.generated == 3)
        // An inserted story reusing a generated id is compared with the generated one.
        let reused = try read(scenario(stories: 1_000_000, events: """
            {"frame": 1, "kind": "insert-at-top", "stories": [{"id": "story-2", "author": {"name": "Ann"}, "timestamp": "2024-05-01T12:00:00Z"}]}
            """))
        #expect(reused.problems.count == 1)
        #expect(reused.problems.first?.contains(#"story "story-2" appears at feed.generate with different content"#) == true)
        #expect(reused.generated == 2)
    }

    @Test("A broken insert's ids are known to later events: only the insert is reported")
    func brokenInsert() throws {
        let events = """
            {"frame": 1, "kind": "insert-at-top", "stories": [{"id": "fresh", "author": {"name": "Ann"}, "timestamp": "yesterday",
              "substories": [{"id": "fresh.1", "author": {"name": "Bo"}, "timestamp": "2024-05-01T12:00:00Z"}]}]},
            {"frame": 2, "kind": "like", "story": "fresh"}, {"frame": 3, "kind": "open", "story": "fresh.1"}
            """
        let result = try read(scenario(stories: 5, events: events))
        #expect(result.problems.count == 1)
        #expect(result.problems.first?.hasPrefix("t.json: events[0].stories[0].timestamp:") == true)
    }
}
