import Allocations
import Testing
@testable import Harness

/// Which pass each piece of work lands in: the open event and the way back in `navigation`, edits in
/// `update`, the
/// components pipeline's worker jobs in `build` and `layout`, waits inside the frame.
@MainActor
@Suite struct PassAttributionTests {
    @Test(arguments: PipelineKind.allCases)
    func openIsTheNavigationPassAndEditsAreTheUpdatePass(pipeline: PipelineKind) throws {
        let scenario = try TestScenarios.smallMixed()
        let result = try ScenarioRun(scenario: scenario, fonts: try TestScenarios.fonts(),
                                     options: RunOptions(repetitions: 1)).run(pipeline)
        let frames = try #require(result.repetitions.first?.frames)
        // Frame 20 opens a story; frames 10 and 30 like and unlike one.
        #expect(frames[20].passes.navigation > 0)
        #expect(frames[20].passes.update == 0)
        // Frame 21 starts with the way back to the feed.
        #expect(frames[21].passes.navigation > 0)
        #expect(frames[22].passes.navigation == 0)
        #expect(frames[10].passes.update > 0 && frames[30].passes.update > 0)
        #expect(frames[10].passes.navigation == 0)
        #expect(result.passes.navigation.milliseconds > 0)
        // A frame's time is the sum of its passes; the launch frame holds the set-up.
        for frame in frames {
            let sum = Pass.allCases.reduce(0) { $0 + frame.passes[$1] }
            #expect(abs(sum - frame.milliseconds) < 1e-9)
            #expect(frame.passes.wait <= frame.milliseconds)
            #expect(frame.cpuMilliseconds >= 0)
        }
        #expect(frames[0].passes.mount > 0 && frames[0].passes.build > 0)
        #expect(frames.dropFirst().allSatisfy { $0.passes.mount == 0 && $0.passes.build == 0 })
    }

    /// The build and layout passes are the pipeline's own worker jobs: one phase of each per story it
    /// built (first screen, prefetch, updates), which is a deterministic count. With synchronous delivery
    /// an edit's frame waits for its re-layout, inside its update pass.
    @Test func componentsWorkerPassesAreThePipelinesOwnJobs() throws {
        let scenario = try TestScenarios.smallMixed()
        var options = RunOptions(repetitions: 2)
        options.updateDelivery = .synchronous
        let result = try ScenarioRun(scenario: scenario, fonts: try TestScenarios.fonts(), options: options)
            .run(.components)
        for repetition in result.repetitions {
            #expect(repetition.counters.storiesBuilt > 0)
            #expect(repetition.passes.build.workerJobs == repetition.counters.storiesBuilt)
            #expect(repetition.passes.layout.workerJobs == repetition.counters.storiesBuilt)
            // A sanitizer build has no allocation counters (Jemalloc.isAvailable).
            if Jemalloc.isAvailable {
                #expect(repetition.passes.build.allocations > 0 && repetition.passes.layout.allocations > 0)
                #expect(repetition.passes.build.allocatedBytes > 0 && repetition.passes.layout.allocatedBytes > 0)
            }
            #expect(repetition.passes.workerCPUMilliseconds > 0)
            // The like and unlike wait for the workers' re-layout, inside their update pass.
            let frames = repetition.frames
            #expect(frames[10].passes.wait > 0 && frames[10].passes.wait <= frames[10].passes.update)
            #expect(repetition.passes.waitMilliseconds >= frames[10].passes.wait + frames[30].passes.wait)
        }
        #expect(result.passes.mount.workerJobs == 0 && result.passes.scroll.workerJobs == 0)
    }

    /// MVC does everything on the main thread.
    @Test func mvcHasNoWorkerPassesAndNoWaits() throws {
        let scenario = try TestScenarios.smallMixed()
        let result = try ScenarioRun(scenario: scenario, fonts: try TestScenarios.fonts(),
                                     options: RunOptions(repetitions: 1)).run(.mvc)
        for pass in Pass.allCases { #expect(result.passes[pass].workerJobs == 0) }
        #expect(result.passes.waitMilliseconds == 0)
    }
}
