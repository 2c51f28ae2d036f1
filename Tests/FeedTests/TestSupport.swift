import Foundation
@testable import Feed

/// The package root, for the bundled scenarios.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

/// The problems of a document, as printed (`test.json: path: message`).
func problems(_ json: String, file: String = "test.json") -> [String] {
    ScenarioValidator().validate(Array(json.utf8), file: file).problems.map(\.description)
}

/// A valid scenario document with one inline story; `story` replaces that story's JSON, `extra` adds
/// top-level members.
func document(story: String = minimalStory, stories: [String]? = nil, extra: String = "") -> String {
    let storyList = (stories ?? [story]).joined(separator: ", ")
    return """
        {"schemaVersion": 1, "name": "test", "device": {"width": 375, "height": 667, "scale": 2},
         "feed": {"stories": [\(storyList)]},
         "scroll": {"kind": "constant", "pointsPerFrame": 10, "frames": 100}\(extra.isEmpty ? "" : ", " + extra)}
        """
}

let minimalStory = #"{"id": "a", "author": {"name": "Ann"}, "timestamp": "2024-05-01T12:00:00Z"}"#

/// A story with every field set, nested stories and a shared (repeated) entity.
let sampleScenario: Scenario = {
    let author = Author(name: "Zoë 🐻", avatarSize: 40)
    let shared = Story(
        id: "shared", author: Author(name: "محمد علي", avatarSize: 32), timestamp: Timestamp(secondsSince1970: 1_714_000_000),
        message: "مرحبا العالم 🌍", attachments: [.video(VideoClip(size: MediaSize(width: 1920, height: 1080), duration: 12.5))])
    let story = Story(
        id: "s1", author: author, timestamp: Timestamp(secondsSince1970: 1_714_564_800),
        message: "Hello 世界, שלום, with a link https://example.com/x",
        attachments: [
            .photo(MediaSize(width: 1080, height: 1350)),
            .link(LinkCard(title: "A title", domain: "example.com", image: MediaSize(width: 1200, height: 630))),
            .link(LinkCard(title: "No image", domain: "例え.jp")),
        ],
        substories: [shared, Story(id: "s1.2", author: author, timestamp: Timestamp(secondsSince1970: 0), substories: [shared])],
        likeCount: 12, commentCount: 40, viewerLikes: true,
        comments: [Comment(id: "c1", author: author, text: "Nice \"quoted\" \\ text\n")])
    return Scenario(
        name: "sample", summary: "Every field", device: Device(name: "Phone", width: 375.5, height: 667, scale: 3),
        frameBudget: 8.33, feed: .stories([story, shared]), scroll: .fling(initialVelocity: 5000, deceleration: 0.998),
        events: [
            ScenarioEvent(frame: 0, action: .like("s1")),
            ScenarioEvent(frame: 1, action: .comment("shared", Comment(id: "c2", author: author, text: "Hi"))),
            ScenarioEvent(
                frame: 2,
                action: .insertAtTop([Story(id: "new", author: author, timestamp: Timestamp(secondsSince1970: 1_714_564_900))])),
            ScenarioEvent(frame: 3, action: .open("new")),
            ScenarioEvent(frame: 3, action: .unlike("s1")),
        ],
        warmUp: 0, repetitions: 3, workers: .fixed(8), mvcRowHeights: .measuredOnLoad)
}()
