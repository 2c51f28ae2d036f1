import Counting
import Feed
import FeedState
import Views

/// What moving `FeedLayouts` forward produced (a new store, or more rows of the same store): the new
/// feed and the deterministic counters of the work done off the main thread.
///
/// `Sendable`: made on the coordinator queue, handed to the main actor for mounting.
public struct FeedLayoutsUpdate: Sendable {
    /// The feed before the update.
    public let previous: FeedLayouts
    /// The feed after the update.
    public let feed: FeedLayouts
    /// The top-level stories whose layout was computed, sorted by id.
    public let rebuiltStoryIDs: [StoryID]
    /// Positions added at the top: the old position *p* is the new position *p* + this.
    public let positionsInsertedAtTop: Int
    /// Row tops and chunk starts summed again to place the rows after the update: the chunks of the rows
    /// whose height changed and the chunk starts below them (`RowOffsets`), or every position when the
    /// positions moved (an insertion). What placing the rows cost, independent of timing.
    public let offsetSums: Int
    /// The stories built and laid out, the layouts dropped, the rows drawn ahead.
    public let work: FeedLayoutWork
    /// The `FeedPrefetcher` request that made it (0 when no prefetcher did).
    public internal(set) var request = 0

    /// The edit behind the new store, when it is one edit ahead of the old.
    public var change: FeedChange? {
        feed.store.revision == previous.store.revision + 1 ? feed.store.lastChange : nil
    }

    init(previous: FeedLayouts, feed: FeedLayouts, rebuiltStoryIDs: [StoryID], positionsInsertedAtTop: Int, offsetSums: Int,
         work: FeedLayoutWork) {
        self.previous = previous
        self.feed = feed
        self.rebuiltStoryIDs = rebuiltStoryIDs
        self.positionsInsertedAtTop = positionsInsertedAtTop
        self.offsetSums = offsetSums
        self.work = work
    }
}
