import Feed
import Streams
import Synchronization
import Testing
@testable import FeedState

/// Collects what observers of the model saw; an observation context.
final class Seen: Sendable {
    private let storage = Mutex<[FeedChange?]>([])

    func append(_ change: FeedChange?) {
        storage.withLock { $0.append(change) }
    }

    var changes: [FeedChange?] {
        storage.withLock { $0 }
    }
}

@Suite struct ChangingFeedTests {
    let edits: [FeedEdit] = [
        .like("shared"), .comment("plain", Fixture.comment("c1")), .like("ghost"),
        .insertAtTop([Fixture.story("new", substories: [Fixture.shared])]), .unlike("shared"), .like("middle"),
    ]

    @Test func editsThroughTheStreamMakeTheSameFeedAsApplyingThemDirectly() throws {
        let initial = try Fixture.feed()
        let (inlet, changes) = Changes<FeedEdit>.pipe()
        let model = changes.changingFeed(startingFrom: initial)
        let seen = Seen()
        model.changes.observe(with: seen) { seen, feed in seen.append(feed.lastChange) }
        #expect(model.value == initial)
        for edit in edits {
            inlet.announce(edit)
        }
        let direct = edits.reduce(initial) { feed, edit in edit.apply(to: feed) }
        #expect(model.value == direct)
        #expect(model.value.revision == edits.count)
        #expect(seen.changes.map { $0?.edit } == edits)
        #expect(seen.changes.last??.changedStoryIDs == ["outer"])
    }

    @Test func theModelIsTheAccumulationOfTheEdits() throws {
        let initial = try Fixture.feed()
        let (inlet, changes) = Changes<FeedEdit>.pipe()
        let model = changes.accumulate(startingFrom: initial) { edit, feed in edit.apply(to: feed) }
        let other = changes.changingFeed(startingFrom: initial)
        edits.forEach(inlet.announce)
        #expect(model.value == other.value)
    }
}
