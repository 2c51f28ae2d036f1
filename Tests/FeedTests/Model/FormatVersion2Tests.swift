import Foundation
import Testing
@testable import Feed

/// What format version 2 added: workers `auto`, MVC's row-height mode, scroll gestures, inline stories on
/// top of a generated feed, events through the launch frame; and version 1 files read as before.
struct FormatVersion2Tests {
    static func scenario(_ members: String, version: Int = 2) -> String {
        """
        {"schemaVersion": \(version), "name": "v2", "device": {"width": 375, "height": 667, "scale": 2},
         \(members)}
        """
    }

    static let feed = #""feed": {"generate": {"seed": 1, "stories": 5}}"#
    static let scroll = #""scroll": {"kind": "constant", "pointsPerFrame": 10, "frames": 10}"#

    func load(_ json: String) throws -> Scenario {
        try ScenarioLoader.load(data: Data(json.utf8), file: "t.json")
    }

    @Test func version2DefaultsAreAutoWorkersAndEstimatedHeights() throws {
        let scenario = try load(Self.scenario("\(Self.feed), \(Self.scroll)"))
        #expect(scenario.workers == .auto)
        #expect(scenario.mvcRowHeights == .estimated)
        let version1 = try load(Self.scenario("\(Self.feed), \(Self.scroll)", version: 1))
        #expect(version1.workers == .fixed(4))
        #expect(version1.mvcRowHeights == .measuredOnLoad)
    }

    @Test func workersAutoLeavesACoreForTheMainThread() throws {
        #expect(WorkerCount.auto.resolved(processorCount: 16) == 15)
        #expect(WorkerCount.auto.resolved(processorCount: 2) == 1)
        #expect(WorkerCount.auto.resolved(processorCount: 1) == 1)
        #expect(WorkerCount.fixed(6).resolved(processorCount: 2) == 6)
        let fixed = try load(Self.scenario(#"\#(Self.feed), \#(Self.scroll), "workers": 3, "mvcRowHeights": "measured-on-load""#))
        #expect(fixed.workers == .fixed(3) && fixed.mvcRowHeights == .measuredOnLoad)
        #expect(problems(Self.scenario(#"\#(Self.feed), \#(Self.scroll), "workers": "many", "mvcRowHeights": "lazy""#)) == [
            #"test.json: workers: must be "auto" or a whole number from 1 to 256, not "many""#,
            #"test.json: mvcRowHeights: unknown value "lazy" (expected one of: estimated, measured-on-load)"#,
        ])
    }

    @Test func gesturesChainFromWhereThePreviousEnded() throws {
        // Down 10 pt a frame for 3 frames, rest 2 frames, up 20 a frame for 3 frames (the top stops it),
        // then a fling down.
        let script = ScrollScript.gestures([
            .constant(pointsPerFrame: 10, frames: 3), .pause(frames: 2), .constant(pointsPerFrame: -20, frames: 3),
            .fling(initialVelocity: 5_000, deceleration: 0.998),
        ])
        let fling = ScrollScript.fling(initialVelocity: 5_000, deceleration: 0.998)
        #expect(script.frameCount(frameBudget: 17) == 3 + 2 + 3 + fling.frameCount(frameBudget: 17))
        let offsets = script.offsets(frameBudget: 17)
        #expect(Array(offsets.prefix(8)) == [10, 20, 30, 30, 30, 10, 0, 0])
        #expect(Array(offsets.dropFirst(8)) == fling.offsets(frameBudget: 17))
        // A fling up mirrors a fling down.
        let up = ScrollScript.gestures([.constant(pointsPerFrame: 1_000, frames: 5), .fling(initialVelocity: -5_000, deceleration: 0.998)])
        let upOffsets = up.offsets(frameBudget: 17).dropFirst(5)
        for (a, b) in zip(upOffsets, fling.offsets(frameBudget: 17)) { #expect(abs(a - max(0, 5_000 - b)) < 1e-9) }
    }

    @Test func gesturesAreReadWithTheirPaths() throws {
        let scroll = #""scroll": {"kind": "gestures", "gestures": [{"kind": "constant", "pointsPerFrame": 12, "frames": 4}, {"kind": "pause", "frames": 2}, {"kind": "fling", "initialVelocity": -3000, "deceleration": 0.99}]}"#
        let scenario = try load(Self.scenario("\(Self.feed), \(scroll)"))
        #expect(scenario.scroll == .gestures([
            .constant(pointsPerFrame: 12, frames: 4), .pause(frames: 2), .fling(initialVelocity: -3_000, deceleration: 0.99),
        ]))
        let bad = #""scroll": {"kind": "gestures", "gestures": [{"kind": "constant", "pointsPerFrame": 0, "frames": 4}, {"kind": "pause"}, {"kind": "fling", "initialVelocity": 100, "deceleration": 1}, {"kind": "hop"}]}"#
        #expect(problems(Self.scenario("\(Self.feed), \(bad)")) == [
            "test.json: scroll.gestures[0].pointsPerFrame: must be a non-zero number from -10000 to 10000 (negative scrolls up)",
            "test.json: scroll.gestures[1].frames: is required but missing",
            "test.json: scroll.gestures[2].deceleration: must be a number between 0 and 1, exclusive (UIKit's normal rate is 0.998)",
            #"test.json: scroll.gestures[3].kind: unknown value "hop" (expected one of: constant, fling, pause)"#,
        ])
        #expect(problems(Self.scenario("\(Self.feed), \(scroll)", version: 1)) == [
            #"test.json: scroll.kind: "gestures" needs "schemaVersion": 2"#
        ])
    }

    @Test func inlineStoriesGoOnTopOfTheGeneratedOnes() throws {
        let feed = #""feed": {"stories": [{"id": "mine", "author": {"name": "Me"}, "timestamp": "2024-05-01T12:00:00Z"}], "generate": {"seed": 1, "stories": 5}}"#
        let events = #""events": [{"frame": 1, "kind": "like", "story": "mine"}, {"frame": 2, "kind": "like", "story": "story-5"}]"#
        let scenario = try load(Self.scenario("\(feed), \(Self.scroll), \(events)"))
        let stories = scenario.feed.resolvedStories()
        #expect(stories.map(\.id.rawValue) == ["mine", "story-1", "story-2", "story-3", "story-4", "story-5"])
        #expect(scenario.feed.storyCount == 6)
        // Encoded and read back, it is the same scenario.
        #expect(try load(String(decoding: ScenarioEncoding.data(scenario), as: UTF8.self)) == scenario)
    }

    @Test func inlineStoriesMayNotTakeTheGeneratorsIDs() {
        let feed = #""feed": {"stories": [{"id": "mine", "author": {"name": "Me"}, "timestamp": "2024-05-01T12:00:00Z"}, {"id": "story-3", "author": {"name": "Me"}, "timestamp": "2024-05-01T12:00:00Z"}], "generate": {"seed": 1, "stories": 5}}"#
        #expect(problems(Self.scenario("\(feed), \(Self.scroll)")) == [
            #"test.json: feed.stories[1].id: "story-3" is also the id of a generated story (story-1 to story-5 and their substories); give inline stories other ids"#
        ])
        // story-6 is not generated for five stories; story-30x is not a generated id at all.
        #expect(!ScenarioReader.isGeneratedID("story-6", count: 5))
        #expect(!ScenarioReader.isGeneratedID("story-3x", count: 5))
        #expect(ScenarioReader.isGeneratedID("story-3.1", count: 5))
        #expect(ScenarioReader.isGeneratedID("story-3/comment-1", count: 5))
        #expect(problems(Self.scenario("\(feed), \(Self.scroll)", version: 1)).first?.contains("need \"schemaVersion\": 2") == true)
    }

    /// Frame 0 is the launch frame and the scroll's frames are 1…N: an event may be at frame N.
    @Test func eventsMayBeAtTheLastScrollFrame() {
        let atEnd = #""events": [{"frame": 0, "kind": "like", "story": "story-1"}, {"frame": 10, "kind": "unlike", "story": "story-1"}]"#
        #expect(problems(Self.scenario("\(Self.feed), \(Self.scroll), \(atEnd)")) == [])
        let past = #""events": [{"frame": 11, "kind": "like", "story": "story-1"}]"#
        #expect(problems(Self.scenario("\(Self.feed), \(Self.scroll), \(past)")) == [
            "test.json: events[0].frame: is after the end of the scroll (frame 0, the launch frame, to 10 at this frame budget)"
        ])
    }
}
