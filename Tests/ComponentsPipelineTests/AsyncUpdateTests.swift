import Components
import ComponentsPipeline
import Feed
import FeedState
import Testing
import Views

/// Asynchronous changesets: the main thread goes on producing frames while the workers rebuild, and each
/// changeset is mounted whole, in the order of its edit. Which frame one lands on depends on timing and
/// is never asserted; what the screen shows at every frame is.
@MainActor
struct AsyncUpdateTests {
    static func feed(_ count: Int = 30) throws -> FeedStore {
        try FeedStore(stories: (0..<count).map { TestFeeds.story(StoryID("a\($0)"), likes: $0 % 4) })
    }

    /// Every mounted row shows its story at the mounted store's revision, where that store puts it: one
    /// version of the feed on screen, never a mix.
    static func expectOneVersion(_ host: TestFeedHost, frame: Int) {
        let feed = host.feed
        for position in host.feedMounter.mountedPositions {
            let id = feed.store.topLevelIDs[position]
            let key = host.feedMounter.mountedKey(at: position)
            #expect(key?.storyID == id, "frame \(frame), position \(position)")
            #expect(key?.revision == feed.store.revision(of: id), "frame \(frame), position \(position)")
            #expect(host.feedMounter.host(at: position)?.frame == feed.rowFrame(at: position), "frame \(frame)")
        }
    }

    @Test(arguments: [1, 3])
    func changesetsMountWholeAndInOrder(workers: Int) throws {
        let policy = FeedPolicy(prefetchViewports: 2, updates: .asynchronous)
        let host = try TestFeeds.controller(try Self.feed(), viewport: FeedViewport(width: TestFeeds.width, height: 667),
                                            workers: workers, policy: policy)
        let controller = host.controller
        var submitted: [Int] = []
        var landed: [Int] = []
        var shownRevisions: [Int] = []
        for frame in 1...240 {
            controller.mountReadyChangesets()
            Self.expectOneVersion(host, frame: frame)
            if frame.isMultiple(of: 4) {
                let id = StoryID("a\((frame / 4) % 30)")
                let edit: FeedEdit = switch frame % 12 {
                case 0: .like(id)
                case 4: .comment(id, Comment(id: CommentID("c\(frame)"), author: TestFeeds.author, text: "Frame \(frame)"))
                default: frame.isMultiple(of: 40) ? .insertAtTop([TestFeeds.story(StoryID("new\(frame)"))]) : .unlike(id)
                }
                let submission = controller.submit(edit)
                #expect(submission.mounted.isEmpty)
                submitted.append(submission.revision)
            }
            controller.scroll(to: Double(frame) * 25)
            Self.expectOneVersion(host, frame: frame)
            shownRevisions.append(host.feed.store.revision)
            landed += controller.takeLanded().map(\.revision)
        }
        controller.mountInFlight()
        landed += controller.takeLanded().map(\.revision)
        Self.expectOneVersion(host, frame: 241)
        // In order, each once, every one of them.
        #expect(landed == submitted)
        #expect(shownRevisions == shownRevisions.sorted())
        #expect(host.feed.store == controller.model.value)
        #expect(controller.revisionsInFlight.isEmpty)
    }

    /// Synchronous delivery mounts each changeset before `submit` returns.
    @Test func synchronousDeliveryMountsWithinTheCall() throws {
        let host = try TestFeeds.controller(try Self.feed(8), policy: FeedPolicy(prefetchViewports: 2, updates: .synchronous))
        let submission = host.controller.submit(.like("a1"))
        #expect(submission.mounted.map(\.revision) == [submission.revision])
        #expect(host.feed.store.revision == submission.revision)
        Self.expectOneVersion(host, frame: 0)
    }
}
