import Components
import FeedStyle

/// What laying out a story needs besides the story: the style, the layout context (text engine and
/// pixel grid) and the column width.
///
/// Immutable and `Sendable`: shared by every worker at once.
public struct StoryLayoutEnvironment: Sendable {
    public let style: FeedStyle
    public let context: LayoutContext
    /// The column width in points; every row is laid out at it.
    public let width: Double

    /// - Parameter context: its `pointScaleFactor` should equal `style.scale`.
    public init(style: FeedStyle, context: LayoutContext, width: Double) {
        self.style = style
        self.context = context
        self.width = width
    }
}
