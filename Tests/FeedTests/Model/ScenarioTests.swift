import Foundation
import Testing
@testable import Feed

struct ScenarioTests {
    @Test("A scenario with every field round-trips through its JSON unchanged")
    func roundTrip() throws {
        let data = try ScenarioEncoding.data(sampleScenario)
        let loaded = try ScenarioLoader.load(data: data, file: "sample.json")
        #expect(loaded == sampleScenario)
        #expect(try ScenarioEncoding.data(loaded) == data)
    }

    @Test("Foundation's JSONDecoder reads what JSONEncoder writes, through the same checks")
    func codableRoundTrip() throws {
        let data = try JSONEncoder().encode(sampleScenario)
        #expect(try JSONDecoder().decode(Scenario.self, from: data) == sampleScenario)
        let story = try JSONDecoder().decode(Story.self, from: JSONEncoder().encode(sampleScenario.feed.resolvedStories()[0]))
        #expect(story == sampleScenario.feed.resolvedStories()[0])
    }

    @Test("Decoding with JSONDecoder rejects what the loader rejects, with every problem")
    func codableDecodingValidates() throws {
        let json = #"{"id": "a", "author": {"name": "", "avatarSize": -1}, "timestamp": "yesterday", "colour": 1}"#
        #expect {
            _ = try JSONDecoder().decode(Story.self, from: Data(json.utf8))
        } throws: { error in
            guard case DecodingError.dataCorrupted(let context) = error, let underlying = context.underlyingError as? ScenarioError
            else { return false }
            return underlying.problems.map { "\($0.path): \($0.message)" } == [
                "author.name: must not be empty",
                "author.avatarSize: must be a positive number",
                "timestamp: must be a UTC date and time like \"2024-05-01T12:30:00Z\", got \"yesterday\"",
                "colour: unknown key \"colour\" (expected one of: id, author, timestamp, message, attachments, substories, likeCount, commentCount, viewerLikes, comments)",
            ]
        }
    }

    @Test("Defaults fill the optional keys")
    func defaults() throws {
        let scenario = try ScenarioLoader.load(data: Data(document().utf8), file: "t.json")
        #expect(scenario.frameBudget == 17)
        #expect(scenario.warmUp == 1 && scenario.repetitions == 5 && scenario.workers == .fixed(4))
        // Version 1 keeps its own defaults: 4 workers, MVC rows measured on load.
        #expect(scenario.mvcRowHeights == .measuredOnLoad)
        #expect(scenario.events.isEmpty && scenario.summary == nil)
        let story = try #require(scenario.feed.resolvedStories().first)
        #expect(story.message == "" && story.attachments.isEmpty && story.substories.isEmpty)
        #expect(story.likeCount == 0 && story.commentCount == 0 && !story.viewerLikes && story.comments.isEmpty)
        #expect(story.author.avatarSize == 40)
    }

    @Test("Models are values: equal content is equal and hashes equally")
    func valueSemantics() {
        let stories = sampleScenario.feed.resolvedStories()
        #expect(stories[0].substories[0] == stories[1])
        #expect(Set(stories[0].allStories.map(\.id)) == ["s1", "shared", "s1.2"])
        #expect(stories[0].substoryDepth == 2)
        #expect(sampleScenario.frameCount == sampleScenario.scroll.frameCount(frameBudget: 8.33))
    }
}
