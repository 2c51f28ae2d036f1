import Components
import ComponentsPipeline
import Feed
import FeedState
import Streams
import Testing
import Views

/// Comments, insertions, the worker count, scrolling and following the feed model.
@MainActor
struct FeedEditUpdateTests {
    @Test func aCommentRebuildsItsStoryAndMovesTheRowsBelow() throws {
        let controller = try TestFeeds.controller(try TestFeeds.feedWithReshare())
        let before = controller.feed
        let below = try ViewSnapshot(#require(controller.feedMounter.host(at: 4)))
        let comment = Comment(id: "c1", author: TestFeeds.author, text: "Nice one")

        let report = try controller.apply(.comment("s3", comment))
        let after = controller.feed

        #expect(report.rebuiltStoryIDs == ["s3"])
        #expect(report.mount.remountedPositions == [3])
        let diff = try LayoutDiff(old: #require(before.row(at: 3)).layout, new: #require(after.row(at: 3)).layout)
        #expect(report.mount.attributeWrites == diff.writes)
        #expect(report.mount.viewsCreated == diff.newViews)
        // The comment button's title, and a new comment view with its author and text labels.
        #expect(diff.written.sorted() == ["button title.normal", "label text", "label text"])
        #expect(diff.newViews == 3)
        #expect(after.rowFrame(at: 4)?.minY ?? 0 > before.rowFrame(at: 4)?.minY ?? 0)
        #expect(report.mount.rows.rowsMoved == 2)
        #expect(controller.feedMounter.host(at: 4)?.frame == after.rowFrame(at: 4))
        #expect(try below.untouched(in: ViewSnapshot(#require(controller.feedMounter.host(at: 4)))))
        let texts = try #require(controller.feedMounter.host(at: 3)).allViews().compactMap(\.text)
        #expect(texts.contains("Nice one"))
    }

    @Test func insertingAtTheTopShiftsTheRowsAndMountsTheNewOne() throws {
        let store = try FeedStore(stories: (0..<6).map { TestFeeds.story(StoryID("s\($0)"), likes: $0) })
        let probe = try TestFeeds.controller(store)
        // About two and a half rows: the insertion pushes the last visible row out.
        let rowHeight = try #require(probe.feed.rowFrame(at: 0)).height
        let viewport = FeedViewport(width: TestFeeds.width, height: rowHeight * 2.5)
        let controller = try TestFeeds.controller(store, viewport: viewport)
        let before = controller.feed
        let visibleBefore = before.positions(visibleIn: viewport)
        let hosts = visibleBefore.map { controller.feedMounter.host(at: $0) }
        let keys = visibleBefore.map { controller.feedMounter.mountedKey(at: $0) }

        let report = try controller.apply(.insertAtTop([TestFeeds.story("new", likes: 2)]))
        let after = controller.feed
        let visibleAfter = after.positions(visibleIn: viewport)

        #expect(report.change?.insertedStoryIDs == ["new"])
        #expect(report.rebuiltStoryIDs == ["new"])
        #expect(report.storiesBuilt == 1)
        #expect(report.mount.rows.rowsMounted == 1)
        #expect(report.mount.rows.rowsRemounted == 0)
        #expect(controller.feedMounter.mountedKey(at: 0)?.storyID == "new")
        #expect(controller.feedMounter.mountedPositions == Array(visibleAfter))
        let leaving = visibleBefore.filter { !visibleAfter.contains($0 + 1) }
        #expect(!leaving.isEmpty)
        #expect(report.mount.rows.rowsUnmounted == leaving.count)
        // Rows that stay keep their host and layout, one position down.
        for (index, position) in visibleBefore.enumerated() where visibleAfter.contains(position + 1) {
            #expect(controller.feedMounter.host(at: position + 1) === hosts[index])
            #expect(controller.feedMounter.mountedKey(at: position + 1) == keys[index])
            #expect(controller.feedMounter.host(at: position + 1)?.frame == after.rowFrame(at: position + 1))
        }
        #expect(controller.feedMounter.root.subviews.map(\.frame) == visibleAfter.compactMap { after.rowFrame(at: $0) })
    }

    /// The same edits give the same layouts, mounted views and counters with one worker queue or four.
    @Test func resultsDoNotDependOnTheNumberOfWorkers() throws {
        let edits: [FeedEdit] = [
            .like("s1"), .comment("s2", Comment(id: "c1", author: TestFeeds.author, text: "Same here")),
            .insertAtTop([TestFeeds.story("n1", likes: 1), TestFeeds.story("n2")]), .unlike("s1"), .like("n2"),
            .like("missing"),
        ]
        var runs: [(reports: [FeedUpdateReport], snapshot: ViewSnapshot, rows: [StoryRowLayout?])] = []
        for workers in [1, 4] {
            let controller = try TestFeeds.controller(try TestFeeds.feedWithReshare(), workers: workers)
            var reports: [FeedUpdateReport] = []
            for edit in edits {
                reports.append(try controller.apply(edit))
            }
            #expect(controller.workers.jobsRun > 0)
            #expect(controller.workers.jobsRunOnMainThread == 0)
            runs.append((reports, ViewSnapshot(controller.feedMounter.root),
                         (0..<controller.feed.count).map { controller.feed.row(at: $0) }))
        }
        #expect(runs[0].reports == runs[1].reports)
        #expect(runs[0].snapshot.entries == runs[1].snapshot.entries)
        #expect(runs[0].rows == runs[1].rows)
        // The rejected edit rebuilds and remounts nothing.
        #expect(runs[0].reports.last?.storiesBuilt == 0)
        #expect(runs[0].reports.last?.mount.attributeWrites == 0)
    }

    /// Edits submitted flow one way: announced on the controller's inlet, accumulated into the feed model,
    /// handed to the workers, and mounted in order once ready (asynchronous delivery: not before).
    @Test func followsTheChangingFeed() throws {
        let store = try TestFeeds.feedWithReshare()
        let controller = try TestFeeds.controller(store, policy: FeedPolicy(prefetchViewports: nil, updates: .asynchronous))
        let first = controller.controller.submit(.like("s4"))
        let second = controller.controller.submit(.comment("s0", Comment(id: "c9", author: TestFeeds.author, text: "First")))
        #expect(first.mounted.isEmpty && second.mounted.isEmpty)
        #expect(controller.controller.model.value.revision == 2)
        #expect(controller.controller.revisionsInFlight.count + controller.controller.takeLanded().count <= 2)
        let mounted = controller.controller.mountInFlight()
        #expect(mounted.map(\.revision) == [1, 2].filter { revision in mounted.contains { $0.revision == revision } })
        #expect(controller.feed.store == controller.controller.model.value)
        #expect(controller.feed.store.revision == 2)
        #expect(controller.controller.revisionsInFlight.isEmpty)
        let likeButton = try #require(controller.feedMounter.host(at: 4)?.allViews().first { $0.kind == .button })
        #expect(likeButton.controlState == .selected)
        #expect(controller.feedMounter.host(at: 0)?.allViews().compactMap(\.text).contains("First") == true)
    }

    @Test func scrollingMountsEnteringRowsAndUnmountsLeavingOnes() throws {
        let store = try FeedStore(stories: (0..<8).map { TestFeeds.story(StoryID("s\($0)"), likes: $0) })
        let probe = try TestFeeds.controller(store)
        let rowHeight = try #require(probe.feed.rowFrame(at: 1)).height
        let top = FeedViewport(width: TestFeeds.width, height: rowHeight * 1.5)
        let controller = try TestFeeds.controller(store, viewport: top)
        #expect(controller.feedMounter.mountedPositions == Array(controller.feed.positions(visibleIn: top)))
        var scrolled = top
        scrolled.offset = try #require(controller.feed.rowFrame(at: 4)).minY
        let report = controller.feedMounter.setViewport(scrolled)
        let visible = controller.feed.positions(visibleIn: scrolled)
        #expect(visible.lowerBound == 4)
        #expect(controller.feedMounter.mountedPositions == Array(visible))
        #expect(report.rows.rowsMounted == visible.count)
        #expect(report.rows.rowsUnmounted == controller.feed.positions(visibleIn: top).count)
        // The leaving rows are unmounted first, so the entering ones are mounted on their hosts, and keep
        // the views those hold where the components have the same reuse keys.
        #expect(controller.feedMounter.hostsReused == min(report.rows.rowsUnmounted, report.rows.rowsMounted))
        #expect(report.mounting.viewsKept > 0)
    }
}
