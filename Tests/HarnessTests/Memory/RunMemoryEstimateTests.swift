import Feed
import Foundation
import Testing
@testable import Harness

/// The memory estimate of a run and the refusal of what will not fit.
@Suite struct RunMemoryEstimateTests {
    private func scenario(stories: Int, mix: String = "mixed", frames: Int = 30, repetitions: Int = 1) throws -> Scenario {
        try ScenarioLoader.load(data: Data("""
            {"schemaVersion": 2, "name": "m", "device": {"width": 375, "height": 667, "scale": 2},
             "feed": {"generate": {"seed": 1, "stories": \(stories), "mix": "\(mix)"}},
             "scroll": {"kind": "constant", "pointsPerFrame": 20, "frames": \(frames)}, "repetitions": \(repetitions)}
            """.utf8), file: "m.json")
    }

    @Test func growsWithStoriesMixFramesAndRepetitions() throws {
        let small = RunMemoryEstimate(scenario: try scenario(stories: 1_000), pipelines: 2).bytes
        let large = RunMemoryEstimate(scenario: try scenario(stories: 1_000_000), pipelines: 2).bytes
        let nested = RunMemoryEstimate(scenario: try scenario(stories: 1_000_000, mix: "nested"), pipelines: 2).bytes
        let long = RunMemoryEstimate(scenario: try scenario(stories: 1_000, frames: 1_000_000, repetitions: 1_000), pipelines: 2).bytes
        #expect(small < 200 << 20)
        #expect(large > 3 << 30 && large < nested)
        // A million nested stories reached 24 GB resident before the OOM killer stopped the run: refused
        // on a 24 GB machine, with the safety margin.
        #expect(nested > 30 << 30)
        #expect(long > 1 << 40)
        // The --repetitions override and the pipeline count enter the estimate.
        let long1 = RunMemoryEstimate(scenario: try scenario(stories: 1_000, frames: 1_000_000, repetitions: 1_000),
                                      pipelines: 1, repetitions: 1).bytes
        #expect(long1 < long / 100)
    }

    @Test func refusesOnlyWhatDoesNotFit() throws {
        let scenarios = [(file: "small.json", scenario: try scenario(stories: 100)),
                         (file: "big.json", scenario: try scenario(stories: 1_000_000, mix: "nested"))]
        let limit = MemoryLimit(bytes: 8 << 30, source: "the cgroup limit in /sys/fs/cgroup/memory.max")
        let refusal = RunMemoryEstimate.refusal(for: scenarios, pipelines: 2, repetitions: nil, limit: limit)
        #expect(refusal?.hasPrefix("big.json needs about ") == true)
        #expect(refusal?.contains("this process may use 8.0 GiB (the cgroup limit in /sys/fs/cgroup/memory.max); nothing was run") == true)
        #expect(RunMemoryEstimate.refusal(for: Array(scenarios.prefix(1)), pipelines: 2, repetitions: nil, limit: limit) == nil)
    }
}
