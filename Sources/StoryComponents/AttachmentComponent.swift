import Components
import Feed
import FeedStyle
import Geometry
import Views

/// An attachment, as wide as its column:
/// - photo: an image at the photo's aspect ratio;
/// - link: a bordered `.linkCard` column: the image at its aspect ratio (when the card has one), then
///   the title (at most two lines) over the domain, inside `style.linkTextPadding`;
/// - video: a `.video` view: the poster at the video's aspect ratio, with a `.durationBadge` in the
///   bottom-right corner, `style.durationBadgeMargin` from the edges.
///
/// Media heights are the column width times height / width, rounded to the pixel grid
/// (`FeedStyle.mediaHeight`). Pure; any thread.
public enum AttachmentComponent {
    /// `image`: the name of the attachment's image (`StoryImages.attachment(of:at:)`).
    public static func make(_ attachment: Attachment, image: String, style: FeedStyle) -> any Component {
        switch attachment {
        case .photo(let size):
            return media(image, size)
        case .link(let card):
            return link(card, image: image, style: style)
        case .video(let clip):
            return video(clip, image: image, style: style)
        }
    }

    private static func media(_ name: String, _ size: MediaSize) -> any Component {
        RatioComponent(ratio: size.height / size.width, child: ImageComponent(name))
    }

    private static func link(_ card: LinkCard, image name: String, style: FeedStyle) -> any Component {
        var children: [StackComponent.Child] = []
        if let image = card.image {
            children.append(StackComponent.Child(media(name, image)))
        }
        children.append(StackComponent.Child(StackComponent(
            direction: .column, alignItems: .stretch, spacing: style.linkTextSpacing, padding: style.linkTextPadding,
            children: [
                StackComponent.Child(TextComponent(card.title, style: style.linkTitleStyle)),
                StackComponent.Child(TextComponent(card.domain, style: style.linkDomainStyle)),
            ])))
        return StackComponent(
            view: ViewConfiguration(kind: .linkCard, attributes: [.property(.borderColor, .color(style.borderColor))]),
            direction: .column, alignItems: .stretch, children: children)
    }

    private static func video(_ clip: VideoClip, image: String, style: FeedStyle) -> any Component {
        let badge = InsetComponent(
            style.durationBadgeInsets,
            view: ViewConfiguration(kind: .durationBadge, attributes: [.backgroundColor(style.durationBadgeColor)]),
            child: TextComponent(StoryStrings.duration(clip.duration), style: style.durationStyle))
        let corner = StackComponent(
            direction: .column, justifyContent: .flexEnd, alignItems: .flexEnd,
            padding: EdgeInsets(all: style.durationBadgeMargin), children: [StackComponent.Child(badge)])
        return OverlayComponent(
            view: ViewConfiguration(kind: .video), child: media(image, clip.size), overlay: corner)
    }
}
