import Feed
import Foundation
import TextLayout

/// Inline scenarios and fonts for the benchmark engines' tests.
enum BenchScenarios {
    /// 20 generated mixed stories on a 375 x 667 phone at scale 2.
    static func smallMixed() throws -> Scenario {
        try ScenarioLoader.load(data: Data("""
            {
              "schemaVersion": 2, "name": "small-mixed",
              "device": { "width": 375, "height": 667, "scale": 2 },
              "feed": { "generate": { "seed": 7, "stories": 20, "mix": "mixed" } },
              "scroll": { "kind": "constant", "pointsPerFrame": 12, "frames": 60 },
              "warmUp": 0, "repetitions": 1, "workers": 1
            }
            """.utf8), file: "inline.json")
    }

    static func fonts() throws -> FontLibrary {
        try FontLibrary.load()
    }
}
