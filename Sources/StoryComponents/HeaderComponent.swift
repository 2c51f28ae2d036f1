import Components
import Feed
import FeedStyle
import Views

/// A story's header: a `.storyHeader` row with the square avatar (its side from the model, on the
/// pixel grid) and, beside it, the author's name over the time, the column taking the rest of the
/// width. The row is as tall as the taller of the avatar and the column.
///
/// Pure; any thread.
public enum HeaderComponent {
    public static func make(_ author: Author, timestamp: Timestamp, style: FeedStyle) -> any Component {
        let side = style.avatarSide(author.avatarSize)
        let avatar = ImageComponent(StoryImages.avatar(author), attributes: [.cornerRadius(side / 2)], size: .points(side, side))
        let lines = StackComponent(direction: .column, alignItems: .stretch, spacing: style.headerLineSpacing, children: [
            StackComponent.Child(TextComponent(author.name, style: style.nameStyle)),
            StackComponent.Child(TextComponent(StoryStrings.timestamp(timestamp), style: style.timestampStyle)),
        ])
        return StackComponent(
            view: ViewConfiguration(kind: .storyHeader), direction: .row, alignItems: .flexStart,
            spacing: style.headerSpacing,
            children: [
                StackComponent.Child(avatar),
                StackComponent.Child(lines, flexGrow: 1, flexShrink: 1, flexBasis: .points(0)),
            ])
    }
}
