/// Who wrote a story or a comment, as the header shows it.
public struct Author: Hashable, Sendable, Codable {
    /// The display name (non-empty; any script, emoji included).
    public let name: String
    /// The side of the square avatar, in points (positive). JSON default: 40.
    public let avatarSize: Double

    public init(name: String, avatarSize: Double = 40) {
        self.name = name
        self.avatarSize = avatarSize
    }

    /// The avatar side used when a file leaves it out.
    public static let defaultAvatarSize: Double = 40

    public init(from decoder: any Decoder) throws {
        self = try ScenarioReader.decode(decoder) { reader, value, path in reader.readAuthor(value, at: path) }
    }
}
