/// Generates a feed from a `GeneratorSpec`: the same spec always gives the same stories (see
/// `SeededRandom` for what "always" covers), so a scenario can store the spec instead of the stories.
///
/// The content follows the spec's `ContentMix` (`ContentProfile` holds the distributions): log-normal
/// message lengths in several scripts with emoji and long unbreakable tokens, photos of common aspect
/// ratios, link cards, videos, nested substories, reshares of earlier stories (the same entity in two
/// places, same id and content), Pareto-distributed like and comment counts, and the first comments.
///
/// Ids are stable and readable: top-level stories are `story-1`, `story-2`, ...; the substories of
/// `story-3` are `story-3.1`, `story-3.2`, ...; comments of `story-3` are `story-3/comment-1`, ....
/// Every generated story satisfies `ScenarioLimits.standard`.
///
/// - Complexity: O(n) in the number of stories generated.
public struct FeedGenerator: Sendable {
    public let spec: GeneratorSpec
    let profile: ContentProfile
    let limits = ScenarioLimits.standard

    public init(spec: GeneratorSpec) {
        self.spec = spec
        self.profile = ContentProfile.profile(for: spec.mix)
    }

    /// The time of the newest story: 2024-05-01T12:00:00Z. Older stories go back from there.
    public static let newestTimestamp = Timestamp(secondsSince1970: 1_714_564_800)

    /// The feed's top-level stories, newest first.
    public func stories() -> [Story] {
        var stories: [Story] = []
        stories.reserveCapacity(spec.stories)
        forEachStory(through: spec.stories) { _, story in stories.append(story) }
        return stories
    }

    /// The first `count` top-level stories (at most the spec's), in order, each handed to `body` with its
    /// number (`story-N`) and then dropped: the same stories as `stories()`, in memory for one story at a
    /// time, so a check that needs story 5 of a million generates five.
    ///
    /// - Complexity: O(count).
    public func forEachStory(through count: Int, _ body: (_ number: Int, _ story: Story) -> Void) {
        var random = SeededRandom(seed: spec.seed)
        var time = Self.newestTimestamp.secondsSince1970
        /// Recent stories without substories, the candidates for a reshare.
        var reshareable: [Story] = []
        for index in 0..<min(count, spec.stories) {
            let story = makeStory(
                id: "story-\(index + 1)", depth: 0, time: time, random: &random, reshareable: reshareable)
            body(index + 1, story)
            if story.substories.isEmpty {
                reshareable.append(story)
                if reshareable.count > 50 { reshareable.removeFirst() }
            }
            time -= Int64(random.nextExponential(mean: 1_200).rounded()) + 1
        }
    }

    private func makeStory(id: String, depth: Int, time: Int64, random: inout SeededRandom, reshareable: [Story]) -> Story {
        let author = makeAuthor(depth: depth, random: &random)
        let message = random.chance(profile.emptyMessageChance) ? "" : makeMessage(random: &random)
        let attachments = makeAttachments(random: &random)
        var substories: [Story] = []
        let substoryChance = depth < profile.substoryChanceByDepth.count ? profile.substoryChanceByDepth[depth] : 0
        if depth < limits.maximumSubstoryDepth && random.chance(substoryChance) {
            let count = random.nextInt(in: 1...profile.maximumSubstories)
            var childTime = time
            for child in 0..<count {
                childTime -= Int64(random.nextExponential(mean: 3_600).rounded()) + 1
                if random.chance(profile.reshareChance), let shared = random.element(of: reshareable) {
                    substories.append(shared)
                } else {
                    substories.append(
                        makeStory(
                            id: "\(id).\(child + 1)", depth: depth + 1, time: childTime, random: &random,
                            reshareable: reshareable))
                }
            }
        }
        let likeCount = random.chance(0.3) ? 0 : min(Int(random.nextPareto(minimum: 1, alpha: 1.1)), 5_000_000)
        let commentCount = random.chance(0.5) ? 0 : min(Int(random.nextPareto(minimum: 1, alpha: 1.4)), 500_000)
        let viewerLikes = likeCount > 0 && random.chance(0.15)
        let shownComments = min(commentCount, random.nextInt(in: 0...3))
        let comments = (0..<shownComments).map { index in
            Comment(
                id: CommentID("\(id)/comment-\(index + 1)"), author: makeAuthor(depth: depth + 1, random: &random),
                text: makeText(words: max(1, min(60, Int(random.nextLogNormal(median: 6, sigma: 0.8).rounded()))), random: &random))
        }
        return Story(
            id: StoryID(id), author: author, timestamp: Timestamp(secondsSince1970: time), message: message,
            attachments: attachments, substories: substories, likeCount: likeCount, commentCount: commentCount,
            viewerLikes: viewerLikes, comments: comments)
    }

    private func makeAuthor(depth: Int, random: inout SeededRandom) -> Author {
        Author(name: random.element(of: WordLists.authorNames) ?? "Anonymous", avatarSize: depth == 0 ? 40 : 32)
    }

    private func makeMessage(random: inout SeededRandom) -> String {
        let drawn = random.nextLogNormal(median: profile.medianWords, sigma: profile.wordsSigma).rounded()
        return makeText(words: Int(min(max(drawn, 1), Double(profile.maximumWords))), random: &random)
    }

    private func makeAttachments(random: inout SeededRandom) -> [Attachment] {
        var attachments: [Attachment] = []
        if random.chance(profile.photoChance) {
            let count = random.chance(profile.multiplePhotoChance) ? random.nextInt(in: 2...4) : 1
            for _ in 0..<count {
                attachments.append(.photo(random.element(of: Self.photoSizes) ?? MediaSize(width: 1080, height: 1080)))
            }
        }
        if random.chance(profile.linkChance) {
            let title = makeTitle(random: &random)
            let domain = random.element(of: WordLists.domains) ?? "example.com"
            let image = random.chance(0.7) ? MediaSize(width: 1200, height: 630) : nil
            attachments.append(.link(LinkCard(title: title, domain: domain, image: image)))
        }
        if random.chance(profile.videoChance) {
            let size = random.element(of: Self.videoSizes) ?? MediaSize(width: 1920, height: 1080)
            let seconds = min(max(random.nextLogNormal(median: 30, sigma: 1), 1), 3_600)
            attachments.append(.video(VideoClip(size: size, duration: (seconds * 10).rounded() / 10)))
        }
        return attachments
    }

    /// Common photo shapes: square, 4:5 portrait, 3:2 and 4:3 landscape, 9:16 story, panorama.
    static let photoSizes = [
        MediaSize(width: 1080, height: 1080), MediaSize(width: 1080, height: 1350), MediaSize(width: 1080, height: 720),
        MediaSize(width: 1200, height: 900), MediaSize(width: 1080, height: 1920), MediaSize(width: 2400, height: 800),
    ]

    static let videoSizes = [
        MediaSize(width: 1920, height: 1080), MediaSize(width: 1080, height: 1920), MediaSize(width: 1280, height: 720),
        MediaSize(width: 1080, height: 1080),
    ]
}
