import Feed

/// A mutable story, made from `Feed.Story` when the feed loads; the MVC pipeline edits it in place
/// and announces every edit on its feed's notification center (see `MutableFeed`).
///
/// Thread: main actor only. Identity matters: notifications name the story object that changed, and
/// observers filter on it.
@MainActor
public final class StoryModel {
    public let id: StoryID
    public internal(set) var author: AuthorModel
    public internal(set) var timestamp: Timestamp
    public internal(set) var message: String
    public internal(set) var attachments: [AttachmentModel]
    public internal(set) var substories: [StoryModel]
    public internal(set) var likeCount: Int
    public internal(set) var commentCount: Int
    public internal(set) var viewerLikes: Bool
    public internal(set) var comments: [CommentModel]

    public init(_ story: Story) {
        id = story.id
        author = AuthorModel(story.author)
        timestamp = story.timestamp
        message = story.message
        attachments = story.attachments.map(AttachmentModel.init)
        substories = story.substories.map(StoryModel.init)
        likeCount = story.likeCount
        commentCount = story.commentCount
        viewerLikes = story.viewerLikes
        comments = story.comments.map(CommentModel.init)
    }

    /// An immutable copy of the story as it is now, for comparisons with the components pipeline.
    /// - Complexity: O(n) in the nested stories, attachments and comments.
    public var snapshot: Story {
        Story(id: id, author: author.snapshot, timestamp: timestamp, message: message,
              attachments: attachments.compactMap(\.snapshot), substories: substories.map(\.snapshot),
              likeCount: likeCount, commentCount: commentCount, viewerLikes: viewerLikes,
              comments: comments.map(\.snapshot))
    }
}
