/// A story in the feed: a header (author, time), a message, attachments, nested substories (reshares,
/// replies), a like/comment bar and the first comments.
///
/// A story is a deep-immutable value: a change (a like, a comment) makes a new story. Its `id` names the
/// entity: every occurrence of one id in a scenario must have equal content, which the validator checks.
/// In JSON only `id`, `author` and `timestamp` are required; the other keys default to an empty message,
/// no attachments, substories or comments, zero counts and `viewerLikes: false`.
public struct Story: Hashable, Sendable, Codable, Identifiable {
    public let id: StoryID
    public let author: Author
    public let timestamp: Timestamp
    /// The message text; may be empty (a photo-only story).
    public let message: String
    public let attachments: [Attachment]
    /// Nested stories; a top-level story is at depth 0 and substories may nest up to
    /// `ScenarioLimits.maximumSubstoryDepth`.
    public let substories: [Story]
    public let likeCount: Int
    /// The total number of comments; at least `comments.count`.
    public let commentCount: Int
    /// Whether the person scrolling likes this story; when true `likeCount` is at least 1.
    public let viewerLikes: Bool
    /// The first comments, shown under the story.
    public let comments: [Comment]

    public init(
        id: StoryID, author: Author, timestamp: Timestamp, message: String = "", attachments: [Attachment] = [],
        substories: [Story] = [], likeCount: Int = 0, commentCount: Int = 0, viewerLikes: Bool = false,
        comments: [Comment] = []
    ) {
        self.id = id
        self.author = author
        self.timestamp = timestamp
        self.message = message
        self.attachments = attachments
        self.substories = substories
        self.likeCount = likeCount
        self.commentCount = commentCount
        self.viewerLikes = viewerLikes
        self.comments = comments
    }

    /// The number of levels below this story: 0 without substories.
    ///
    /// - Complexity: O(n) in the number of nested stories.
    public var substoryDepth: Int {
        substories.map { $0.substoryDepth + 1 }.max() ?? 0
    }

    /// This story and all nested stories, depth first, parents before children.
    public var allStories: [Story] {
        var result: [Story] = []
        func visit(_ story: Story) {
            result.append(story)
            story.substories.forEach(visit)
        }
        visit(self)
        return result
    }

    public init(from decoder: any Decoder) throws {
        self = try ScenarioReader.decode(decoder) { reader, value, path in reader.readStory(value, at: path, depth: 0) }
    }
}
