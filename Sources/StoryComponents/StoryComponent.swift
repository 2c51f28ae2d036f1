import Components
import Feed
import FeedStyle
import Geometry
import Views

/// Builds a top-level story's component tree from the immutable model: a `.story` column holding the
/// header, the message, the attachments, the embedded substories, the like bar and the first comments,
/// `style.storySpacing` apart inside `style.storyPadding`.
///
/// Pure functions of `(story, style)`: any thread may call them, concurrently; the result is an
/// immutable `Sendable` tree. Equal inputs give equal layouts.
public enum StoryComponent {
    /// The story's component; lay it out at the column width with `SizeRange.width(_:)`.
    /// - Complexity: O(n) in the story's nested stories, attachments and shown comments.
    public static func make(_ story: Story, style: FeedStyle) -> any Component {
        var children = body(of: story, style: style)
        children.append(StackComponent.Child(LikeBarComponent.make(story, style: style)))
        for comment in story.comments.prefix(max(0, style.visibleCommentCount)) {
            children.append(StackComponent.Child(CommentComponent.make(comment, style: style)))
        }
        return StackComponent(
            view: ViewConfiguration(kind: .story, attributes: [.backgroundColor(style.storyBackground)]),
            direction: .column, alignItems: .stretch, spacing: style.storySpacing, padding: style.storyPadding,
            children: children)
    }

    /// The layout of `make(story, style:)` at `width` points.
    ///
    /// Thread: any. `context.pointScaleFactor` should equal `style.scale`.
    public static func layout(_ story: Story, style: FeedStyle, width: Double, context: LayoutContext) -> ComponentLayout {
        make(story, style: style).layoutThatFits(.width(width), context: context)
    }

    /// What a story and an embedded story share: header, message, attachments, substories.
    static func body(of story: Story, style: FeedStyle) -> [StackComponent.Child] {
        var children = [StackComponent.Child(HeaderComponent.make(story.author, timestamp: story.timestamp, style: style))]
        if !story.message.isEmpty {
            children.append(StackComponent.Child(TextComponent(story.message, style: style.messageStyle)))
        }
        for (index, attachment) in story.attachments.enumerated() {
            let image = StoryImages.attachment(of: story.id, at: index)
            children.append(StackComponent.Child(AttachmentComponent.make(attachment, image: image, style: style)))
        }
        for substory in story.substories {
            children.append(StackComponent.Child(
                SubstoryComponent.make(substory, style: style), margin: EdgeInsets(left: style.substoryIndent)))
        }
        return children
    }
}
