import Components
import ComponentsPipeline
import Feed
import FeedState
import FlexLayout
import Testing
import Views

/// Partial layout and the prefetch window: estimated heights, laying out rows through a point, the
/// prefetcher, and the viewport anchored when layouts replace estimates. No timing is asserted.
@MainActor
struct PrefetchTests {
    /// p0 ... p(count - 1), plain stories with a photo.
    static func longFeed(_ count: Int = 16) throws -> FeedStore {
        try FeedStore(stories: (0..<count).map { TestFeeds.story(StoryID("p\($0)"), likes: $0 % 3) })
    }

    static func fullFeed(_ store: FeedStore, workers: LayoutWorkers) throws -> ComponentFeed {
        ComponentFeed(environment: try TestFeeds.environment()).updating(to: store, workers: workers).feed
    }

    @Test func anEstimatedFeedHasOffsetsAndNoRows() throws {
        let store = try Self.longFeed()
        let feed = ComponentFeed(estimating: store, environment: try TestFeeds.environment(), estimatedRowHeight: 250)
        #expect(feed.count == 16)
        #expect(feed.laidOutPrefix == 0)
        #expect(!feed.isFullyLaidOut)
        #expect(feed.contentHeight == 16 * 250)
        #expect(feed.rowFrame(at: 3) == Rect(x: 0, y: 750, width: TestFeeds.width, height: 250))
        #expect(feed.row(at: 0) == nil)
        #expect(feed.needsLayout(rowsThrough: 0))
    }

    @Test func layingOutRowsThroughAPointGivesTheFullFeedsGeometryAboveIt() throws {
        let store = try Self.longFeed()
        let workers = LayoutWorkers(count: 2)
        let full = try Self.fullFeed(store, workers: workers)
        let estimated = ComponentFeed(estimating: store, environment: try TestFeeds.environment())
        let update = estimated.layingOut(rowsThrough: 1_000, workers: workers)
        let partial = update.feed
        #expect(partial.laidOutPrefix > 0)
        #expect(partial.laidOutPrefix < partial.count)
        #expect(!partial.needsLayout(rowsThrough: 1_000))
        // The rows laid out reach the point, in the real geometry.
        let last = try #require(partial.rowFrame(at: partial.laidOutPrefix - 1))
        #expect(last.origin.y + last.size.height >= 1_000)
        #expect(update.storiesBuilt == partial.laidOutPrefix)
        #expect(update.layoutsComputed == partial.laidOutPrefix)
        for position in 0..<partial.laidOutPrefix {
            #expect(partial.rowFrame(at: position) == full.rowFrame(at: position))
            #expect(partial.row(at: position) == full.row(at: position))
        }
        for position in partial.laidOutPrefix..<partial.count {
            #expect(partial.row(at: position) == nil)
            #expect(partial.rowFrame(at: position)?.size.height == ComponentFeed.defaultEstimatedRowHeight)
        }
        // Nothing more to do through the same point.
        #expect(partial.layingOut(rowsThrough: 1_000, workers: workers).storiesBuilt == 0)
    }

    @Test func thePrefetcherEndsWithTheFullFeedAndCountsEveryStoryOnce() throws {
        let store = try Self.longFeed()
        let workers = LayoutWorkers(count: 3)
        let full = try Self.fullFeed(store, workers: workers)
        let prefetcher = FeedPrefetcher(
            feed: ComponentFeed(estimating: store, environment: try TestFeeds.environment()), workers: workers)
        prefetcher.prefetch(rowsThrough: 700)
        prefetcher.prefetch(rowsThrough: 2_000)
        let waited = prefetcher.waitForRows(through: 1_500)
        #expect(!waited.needsLayout(rowsThrough: 2_000))
        prefetcher.prefetch(rowsThrough: .infinity)
        prefetcher.drain()
        let latest = prefetcher.latest
        #expect(latest.isFullyLaidOut)
        #expect(latest.contentHeight == full.contentHeight)
        for position in 0..<latest.count {
            #expect(latest.rowFrame(at: position) == full.rowFrame(at: position))
        }
        #expect(prefetcher.storiesBuilt == store.count)
        #expect(prefetcher.layoutsComputed == store.count)
        #expect(prefetcher.requestCount == 4)
    }

    @Test func anEditOnAPartialFeedLaysOutOnlyTheEditedStory() throws {
        let store = try Self.longFeed()
        let workers = LayoutWorkers(count: 2)
        let estimated = ComponentFeed(estimating: store, environment: try TestFeeds.environment())
        let partial = estimated.layingOut(rowsThrough: 500, workers: workers).feed
        let prefix = partial.laidOutPrefix
        let update = partial.updating(to: FeedEdit.like("p10").apply(to: store), workers: workers)
        #expect(update.rebuiltStoryIDs == ["p10"])
        #expect(update.feed.laidOutPrefix == prefix)
        #expect(update.feed.isLaidOut(at: 10))
        #expect(!update.feed.isLaidOut(at: 9))
    }

    /// A row is mounted below rows with estimated heights; when those are laid out, the row moves down
    /// the feed, and the anchored viewport moves with it, so it stays at the same place on screen.
    @Test func theViewportStaysAnchoredWhenEstimatesAboveItAreReplaced() throws {
        let store = try Self.longFeed()
        let workers = LayoutWorkers(count: 2)
        let environment = try TestFeeds.environment()
        let estimated = ComponentFeed(estimating: store, environment: environment)
        // Only p6 laid out (an edit reaches it); rows 0...5 are estimates.
        let edited = estimated.updating(to: FeedEdit.like("p6").apply(to: store), workers: workers).feed
        #expect(edited.laidOutPrefix == 0)
        let row6 = try #require(edited.rowFrame(at: 6))
        #expect(row6.origin.y == 6 * ComponentFeed.defaultEstimatedRowHeight)
        let viewport = FeedViewport(width: TestFeeds.width, height: 400, offset: row6.origin.y - 50)
        let mounter = FeedMounter(feed: edited, viewport: viewport,
                                  context: ViewContext(textEngine: environment.context.textEngine))
        #expect(mounter.mountedPositions == [6])
        let host = try #require(mounter.host(at: 6))
        let onScreenBefore = host.frame.origin.y - mounter.viewport.offset

        // Lay out the rows above p6.
        let row5 = try #require(edited.rowFrame(at: 5))
        let laidOut = edited.layingOut(rowsThrough: row5.origin.y + 1, workers: workers).feed
        #expect(laidOut.laidOutPrefix >= 6)
        let moved = try #require(laidOut.rowFrame(at: 6))
        let delta = moved.origin.y - row6.origin.y
        #expect(delta != 0)

        let report = mounter.adopt(laidOut)
        #expect(report.viewportShift == delta)
        #expect(mounter.viewport.offset == viewport.offset + delta)
        #expect(mounter.host(at: 6) === host)
        #expect(host.frame == moved)
        #expect(host.frame.origin.y - mounter.viewport.offset == onScreenBefore)
        #expect(report.rowsRemounted == 0)
    }

    @Test func withoutAnchoringTheOffsetStaysAndTheContentMoves() throws {
        let store = try Self.longFeed()
        let workers = LayoutWorkers(count: 2)
        let environment = try TestFeeds.environment()
        let edited = ComponentFeed(estimating: store, environment: environment)
            .updating(to: FeedEdit.like("p6").apply(to: store), workers: workers).feed
        let top = try #require(edited.rowFrame(at: 6)).origin.y
        let viewport = FeedViewport(width: TestFeeds.width, height: 400, offset: top - 50)
        let mounter = FeedMounter(feed: edited, viewport: viewport,
                                  context: ViewContext(textEngine: environment.context.textEngine))
        let report = mounter.adopt(edited.layingOut(rowsThrough: top - 250, workers: workers).feed, anchored: false)
        #expect(report.viewportShift == 0)
        #expect(mounter.viewport == viewport)
    }
}
