/// An edit the store was given and could not apply, kept so a run can report it after the fact.
public struct FeedProblem: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The store revision the edit was given at (its position in the stream of edits, from 1).
    public let revision: Int
    public let edit: FeedEdit
    public let error: FeedEditError

    public init(revision: Int, edit: FeedEdit, error: FeedEditError) {
        self.revision = revision
        self.edit = edit
        self.error = error
    }

    public var description: String { "edit \(revision): \(error)" }
}
