import Feed
import FeedState
import Geometry
import Testing
@testable import ComponentsPipeline

/// An edit that keeps the positions (a like) patches the row offsets at the rows it rebuilt: the rows sit
/// where computing every offset again puts them, and placing them costs the same on a short feed and a
/// long one (`offsetSums`, deterministic).
struct EditUpdateCostTests {
    /// p0 ... p(count - 1) (p0, p3, ... have no likes: liking one adds its summary line, so it grows),
    /// measured through 2,000 points, layouts kept only over the first 300 points.
    static func partialFeed(_ count: Int, workers: LayoutWorkers) throws -> FeedLayouts {
        let store = try FeedStore(stories: (0..<count).map { TestFeeds.story(StoryID("p\($0)"), likes: $0 % 3) })
        return FeedLayouts(estimating: store, environment: try TestFeeds.environment())
            .layingOut(FeedWindow(top: 0, bottom: 2_000, retain: 0...300), workers: workers).feed
    }

    /// `feed` with its offsets and measured prefix computed from its rows, position by position.
    static func fromScratch(_ feed: FeedLayouts) -> FeedLayouts {
        FeedLayouts(store: feed.store, environment: feed.environment, rows: feed.rows,
                    estimatedRowHeight: feed.estimatedRowHeight, retainedPositions: feed.retainedPositions)
    }

    static func expectSameGeometry(_ feed: FeedLayouts, _ expected: FeedLayouts) {
        #expect(feed.measuredPrefix == expected.measuredPrefix)
        #expect(feed.contentHeight == expected.contentHeight)
        #expect((0..<feed.count).allSatisfy { feed.rowFrame(at: $0) == expected.rowFrame(at: $0) })
    }

    @Test func aLikePlacesTheRowsWhereComputingEveryOffsetPutsThem() throws {
        let workers = LayoutWorkers(count: 2)
        let feed = try Self.partialFeed(40, workers: workers)
        // p0 is laid out, p39 is not measured.
        for id: StoryID in ["p0", "p39"] {
            let update = feed.updating(to: FeedEdit.like(id).apply(to: feed.store), workers: workers)
            Self.expectSameGeometry(update.feed, Self.fromScratch(update.feed))
            #expect(update.rebuiltStoryIDs == (id == "p0" ? ["p0"] : []))
        }
        let grown = feed.updating(to: FeedEdit.like("p0").apply(to: feed.store), workers: workers).feed
        #expect(try #require(grown.rowFrame(at: 0)).size.height > #require(feed.rowFrame(at: 0)).size.height)
        #expect(grown.rowFrame(at: 1)?.origin.y != feed.rowFrame(at: 1)?.origin.y)
    }

    /// A liked row that is measured but far from the viewport is laid out again for its height, and its
    /// layout dropped at once, as the retained window says.
    @Test func aRebuiltRowOutsideTheRetainedWindowKeepsItsHeightNotItsLayout() throws {
        let workers = LayoutWorkers(count: 2)
        let feed = try Self.partialFeed(40, workers: workers)
        let position = try #require((0..<feed.measuredPrefix).first { !feed.isLaidOut(at: $0) && $0.isMultiple(of: 3) })
        let id = StoryID("p\(position)")
        let update = feed.updating(to: FeedEdit.like(id).apply(to: feed.store), workers: workers)
        #expect(update.rebuiltStoryIDs == [id])
        #expect(update.work.layoutsDropped == 1)
        #expect(update.feed.isMeasured(at: position) && !update.feed.isLaidOut(at: position))
        #expect(update.feed.keptLayoutCount == feed.keptLayoutCount)
        Self.expectSameGeometry(update.feed, Self.fromScratch(update.feed))
    }

    /// Liking p0 re-sums its chunk of rows and the chunk starts, on 40 stories as on 1,000: not every row.
    @Test(arguments: [40, 1_000])
    func aLikeSumsOneChunkOfOffsetsNotTheFeed(count: Int) throws {
        let workers = LayoutWorkers(count: 2)
        let feed = try Self.partialFeed(count, workers: workers)
        let update = feed.updating(to: FeedEdit.like("p0").apply(to: feed.store), workers: workers)
        let chunks = (count + RowOffsets.chunkSize - 1) / RowOffsets.chunkSize
        #expect(update.offsetSums == min(count, RowOffsets.chunkSize) + chunks)
        // A like that leaves the row's height alone (p1 already shows its summary line) sums nothing.
        let same = feed.updating(to: FeedEdit.like("p1").apply(to: feed.store), workers: workers)
        #expect(same.rebuiltStoryIDs == ["p1"] && same.offsetSums == 0)
        // Inserting at the top moves every position: every offset is summed again.
        let inserted = feed.updating(to: FeedEdit.insertAtTop([TestFeeds.story("n0")]).apply(to: feed.store),
                                     workers: workers)
        #expect(inserted.offsetSums == count + 1 + (count + RowOffsets.chunkSize) / RowOffsets.chunkSize)
    }
}
