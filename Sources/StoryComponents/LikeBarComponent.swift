import Components
import Feed
import FeedStyle
import Views

/// The `.likeBar` column: when the story has likes, a summary line ("You and 3 others like this"),
/// then a row of like, comment and share buttons from the left; `style.likeBarSpacing` between the
/// summary and the row and between buttons. Liking a story nobody liked adds the summary line, so the
/// bar (and the story) grows.
///
/// The like button's titles carry the like count ("Like · 12", and "Liked · 12" when selected); it
/// is selected when the viewer likes the story. A button is as wide as its widest title.
///
/// Pure; any thread.
public enum LikeBarComponent {
    public static func make(_ story: Story, style: FeedStyle) -> any Component {
        let like = ButtonComponent(
            titles: ControlStateValues(StoryStrings.likeTitle(likeCount: story.likeCount),
                                       selected: StoryStrings.likedTitle(likeCount: story.likeCount)),
            titleStyle: style.buttonTitleStyle, contentInsets: style.buttonInsets, isSelected: story.viewerLikes)
        let comment = ButtonComponent(
            titles: ControlStateValues(StoryStrings.commentTitle(commentCount: story.commentCount)),
            titleStyle: style.buttonTitleStyle, contentInsets: style.buttonInsets)
        let share = ButtonComponent(
            titles: ControlStateValues(StoryStrings.shareTitle), titleStyle: style.buttonTitleStyle,
            contentInsets: style.buttonInsets)
        let buttons = StackComponent(
            direction: .row, alignItems: .flexStart, spacing: style.likeBarSpacing,
            children: [StackComponent.Child(like), StackComponent.Child(comment), StackComponent.Child(share)])
        var children: [StackComponent.Child] = []
        if let summary = StoryStrings.likeSummary(likeCount: story.likeCount, viewerLikes: story.viewerLikes) {
            children.append(StackComponent.Child(TextComponent(summary, style: style.likeSummaryStyle)))
        }
        children.append(StackComponent.Child(buttons))
        return StackComponent(
            view: ViewConfiguration(kind: .likeBar), direction: .column, alignItems: .stretch,
            spacing: style.likeBarSpacing, children: children)
    }
}
