import Feed
import FeedStyle
import MVC
import Testing
import TextLayout
import Views

@MainActor
struct FeedControllerTests {
    static func story(_ index: Int, likes: Int = 0) -> Story {
        Story(id: StoryID("s\(index)"), author: Author(name: "Author \(index % 7)"),
              timestamp: Timestamp(secondsSince1970: 1_700_000_000 + Int64(index) * 60),
              message: "Message \(index): " + String(repeating: "words that wrap ", count: 1 + index % 4),
              attachments: [.photo(MediaSize(width: 1200, height: 800 + Double(index % 3) * 100))],
              likeCount: likes, commentCount: index % 2)
    }

    static func controller(_ stories: [Story], mode: RowHeightMode = .measuredOnLoad) throws -> FeedController {
        let engine = TextEngine(fonts: try FontLibrary.load(), cache: TextCache())
        return FeedController(feed: MutableFeed(stories: stories), width: 375, viewportHeight: 667, textEngine: engine,
                              style: FeedStyle(scale: 2), heightMode: mode)
    }

    static func buttons(_ cell: StoryCell) -> [View] {
        cell.rootView.allViews().filter { $0.kind == .button }
    }

    @Test func reloadDataMeasuresEveryRow() throws {
        let controller = try Self.controller((0..<50).map { Self.story($0) })
        controller.reloadData()
        #expect(controller.counters.rowHeightsMeasured == 50)
        #expect((0..<50).allSatisfy { controller.measuredHeight($0) != nil })
        #expect(controller.visibleRows.first == 0)
        #expect(controller.contentHeight == (0..<50).map { controller.rowFrame($0).height }.reduce(0, +))
    }

    @Test func estimatedHeightsMeasureOnlyRowsThatEnterTheViewport() throws {
        let controller = try Self.controller((0..<50).map { Self.story($0) }, mode: .estimated(200))
        controller.reloadData()
        let visible = controller.visibleRows
        // The rows the estimate put in the viewport are measured (here more than end up visible), no others.
        #expect(controller.counters.rowHeightsMeasured >= visible.count)
        #expect(controller.counters.rowHeightsMeasured <= 667 / 200 + 1)
        #expect(visible.allSatisfy { controller.measuredHeight($0) != nil })
        #expect(controller.measuredHeight(10) == nil)
        controller.scroll(by: 1_000)
        #expect(controller.visibleRows.allSatisfy { controller.measuredHeight($0) != nil })
        #expect(controller.counters.rowHeightsMeasured < 20)
        // Rows are laid end to end, measured or not.
        #expect(controller.rowFrame(10).minY == controller.rowFrame(9).maxY)
    }

    /// Past one chunk of row offsets (256 rows), measured rows still lie end to end, estimated ones below
    /// them at the estimate, and the content height is the sum of both, after scrolling far down.
    @Test func rowsLieEndToEndAcrossOffsetChunks() throws {
        let count = 2 * 256 + 30
        let controller = try Self.controller((0..<count).map { Self.story($0) }, mode: .estimated(200))
        controller.reloadData()
        controller.scroll(to: 300 * 256)
        let measured = (0..<count).filter { controller.measuredHeight($0) != nil }
        #expect(measured.count > 256 && measured.count < count)
        var top = 0.0
        for row in 0..<count {
            let frame = controller.rowFrame(row)
            #expect(abs(frame.minY - top) < 1e-6)
            #expect(frame.height == (controller.measuredHeight(row) ?? 200))
            top += frame.height
        }
        #expect(abs(controller.contentHeight - top) < 1e-6)
        #expect(controller.visibleRows.allSatisfy { controller.measuredHeight($0) != nil })
    }

    /// Liking a story nobody liked: the model posts, the like controller updates its button and posts,
    /// the story controller finds the story taller (a summary line appeared) and posts, the feed
    /// controller measures that row again and moves the rows below. Nothing else is measured.
    @Test func likingUpdatesTheButtonAndTheRowHeightThroughNotifications() throws {
        let controller = try Self.controller((0..<10).map { Self.story($0) })
        controller.reloadData()
        let cell = try #require(controller.cell(forRow: 0))
        let like = try #require(Self.buttons(cell).first)
        #expect(like.displayedTitle == "Like")
        let heightBefore = controller.rowFrame(0).height
        let measured = controller.counters.rowHeightsMeasured

        controller.feed.setViewerLikes(true, storyID: "s0")

        #expect(like.controlState == .selected)
        #expect(like.displayedTitle == "Liked · 1")
        #expect(cell.controller?.updateCount == 1)
        #expect(controller.counters.rowHeightsMeasured == measured + 1)
        #expect(controller.rowFrame(0).height > heightBefore)
        #expect(controller.rowFrame(1).minY == controller.rowFrame(0).maxY)
        #expect(cell.rootView.frame.height == controller.rowFrame(0).height)

        controller.feed.setViewerLikes(false, storyID: "s0")
        #expect(like.controlState == .normal)
        #expect(like.displayedTitle == "Like")
        #expect(controller.rowFrame(0).height == heightBefore)
    }

    /// A like that changes no size (12 -> 13 likes: same widths) updates the button and measures nothing.
    @Test func aLikeThatChangesNoSizeMeasuresNothing() throws {
        let controller = try Self.controller((0..<10).map { Self.story($0, likes: 12) })
        controller.reloadData()
        let cell = try #require(controller.cell(forRow: 0))
        let measured = controller.counters.rowHeightsMeasured
        let layouts = controller.counters.selfSizingLayouts
        controller.feed.setViewerLikes(true, storyID: "s0")
        #expect(Self.buttons(cell).first?.displayedTitle == "Liked · 13")
        #expect(controller.counters.rowHeightsMeasured == measured)
        #expect(controller.counters.selfSizingLayouts == layouts)
        #expect(cell.rootView.allViews().contains { $0.text == "You and 12 others like this" })
    }

    @Test func aCommentGrowsTheRow() throws {
        let controller = try Self.controller((0..<10).map { Self.story($0) })
        controller.reloadData()
        let before = controller.rowFrame(1)
        let measured = controller.counters.rowHeightsMeasured
        controller.feed.addComment(Comment(id: "c", author: Author(name: "Maya"), text: "Love it"), storyID: "s1")
        #expect(controller.rowFrame(1).height > before.height)
        #expect(controller.counters.rowHeightsMeasured == measured + 1)
        let cell = try #require(controller.cell(forRow: 1))
        #expect(cell.rootView.allViews().contains { $0.kind == .comment })
        #expect(Self.buttons(cell).dropFirst().first?.displayedTitle == "Comment · 2")
    }

    /// After the first screen, scrolling reuses cells (and all their views) by identifier: no view is
    /// created, every row entering the viewport takes a cell from the reuse queue.
    @Test func scrollingReusesRowsByIdentifier() throws {
        let controller = try Self.controller((0..<120).map { Self.story($0) })
        controller.reloadData()
        controller.scroll(by: 667)
        let viewsBefore = controller.environment.context.counters.viewsCreated
        let cellsBefore = controller.counters.cellsCreated
        let reusedBefore = controller.counters.cellsReused
        var offset = controller.contentOffset
        while offset < controller.contentHeight - 667 {
            offset += 37
            controller.scroll(to: offset)
        }
        #expect(controller.environment.context.counters.viewsCreated == viewsBefore)
        #expect(controller.counters.cellsCreated == cellsBefore)
        #expect(controller.counters.cellsReused - reusedBefore >= 100)
        #expect(controller.visibleRows.last == 119)
        #expect(controller.tableView.subviews.count == controller.visibleRows.count)
    }
}
