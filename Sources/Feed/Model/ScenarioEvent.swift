/// Something that happens to the feed at a given frame, before that frame's scroll step is measured.
///
/// JSON: `{"frame": 30, "kind": "like", "story": "story-4"}`; `unlike` and `open` take a `story` too;
/// `{"frame": 40, "kind": "comment", "story": "story-4", "comment": {...}}` adds a comment;
/// `{"frame": 50, "kind": "insert-at-top", "stories": [...]}` inserts new stories above the first one.
/// A referenced story must exist by then: in the feed, or inserted by an earlier event.
public struct ScenarioEvent: Hashable, Sendable, Codable {
    /// The frame at which the event happens: 0 is the launch frame (after the first screen is shown), the
    /// scroll script's frames are 1…N; at most the scroll's frame count.
    public let frame: Int
    public let action: Action

    public init(frame: Int, action: Action) {
        self.frame = frame
        self.action = action
    }

    public enum Action: Hashable, Sendable {
        /// The viewer likes the story (no change when they already do).
        case like(StoryID)
        /// The viewer takes a like back (no change when they do not like it).
        case unlike(StoryID)
        /// A new comment is added to the story.
        case comment(StoryID, Comment)
        /// New stories appear above the first story, in the given order.
        case insertAtTop([Story])
        /// The viewer opens the story's detail screen.
        case open(StoryID)
    }

    /// The `kind` values.
    public enum Kind: String, CaseIterable, Sendable {
        case like, unlike, comment
        case insertAtTop = "insert-at-top"
        case open
    }

    public var kind: Kind {
        switch action {
        case .like: return .like
        case .unlike: return .unlike
        case .comment: return .comment
        case .insertAtTop: return .insertAtTop
        case .open: return .open
        }
    }

    /// The story the event acts on, if it acts on one existing story.
    public var storyID: StoryID? {
        switch action {
        case .like(let id), .unlike(let id), .comment(let id, _), .open(let id): return id
        case .insertAtTop: return nil
        }
    }

    private enum CodingKeys: String, CodingKey {
        case frame, kind, story, comment, stories
    }

    public init(from decoder: any Decoder) throws {
        self = try ScenarioReader.decode(decoder) { reader, value, path in reader.readEvent(value, at: path) }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(frame, forKey: .frame)
        try container.encode(kind.rawValue, forKey: .kind)
        try container.encodeIfPresent(storyID, forKey: .story)
        switch action {
        case .comment(_, let comment): try container.encode(comment, forKey: .comment)
        case .insertAtTop(let stories): try container.encode(stories, forKey: .stories)
        case .like, .unlike, .open: break
        }
    }
}
