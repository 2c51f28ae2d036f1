import Views

/// The view kinds of a story, beyond the library's `label`, `image` and `button`. Both pipelines
/// create exactly these kinds, in the same places, so their views can be compared one for one.
extension ViewKind {
    /// A top-level story: the root of a row.
    public static let story: ViewKind = "story"
    /// An embedded story (a reshare), indented and bordered.
    public static let substory: ViewKind = "substory"
    /// Avatar, name and time.
    public static let storyHeader: ViewKind = "story-header"
    /// A link preview: image, title, domain, bordered.
    public static let linkCard: ViewKind = "link-card"
    /// A video: the poster image and the duration badge.
    public static let video: ViewKind = "video"
    /// The duration over a video.
    public static let durationBadge: ViewKind = "duration-badge"
    /// The like, comment and share buttons.
    public static let likeBar: ViewKind = "like-bar"
    /// One comment: author and text.
    public static let comment: ViewKind = "comment"
}

/// The image names both pipelines set on image views.
public enum StoryImages {
    public static let avatar = "avatar"
    public static let photo = "photo"
    public static let linkImage = "link-image"
    public static let videoPoster = "video-poster"
}
