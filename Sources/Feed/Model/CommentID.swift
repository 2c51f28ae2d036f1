/// The identity of a comment. Like story ids, a repeated comment id must denote the same comment.
/// Comment ids and story ids are separate namespaces.
public struct CommentID: Hashable, Comparable, Sendable, Codable, CustomStringConvertible, ExpressibleByStringLiteral {
    public let rawValue: String

    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    public init(stringLiteral value: String) {
        self.rawValue = value
    }

    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    public static func < (lhs: CommentID, rhs: CommentID) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String { rawValue }
}
