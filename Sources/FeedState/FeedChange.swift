import Feed

/// What one edit did to the feed: what an observer of the model needs to rebuild exactly the rows that
/// changed and reuse everything else.
public struct FeedChange: Hashable, Sendable {
    /// The edit, as it was given.
    public let edit: FeedEdit
    /// Why the edit was rejected; `nil` when it applied (possibly as a no-op, e.g. liking a liked story).
    public let error: FeedEditError?
    /// The top-level stories, among those present before the edit, whose rendered content changed: the
    /// edited story when it is top-level, and every top-level story that embeds it at any depth. Every
    /// position of such an id changed; no other position did.
    public let changedStoryIDs: Set<StoryID>
    /// Every story, at any depth, whose current version changed: the edited story and every story that
    /// embeds it. A superset of ``changedStoryIDs``.
    public let changedEntityIDs: Set<StoryID>
    /// The ids of the positions added at the top, in order (an insertion only).
    public let insertedStoryIDs: [StoryID]

    public init(
        edit: FeedEdit, error: FeedEditError? = nil, changedStoryIDs: Set<StoryID> = [],
        changedEntityIDs: Set<StoryID> = [], insertedStoryIDs: [StoryID] = []
    ) {
        self.edit = edit
        self.error = error
        self.changedStoryIDs = changedStoryIDs
        self.changedEntityIDs = changedEntityIDs
        self.insertedStoryIDs = insertedStoryIDs
    }

    /// Whether anything a view shows is different after the edit.
    public var changedFeed: Bool {
        !changedEntityIDs.isEmpty || !insertedStoryIDs.isEmpty
    }
}

extension FeedChange: Codable {
    private enum CodingKeys: String, CodingKey {
        case edit, error, changedStoryIDs, changedEntityIDs, insertedStoryIDs
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        edit = try container.decode(FeedEdit.self, forKey: .edit)
        error = try container.decodeIfPresent(FeedEditError.self, forKey: .error)
        changedStoryIDs = try container.decode(Set<StoryID>.self, forKey: .changedStoryIDs)
        changedEntityIDs = try container.decode(Set<StoryID>.self, forKey: .changedEntityIDs)
        insertedStoryIDs = try container.decode([StoryID].self, forKey: .insertedStoryIDs)
    }

    /// Sets are written sorted, so equal changes are equal bytes.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(edit, forKey: .edit)
        try container.encodeIfPresent(error, forKey: .error)
        try container.encode(changedStoryIDs.sorted(), forKey: .changedStoryIDs)
        try container.encode(changedEntityIDs.sorted(), forKey: .changedEntityIDs)
        try container.encode(insertedStoryIDs, forKey: .insertedStoryIDs)
    }
}
