/// Media under a story's message.
///
/// JSON: an object whose `kind` chooses the case and whose other keys are that case's fields:
/// `{"kind": "photo", "width": 1080, "height": 1350}`,
/// `{"kind": "link", "title": "...", "domain": "example.com", "image": {"width": 1200, "height": 630}}`
/// (`image` optional), `{"kind": "video", "width": 1920, "height": 1080, "duration": 42.5}`.
public enum Attachment: Hashable, Sendable, Codable {
    case photo(MediaSize)
    case link(LinkCard)
    case video(VideoClip)

    /// The `kind` values, in the order messages list them.
    public enum Kind: String, CaseIterable, Sendable {
        case photo, link, video
    }

    public var kind: Kind {
        switch self {
        case .photo: return .photo
        case .link: return .link
        case .video: return .video
        }
    }

    public init(from decoder: any Decoder) throws {
        self = try ScenarioReader.decode(decoder) { reader, value, path in reader.readAttachment(value, at: path) }
    }

    private enum CodingKeys: String, CodingKey {
        case kind, width, height, title, domain, image, duration
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(kind.rawValue, forKey: .kind)
        switch self {
        case .photo(let size):
            try container.encode(size.width, forKey: .width)
            try container.encode(size.height, forKey: .height)
        case .link(let card):
            try container.encode(card.title, forKey: .title)
            try container.encode(card.domain, forKey: .domain)
            try container.encodeIfPresent(card.image, forKey: .image)
        case .video(let clip):
            try container.encode(clip.size.width, forKey: .width)
            try container.encode(clip.size.height, forKey: .height)
            try container.encode(clip.duration, forKey: .duration)
        }
    }
}

/// A link preview: a title, the domain it points to and an optional image.
public struct LinkCard: Hashable, Sendable {
    /// Non-empty.
    public let title: String
    /// Non-empty, e.g. `example.com`.
    public let domain: String
    public let image: MediaSize?

    public init(title: String, domain: String, image: MediaSize? = nil) {
        self.title = title
        self.domain = domain
        self.image = image
    }
}

/// A video: its natural size and its duration.
public struct VideoClip: Hashable, Sendable {
    public let size: MediaSize
    /// Seconds, positive.
    public let duration: Double

    public init(size: MediaSize, duration: Double) {
        self.size = size
        self.duration = duration
    }
}
