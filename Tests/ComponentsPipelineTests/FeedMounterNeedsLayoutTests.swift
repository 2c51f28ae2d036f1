import Components
import ComponentsPipeline
import Feed
import FeedState
import Testing
import Views

/// `FeedMounter.needsLayout(for:)` remembers the rows it found laid out, and answers exactly as the feed
/// it shows does, frame after frame and after the feed is replaced.
@MainActor
struct FeedMounterNeedsLayoutTests {
    /// A feed of 12 measured rows keeping the layouts of `kept` only.
    static func feed(keeping kept: Range<Int>) throws -> FeedLayouts {
        let store = try FeedStore(stories: (0..<12).map { TestFeeds.story(StoryID("n\($0)")) })
        let measured = FeedLayouts(estimating: store, environment: try TestFeeds.environment())
            .layingOut(.everything, workers: LayoutWorkers(count: 2)).feed
        let first = try #require(measured.rowFrame(at: kept.lowerBound))
        let last = try #require(measured.rowFrame(at: kept.upperBound - 1))
        // Retained: the rows overlapping the span, which stops half a point inside the kept rows.
        let retain = (first.minY + 0.5)...(last.maxY - 0.5)
        let feed = measured.layingOut(FeedWindow(top: 0, bottom: 1, retain: retain), workers: LayoutWorkers(count: 1)).feed
        #expect((0..<12).filter(feed.isLaidOut(at:)) == Array(kept))
        return feed
    }

    /// The windows of a scroll down the feed, back up, and a jump, each a viewport of `height` tall.
    static func windows(height: Double, contentHeight: Double) -> [FeedWindow] {
        let down = stride(from: 0.0, through: contentHeight, by: 37).map { $0 }
        let offsets = down + down.reversed() + [contentHeight / 2, 0, contentHeight - height]
        return offsets.map { FeedWindow(top: $0, bottom: $0 + height) }
    }

    @Test func answersAsTheFeedAcrossAScrollDownUpAndAJump() throws {
        let feed = try Self.feed(keeping: 0..<6)
        let height = try #require(feed.rowFrame(at: 0)).height * 1.5
        let mounter = FeedMounter(feed: feed, viewport: FeedViewport(width: TestFeeds.width, height: height),
                                  context: ViewContext())
        var answers: [Bool] = []
        for window in Self.windows(height: height, contentHeight: feed.contentHeight) {
            #expect(mounter.needsLayout(for: window) == feed.needsLayout(for: window), "window \(window)")
            answers.append(feed.needsLayout(for: window))
        }
        // The sweep saw both answers: rows with layouts at the top, rows without below.
        #expect(answers.contains(true) && answers.contains(false))
    }

    @Test func forgetsWhatItFoundLaidOutWhenTheFeedIsReplaced() throws {
        let top = try Self.feed(keeping: 0..<6)
        let bottom = try Self.feed(keeping: 6..<12)
        let height = try #require(top.rowFrame(at: 0)).height * 1.5
        let mounter = FeedMounter(feed: top, viewport: FeedViewport(width: TestFeeds.width, height: height),
                                  context: ViewContext())
        let first = FeedWindow(top: 0, bottom: height)
        #expect(!mounter.needsLayout(for: first))
        mounter.adopt(bottom, anchored: false)
        #expect(mounter.needsLayout(for: first) && bottom.needsLayout(for: first))
        for window in Self.windows(height: height, contentHeight: bottom.contentHeight) {
            #expect(mounter.needsLayout(for: window) == bottom.needsLayout(for: window), "window \(window)")
        }
    }
}
