import Foundation

/// The notifications the MVC pipeline's changes travel by. Each is posted on the feed's own center,
/// on the main thread, with the `StoryModel` concerned as the object; observers filter on it.
///
/// The chain for a like: `MutableFeed` posts `storyLikeStatusDidChange` -> the story's `LikeController`
/// updates its buttons and posts `storyPartDidChange` -> the `StoryController` re-measures and re-lays
/// out that part and, when its own height changed, posts `storyHeightDidChange` -> the
/// `FeedController` re-measures the row and moves the rows below.
public enum FeedNotifications {
    /// The viewer liked or unliked the story (its `viewerLikes` and `likeCount` changed).
    public static let storyLikeStatusDidChange = Notification.Name("FeedBench.MVC.storyLikeStatusDidChange")
    /// A comment was added to the story.
    public static let storyCommentsDidChange = Notification.Name("FeedBench.MVC.storyCommentsDidChange")
    /// A child controller changed its part of the story's view; the story must lay it out again.
    public static let storyPartDidChange = Notification.Name("FeedBench.MVC.storyPartDidChange")
    /// Stories were inserted above the first row (the object is the `MutableFeed`).
    public static let feedDidInsertStories = Notification.Name("FeedBench.MVC.feedDidInsertStories")
    /// The story's view has a new height; rows holding it must be measured again.
    public static let storyHeightDidChange = Notification.Name("FeedBench.MVC.storyHeightDidChange")
}
