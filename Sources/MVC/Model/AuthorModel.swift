import Feed

/// A mutable author, made from `Feed.Author` when the feed loads.
///
/// Thread: main actor only, like every MVC model object.
@MainActor
public final class AuthorModel {
    public private(set) var name: String
    /// The avatar's side in points, as the model gives it (views put it on the pixel grid).
    public private(set) var avatarSize: Double

    public init(_ author: Author) {
        name = author.name
        avatarSize = author.avatarSize
    }

    /// An immutable copy, for comparisons with the components pipeline.
    public var snapshot: Author { Author(name: name, avatarSize: avatarSize) }
}
