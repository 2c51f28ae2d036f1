import Allocations
import Testing
@testable import Harness

/// Which pass each piece of work lands in: the open event and the way back in `navigation`, edits in
/// `update`, the components pipeline's worker jobs in `build` and `layout`, waits inside the frame.
/// Asserted on the recorded attribution (the trace's sections, job counts), never on how long work took.
@MainActor
@Suite struct PassAttributionTests {
    /// The main thread's sections of one frame in the first repetition's trace, by pass name, in order:
    /// which pass a piece of work landed in, whatever it took.
    static func sections(_ trace: TraceRecord, frame: Int) -> [String] {
        trace.slices.filter { $0.track == "main" && $0.frame == frame }.map(\.name)
    }

    @Test(arguments: PipelineKind.allCases)
    func openIsTheNavigationPassAndEditsAreTheUpdatePass(pipeline: PipelineKind) throws {
        let scenario = try TestScenarios.smallMixed()
        // Synchronous delivery: an asynchronous changeset lands on whichever frame follows the workers'
        // rebuild, and on a loaded machine that was frame 21, ahead of its navigation section.
        var options = RunOptions(repetitions: 1)
        options.updateDelivery = .synchronous
        let result = try ScenarioRun(scenario: scenario, fonts: try TestScenarios.fonts(), options: options).run(pipeline)
        let frames = try #require(result.repetitions.first?.frames)
        let trace = try #require(result.trace)
        let sections = { Self.sections(trace, frame: $0) }
        // Frame 20 opens a story; frames 10 and 30 like and unlike one.
        #expect(sections(20).contains("navigation"))
        #expect(!sections(20).contains("update"))
        // Frame 21 starts with the way back to the feed.
        #expect(sections(21).first == "navigation")
        #expect(!sections(22).contains("navigation"))
        #expect(sections(10).contains("update") && sections(30).contains("update"))
        #expect(!sections(10).contains("navigation"))
        // Only frames 20 and 21 navigate.
        #expect(Set(frames.indices.filter { sections($0).contains("navigation") }) == [20, 21])
        // A frame's time is the sum of its passes; the launch frame holds the set-up.
        for frame in frames {
            let sum = Pass.allCases.reduce(0) { $0 + frame.passes[$1] }
            #expect(abs(sum - frame.milliseconds) < 1e-9)
            #expect(frame.passes.wait <= frame.milliseconds)
        }
        #expect(sections(0).contains("mount") && sections(0).contains("build"))
        #expect(frames.indices.dropFirst().allSatisfy { !sections($0).contains("mount") && !sections($0).contains("build") })
        #expect(frames.dropFirst().allSatisfy { $0.passes.mount == 0 && $0.passes.build == 0 })
    }

    /// The build and layout passes are the pipeline's own worker jobs: one phase of each per story it
    /// built (first screen, prefetch, updates), which is a deterministic count. With synchronous delivery
    /// an edit's frame waits for its re-layout, inside its update pass: the trace shows the workers' layout
    /// of the like ending inside the update section of frame 10.
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
            // Each job's CPU time is shared between its build and layout phases (the gate judges these): both
            // are filled in, whatever their size.
            #expect(repetition.passes.build.cpuMilliseconds > 0 && repetition.passes.layout.cpuMilliseconds > 0)
            // Waits are part of the update pass they happen in.
            let frames = repetition.frames
            #expect(frames[10].passes.wait <= frames[10].passes.update)
            #expect(frames[30].passes.wait <= frames[30].passes.update)
            #expect(repetition.passes.waitMilliseconds >= frames[10].passes.wait + frames[30].passes.wait)
        }
        let trace = try #require(result.trace)
        let update = try #require(trace.slices.first { $0.track == "main" && $0.frame == 10 && $0.name == "update" })
        let updateEnd = update.startMilliseconds + update.durationMilliseconds
        // The like's re-layout ran on a worker and ended before the update section did (the section waited
        // for it): a layout job ends inside the section. Causal order, not a duration.
        #expect(trace.slices.contains { slice in
            slice.track.hasPrefix("worker") && slice.name == "layout"
                && slice.startMilliseconds + slice.durationMilliseconds > update.startMilliseconds
                && slice.startMilliseconds + slice.durationMilliseconds <= updateEnd + 1e-6
        })
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
