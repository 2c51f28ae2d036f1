import Allocations
import Feed
import Testing
@testable import FeedState

/// An edit shares the store it came from instead of copying it: what a like allocates does not grow
/// with the feed's length, and the store it came from still reads as it did.
@Suite struct FeedStoreSharingTests {
    /// s0 ... s(count - 1), plain top-level stories.
    static func store(_ count: Int) throws -> FeedStore {
        try FeedStore(stories: (0..<count).map { Fixture.story(StoryID("s\($0)"), message: "Story \($0)") })
    }

    /// The bytes this thread allocates to make the store after liking `id`, while `store` stays alive (as
    /// the mounted feed keeps the store it shows).
    static func bytesAllocatedByALike(of id: StoryID, in store: FeedStore) -> UInt64 {
        let before = Jemalloc.threadAllocatedBytes
        let next = FeedEdit.like(id).apply(to: store)
        let allocated = Jemalloc.threadAllocatedBytes - before
        withExtendedLifetime(next) {}
        return allocated
    }

    /// A like copies the path to one entry in the store's hash tree: a few nodes, one level more on 3,000
    /// stories than on 200, whose sizes follow the process's hash seed (one like's bytes on 3,000 ranged
    /// from 1.5 to 2.5 times its bytes on 200 over 180 likes and three seeds). Copying the entries, the
    /// regression this guards against, grows with the feed: 15 times the stories, hundreds of KiB. So the
    /// medians of 20 likes are compared with room for the extra level, and every like has a bound.
    @Test(.enabled(if: Jemalloc.isAvailable, "allocation counters are unavailable in a sanitizer build (no jemalloc)"))
    func aLikeAllocatesAboutTheSameOnFeedsOf200And3000Stories() throws {
        let small = try Self.store(200)
        let large = try Self.store(3_000)
        let ids = (0..<20).map { StoryID("s\($0)") }
        let smallBytes = ids.map { Self.bytesAllocatedByALike(of: $0, in: small) }.sorted()
        let largeBytes = ids.map { Self.bytesAllocatedByALike(of: $0, in: large) }.sorted()
        let (smallMedian, largeMedian) = (smallBytes[10], largeBytes[10])
        #expect(largeBytes.allSatisfy { $0 < 16 * 1_024 }, "a like on 3,000 stories allocated \(largeBytes.last ?? 0) bytes")
        #expect(largeMedian <= 3 * smallMedian, "3,000 stories: \(largeMedian) bytes, 200 stories: \(smallMedian) bytes (medians)")
    }

    @Test func theStoreAnEditCameFromIsUnchanged() throws {
        let before = try Self.store(3_000)
        let after = FeedEdit.like("s1").apply(to: before)
        #expect(before["s1"]?.viewerLikes == false && before.revision(of: "s1") == 0 && before.revision == 0)
        #expect(after["s1"]?.viewerLikes == true && after.revision(of: "s1") == 1)
        #expect(after["s2"] == before["s2"] && after.revision(of: "s2") == 0)
        #expect(after.entityCount == before.entityCount)
        // Undoing the like gives equal content; the revisions say the story changed twice.
        let undone = FeedEdit.unlike("s1").apply(to: after)
        #expect(undone.stories == before.stories)
        #expect(undone.revision(of: "s1") == 2)
    }
}
