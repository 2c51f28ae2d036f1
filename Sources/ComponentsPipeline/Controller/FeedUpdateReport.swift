import Feed
import FeedState

/// One changeset mounted: the deterministic counters of one edit, from the new store to the mounted
/// result: what was rebuilt and laid out off the main thread, and what mounting did on it.
public struct FeedUpdateReport: Hashable, Sendable {
    /// The model revision the edit made.
    public let revision: Int
    /// The edit behind the update, when the new store was one edit ahead.
    public let change: FeedChange?
    /// The top-level stories built and laid out again, sorted by id.
    public let rebuiltStoryIDs: [StoryID]
    public let storiesBuilt: Int
    public let layoutsComputed: Int
    /// Rows mounted, remounted, unmounted and moved; attribute writes and views created.
    public let mount: FeedMountReport

    public init(layout update: FeedLayoutsUpdate, mount: FeedMountReport) {
        revision = update.feed.store.revision
        change = update.change
        rebuiltStoryIDs = update.rebuiltStoryIDs
        storiesBuilt = update.work.storiesBuilt
        layoutsComputed = update.work.layoutsComputed
        self.mount = mount
    }
}
