/// A comment shown under a story.
public struct Comment: Hashable, Sendable, Codable {
    public let id: CommentID
    public let author: Author
    /// The comment text (non-empty).
    public let text: String

    public init(id: CommentID, author: Author, text: String) {
        self.id = id
        self.author = author
        self.text = text
    }

    public init(from decoder: any Decoder) throws {
        self = try ScenarioReader.decode(decoder) { reader, value, path in reader.readComment(value, at: path) }
    }
}
