import Components
import Feed
import FeedStyle
import Views

/// One shown comment: a `.comment` column with the author's name over the text (at most
/// `style.commentTextStyle.maxLines` lines).
///
/// Pure; any thread.
public enum CommentComponent {
    public static func make(_ comment: Comment, style: FeedStyle) -> any Component {
        StackComponent(
            view: ViewConfiguration(kind: .comment), direction: .column, alignItems: .stretch,
            spacing: style.commentLineSpacing,
            children: [
                StackComponent.Child(TextComponent(comment.author.name, style: style.commentAuthorStyle)),
                StackComponent.Child(TextComponent(comment.text, style: style.commentTextStyle)),
            ])
    }
}
