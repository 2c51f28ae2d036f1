import Feed
import Testing
@testable import FeedState

@Suite struct FeedStoreTests {
    @Test func theInitialFeedKeepsItsOrderAndIndexesEveryStoryOnce() throws {
        let feed = try Fixture.feed()
        #expect(feed.topLevelIDs == ["shared", "reshare1", "plain", "reshare2", "outer"])
        #expect(feed.stories == Fixture.stories)
        #expect(feed.entityCount == 6)
        #expect(feed["middle"]?.substories == [Fixture.shared])
        #expect(feed.revision == 0 && feed.lastChange == nil)
        #expect(feed.revision(of: "middle") == 0)
        #expect(feed.story(at: 2) == Fixture.plain)
        #expect(feed.story(at: 5) == nil && feed.story(at: -1) == nil)
        #expect(feed["missing"] == nil && feed.revision(of: "missing") == nil)
    }

    @Test func theInitialFeedStoresEachStoryAsGivenWithItsEmbeddersAndTopLevelMark() throws {
        let feed = try Fixture.feed()
        for story in Fixture.stories.flatMap(\.allStories) { #expect(feed[story.id] == story) }
        #expect(feed.entries["shared"]?.embeddingIDs == ["reshare1", "reshare2", "middle"])
        #expect(feed.entries["middle"]?.embeddingIDs == ["outer"] && feed.entries["outer"]?.embeddingIDs == [])
        let topLevel = Set(feed.entries.filter(\.value.isTopLevel).map(\.key))
        #expect(topLevel == ["shared", "reshare1", "plain", "reshare2", "outer"])
    }

    @Test func twoDifferentStoriesWithOneIdAreRejected() {
        let stories = [Fixture.story("x", message: "one"), Fixture.story("y", substories: [Fixture.story("x", message: "two")])]
        #expect(throws: FeedEditError.conflictingStory(id: "x")) { try FeedStore(stories: stories) }
    }

    @Test func aTopLevelStoryMayFillSeveralPositions() throws {
        let feed = try FeedStore(stories: [Fixture.plain, Fixture.shared, Fixture.plain])
        #expect(feed.count == 3 && feed.entityCount == 2)
        let liked = FeedEdit.like("plain").apply(to: feed)
        #expect(liked.story(at: 0)?.viewerLikes == true && liked.story(at: 2)?.viewerLikes == true)
        #expect(liked.lastChange?.changedStoryIDs == ["plain"])
    }
}
