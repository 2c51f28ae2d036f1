import Feed
import FeedStyle

/// Shows one attachment in the view `StoryView.prepare` made for its kind (a `MediaView` for a
/// photo, a `LinkCardView`, a `VideoView`). Thread: main actor only.
@MainActor
final class AttachmentController {
    let attachment: AttachmentModel

    init(attachment: AttachmentModel) {
        self.attachment = attachment
    }

    func configure(_ view: SelfSizingView) {
        let style = view.environment.style
        let natural = attachment.mediaSize.map { (width: $0.width, height: $0.height) }
        if let photo = view as? MediaView {
            photo.setImage(attachment.imageName)
            photo.naturalSize = natural
        } else if let card = view as? LinkCardView {
            card.showsImage = natural != nil
            card.image.setImage(attachment.imageName)
            card.image.naturalSize = natural
            card.titleLabel.setText(attachment.title, style: style.linkTitleStyle)
            card.domainLabel.setText(attachment.domain, style: style.linkDomainStyle)
            card.setNeedsLayout()
        } else if let video = view as? VideoView {
            video.poster.setImage(attachment.imageName)
            video.poster.naturalSize = natural
            video.durationLabel.setText(StoryStrings.duration(attachment.duration), style: style.durationStyle)
            video.setNeedsLayout()
        }
    }
}
