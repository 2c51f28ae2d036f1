import Feed
import Foundation
import TextLayout

/// Small scenarios written inline for the console's tests.
enum ConsoleScenarios {
    /// 20 generated mixed stories, 60 frames at 12 points, a like at frame 10 and an unlike at 30.
    static func smallMixed() throws -> Scenario {
        try load("""
            {
              "schemaVersion": 2, "name": "small-mixed",
              "device": { "width": 375, "height": 667, "scale": 2 },
              "feed": { "generate": { "seed": 7, "stories": 20, "mix": "mixed" } },
              "scroll": { "kind": "constant", "pointsPerFrame": 12, "frames": 60 },
              "events": [
                { "frame": 10, "kind": "like", "story": "story-1" },
                { "frame": 30, "kind": "unlike", "story": "story-1" }
              ],
              "warmUp": 0, "repetitions": 1, "workers": 1
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
