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
/// The entities are a persistent hash tree (`TreeDictionary`; each entry also says whether its story fills a
/// top-level position): an edit copies the path to each entry it writes and shares the rest with the store
/// it came from, so a like costs O(log n) in the feed's length, not a copy of every entry (and freeing the
/// old store frees only that path).
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
        /// Whether the story fills a top-level position (its id is in `topLevelIDs`): membership known
        /// from the entry a lookup finds anyway, with no second tree of the top-level ids to build.
        var isTopLevel = false
    }

    var entries: TreeDictionary<StoryID, Entry> = [:]

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
        try addEntities(ofTopLevel: stories, at: 0)
        topLevelIDs = stories.map(\.id)
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
    /// The new entities of one `addEntities` call, in arrival order, with an index by id.
    private struct Arrivals {
        struct Arrival {
            var story: Story
            var isTopLevel: Bool
            var embeddingIDs: Set<StoryID> = []
        }

        private var all: [Arrival] = []
        private var indexByID: [StoryID: Int] = [:]

        init(capacity: Int) {
            all.reserveCapacity(capacity)
            indexByID.reserveCapacity(capacity)
        }

        /// Records `story` unless its id arrived already; returns whether it is the first of its id (its
        /// substories are then to be visited).
        /// - Throws: ``FeedEditError/conflictingStory(id:)`` when the id arrived with other content.
        mutating func arrive(_ story: Story, isTopLevel: Bool) throws(FeedEditError) -> Bool {
            // One hash to look the id up and index it; a repeated id puts its first index back.
            guard let first = indexByID.updateValue(all.count, forKey: story.id) else {
                all.append(Arrival(story: story, isTopLevel: isTopLevel))
                return true
            }
            indexByID[story.id] = first
            guard all[first].story == story else { throw .conflictingStory(id: story.id) }
            if isTopLevel { all[first].isTopLevel = true }
            return false
        }

        /// The last arrival, moved out.
        mutating func popLast() -> Arrival? {
            all.popLast()
        }

        /// Notes that `id` lists `substory`; false when `substory` is not new (the store holds it).
        mutating func addEmbedding(_ id: StoryID, to substory: StoryID) -> Bool {
            guard let index = indexByID[substory] else { return false }
            all[index].embeddingIDs.insert(id)
            return true
        }
    }

    /// Adds the entities of `stories`, new top-level positions, and of their substories at every depth,
    /// that the store does not hold yet, stamped with `revision`, and marks the ids of `stories` as
    /// top-level. Ids the store holds keep their current version (see "Insertion"). All or nothing: on a
    /// conflict nothing is added.
    ///
    /// Each new id is hashed into a local index once and inserted into the tree once, with its embedding
    /// ids already collected (in an array of arrivals: changing one in a dictionary would copy it out and
    /// back, through a heap-allocated temporary). When no new story reaches one the store holds (always for
    /// the initial feed), every new story is stored as given: the conflict check made each occurrence of an
    /// id equal, so rebuilding it from its substories' entries would give an equal value.
    ///
    /// - Complexity: O(*n*) in the stories at every depth that are new, plus a comparison for each repeated
    ///   new id.
    mutating func addEntities(ofTopLevel stories: [Story], at revision: Int) throws(FeedEditError) {
        var arrivals = Arrivals(capacity: stories.count)
        var heldTopLevel: [StoryID] = []
        var reachesHeld = false
        var pending: [Story] = []
        // (substory, the new story that lists it), for the embedding ids.
        var edges: [(substory: StoryID, by: StoryID)] = []
        // The top-level stories first, so each new top-level id arrives marked, whatever nests it too.
        for story in stories {
            if !entries.isEmpty, entries[story.id] != nil {
                heldTopLevel.append(story.id)
            } else if try arrivals.arrive(story, isTopLevel: true) {
                Self.visit(story, pending: &pending, edges: &edges)
            }
        }
        while let story = pending.popLast() {
            if !entries.isEmpty, entries[story.id] != nil {
                reachesHeld = true
            } else if try arrivals.arrive(story, isTopLevel: false) {
                Self.visit(story, pending: &pending, edges: &edges)
            }
        }
        var embeddingHeld: [(held: StoryID, by: StoryID)] = []
        for (substory, id) in edges where !arrivals.addEmbedding(id, to: substory) {
            embeddingHeld.append((substory, id))
        }
        // Moved out one by one (a loop over the array would copy each story to then drop the array's).
        while let arrival = arrivals.popLast() {
            let id = arrival.story.id
            // Rebuilt from current versions only where a held story is reached (see above).
            let story = reachesHeld ? materialized(arrival.story) : arrival.story
            entries[id] = Entry(story: story, revision: revision, embeddingIDs: arrival.embeddingIDs,
                                isTopLevel: arrival.isTopLevel)
        }
        for (held, id) in embeddingHeld { entries[held]?.embeddingIDs.insert(id) }
        for id in heldTopLevel where entries[id]?.isTopLevel == false { entries[id]?.isTopLevel = true }
    }

    /// Queues the substories of a story that arrived, and notes that it lists them.
    private static func visit(_ story: Story, pending: inout [Story], edges: inout [(substory: StoryID, by: StoryID)]) {
        for substory in story.substories { edges.append((substory.id, story.id)) }
        pending.append(contentsOf: story.substories)
    }

    /// `story` with every substory, at any depth, replaced by the version the store holds, where it holds
    /// one: a new story as it is stored when it embeds a story the store held before it arrived.
    private func materialized(_ story: Story) -> Story {
        guard !story.substories.isEmpty else { return story }
        return story.copy(substories: story.substories.map { entries[$0.id]?.story ?? materialized($0) })
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
