/// The identity of a story. Two stories with the same id are the same entity and must have the same
/// content wherever they appear (a reshared story is the same story in two places); the validator rejects
/// a repeated id whose content differs.
public struct StoryID: Hashable, Comparable, Sendable, Codable, CustomStringConvertible, ExpressibleByStringLiteral {
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

    public static func < (lhs: StoryID, rhs: StoryID) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String { rawValue }
}
