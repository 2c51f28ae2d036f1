import FeedStyle
import Foundation

/// Shows one story in a `StoryView`, through child controllers: a header controller, one attachment
/// controller per attachment, one story controller per substory and, for a top-level story, a like
/// controller and the comments.
///
/// While observing (its row is visible), it hears `storyPartDidChange` (from its like controller) and
/// `storyCommentsDidChange` for its story: it re-measures the story (only the changed part is measured
/// again; the others answer from their caches), re-lays it out, and when the height changed posts
/// `storyHeightDidChange` for the feed controller.
/// Thread: main actor only.
@MainActor
public final class StoryController {
    public let story: StoryModel
    private let center: NotificationCenter
    private let header: HeaderController
    private let attachments: [AttachmentController]
    private let substories: [StoryController]
    private let like: LikeController?
    private var view: StoryView?
    private var observations: [NotificationObservation] = []
    /// Times the story was laid out again after a change notification.
    public private(set) var updateCount = 0

    init(story: StoryModel, isTopLevel: Bool, center: NotificationCenter) {
        self.story = story
        self.center = center
        header = HeaderController(author: story.author, timestamp: story.timestamp)
        attachments = story.attachments.map(AttachmentController.init)
        substories = story.substories.map { StoryController(story: $0, isTopLevel: false, center: center) }
        like = isTopLevel ? LikeController(story: story, center: center) : nil
    }

    /// Shows the story in `view` (reusing its part views where it can).
    func configure(_ view: StoryView) {
        self.view = view
        let style = view.environment.style
        view.prepare(showsMessage: !story.message.isEmpty, attachmentKinds: story.attachments.map(\.kind),
                     substoryCount: story.substories.count, commentCount: visibleComments(style).count)
        header.configure(view.header)
        if !story.message.isEmpty { view.messageLabel.setText(story.message, style: style.messageStyle) }
        for (controller, part) in zip(attachments, view.attachmentViews) { controller.configure(part.view) }
        for (controller, part) in zip(substories, view.substoryViews) { controller.configure(part) }
        if let like, let bar = view.likeBar { like.configure(bar) }
        configureComments(view)
    }

    /// The comments shown: the first `visibleCommentCount`.
    private func visibleComments(_ style: FeedStyle) -> ArraySlice<CommentModel> {
        story.comments.prefix(max(0, style.visibleCommentCount))
    }

    private func configureComments(_ view: StoryView) {
        let style = view.environment.style
        for (comment, commentView) in zip(visibleComments(style), view.commentViews) {
            commentView.authorLabel.setText(comment.author.name, style: style.commentAuthorStyle)
            commentView.textLabel.setText(comment.text, style: style.commentTextStyle)
        }
    }

    /// Starts hearing changes to the story (the row became visible).
    public func startObserving() {
        like?.startObserving()
        guard observations.isEmpty else { return }
        observations = [
            NotificationObservation(FeedNotifications.storyPartDidChange, object: story, center: center) {
                [weak self] _ in self?.storyDidChange(commentsChanged: false)
            },
            NotificationObservation(FeedNotifications.storyCommentsDidChange, object: story, center: center) {
                [weak self] _ in self?.storyDidChange(commentsChanged: true)
            },
        ]
    }

    /// Stops hearing changes (the row left the viewport).
    public func stopObserving() {
        like?.stopObserving()
        observations.forEach { $0.cancel() }
        observations = []
    }

    private func storyDidChange(commentsChanged: Bool) {
        guard let view else { return }
        updateCount += 1
        let width = view.view.frame.width
        let before = view.view.frame.height
        if commentsChanged {
            view.prepare(showsMessage: !story.message.isEmpty, attachmentKinds: story.attachments.map(\.kind),
                         substoryCount: story.substories.count,
                         commentCount: visibleComments(view.environment.style).count)
            configureComments(view)
            like?.refresh()
        }
        view.partDidChange()
        let after = view.sizeThatFits(width: width).height
        view.layoutIfNeeded()
        if after != before {
            center.post(name: FeedNotifications.storyHeightDidChange, object: story)
        }
    }
}
