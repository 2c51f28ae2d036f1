import Drawing
import Feed
import Geometry
import TextLayout
import Views

/// The metrics both pipelines lay stories out with: paddings, spacings, text styles, colours and the
/// display scale. One value, read by the components pipeline (`StoryComponent`) and by the MVC views,
/// so that both produce the same frame for every view; `PipelineParityTests` holds them to it.
///
/// Every length here is a whole number of pixels at `scale` (the defaults are whole points), so that
/// the sums both pipelines form stay on the pixel grid and neither needs the other's rounding rules.
/// Lengths that come from the model (avatar side, media heights) go through `roundToPixel` /
/// `ceilToPixel` before use, in both pipelines.
///
/// A plain `Sendable` value: any thread may read it.
public struct FeedStyle: Hashable, Sendable {
    /// Pixels per point; must equal the `LayoutContext.pointScaleFactor` components are laid out with.
    public var scale: Double

    /// Inside a top-level story, around everything.
    public var storyPadding = EdgeInsets(all: 12)
    /// Between the parts of a story (header, message, each attachment, each substory, bar, comments).
    public var storySpacing = 8.0
    public var storyBackground = Color.white

    /// Between the avatar and the name column.
    public var headerSpacing = 8.0
    /// Between the author name and the timestamp.
    public var headerLineSpacing = 2.0
    public var nameStyle = TextStyle(font: .bold, size: 15, maxLines: 1)
    public var timestampStyle = TextStyle(size: 12, maxLines: 1)
    public var messageStyle = TextStyle(size: 15)

    public var linkTitleStyle = TextStyle(font: .bold, size: 14, maxLines: 2)
    public var linkDomainStyle = TextStyle(size: 12, maxLines: 1)
    /// Around the title and domain of a link card.
    public var linkTextPadding = EdgeInsets(all: 8)
    /// Between a link card's title and its domain.
    public var linkTextSpacing = 2.0
    public var borderColor = Color(rgb: 0xDDDFE2)

    public var durationStyle = TextStyle(font: .bold, size: 12, maxLines: 1)
    /// Around the duration text, inside its badge.
    public var durationBadgeInsets = EdgeInsets(top: 2, left: 6, bottom: 2, right: 6)
    /// Between the badge and the bottom-right corner of the video.
    public var durationBadgeMargin = 8.0
    public var durationBadgeColor = Color(rgb: 0x000000, alpha: 0.6)

    /// How far an embedded story is indented from its parent's content.
    public var substoryIndent = 12.0
    /// Inside an embedded story's border.
    public var substoryPadding = EdgeInsets(all: 8)

    public var buttonTitleStyle = TextStyle(size: 13, maxLines: 1)
    /// Around a like-bar button's title.
    public var buttonInsets = EdgeInsets(top: 6, left: 8, bottom: 6, right: 8)
    /// Between like-bar buttons, and between the like summary and the buttons.
    public var likeBarSpacing = 8.0
    /// The line over the buttons saying who likes the story; shown when the like count is positive.
    public var likeSummaryStyle = TextStyle(size: 12, maxLines: 1)

    /// How many of a story's first comments are shown.
    public var visibleCommentCount = 2
    public var commentAuthorStyle = TextStyle(font: .bold, size: 13, maxLines: 1)
    public var commentTextStyle = TextStyle(size: 13, maxLines: 3)
    /// Between a comment's author and its text.
    public var commentLineSpacing = 2.0

    /// The height a row counts for before it is measured, in both pipelines (MVC's estimated row height,
    /// the components feed's estimate), so neither starts from a better guess.
    public var estimatedRowHeight = 300.0

    public init(scale: Double) {
        self.scale = scale
    }

    /// The style for a scenario's device (its scale; the width is the device's, given to layout).
    public init(device: Device) {
        self.init(scale: device.scale)
    }
}
