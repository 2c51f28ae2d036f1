import Feed

/// One change to the feed model: the model never changes in place; `apply(to:)` makes the next feed.
///
/// JSON, the shape of a scenario event without its frame: `{"kind": "like", "story": "s1"}`, `unlike`
/// alike, `{"kind": "comment", "story": "s1", "comment": {...}}`,
/// `{"kind": "insert-at-top", "stories": [...]}`.
public enum FeedEdit: Hashable, Sendable {
    /// The viewer likes the story; no change when they already do.
    case like(StoryID)
    /// The viewer takes their like back; no change when they do not like the story.
    case unlike(StoryID)
    /// Adds a comment under the story; the story must not already show a comment with the same id.
    case comment(StoryID, Comment)
    /// Puts new stories above the first one, in the given order. See ``FeedStore`` for how ids the store
    /// already holds are treated.
    case insertAtTop([Story])

    /// The edit a scenario event makes; `nil` for events that do not edit the feed (`open`).
    public init?(_ action: ScenarioEvent.Action) {
        switch action {
        case .like(let id): self = .like(id)
        case .unlike(let id): self = .unlike(id)
        case .comment(let id, let comment): self = .comment(id, comment)
        case .insertAtTop(let stories): self = .insertAtTop(stories)
        case .open: return nil
        }
    }

    /// The existing story the edit acts on; `nil` for an insertion.
    public var storyID: StoryID? {
        switch self {
        case .like(let id), .unlike(let id), .comment(let id, _): return id
        case .insertAtTop: return nil
        }
    }
}
