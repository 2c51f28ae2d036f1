import Allocations
import Testing
@testable import Harness

/// Allocation figures are present where work happens (their exact values depend on the allocator's
/// internals, so only presence is checked).
@MainActor
@Suite(.enabled(if: Jemalloc.isAvailable, "allocation counters are unavailable in a sanitizer build (no jemalloc; Jemalloc.unavailableReason)"))
struct AllocationTests {
    @Test func componentsPassesAllocate() throws {
        let scenario = try TestScenarios.smallMixed()
        let result = try ScenarioRun(scenario: scenario, fonts: try TestScenarios.fonts(),
                                     options: RunOptions(repetitions: 1)).run(.components)
        #expect(result.passes.build.allocatedBytes > 0)
        #expect(result.passes.build.allocations > 0)
        #expect(result.passes.layout.allocatedBytes > 0)
        #expect(result.passes.mount.allocatedBytes > 0)
        #expect(result.passes.update.allocatedBytes > 0)
    }

    @Test func mvcFramesAllocate() throws {
        let scenario = try TestScenarios.smallMixed()
        let result = try ScenarioRun(scenario: scenario, fonts: try TestScenarios.fonts(),
                                     options: RunOptions(repetitions: 1)).run(.mvc)
        #expect(result.passes.mount.allocatedBytes > 0)
        let frames = try #require(result.repetitions.first?.frames)
        #expect(frames.reduce(0) { $0 + $1.allocatedBytes } > 0)
    }

    /// Requests per frame come from the counting repetition: one count per frame of the script, and a
    /// frame that makes views or applies an edit allocates.
    @Test(arguments: PipelineKind.allCases)
    func aCountingRepetitionGivesRequestsPerFrame(pipeline: PipelineKind) throws {
        let scenario = try TestScenarios.smallMixed()
        let result = try ScenarioRun(scenario: scenario, fonts: try TestScenarios.fonts(),
                                     options: RunOptions(repetitions: 1)).run(pipeline)
        #expect(result.frameAllocations.count == scenario.frameCount + 1)
        // The launch frame builds the pipeline.
        #expect(result.frameAllocations[0] > 0)
        // Frame 10 likes a story, frame 20 opens one.
        #expect(result.frameAllocations[10] > 0)
        #expect(result.frameAllocations[20] > 0)
        var options = RunOptions(repetitions: 1)
        options.countingRepetition = false
        let uncounted = try ScenarioRun(scenario: scenario, fonts: try TestScenarios.fonts(), options: options).run(pipeline)
        #expect(uncounted.frameAllocations.isEmpty)
    }
}
