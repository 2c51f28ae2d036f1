/// Where a scenario's stories come from.
///
/// JSON: `{"stories": [ ... ]}` for stories given inline, or `{"generate": {"seed": 1, "stories": 200}}`
/// for a generated feed; exactly one of the two keys.
public enum FeedSource: Hashable, Sendable, Codable {
    case stories([Story])
    case generated(GeneratorSpec)

    /// The top-level stories of the feed, in display order. A generated feed is generated on each call.
    ///
    /// - Complexity: O(1) for inline stories; O(n) in the generated stories otherwise.
    public func resolvedStories() -> [Story] {
        switch self {
        case .stories(let stories): return stories
        case .generated(let spec): return FeedGenerator(spec: spec).stories()
        }
    }

    private enum CodingKeys: String, CodingKey {
        case stories, generate
    }

    public init(from decoder: any Decoder) throws {
        self = try ScenarioReader.decode(decoder) { reader, value, path in reader.readFeed(value, at: path) }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .stories(let stories): try container.encode(stories, forKey: .stories)
        case .generated(let spec): try container.encode(spec, forKey: .generate)
        }
    }
}
