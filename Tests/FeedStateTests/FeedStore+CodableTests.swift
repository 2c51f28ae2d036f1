import Foundation
import Feed
import Testing
@testable import FeedState

@Suite struct FeedStoreCodableTests {
    func editedFeed() throws -> FeedStore {
        var feed = try Fixture.feed()
        feed.apply(.like("shared"))
        feed.apply(.comment("middle", Fixture.comment("c1")))
        feed.apply(.like("missing"))
        feed.apply(.insertAtTop([Fixture.story("new", substories: [Fixture.plain])]))
        return feed
    }

    @Test func aFeedRoundTripsThroughJSONUnchanged() throws {
        let feed = try editedFeed()
        let decoded = try roundTrip(feed)
        #expect(decoded == feed)
        #expect(decoded.revision(of: "plain") == 0 && decoded.revision(of: "middle") == 2)
        #expect(decoded.problems.count == 1)
        // The decoded store is a working store: its reverse index was rebuilt.
        let liked = FeedEdit.like("plain").apply(to: decoded)
        #expect(liked.lastChange?.changedStoryIDs == ["plain", "new"])
        #expect(liked == FeedEdit.like("plain").apply(to: feed))
    }

    @Test func editsAndChangesRoundTrip() throws {
        let edits: [FeedEdit] = [
            .like("a"), .unlike("b"), .comment("c", Fixture.comment("c1")), .insertAtTop(Fixture.stories),
        ]
        #expect(try roundTrip(edits) == edits)
        let change = FeedChange(edit: .like("a"), changedStoryIDs: ["a", "b"], changedEntityIDs: ["a", "b", "c"])
        #expect(try roundTrip(change) == change)
        let json = String(decoding: try JSONEncoder().encode(FeedEdit.like("a")), as: UTF8.self)
        #expect(json.contains(#""kind":"like""#) && json.contains(#""story":"a""#))
    }

    @Test func decodingRejectsRevisionsThatDoNotMatchTheStories() throws {
        let data = try JSONEncoder().encode(try editedFeed())
        var object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        var revisions = try #require(object["storyRevisions"] as? [String: Any])
        revisions["ghost"] = 1
        object["storyRevisions"] = revisions
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(FeedStore.self, from: JSONSerialization.data(withJSONObject: object))
        }
        revisions["ghost"] = nil
        revisions["plain"] = nil
        object["storyRevisions"] = revisions
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(FeedStore.self, from: JSONSerialization.data(withJSONObject: object))
        }
    }
}
