import Feed
import FeedState

/// What moving a `ComponentFeed` to a new store produced: the new feed and the deterministic
/// counters of the work done off the main thread.
///
/// `Sendable`: made on the coordinator queue, handed to the main actor for mounting.
public struct ComponentFeedUpdate: Sendable {
    /// The feed before the update (the mounter maps its mounted rows from it).
    public let previous: ComponentFeed
    /// The feed after the update.
    public let feed: ComponentFeed
    /// The top-level stories whose layout was recomputed, sorted by id: for a store one edit ahead, the
    /// edit's `changedStoryIDs` plus those of its `insertedStoryIDs` that had no layout yet.
    public let rebuiltStoryIDs: [StoryID]
    /// Story component trees built (`StoryComponent.make`): one per rebuilt story.
    public let storiesBuilt: Int
    /// Layouts computed (`layoutThatFits` on a story component): one per rebuilt story.
    public let layoutsComputed: Int
    /// Positions added at the top: the old position *p* is the new position *p* + this.
    public let positionsInsertedAtTop: Int

    /// The edit behind the new store, when it is one edit ahead of the old.
    public var change: FeedChange? {
        feed.store.revision == previous.store.revision + 1 ? feed.store.lastChange : nil
    }
}
