import FeedStyle
import Foundation

/// Drives a top-level story's like bar: the summary line, the like button's titles and selected
/// state, the comment button's title.
///
/// While observing, it hears `storyLikeStatusDidChange` for its story, updates the bar, and when the
/// bar's size changed posts `storyPartDidChange` so that the story controller lays the story out again.
/// Thread: main actor only.
@MainActor
final class LikeController {
    let story: StoryModel
    private let center: NotificationCenter
    private var bar: LikeBarView?
    private var observation: NotificationObservation?

    init(story: StoryModel, center: NotificationCenter) {
        self.story = story
        self.center = center
    }

    func configure(_ bar: LikeBarView) {
        self.bar = bar
        let style = bar.environment.style
        let summary = StoryStrings.likeSummary(likeCount: story.likeCount, viewerLikes: story.viewerLikes)
        bar.showsSummary = summary != nil
        if let summary { bar.summaryLabel.setText(summary, style: style.likeSummaryStyle) }
        bar.likeButton.setTitles(normal: StoryStrings.likeTitle(likeCount: story.likeCount),
                                 selected: StoryStrings.likedTitle(likeCount: story.likeCount), style: style.buttonTitleStyle)
        bar.likeButton.setSelected(story.viewerLikes)
        bar.commentButton.setTitles(normal: StoryStrings.commentTitle(commentCount: story.commentCount),
                                    selected: nil, style: style.buttonTitleStyle)
        bar.shareButton.setTitles(normal: StoryStrings.shareTitle, selected: nil, style: style.buttonTitleStyle)
    }

    /// Reconfigures the bar from the model; true when its size at its current width changed.
    @discardableResult
    func refresh() -> Bool {
        guard let bar else { return false }
        let width = bar.view.frame.width
        let before = bar.sizeThatFits(width: width)
        let buttonsBefore = [bar.likeButton, bar.commentButton].map { $0.sizeThatFits(width: width) }
        configure(bar)
        let resized = bar.sizeThatFits(width: width) != before
            || [bar.likeButton, bar.commentButton].map({ $0.sizeThatFits(width: width) }) != buttonsBefore
        if resized { bar.setNeedsLayout() }
        return resized
    }

    func startObserving() {
        guard observation == nil else { return }
        observation = NotificationObservation(FeedNotifications.storyLikeStatusDidChange, object: story, center: center) {
            [weak self] _ in self?.likeStatusDidChange()
        }
    }

    func stopObserving() {
        observation?.cancel()
        observation = nil
    }

    private func likeStatusDidChange() {
        if refresh() {
            center.post(name: FeedNotifications.storyPartDidChange, object: story)
        }
    }
}
