import Feed
import Foundation
import TextLayout

/// Small scenarios written inline for the harness tests.
enum TestScenarios {
    /// ~20 generated mixed stories, 60 frames at 12 points, a like at frame 10, an open at 20 and an
    /// unlike at 30.
    static func smallMixed() throws -> Scenario {
        try load("""
            {
              "schemaVersion": 2, "name": "small-mixed",
              "device": { "width": 375, "height": 667, "scale": 2 },
              "feed": { "generate": { "seed": 7, "stories": 20, "mix": "mixed" } },
              "scroll": { "kind": "constant", "pointsPerFrame": 12, "frames": 60 },
              "events": [
                { "frame": 10, "kind": "like", "story": "story-1" },
                { "frame": 20, "kind": "open", "story": "story-2" },
                { "frame": 30, "kind": "unlike", "story": "story-1" }
              ],
              "warmUp": 0, "repetitions": 2, "workers": 1
            }
            """)
    }

    /// 40 stories of the same shape (author and one line of text), scrolled 8 points per frame for 200
    /// frames: after the first screen every row that enters can reuse the views of one that left.
    static func uniform() throws -> Scenario {
        let stories = (0..<40).map { index in
            "{ \"id\": \"u-\(index)\", \"author\": { \"name\": \"Ann Lee\" }, \"timestamp\": \"2024-05-01T12:00:00Z\", "
                + "\"message\": \"Same shape every time.\" }"
        }
        return try load("""
            {
              "schemaVersion": 2, "name": "uniform",
              "device": { "width": 375, "height": 667, "scale": 2 },
              "feed": { "stories": [\(stories.joined(separator: ","))] },
              "scroll": { "kind": "constant", "pointsPerFrame": 8, "frames": 200 },
              "warmUp": 0, "repetitions": 1, "workers": 2
            }
            """)
    }

    static func load(_ json: String) throws -> Scenario {
        try ScenarioLoader.load(data: Data(json.utf8), file: "inline.json")
    }

    static func fonts() throws -> FontLibrary {
        try FontLibrary.load()
    }
}
