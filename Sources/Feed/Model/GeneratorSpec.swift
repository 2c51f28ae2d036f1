/// A feed described by how to generate it rather than by its stories: `FeedGenerator` turns the same spec
/// into the same stories on every machine, so a 10,000-story scenario stays a few lines long.
///
/// JSON: `{"seed": 42, "stories": 10000, "mix": "mixed"}`; `mix` defaults to `mixed`.
public struct GeneratorSpec: Hashable, Sendable, Codable {
    /// Any whole number from 0 to 2^53 - 1.
    public let seed: UInt64
    /// The number of top-level stories (at least 1).
    public let stories: Int
    public let mix: ContentMix

    public init(seed: UInt64, stories: Int, mix: ContentMix = .mixed) {
        self.seed = seed
        self.stories = stories
        self.mix = mix
    }

    public init(from decoder: any Decoder) throws {
        self = try ScenarioReader.decode(decoder) { reader, value, path in reader.readGeneratorSpec(value, at: path) }
    }
}
