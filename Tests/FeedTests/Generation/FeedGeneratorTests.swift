import Foundation
import Testing
@testable import Feed

struct FeedGeneratorTests {
    private func generate(_ count: Int, seed: UInt64 = 1, mix: ContentMix = .mixed) -> [Story] {
        FeedGenerator(spec: GeneratorSpec(seed: seed, stories: count, mix: mix)).stories()
    }

    private func inlineScenario(_ stories: [Story]) -> Scenario {
        Scenario(
            name: "g", device: Device(width: 375, height: 667, scale: 2), feed: .stories(stories),
            scroll: .constant(pointsPerFrame: 12, frames: 10))
    }

    @Test("The same seed gives the same bytes; another seed gives others")
    func determinism() throws {
        let first = try ScenarioEncoding.data(inlineScenario(generate(300, seed: 42)))
        let second = try ScenarioEncoding.data(inlineScenario(generate(300, seed: 42)))
        let other = try ScenarioEncoding.data(inlineScenario(generate(300, seed: 43)))
        #expect(first == second)
        #expect(first != other)
    }

    @Test("A longer feed starts with the shorter one")
    func prefixStable() {
        #expect(Array(generate(200)) .prefix(50) == ArraySlice(generate(50)))
    }

    @Test("Generated feeds of every mix pass validation", arguments: ContentMix.allCases)
    func validates(_ mix: ContentMix) {
        let problems = ScenarioValidator().problems(in: inlineScenario(generate(300, seed: 3, mix: mix)))
        #expect(problems == [])
    }

    @Test("Ids are stable and readable; reshares repeat an earlier story unchanged")
    func ids() {
        let stories = generate(500)
        #expect(stories.map(\.id.rawValue).prefix(3) == ["story-1", "story-2", "story-3"])
        var firstByID: [StoryID: Story] = [:]
        var repeats = 0
        for story in stories.flatMap(\.allStories) {
            if let first = firstByID[story.id] {
                repeats += 1
                #expect(first == story)
            } else {
                firstByID[story.id] = story
            }
        }
        #expect(repeats > 0)
        #expect(stories.contains { $0.substories.contains { $0.id.rawValue.contains(".") } })
    }

    @Test("Message lengths: many short messages and a long tail")
    func messageLengths() throws {
        // Mixed: log-normal, median 12 words, sigma 1.1. At about six characters a word the median message
        // is near 70 characters; 2.3% of messages lie beyond two sigmas (over 108 words, 600+ characters).
        let messages = generate(2_000).map(\.message)
        let lengths = messages.map(\.unicodeScalars.count).sorted()
        let median = lengths[lengths.count / 2]
        #expect((40...120).contains(median))
        let long = Double(lengths.filter { $0 > 600 }.count) / Double(lengths.count)
        #expect(long > 0.005 && long < 0.06)
        #expect(lengths.last.map { $0 > 1_000 } == true)
        #expect(lengths.filter { $0 == 0 }.count > 0)  // photo-only stories
        let textHeavy = generate(2_000, mix: .textHeavy).map(\.message.unicodeScalars.count).sorted()
        let photoHeavy = generate(2_000, mix: .photoHeavy).map(\.message.unicodeScalars.count).sorted()
        #expect(textHeavy[1_000] > 2 * median)
        #expect(photoHeavy[1_000] < median)
    }

    @Test("Text exercises shaping: other scripts, right-to-left, emoji and long tokens")
    func scripts() {
        let text = generate(1_000).flatMap { $0.allStories.map(\.message) + $0.comments.map(\.text) }.joined(separator: "\n")
        func contains(_ range: ClosedRange<UInt32>) -> Bool { text.unicodeScalars.contains { range.contains($0.value) } }
        #expect(contains(0x0600...0x06FF))  // Arabic
        #expect(contains(0x0590...0x05FF))  // Hebrew
        #expect(contains(0x4E00...0x9FFF))  // CJK ideographs
        #expect(contains(0x0400...0x04FF))  // Cyrillic
        #expect(contains(0x1F300...0x1FAFF))  // emoji
        #expect(text.contains("https://"))
    }

    @Test("Attachments and counts follow the mix")
    func attachmentsAndCounts() {
        let mixed = generate(2_000)
        let photoShare = Double(mixed.filter { $0.attachments.contains { $0.kind == .photo } }.count) / 2_000
        #expect(photoShare > 0.25 && photoShare < 0.35)  // profile: 0.30
        let photoHeavy = generate(2_000, mix: .photoHeavy)
        #expect(photoHeavy.filter { $0.attachments.contains { $0.kind == .photo } }.count > 1_600)  // profile: 0.85
        #expect(mixed.contains { $0.attachments.contains { $0.kind == .video } })
        #expect(mixed.contains { $0.attachments.contains { $0.kind == .link } })
        let likes = mixed.map(\.likeCount).sorted()
        // Pareto(1, 1.1) on the 70% of stories with likes: median about 2, yet P(> 100) = 100^-1.1 = 0.6%.
        #expect(likes[1_000] < 10 && likes.filter { $0 > 100 }.count >= 3)
        #expect(mixed.allSatisfy { $0.commentCount >= $0.comments.count && (!$0.viewerLikes || $0.likeCount > 0) })
        let nestedDepths = generate(200, mix: .nested).map(\.substoryDepth)
        #expect(nestedDepths.max() == ScenarioLimits.standard.maximumSubstoryDepth)
    }

    @Test("Stories are newest first")
    func timestamps() {
        let stories = generate(100)
        #expect(stories.first?.timestamp == FeedGenerator.newestTimestamp)
        #expect(zip(stories.dropFirst(), stories).allSatisfy { $0.timestamp < $1.timestamp })
    }
}
