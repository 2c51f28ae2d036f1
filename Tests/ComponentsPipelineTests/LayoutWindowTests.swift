import Components
import ComponentsPipeline
import Feed
import FeedState
import Testing
import Views

/// The components pipeline keeps layouts only within a window around the viewport, however long the
/// scroll: memory stays bounded.
@MainActor
struct LayoutWindowTests {
    @Test func liveLayoutsStayWithinTheWindowAfterScrollingTenThousandStories() throws {
        // Short stories, so 10,000 of them lay out quickly in a debug build.
        let stories = (0..<10_000).map { index in
            Story(id: StoryID("w\(index)"), author: TestFeeds.author, timestamp: TestFeeds.time,
                  message: index.isMultiple(of: 3) ? "Short" : "A line of text, then another line of text that wraps")
        }
        let store = try FeedStore(stories: stories)
        let policy = FeedPolicy(prefetchViewports: 2, batchViewports: 1, retainViewports: 4, updates: .synchronous)
        let height = 667.0
        let host = try TestFeeds.controller(store, viewport: FeedViewport(width: TestFeeds.width, height: height),
                                            workers: 2, policy: policy)
        let controller = host.controller
        var offset = 0.0
        var maxKept = 0
        while offset < host.feed.contentHeight {
            offset += 3_000
            controller.scroll(to: offset)
            maxKept = max(maxKept, controller.prefetcher.latest.keptLayoutCount)
        }
        controller.drain()
        let feed = controller.prefetcher.latest
        #expect(feed.isFullyMeasured)
        let last = host.feedMounter.viewport.offset
        // The last request was made within one batch of the final viewport; its retained span is what may
        // keep layouts.
        let reach = (policy.effectiveRetainViewports + policy.batchViewports) * height
        let allowed = feed.positions(overlapping: last - reach, last + height + reach)
        #expect(feed.keptLayoutCount <= allowed.count)
        #expect(feed.keptLayoutCount > 0)
        // Never more than a few windows' worth along the way.
        #expect(maxKept < 200, "layouts kept at once: \(maxKept)")
        let work = controller.prefetcher.counters
        #expect(work.work.layoutsComputed >= 10_000)
        #expect(work.work.layoutsDropped >= 10_000 - 200)
        // Scrolling back to the top lays the first rows out again, at the same heights.
        let contentHeight = feed.contentHeight
        controller.scroll(to: 0)
        controller.drain()
        #expect(controller.prefetcher.counters.work.layoutsRecomputed > 0)
        #expect(controller.prefetcher.latest.contentHeight == contentHeight)
        #expect(host.feedMounter.mountedPositions.first == 0)
    }
}
