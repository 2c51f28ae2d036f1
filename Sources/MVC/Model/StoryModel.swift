import Feed
import FeedStyle

/// A mutable story, made from `Feed.Story` when the feed loads; the MVC pipeline edits it in place
/// and announces every edit on its feed's notification center (see `MutableFeed`).
///
/// Its fields change only through its own methods (`setViewerLikes`, `addComment`), which `MutableFeed`
/// calls before it posts the notification: no caller can change a field that no observer hears of.
///
/// Thread: main actor only. Identity matters: notifications name the story object that changed, and
/// observers filter on it.
@MainActor
public final class StoryModel {
    public let id: StoryID
    public private(set) var author: AuthorModel
    public private(set) var timestamp: Timestamp
    public private(set) var message: String
    public private(set) var attachments: [AttachmentModel]
    public private(set) var substories: [StoryModel]
    public private(set) var likeCount: Int
    public private(set) var commentCount: Int
    public private(set) var viewerLikes: Bool
    public private(set) var comments: [CommentModel]

    public init(_ story: Story) {
        id = story.id
        author = AuthorModel(story.author)
        timestamp = story.timestamp
        message = story.message
        attachments = story.attachments.enumerated().map { index, attachment in
            AttachmentModel(attachment, imageName: StoryImages.attachment(of: story.id, at: index))
        }
        substories = story.substories.map(StoryModel.init)
        likeCount = story.likeCount
        commentCount = story.commentCount
        viewerLikes = story.viewerLikes
        comments = story.comments.map(CommentModel.init)
    }

    /// The viewer likes (or stops liking) the story; the like count follows, never below 0. Returns
    /// whether anything changed. The caller (`MutableFeed`) posts the notification.
    func setViewerLikes(_ likes: Bool) -> Bool {
        guard viewerLikes != likes else { return false }
        viewerLikes = likes
        likeCount = max(0, likeCount + (likes ? 1 : -1))
        return true
    }

    /// Appends `comment` and counts it. The caller (`MutableFeed`) posts the notification.
    func addComment(_ comment: Comment) {
        comments.append(CommentModel(comment))
        commentCount += 1
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
