import Feed
import Testing
@testable import FeedState

@Suite struct FeedEditTests {
    @Test func scenarioEventsThatEditTheFeedBecomeEdits() {
        let comment = Fixture.comment("c1")
        #expect(FeedEdit(.like("a")) == .like("a"))
        #expect(FeedEdit(.unlike("a")) == .unlike("a"))
        #expect(FeedEdit(.comment("a", comment)) == .comment("a", comment))
        #expect(FeedEdit(.insertAtTop([Fixture.plain])) == .insertAtTop([Fixture.plain]))
        #expect(FeedEdit(.open("a")) == nil)
        #expect(FeedEdit.comment("a", comment).storyID == "a" && FeedEdit.insertAtTop([]).storyID == nil)
    }
}
