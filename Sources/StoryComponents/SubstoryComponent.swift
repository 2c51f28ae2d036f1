import Components
import Feed
import FeedStyle
import Views

/// An embedded story (a reshare or a reply): a bordered `.substory` column with the story's header,
/// message, attachments and, recursively, its own substories. It has no like bar or comments: those
/// belong to the top-level story. Its parent indents it by `style.substoryIndent`.
///
/// Pure; any thread.
public enum SubstoryComponent {
    /// - Complexity: O(n) in the nested stories and their attachments.
    public static func make(_ story: Story, style: FeedStyle) -> any Component {
        StackComponent(
            view: ViewConfiguration(kind: .substory, attributes: [.property(.borderColor, .color(style.borderColor))]),
            direction: .column, alignItems: .stretch, spacing: style.storySpacing, padding: style.substoryPadding,
            children: StoryComponent.body(of: story, style: style))
    }
}
