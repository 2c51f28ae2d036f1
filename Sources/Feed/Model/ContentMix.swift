/// The kind of feed the generator writes: how long messages are, which attachments appear and how often
/// stories nest. See `FeedGenerator` for the distributions behind each mix.
public enum ContentMix: String, CaseIterable, Hashable, Sendable, Codable {
    /// Mostly text: longer messages (median about 30 words), few photos.
    case textHeavy = "text-heavy"
    /// Mostly photos: short captions, one to four photos per story, some videos.
    case photoHeavy = "photo-heavy"
    /// A typical social feed: many short messages with a long tail, photos, links, videos and reshares.
    case mixed
    /// Like `mixed`, with substories nested up to the deepest level allowed.
    case nested

    public init(from decoder: any Decoder) throws {
        self = try ScenarioReader.decode(decoder) { reader, value, path in reader.readChoice(value, at: path) }
    }
}
