import Feed

/// A mutable comment. Thread: main actor only.
@MainActor
public final class CommentModel {
    public let id: CommentID
    public private(set) var author: AuthorModel
    public private(set) var text: String

    public init(_ comment: Comment) {
        id = comment.id
        author = AuthorModel(comment.author)
        text = comment.text
    }

    public var snapshot: Comment { Comment(id: id, author: author.snapshot, text: text) }
}
