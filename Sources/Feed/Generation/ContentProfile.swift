/// The distributions behind one `ContentMix`. Message lengths are log-normal in words (many short
/// messages and a long tail of long ones, as measured on real feeds); like counts are Pareto-distributed.
struct ContentProfile: Sendable {
    /// Median message length in words, and the log-normal shape (larger: a longer tail).
    var medianWords: Double
    var wordsSigma: Double
    /// Longest message, in words (the tail is cut here).
    var maximumWords = 600
    /// Chance of a story with no message at all (a photo on its own).
    var emptyMessageChance: Double
    /// Chances of a story having photos, a link card or a video (independent of each other).
    var photoChance: Double
    var linkChance: Double
    var videoChance: Double
    /// Chance that a photo story has more than one photo (two to four).
    var multiplePhotoChance: Double
    /// Chance of a story at each depth (0 = top level) having substories; beyond the list, none.
    var substoryChanceByDepth: [Double]
    /// Most substories of one story.
    var maximumSubstories: Int
    /// Chance that a substory is a reshare of an earlier story (the same entity, same id) rather than new.
    var reshareChance: Double

    static func profile(for mix: ContentMix) -> ContentProfile {
        switch mix {
        case .mixed:
            return ContentProfile(
                medianWords: 12, wordsSigma: 1.1, emptyMessageChance: 0.05, photoChance: 0.30, linkChance: 0.12,
                videoChance: 0.06, multiplePhotoChance: 0.3, substoryChanceByDepth: [0.12, 0.05],
                maximumSubstories: 2, reshareChance: 0.5)
        case .textHeavy:
            return ContentProfile(
                medianWords: 35, wordsSigma: 0.9, emptyMessageChance: 0, photoChance: 0.05, linkChance: 0.08,
                videoChance: 0.01, multiplePhotoChance: 0.1, substoryChanceByDepth: [0.08, 0.03],
                maximumSubstories: 2, reshareChance: 0.5)
        case .photoHeavy:
            return ContentProfile(
                medianWords: 5, wordsSigma: 1.0, emptyMessageChance: 0.25, photoChance: 0.85, linkChance: 0.03,
                videoChance: 0.12, multiplePhotoChance: 0.5, substoryChanceByDepth: [0.05],
                maximumSubstories: 1, reshareChance: 0.7)
        case .nested:
            return ContentProfile(
                medianWords: 10, wordsSigma: 1.0, emptyMessageChance: 0.05, photoChance: 0.2, linkChance: 0.08,
                videoChance: 0.03, multiplePhotoChance: 0.2, substoryChanceByDepth: [0.9, 0.7, 0.5, 0.4],
                maximumSubstories: 3, reshareChance: 0.2)
        }
    }
}
