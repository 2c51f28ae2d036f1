import Feed

extension FeedEdit: Codable {
    private enum CodingKeys: String, CodingKey {
        case kind, story, comment, stories
    }

    private enum Kind: String, Codable {
        case like, unlike, comment
        case insertAtTop = "insert-at-top"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        switch try container.decode(Kind.self, forKey: .kind) {
        case .like: self = .like(try container.decode(StoryID.self, forKey: .story))
        case .unlike: self = .unlike(try container.decode(StoryID.self, forKey: .story))
        case .comment:
            self = .comment(
                try container.decode(StoryID.self, forKey: .story), try container.decode(Comment.self, forKey: .comment))
        case .insertAtTop: self = .insertAtTop(try container.decode([Story].self, forKey: .stories))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .like(let id):
            try container.encode(Kind.like, forKey: .kind)
            try container.encode(id, forKey: .story)
        case .unlike(let id):
            try container.encode(Kind.unlike, forKey: .kind)
            try container.encode(id, forKey: .story)
        case .comment(let id, let comment):
            try container.encode(Kind.comment, forKey: .kind)
            try container.encode(id, forKey: .story)
            try container.encode(comment, forKey: .comment)
        case .insertAtTop(let stories):
            try container.encode(Kind.insertAtTop, forKey: .kind)
            try container.encode(stories, forKey: .stories)
        }
    }
}
