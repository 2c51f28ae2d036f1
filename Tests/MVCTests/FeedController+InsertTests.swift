import Feed
import FeedStyle
import MVC
import Testing

@MainActor
struct FeedControllerInsertTests {
    /// Two stories inserted above the first row: they are measured (in `.measuredOnLoad` mode, and only
    /// they), the rows that were there move down two rows, and the viewport keeps its offset, so the new
    /// rows are on screen and the old first row, now below them, has left it (its cell was enqueued).
    @Test func insertingAtTheTopShiftsRowsAndKeepsTheirCells() throws {
        let controller = try FeedControllerTests.controller((0..<10).map { FeedControllerTests.story($0) })
        controller.reloadData()
        let firstHeight = controller.rowFrame(0).height
        let measured = controller.counters.rowHeightsMeasured

        let inserted = controller.feed.insertAtTop([FeedControllerTests.story(100), FeedControllerTests.story(101)])

        #expect(inserted == 2)
        #expect(controller.numberOfRows == 12)
        #expect(controller.counters.rowHeightsMeasured == measured + 2)
        #expect(controller.feed.stories.prefix(2).map(\.id) == ["s100", "s101"])
        #expect(controller.rowFrame(2).height == firstHeight)
        #expect(controller.rowFrame(2).minY == controller.rowFrame(1).maxY)
        #expect(controller.contentOffset == 0)
        #expect(controller.visibleRows.first == 0)
        #expect(controller.rowFrame(2).minY >= 667)
        #expect(controller.cell(forRow: 2) == nil && controller.counters.cellsEnqueued >= 1)
        // Scrolling back to it shows the same story again, in a cell from the reuse queue.
        controller.scroll(to: controller.rowFrame(2).minY)
        let cell = try #require(controller.cell(forRow: 2))
        #expect(cell.rootView.frame == controller.rowFrame(2))
        #expect(cell.controller?.story.id == "s0")
    }

    /// One story inserted above a visible row: the row moves down one row and keeps its cell.
    @Test func aRowStillVisibleAfterAnInsertKeepsItsCell() throws {
        let controller = try FeedControllerTests.controller((0..<10).map { FeedControllerTests.story($0) })
        controller.reloadData()
        let firstCell = try #require(controller.cell(forRow: 0))
        controller.feed.insertAtTop([FeedControllerTests.story(100)])
        try #require(controller.rowFrame(1).minY < 667)
        #expect(controller.cell(forRow: 1) === firstCell)
        #expect(firstCell.rootView.frame == controller.rowFrame(1))
    }

    /// A story inserted again (a reshare) shows the feed's current content for its id, not the copy in
    /// the event: a like the feed has seen stays visible in the new row.
    @Test func aReinsertedStoryShowsTheFeedsCurrentContent() throws {
        let controller = try FeedControllerTests.controller((0..<5).map { FeedControllerTests.story($0) })
        controller.reloadData()
        controller.feed.setViewerLikes(true, storyID: "s3")
        controller.feed.insertAtTop([FeedControllerTests.story(3)])
        let inserted = try #require(controller.feed.stories.first)
        #expect(inserted.id == "s3")
        #expect(inserted.viewerLikes)
        #expect(inserted.likeCount == 1)
        // Both occurrences now follow later changes together.
        controller.feed.setViewerLikes(false, storyID: "s3")
        #expect(!controller.feed.stories[0].viewerLikes && !controller.feed.stories[4].viewerLikes)
    }
}
