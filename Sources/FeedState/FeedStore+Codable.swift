import Feed

/// JSON: `{"revision": 3, "stories": [top-level stories, nested in full, in order],
/// "storyRevisions": {"s1": 2, ...}, "lastChange": {...}, "problems": [...]}`. `storyRevisions` has one
/// entry per story at any depth. Decoding checks what the store promises: a repeated id has the same
/// content, every story has a revision and no revision names an unknown story.
extension FeedStore: Codable {
    private enum CodingKeys: String, CodingKey {
        case revision, stories, storyRevisions, lastChange, problems
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let stories = try container.decode([Story].self, forKey: .stories)
        do {
            try self.init(stories: stories)
        } catch {
            throw DecodingError.dataCorruptedError(forKey: .stories, in: container, debugDescription: error.description)
        }
        let revisions = try container.decode([String: Int].self, forKey: .storyRevisions)
        for id in entries.keys {
            guard let storyRevision = revisions[id.rawValue] else {
                throw DecodingError.dataCorruptedError(
                    forKey: .storyRevisions, in: container, debugDescription: "no revision for story \"\(id)\"")
            }
            entries[id]?.revision = storyRevision
        }
        if let unknown = revisions.keys.sorted().first(where: { entries[StoryID($0)] == nil }) {
            throw DecodingError.dataCorruptedError(
                forKey: .storyRevisions, in: container, debugDescription: "revision for unknown story \"\(unknown)\"")
        }
        revision = try container.decode(Int.self, forKey: .revision)
        lastChange = try container.decodeIfPresent(FeedChange.self, forKey: .lastChange)
        problems = try container.decode([FeedProblem].self, forKey: .problems)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(revision, forKey: .revision)
        try container.encode(stories, forKey: .stories)
        let revisions = Dictionary(uniqueKeysWithValues: entries.map { ($0.key.rawValue, $0.value.revision) })
        try container.encode(revisions, forKey: .storyRevisions)
        try container.encodeIfPresent(lastChange, forKey: .lastChange)
        try container.encode(problems, forKey: .problems)
    }
}
