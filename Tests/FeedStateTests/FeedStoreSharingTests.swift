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

    /// The bytes this thread allocates to make the store after liking s1, while `store` stays alive (as
    /// the mounted feed keeps the store it shows).
    static func bytesAllocatedByALike(in store: FeedStore) -> UInt64 {
        let before = Jemalloc.threadAllocatedBytes
        let next = FeedEdit.like("s1").apply(to: store)
        let allocated = Jemalloc.threadAllocatedBytes - before
        withExtendedLifetime(next) {}
        return allocated
    }

    @Test(.enabled(if: Jemalloc.isAvailable, "allocation counters are unavailable in a sanitizer build (no jemalloc)"))
    func aLikeAllocatesAboutTheSameOnFeedsOf200And3000Stories() throws {
        let small = Self.bytesAllocatedByALike(in: try Self.store(200))
        let large = Self.bytesAllocatedByALike(in: try Self.store(3_000))
        // A copy of the 3,000 entries took hundreds of KiB; the path to one entry takes a few.
        #expect(large < 16 * 1_024, "a like on 3,000 stories allocated \(large) bytes")
        #expect(large <= 2 * small, "3,000 stories: \(large) bytes, 200 stories: \(small) bytes")
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
