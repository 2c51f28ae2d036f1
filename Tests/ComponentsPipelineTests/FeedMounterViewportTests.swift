import Components
import ComponentsPipeline
import Feed
import FeedState
import Testing
import Views

/// A scroll that shows the same rows does no mounting work; one that changes them does all of it.
@MainActor
struct FeedMounterViewportTests {
    @Test func aMoveThatShowsTheSameRowsDoesNothingAndALaterMoveStillMountsWhatEnters() throws {
        let store = try FeedStore(stories: (0..<12).map { TestFeeds.story(StoryID("v\($0)")) })
        let environment = try TestFeeds.environment()
        let feed = FeedLayouts(estimating: store, environment: environment)
            .layingOut(.everything, workers: LayoutWorkers(count: 2)).feed
        let rows = try (0..<4).map { try #require(feed.rowFrame(at: $0)) }
        let context = ViewContext(textEngine: environment.context.textEngine)
        let viewport = FeedViewport(width: TestFeeds.width, height: rows[3].maxY - rows[0].minY - 4)
        let mounter = FeedMounter(feed: feed, viewport: viewport, context: context)
        #expect(mounter.mountedPositions == [0, 1, 2, 3])

        var nudged = viewport
        nudged.offset = 2
        let before = context.counters
        let report = mounter.setViewport(nudged)
        #expect(report == FeedMountReport())
        #expect(context.counters == before)
        #expect(mounter.viewport == nudged && mounter.mountedPositions == [0, 1, 2, 3])

        var below = viewport
        below.offset = rows[1].minY
        let moved = mounter.setViewport(below)
        #expect(mounter.mountedPositions == Array(feed.positions(visibleIn: below)))
        #expect(moved.rows.rowsUnmounted == 1 && moved.rows.rowsMounted >= 1)
    }
}
