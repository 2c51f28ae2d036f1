import Feed
import Testing
@testable import Harness

/// Deterministic properties of runs: counters, views created. Never timing.
@MainActor
@Suite struct ScenarioRunTests {
    @Test(arguments: PipelineKind.allCases)
    func sameScenarioSameCounters(pipeline: PipelineKind) throws {
        let scenario = try TestScenarios.smallMixed()
        let run = ScenarioRun(scenario: scenario, fonts: try TestScenarios.fonts())
        let first = try run.run(pipeline)
        let second = try run.run(pipeline)
        #expect(first.counters == second.counters)
        #expect(first.countersRepeat)
        #expect(second.countersRepeat)
        #expect(first.repetitions.count == 2)
        #expect(first.metrics.frames == 2 * scenario.frameCount)
        #expect(first.counters.viewsCreated > 0)
        #expect(first.counters.attributeWrites > 0)
        #expect(first.skippedEvents.isEmpty)
        #expect(first.peakLiveViews > 0)
    }

    @Test(arguments: PipelineKind.allCases)
    func steadyScrollCreatesNoView(pipeline: PipelineKind) throws {
        let scenario = try TestScenarios.uniform()
        let result = try ScenarioRun(scenario: scenario, fonts: try TestScenarios.fonts()).run(pipeline)
        let frames = try #require(result.repetitions.first?.frames)
        // Once the viewport has moved one screen and a row, every row entering reuses the views of a
        // row that left.
        let steady = frames.filter { $0.offset > scenario.device.height + 200 }
        #expect(!steady.isEmpty)
        #expect(steady.allSatisfy { $0.viewsCreated == 0 }, "views created: \(steady.map(\.viewsCreated))")
        #expect(result.counters.viewsReused > 0)
    }

    @Test func warmUpIsThrownAway() throws {
        let scenario = try TestScenarios.smallMixed()
        let run = ScenarioRun(scenario: scenario, fonts: try TestScenarios.fonts(),
                              options: RunOptions(repetitions: 1, warmUp: 1))
        let result = try run.run(.components)
        #expect(result.repetitions.map(\.index) == [0])
        #expect(result.warmUp == 1)
    }

    @Test func stopBetweenFramesThrows() throws {
        let scenario = try TestScenarios.smallMixed()
        let run = ScenarioRun(scenario: scenario, fonts: try TestScenarios.fonts())
        var frames = 0
        #expect(throws: RunCancelled.self) {
            _ = try run.run(.mvc, progress: { done, _ in frames = done }, shouldStop: { frames >= 5 })
        }
        #expect(frames == 5)
    }
}
