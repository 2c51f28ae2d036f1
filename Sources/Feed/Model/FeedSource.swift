/// Where a scenario's stories come from.
///
/// JSON: `{"stories": [ ... ]}` for stories given inline, `{"generate": {"seed": 1, "stories": 200}}`
/// for a generated feed, or both (format version 2): the inline stories on top of the generated ones, a
/// few hand-written stories above thousands of generated ones.
public enum FeedSource: Hashable, Sendable, Codable {
    case stories([Story])
    case generated(GeneratorSpec)
    /// Inline stories, then the generated ones below them.
    case storiesOnGenerated([Story], GeneratorSpec)

    /// The inline stories (none for a generated feed).
    public var inlineStories: [Story] {
        switch self {
        case .stories(let stories), .storiesOnGenerated(let stories, _): stories
        case .generated: []
        }
    }

    /// The generator spec, when some stories are generated.
    public var generatorSpec: GeneratorSpec? {
        switch self {
        case .stories: nil
        case .generated(let spec), .storiesOnGenerated(_, let spec): spec
        }
    }

    /// The number of top-level stories, without generating them.
    public var storyCount: Int { inlineStories.count + (generatorSpec?.stories ?? 0) }

    /// The top-level stories of the feed, in display order. A generated feed is generated on each call.
    ///
    /// - Complexity: O(1) for inline stories; O(n) in the generated stories otherwise.
    public func resolvedStories() -> [Story] {
        switch self {
        case .stories(let stories): return stories
        case .generated(let spec): return FeedGenerator(spec: spec).stories()
        case .storiesOnGenerated(let stories, let spec): return stories + FeedGenerator(spec: spec).stories()
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
        if !inlineStories.isEmpty { try container.encode(inlineStories, forKey: .stories) }
        if let generatorSpec { try container.encode(generatorSpec, forKey: .generate) }
    }
}
