import Components
import ComponentsPipeline
import Feed
import FeedState
import Testing
import Views

/// A like, from the edit to the mounted rows: exactly the affected stories are rebuilt and remounted,
/// and exactly the attributes that differ are written.
@MainActor
struct LikeUpdateTests {
    @Test func likingAStoryShownTwiceRebuildsAndRemountsBothRowsAndNothingElse() throws {
        let controller = try TestFeeds.controller(try TestFeeds.feedWithReshare())
        let before = controller.feed
        #expect(controller.feedMounter.mountedPositions == [0, 1, 2, 3, 4])
        let untouched = [0, 3, 4]
        let hosts = untouched.map { controller.feedMounter.host(at: $0) }
        let snapshots = try untouched.map { ViewSnapshot(try #require(controller.feedMounter.host(at: $0))) }

        let report = try controller.apply(.like("s1"))
        let after = controller.feed

        #expect(report.change?.changedStoryIDs == ["s1", "s2"])
        #expect(report.rebuiltStoryIDs == ["s1", "s2"])
        #expect(report.storiesBuilt == 2)
        #expect(report.layoutsComputed == 2)
        #expect(report.mount.remountedPositions == [1, 2])
        #expect(report.mount.rows.rowsRemounted == 2)
        #expect(report.mount.rows.rowsMounted == 0)
        #expect(report.mount.rows.rowsUnmounted == 0)

        // Writes: exactly the attribute differences of the two remounted rows.
        let s1 = try LayoutDiff(old: #require(before.row(at: 1)).layout, new: #require(after.row(at: 1)).layout)
        let s2 = try LayoutDiff(old: #require(before.row(at: 2)).layout, new: #require(after.row(at: 2)).layout)
        // s1 had no likes: its like button changes both titles and becomes selected, and the summary
        // line appears as a new label. The reshare shows no like bar for s1, so it writes nothing.
        #expect(s1.written.sorted() == [
            "button isSelected", "button title.normal", "button title.selected", "label text",
        ])
        #expect(s1.newViews == 1)
        #expect(s2.writes == 0)
        #expect(report.mount.attributeWrites == s1.writes + s2.writes)
        #expect(report.mount.viewsCreated == s1.newViews + s2.newViews)

        // s1 grew by the summary line: its row and every row below it moved; moving is not writing.
        let moved = (0..<after.count).filter { before.rowFrame(at: $0) != after.rowFrame(at: $0) }
        #expect(moved == [1, 2, 3, 4])
        #expect(report.mount.rows.rowsMoved == moved.count)
        #expect(controller.feedMounter.host(at: 4)?.frame == after.rowFrame(at: 4))

        // The unrelated rows keep their layout, their host and every view, none written to.
        for (index, position) in untouched.enumerated() {
            #expect(after.row(at: position) == before.row(at: position))
            #expect(controller.feedMounter.mountedKey(at: position) == before.row(at: position)?.key)
            #expect(controller.feedMounter.host(at: position) === hosts[index])
            let host = try #require(controller.feedMounter.host(at: position))
            #expect(snapshots[index].untouched(in: ViewSnapshot(host)))
        }
        #expect(controller.workers.jobsRunOnMainThread == 0)
    }

    @Test func likeAndUnlikeWriteExactlyTheAttributesThatDiffer() throws {
        let store = try FeedStore(stories: [TestFeeds.story("a", likes: 3), TestFeeds.story("b", likes: 7)])
        let controller = try TestFeeds.controller(store)
        for edit in [FeedEdit.like("a"), .unlike("a"), .like("a")] {
            let before = controller.feed
            let report = try controller.apply(edit)
            let after = controller.feed
            let diff = try LayoutDiff(old: #require(before.row(at: 0)).layout, new: #require(after.row(at: 0)).layout)
            // The like button's two titles and its selected state, and the summary line's text; the
            // summary was already there, so no view is added and nothing moves.
            #expect(Set(diff.written) == ["button title.normal", "button title.selected", "button isSelected", "label text"])
            #expect(report.rebuiltStoryIDs == ["a"])
            #expect(report.mount.remountedPositions == [0])
            #expect(report.mount.attributeWrites == diff.writes)
            #expect(report.mount.viewsCreated == diff.newViews)
            #expect(diff.newViews == 0)
            #expect(report.mount.rows.rowsMoved == (0..<2).filter { before.rowFrame(at: $0) != after.rowFrame(at: $0) }.count)
            #expect(after.row(at: 1) == before.row(at: 1))
        }
        let liked = try #require(controller.feedMounter.host(at: 0)?.allViews().first { $0.kind == .button })
        #expect(liked.displayedTitle == "Liked · 4")
    }

    @Test func aStoryAtTwoTopLevelPositionsIsLaidOutOnceAndRemountedAtBoth() throws {
        let store = try FeedStore(stories: [TestFeeds.story("a", likes: 1), TestFeeds.story("b"), TestFeeds.story("a", likes: 1)])
        let controller = try TestFeeds.controller(store)
        let before = controller.feed
        let report = try controller.apply(.like("a"))
        #expect(report.rebuiltStoryIDs == ["a"])
        #expect(report.layoutsComputed == 1)
        #expect(report.mount.remountedPositions == [0, 2])
        #expect(controller.feed.row(at: 0) == controller.feed.row(at: 2))
        #expect(controller.feed.row(at: 1) == before.row(at: 1))
        // Both positions show the same change, so each writes the difference once.
        let diff = try LayoutDiff(old: #require(before.row(at: 0)).layout, new: #require(controller.feed.row(at: 0)).layout)
        #expect(diff.writes > 0)
        #expect(report.mount.attributeWrites == 2 * diff.writes)
    }
}
