import Feed

/// A mutable attachment: its kind and the fields that kind uses. Thread: main actor only.
@MainActor
public final class AttachmentModel {
    public private(set) var kind: Attachment.Kind
    /// The photo's, video's or link image's natural size; nil for a link without an image.
    public private(set) var mediaSize: MediaSize?
    /// Link cards only.
    public private(set) var title: String
    /// Link cards only.
    public private(set) var domain: String
    /// Videos only, in seconds.
    public private(set) var duration: Double

    /// The name of its image (`StoryImages.attachment(of:at:)`), given by the story that holds it.
    public let imageName: String

    public init(_ attachment: Attachment, imageName: String) {
        self.imageName = imageName
        kind = attachment.kind
        title = ""
        domain = ""
        duration = 0
        switch attachment {
        case .photo(let size):
            mediaSize = size
        case .link(let card):
            mediaSize = card.image
            title = card.title
            domain = card.domain
        case .video(let clip):
            mediaSize = clip.size
            duration = clip.duration
        }
    }

    /// An immutable copy; nil when the fields no longer make a valid attachment (a photo without a size).
    public var snapshot: Attachment? {
        switch kind {
        case .photo: return mediaSize.map(Attachment.photo)
        case .link: return .link(LinkCard(title: title, domain: domain, image: mediaSize))
        case .video: return mediaSize.map { .video(VideoClip(size: $0, duration: duration)) }
        }
    }
}
