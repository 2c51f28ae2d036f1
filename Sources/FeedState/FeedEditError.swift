import JSON
import Feed

/// Why an edit could not be applied. A rejected edit changes no story (see ``FeedStore/apply(_:)``).
public enum FeedEditError: Error, Hashable, Sendable, Codable, CustomStringConvertible {
    /// The edit names a story the store does not hold.
    case unknownStory(id: StoryID)
    /// The story already shows a comment with this id.
    case duplicateComment(story: StoryID, comment: CommentID)
    /// One batch of new stories (an insertion, or the initial feed) holds two different stories with the
    /// same id; an id names one entity.
    case conflictingStory(id: StoryID)

    public var description: String {
        switch self {
        case .unknownStory(let id):
            return "no story \(MessageText.quoted(id.rawValue)) in the feed"
        case .duplicateComment(let story, let comment):
            return "story \(MessageText.quoted(story.rawValue)) already has a comment \(MessageText.quoted(comment.rawValue))"
        case .conflictingStory(let id):
            return "story \(MessageText.quoted(id.rawValue)) appears twice with different content; a repeated id must denote the same story"
        }
    }
}
