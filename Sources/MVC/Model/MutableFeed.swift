import Feed
import Foundation

/// The MVC pipeline's feed model: mutable story objects and the notification center every change is
/// announced on. (The components pipeline's feed model, over time, is `FeedState.ChangingFeed`.)
///
/// Mutations edit the story objects in place, then post one notification naming the story
/// (`FeedNotifications`), synchronously, on the calling (main) thread; observers run before the
/// mutation returns. Each feed has its own center, so two feeds (or two tests) never hear each other.
///
/// Thread: main actor only.
@MainActor
public final class MutableFeed {
    public private(set) var stories: [StoryModel]
    public let notificationCenter: NotificationCenter
    /// Every story object by id, substories included (a reshared story may appear more than once).
    private var storiesByID: [StoryID: [StoryModel]] = [:]

    /// Copies the immutable stories into model objects.
    /// - Complexity: O(n) in all stories, nested ones included.
    public init(stories: [Story], notificationCenter: NotificationCenter = NotificationCenter()) {
        self.stories = stories.map(StoryModel.init)
        self.notificationCenter = notificationCenter
        for story in self.stories { index(story) }
    }

    /// The first story object with this id (top-level or nested), if any.
    public func story(withID id: StoryID) -> StoryModel? { storiesByID[id]?.first }

    /// Makes the viewer like (or stop liking) every occurrence of the story `id`, adjusting the like
    /// count, and posts `storyLikeStatusDidChange` for each one that changed. Returns false when no
    /// story has that id.
    @discardableResult
    public func setViewerLikes(_ likes: Bool, storyID id: StoryID) -> Bool {
        guard let occurrences = storiesByID[id] else { return false }
        for story in occurrences where story.setViewerLikes(likes) {
            notificationCenter.post(name: FeedNotifications.storyLikeStatusDidChange, object: story)
        }
        return true
    }

    /// Appends `comment` to every occurrence of the story `id`, counts it, and posts
    /// `storyCommentsDidChange` for each. Returns false when no story has that id.
    @discardableResult
    public func addComment(_ comment: Comment, storyID id: StoryID) -> Bool {
        guard let occurrences = storiesByID[id] else { return false }
        for story in occurrences {
            story.addComment(comment)
            notificationCenter.post(name: FeedNotifications.storyCommentsDidChange, object: story)
        }
        return true
    }

    /// Puts `stories` above the first row, in order, and posts `feedDidInsertStories` with the feed as
    /// the object. A story (or substory) whose id the feed already has is shown with the feed's current
    /// content for that id: an inserted copy can be older than changes the feed has seen since, and one
    /// id must show one content everywhere. Returns the number of rows inserted.
    /// - Complexity: O(n) in the inserted stories, nested ones included.
    @discardableResult
    public func insertAtTop(_ stories: [Story]) -> Int {
        guard !stories.isEmpty else { return 0 }
        let models = stories.map { StoryModel(current($0)) }
        self.stories.insert(contentsOf: models, at: 0)
        for story in models { index(story) }
        notificationCenter.post(name: FeedNotifications.feedDidInsertStories, object: self)
        return models.count
    }

    /// `story` with the feed's current content for every id the feed already holds.
    private func current(_ story: Story) -> Story {
        if let existing = storiesByID[story.id]?.first { return existing.snapshot }
        return Story(
            id: story.id, author: story.author, timestamp: story.timestamp, message: story.message,
            attachments: story.attachments, substories: story.substories.map(current),
            likeCount: story.likeCount, commentCount: story.commentCount, viewerLikes: story.viewerLikes,
            comments: story.comments)
    }

    private func index(_ story: StoryModel) {
        storiesByID[story.id, default: []].append(story)
        for substory in story.substories { index(substory) }
    }
}
