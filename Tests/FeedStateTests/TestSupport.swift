import Foundation
import Feed
@testable import FeedState

/// A small feed where one story, `shared`, appears in four places:
///
/// ```
/// shared               (top level)
/// reshare1 -> shared
/// plain
/// reshare2 -> shared
/// outer -> middle -> shared
/// ```
enum Fixture {
    static let author = Author(name: "Ann")

    static func story(_ id: StoryID, message: String = "", likes: Int = 0, substories: [Story] = []) -> Story {
        Story(
            id: id, author: author, timestamp: Timestamp(secondsSince1970: 1_714_564_800), message: message,
            substories: substories, likeCount: likes)
    }

    static let shared = story("shared", message: "Seen in many places", likes: 3)
    static let plain = story("plain", message: "Nobody embeds me")
    static let stories: [Story] = [
        shared,
        story("reshare1", substories: [shared]),
        plain,
        story("reshare2", substories: [shared]),
        story("outer", substories: [story("middle", substories: [shared])]),
    ]

    static func feed() throws -> FeedStore {
        try FeedStore(stories: stories)
    }

    static func comment(_ id: CommentID, _ text: String = "Nice") -> Comment {
        Comment(id: id, author: Author(name: "Bo"), text: text)
    }
}

/// Encodes and decodes a value with Foundation's JSON coders.
func roundTrip<Value: Codable>(_ value: Value) throws -> Value {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return try JSONDecoder().decode(Value.self, from: encoder.encode(value))
}

/// Every story in a tree, at any depth, with the given id.
func occurrences(of id: StoryID, in stories: [Story]) -> [Story] {
    stories.flatMap(\.allStories).filter { $0.id == id }
}
