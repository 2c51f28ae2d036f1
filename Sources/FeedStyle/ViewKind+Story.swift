import Feed
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

/// The image names both pipelines set on image views: each photo its own, named after what it shows (an
/// author's avatar, a story's attachment), so that a view shows the same photo in both pipelines and a
/// recycled view given another story's photo draws it.
public enum StoryImages {
    /// The author's avatar.
    public static func avatar(_ author: Author) -> String { avatar(named: author.name) }
    public static func avatar(named name: String) -> String { "avatar/" + name }
    /// The image of attachment `index` of story `story`: a photo, a video's poster or a link card's image.
    public static func attachment(of story: StoryID, at index: Int) -> String { "story/\(story.rawValue)/\(index)" }

    /// A photo a feed shows: its name and the size it is served at, in pixels.
    public struct Photo: Hashable, Sendable {
        public let name: String
        public let width: Int
        public let height: Int
    }

    /// Every photo of `stories` (nested ones included), each once, served as a feed's image service serves
    /// them: at most the device's width and at its scale, the natural aspect kept; avatars at their side.
    /// The same size whichever pipeline shows it, so both decode and draw the same file.
    public static func photos(in stories: [Story], device: Device) -> [Photo] {
        var photos: [Photo] = []
        var seen: Set<String> = []
        func add(_ name: String, _ width: Double, _ height: Double) {
            guard width > 0, height > 0, seen.insert(name).inserted else { return }
            let factor = min(1, device.width / width) * device.scale
            photos.append(Photo(name: name, width: max(1, Int((width * factor).rounded())),
                                height: max(1, Int((height * factor).rounded()))))
        }
        for root in stories {
            for story in root.allStories {
                add(avatar(story.author), story.author.avatarSize, story.author.avatarSize)
                for (index, item) in story.attachments.enumerated() {
                    let name = attachment(of: story.id, at: index)
                    switch item {
                    case .photo(let size): add(name, size.width, size.height)
                    case .link(let card): if let size = card.image { add(name, size.width, size.height) }
                    case .video(let clip): add(name, clip.size.width, clip.size.height)
                    }
                }
            }
        }
        return photos
    }
}
