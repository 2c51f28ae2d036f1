import Feed
import HashTreeCollections

/// The feed at one moment: every story entity once, by id, plus the ordered top-level positions.
///
/// ## Consistency
/// An id names one entity. The store keeps one current version of each entity, and every story it hands
/// out is built from current versions only: after liking `s1`, `s1` at the top level, `s1` as a substory
/// of a reshare, and the reshare itself all show the like. A top-level id may fill several positions.
///
/// ## Identity
/// Each story carries a **revision**: the store ``revision`` at which that story's content, its own or
/// any nested story's, last changed. A story an edit does not reach keeps its revision and its `Story`
/// value, so caches keyed by `(id, revision)` (components, layouts) keep hitting. ``lastChange`` names
/// the stories an edit changed.
///
/// ## Insertion
/// New stories (the initial feed, an insertion) are indexed by id. An id the store already holds is that
/// entity: its current version is used and the inserted copy is ignored, since a copy written in a
/// scenario may predate edits (a like) the store has seen. Within one batch, a new id must have equal
/// content wherever it appears, or the batch is rejected with ``FeedEditError/conflictingStory(id:)``.
///
/// ## Cost
/// The entities and the top-level ids are persistent hash trees (`TreeDictionary`, `TreeSet`): an edit
/// copies the path to each entry it writes and shares the rest with the store it came from, so a like
/// costs O(log n) in the feed's length, not a copy of every entry (and freeing the old store frees only
/// that path).
///
/// A value type, `Sendable`: share it with workers freely; an edit makes a new store and never disturbs
/// one being read.
public struct FeedStore: Sendable {
    /// One entity's current version.
    struct Entry: Equatable, Sendable {
        /// Built from the current versions of its substories.
        var story: Story
        /// The store revision at which `story` last changed.
        var revision: Int
        /// The stories that list this one among their direct substories; used to find what an edit reaches.
        var embeddingIDs: Set<StoryID> = []
    }

    var entries: TreeDictionary<StoryID, Entry> = [:]
    /// The ids of `topLevelIDs`, for membership tests.
    var topLevelSet: TreeSet<StoryID> = []

    /// The top-level positions in display order; an id may repeat.
    public internal(set) var topLevelIDs: [StoryID] = []
    /// The number of edits this store has been given since its initial feed (revision 0), applied or not.
    public internal(set) var revision = 0
    /// What the latest edit did; `nil` for the initial feed.
    public internal(set) var lastChange: FeedChange?
    /// Every edit that was rejected, in order.
    public internal(set) var problems: [FeedProblem] = []

    /// An empty feed.
    public init() {}

    /// A feed whose top-level positions are `stories`, in order, all at revision 0.
    ///
    /// - Throws: ``FeedEditError/conflictingStory(id:)`` when two different stories share an id (a
    ///   validated scenario never does).
    /// - Complexity: O(*n*) in the number of stories at every depth, plus a comparison for each repeated id.
    public init(stories: [Story]) throws(FeedEditError) {
        try addEntities(of: stories, at: 0)
        topLevelIDs = stories.map(\.id)
        topLevelSet = TreeSet(topLevelIDs)
    }

    /// The number of top-level positions.
    public var count: Int { topLevelIDs.count }

    /// The top-level stories in display order, each built from current versions.
    ///
    /// - Complexity: O(*n*) in the number of positions.
    public var stories: [Story] {
        topLevelIDs.compactMap { entries[$0]?.story }
    }

    /// The story at a top-level position; `nil` outside `0..<count`.
    ///
    /// - Complexity: O(log n), effectively O(1).
    public func story(at position: Int) -> Story? {
        guard topLevelIDs.indices.contains(position) else { return nil }
        return entries[topLevelIDs[position]]?.story
    }

    /// The current version of any story the feed holds, at any depth.
    ///
    /// - Complexity: O(log n), effectively O(1) (a hash tree of 32-way nodes).
    public subscript(id: StoryID) -> Story? {
        entries[id]?.story
    }

    /// The store revision at which the story last changed (see "Identity"); `nil` for an unknown id.
    ///
    /// - Complexity: O(log n), effectively O(1).
    public func revision(of id: StoryID) -> Int? {
        entries[id]?.revision
    }

    /// The number of distinct stories, at every depth.
    public var entityCount: Int { entries.count }
}

extension FeedStore: Equatable {
    /// Equal stores hold the same stories, positions, revisions, last change and problems.
    public static func == (lhs: FeedStore, rhs: FeedStore) -> Bool {
        lhs.revision == rhs.revision && lhs.topLevelIDs == rhs.topLevelIDs && lhs.lastChange == rhs.lastChange
            && lhs.problems == rhs.problems && lhs.entries == rhs.entries
    }
}

extension FeedStore {
    /// Adds the entities of `stories` the store does not hold yet, stamped with `revision`, and returns
    /// their ids. Ids the store holds keep their current version (see "Insertion"). All or nothing: on a
    /// conflict nothing is added.
    ///
    /// - Complexity: O(*n*) in the stories at every depth that are new, plus a comparison for each repeated
    ///   new id.
    @discardableResult
    mutating func addEntities(of stories: [Story], at revision: Int) throws(FeedEditError) -> Set<StoryID> {
        var fresh: [StoryID: Story] = [:]
        var pending = stories
        while let story = pending.popLast() {
            if entries[story.id] != nil { continue }
            if let first = fresh[story.id] {
                guard first == story else { throw .conflictingStory(id: story.id) }
                continue
            }
            fresh[story.id] = story
            pending.append(contentsOf: story.substories)
        }
        for id in fresh.keys {
            materialize(id, from: fresh, at: revision)
        }
        for (id, story) in fresh {
            for substory in story.substories {
                entries[substory.id]?.embeddingIDs.insert(id)
            }
        }
        return Set(fresh.keys)
    }

    /// Makes the entry of a new story once its new substories have entries, so that the stored story is
    /// built from current versions.
    private mutating func materialize(_ id: StoryID, from fresh: [StoryID: Story], at revision: Int) {
        guard entries[id] == nil, let story = fresh[id] else { return }
        for substory in story.substories {
            materialize(substory.id, from: fresh, at: revision)
        }
        let substories = story.substories.map { entries[$0.id]?.story ?? $0 }
        entries[id] = Entry(story: story.copy(substories: substories), revision: revision)
    }

    /// Replaces a story's own content and rebuilds every story that embeds it, at any depth, from the
    /// current versions; all of them get `revision`. Returns the ids of the stories that changed.
    ///
    /// - Complexity: O(*a* × *s*), *a* the stories that embed the edited one and *s* their substory counts.
    mutating func replace(_ id: StoryID, with story: Story, at revision: Int) -> Set<StoryID> {
        guard entries[id] != nil else { return [] }
        entries[id]?.story = story
        entries[id]?.revision = revision
        var changed: Set<StoryID> = [id]
        var pending = Array(entries[id]?.embeddingIDs ?? [])
        while let next = pending.popLast() {
            if changed.insert(next).inserted {
                pending.append(contentsOf: entries[next]?.embeddingIDs ?? [])
            }
        }
        var rebuilt: Set<StoryID> = [id]
        for ancestor in changed {
            rebuild(ancestor, changed: changed, rebuilt: &rebuilt, at: revision)
        }
        return changed
    }

    /// Rebuilds a story from its substories' current versions, after rebuilding those that changed.
    private mutating func rebuild(_ id: StoryID, changed: Set<StoryID>, rebuilt: inout Set<StoryID>, at revision: Int) {
        guard rebuilt.insert(id).inserted, let story = entries[id]?.story else { return }
        for substory in story.substories where changed.contains(substory.id) {
            rebuild(substory.id, changed: changed, rebuilt: &rebuilt, at: revision)
        }
        let substories = story.substories.map { entries[$0.id]?.story ?? $0 }
        entries[id]?.story = story.copy(substories: substories)
        entries[id]?.revision = revision
    }
}
