import Components
import ComponentsPipeline
import Feed
import FeedState
import Testing
import Views

/// Rows leave in position order, so which spare host an entering row gets never depends on a
/// dictionary's hash seed (it made `layoutCalls` differ from process to process).
@MainActor
struct FeedMounterOrderTests {
    @Test func enteringRowsTakeTheHostsOfLeavingRowsInADefinedOrder() throws {
        let store = try FeedStore(stories: (0..<12).map { TestFeeds.story(StoryID("h\($0)")) })
        let environment = try TestFeeds.environment()
        let workers = LayoutWorkers(count: 2)
        let feed = FeedLayouts(estimating: store, environment: environment).layingOut(.everything, workers: workers).feed
        let rows = try (0..<4).map { try #require(feed.rowFrame(at: $0)) }
        let viewport = FeedViewport(width: TestFeeds.width, height: rows[3].maxY - rows[0].minY - 1)
        let mounter = FeedMounter(feed: feed, viewport: viewport, context: ViewContext(textEngine: environment.context.textEngine))
        #expect(mounter.mountedPositions == [0, 1, 2, 3])
        let hosts = try (0..<4).map { try #require(mounter.host(at: $0)) }
        var far = viewport
        far.offset = try #require(feed.rowFrame(at: 6)).minY
        mounter.setViewport(far)
        let entered = mounter.mountedPositions
        #expect(entered.first == 6)
        // The leaving rows' hosts are stacked 0, 1, 2, 3; the entering rows take them from the top.
        for (index, position) in entered.prefix(4).enumerated() {
            #expect(mounter.host(at: position) === hosts[3 - index], "position \(position)")
        }
    }
}
