import Components
import ComponentsPipeline
import Feed
import FeedState
import Geometry
import Testing
import Views

/// Partial layout and the prefetch window: estimated heights, windows laid out, layouts dropped outside
/// the retained span and laid out again when their rows come back, the prefetcher, and the viewport
/// anchored when measurements replace estimates. No timing is asserted.
@MainActor
struct PrefetchTests {
    /// p0 ... p(count - 1), plain stories with a photo.
    static func longFeed(_ count: Int = 16) throws -> FeedStore {
        try FeedStore(stories: (0..<count).map { TestFeeds.story(StoryID("p\($0)"), likes: $0 % 3) })
    }

    static func fullFeed(_ store: FeedStore, workers: LayoutWorkers) throws -> FeedLayouts {
        FeedLayouts(estimating: store, environment: try TestFeeds.environment()).layingOut(.everything, workers: workers).feed
    }

    @Test func anEstimatedFeedHasOffsetsAndNoRows() throws {
        let store = try Self.longFeed()
        let feed = FeedLayouts(estimating: store, environment: try TestFeeds.environment(), estimatedRowHeight: 250)
        #expect(feed.count == 16)
        #expect(feed.measuredPrefix == 0)
        #expect(!feed.isFullyMeasured)
        #expect(feed.contentHeight == 16 * 250)
        #expect(feed.rowFrame(at: 3) == Rect(x: 0, y: 750, width: TestFeeds.width, height: 250))
        #expect(feed.row(at: 0) == nil)
        #expect(feed.needsLayout(rowsThrough: 0))
        #expect(feed.needsLayout(for: FeedWindow(top: 0, bottom: 10)))
    }

    @Test func layingOutRowsThroughAPointGivesTheFullFeedsGeometryAboveIt() throws {
        let store = try Self.longFeed()
        let workers = LayoutWorkers(count: 2)
        let full = try Self.fullFeed(store, workers: workers)
        let estimated = FeedLayouts(estimating: store, environment: try TestFeeds.environment())
        let update = estimated.layingOut(rowsThrough: 1_000, workers: workers)
        let partial = update.feed
        #expect(partial.measuredPrefix > 0)
        #expect(partial.measuredPrefix < partial.count)
        #expect(!partial.needsLayout(rowsThrough: 1_000))
        // The rows laid out reach the point, in the real geometry.
        let last = try #require(partial.rowFrame(at: partial.measuredPrefix - 1))
        #expect(last.origin.y + last.size.height >= 1_000)
        #expect(update.work.storiesBuilt == partial.measuredPrefix)
        #expect(update.work.layoutsComputed == partial.measuredPrefix)
        #expect(update.work.layoutsRecomputed == 0 && update.work.layoutsDropped == 0)
        for position in 0..<partial.measuredPrefix {
            #expect(partial.rowFrame(at: position) == full.rowFrame(at: position))
            #expect(partial.row(at: position) == full.row(at: position))
        }
        for position in partial.measuredPrefix..<partial.count {
            #expect(partial.row(at: position) == nil)
            #expect(partial.rowFrame(at: position)?.size.height == FeedLayouts.defaultEstimatedRowHeight)
        }
        // Nothing more to do through the same point.
        #expect(partial.layingOut(rowsThrough: 1_000, workers: workers).work.storiesBuilt == 0)
    }

    /// A window far down the feed measures every row above it (so the offsets are final) but keeps the
    /// layouts of the rows near it only; the others keep their heights.
    @Test func aWindowKeepsLayoutsOnlyNearItButHeightsEverywhere() throws {
        let store = try Self.longFeed(40)
        let workers = LayoutWorkers(count: 2)
        let full = try Self.fullFeed(store, workers: workers)
        let target = try #require(full.rowFrame(at: 30))
        let window = FeedWindow(top: target.minY, bottom: target.minY + 400,
                                retain: (target.minY - 500)...(target.minY + 900))
        let update = FeedLayouts(estimating: store, environment: try TestFeeds.environment())
            .layingOut(window, workers: workers)
        let feed = update.feed
        let kept = feed.positions(overlapping: target.minY - 500, target.minY + 900)
        #expect(feed.measuredPrefix >= 31)
        #expect(update.work.layoutsDropped == update.work.layoutsComputed - feed.keptLayoutCount)
        #expect(feed.keptLayoutCount <= kept.count)
        for position in 0..<feed.measuredPrefix {
            #expect(feed.rowFrame(at: position) == full.rowFrame(at: position))
            #expect(feed.isMeasured(at: position))
            #expect(feed.isLaidOut(at: position) == kept.contains(position))
        }
        for position in feed.positions(overlapping: window.top, window.bottom) {
            #expect(feed.row(at: position) == full.row(at: position))
        }
        #expect(!feed.needsLayout(for: window))
    }

    /// Rows whose layouts were dropped are laid out again when a window comes back to them: counted as
    /// recomputed, same layout, and their heights (so the offsets below) never moved.
    @Test func rowsComingBackAreLaidOutAgainAtTheSameHeight() throws {
        let store = try Self.longFeed(40)
        let workers = LayoutWorkers(count: 2)
        let full = try Self.fullFeed(store, workers: workers)
        let estimated = FeedLayouts(estimating: store, environment: try TestFeeds.environment())
        let top = FeedWindow(top: 0, bottom: 600, retain: 0...900)
        let first = estimated.layingOut(top, workers: workers).feed
        let bottom = try #require(full.rowFrame(at: 35)).minY
        let down = first.layingOut(FeedWindow(top: bottom, bottom: bottom + 600, retain: (bottom - 300)...(bottom + 900)),
                                   workers: workers).feed
        #expect(!down.isLaidOut(at: 0))
        #expect(down.isMeasured(at: 0))
        let back = down.layingOut(top, workers: workers)
        #expect(back.work.layoutsRecomputed > 0)
        #expect(back.work.layoutsRecomputed == back.work.layoutsComputed)
        #expect(back.feed.row(at: 0) == full.row(at: 0))
        for position in 0..<back.feed.count {
            #expect(back.feed.rowFrame(at: position) == down.rowFrame(at: position))
        }
    }

    @Test func thePrefetcherEndsWithTheFullFeedAndCountsEveryStoryOnce() throws {
        let store = try Self.longFeed()
        let workers = LayoutWorkers(count: 3)
        let full = try Self.fullFeed(store, workers: workers)
        let prefetcher = FeedPrefetcher(
            feed: FeedLayouts(estimating: store, environment: try TestFeeds.environment()), workers: workers)
        #expect(prefetcher.generation == 0)
        prefetcher.prefetch(.through(700))
        prefetcher.prefetch(.through(2_000))
        let waited = prefetcher.wait(for: .through(1_500))
        #expect(!waited.needsLayout(rowsThrough: 2_000))
        // Each request published a feed.
        #expect(prefetcher.generation == 3 && prefetcher.snapshot.generation == 3)
        prefetcher.prefetch(.everything)
        prefetcher.drain()
        #expect(prefetcher.generation == 4)
        let latest = prefetcher.latest
        #expect(latest.isFullyMeasured)
        #expect(latest.contentHeight == full.contentHeight)
        for position in 0..<latest.count {
            #expect(latest.rowFrame(at: position) == full.rowFrame(at: position))
        }
        #expect(prefetcher.counters.work.storiesBuilt == store.count)
        #expect(prefetcher.counters.work.layoutsComputed == store.count)
        #expect(prefetcher.counters.requests == 4)
    }

    /// An edit re-measures the stories it changed that were measured; a story never measured keeps its
    /// estimate until a window reaches it.
    @Test func anEditOnAPartialFeedLaysOutOnlyMeasuredStories() throws {
        let store = try Self.longFeed()
        let workers = LayoutWorkers(count: 2)
        let estimated = FeedLayouts(estimating: store, environment: try TestFeeds.environment())
        let partial = estimated.layingOut(rowsThrough: 500, workers: workers).feed
        let prefix = partial.measuredPrefix
        let measured = partial.updating(to: FeedEdit.like("p1").apply(to: store), workers: workers)
        #expect(measured.rebuiltStoryIDs == ["p1"])
        #expect(measured.feed.measuredPrefix == prefix)
        let unmeasured = partial.updating(to: FeedEdit.like("p10").apply(to: store), workers: workers)
        #expect(unmeasured.rebuiltStoryIDs.isEmpty)
        #expect(!unmeasured.feed.isMeasured(at: 10))
        #expect(unmeasured.feed.measuredPrefix == prefix)
    }

    /// Stories inserted at the top are always measured, so the rows above the viewport keep final offsets.
    @Test func insertedStoriesAreMeasured() throws {
        let store = try Self.longFeed()
        let workers = LayoutWorkers(count: 2)
        let partial = FeedLayouts(estimating: store, environment: try TestFeeds.environment())
            .layingOut(rowsThrough: 500, workers: workers).feed
        let next = FeedEdit.insertAtTop([TestFeeds.story("n0"), TestFeeds.story("n1")]).apply(to: store)
        let update = partial.updating(to: next, workers: workers)
        #expect(update.rebuiltStoryIDs == ["n0", "n1"])
        #expect(update.positionsInsertedAtTop == 2)
        #expect(update.feed.measuredPrefix == partial.measuredPrefix + 2)
    }

    /// A row is mounted below rows with estimated heights; when those are measured, the row moves down the
    /// feed, and the anchored viewport moves with it, so it stays at the same place on screen.
    @Test func theViewportStaysAnchoredWhenEstimatesAboveItAreReplaced() throws {
        // p6 fills positions 0 and 6: measuring position 0 measures position 6 too; 1...5 stay estimates.
        let stories = (0..<16).map { TestFeeds.story(StoryID("p\($0 == 0 ? 6 : $0)"), likes: $0 % 3) }
        let store = try FeedStore(stories: stories)
        let workers = LayoutWorkers(count: 2)
        let environment = try TestFeeds.environment()
        let estimated = FeedLayouts(estimating: store, environment: environment)
        let first = estimated.layingOut(rowsThrough: 1, workers: workers).feed
        #expect(first.measuredPrefix == 1)
        #expect(first.isLaidOut(at: 6))
        let row6 = try #require(first.rowFrame(at: 6))
        let viewport = FeedViewport(width: TestFeeds.width, height: 400, offset: row6.origin.y - 50)
        let mounter = FeedMounter(feed: first, viewport: viewport,
                                  context: ViewContext(textEngine: environment.context.textEngine))
        #expect(mounter.mountedPositions == [6])
        let host = try #require(mounter.host(at: 6))
        let onScreenBefore = host.frame.origin.y - mounter.viewport.offset

        // Measure the rows above p6.
        let row5 = try #require(first.rowFrame(at: 5))
        let laidOut = first.layingOut(rowsThrough: row5.origin.y + 1, workers: workers).feed
        #expect(laidOut.measuredPrefix >= 7)
        let moved = try #require(laidOut.rowFrame(at: 6))
        let delta = moved.origin.y - row6.origin.y
        #expect(delta != 0)

        let report = mounter.adopt(laidOut)
        #expect(report.viewportShift == delta)
        #expect(mounter.viewport.offset == viewport.offset + delta)
        #expect(mounter.host(at: 6) === host)
        #expect(host.frame == moved)
        #expect(host.frame.origin.y - mounter.viewport.offset == onScreenBefore)
        #expect(report.rows.rowsRemounted == 0)
    }

    @Test func withoutAnchoringTheOffsetStaysAndTheContentMoves() throws {
        let stories = (0..<16).map { TestFeeds.story(StoryID("p\($0 == 0 ? 6 : $0)")) }
        let store = try FeedStore(stories: stories)
        let workers = LayoutWorkers(count: 2)
        let environment = try TestFeeds.environment()
        let first = FeedLayouts(estimating: store, environment: environment).layingOut(rowsThrough: 1, workers: workers).feed
        let top = try #require(first.rowFrame(at: 6)).origin.y
        let viewport = FeedViewport(width: TestFeeds.width, height: 400, offset: top - 50)
        let mounter = FeedMounter(feed: first, viewport: viewport,
                                  context: ViewContext(textEngine: environment.context.textEngine))
        let report = mounter.adopt(first.layingOut(rowsThrough: top - 250, workers: workers).feed, anchored: false)
        #expect(report.viewportShift == 0)
        #expect(mounter.viewport == viewport)
    }

    /// A mounted row whose layout the new feed no longer keeps stays mounted as it was, rather than being
    /// lost from the hierarchy.
    @Test func aMountedRowWhoseLayoutWasDroppedStaysMounted() throws {
        let store = try Self.longFeed()
        let workers = LayoutWorkers(count: 2)
        let environment = try TestFeeds.environment()
        let full = try Self.fullFeed(store, workers: workers)
        let viewport = FeedViewport(width: TestFeeds.width, height: 400)
        let mounter = FeedMounter(feed: full, viewport: viewport, context: ViewContext(textEngine: environment.context.textEngine))
        let mounted = mounter.mountedPositions
        let host = try #require(mounter.host(at: 0))
        let far = try #require(full.rowFrame(at: 15)).minY
        let dropped = full.layingOut(FeedWindow(top: far, bottom: far + 1, retain: far...(far + 1)), workers: workers).feed
        #expect(!dropped.isLaidOut(at: 0))
        mounter.adopt(dropped, anchored: false)
        #expect(mounter.mountedPositions == mounted)
        #expect(mounter.host(at: 0) === host)
        #expect(mounter.root.subviews.count == mounted.count)
    }
}
