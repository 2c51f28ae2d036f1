import Feed
import Foundation
import Testing
import TextLayout
import Views
@testable import Harness

/// Frame 0 is the launch frame: showing the first screen counts like any frame.
@MainActor
@Suite struct LaunchFrameTests {
    /// A pipeline whose first screen takes at least 30 ms (it sleeps) and whose scroll costs nothing.
    final class SlowLaunch: PipelineDriver {
        func showFirstScreen(_ recorder: PassRecorder) throws {
            recorder.measure(.mount) { usleep(30_000) }
        }
        func beginFrame(_ frame: Int, _ recorder: PassRecorder) {}
        func apply(_ event: ScenarioEvent, frame: Int, _ recorder: PassRecorder) -> String? { "not applied" }
        func closeScreens(_ recorder: PassRecorder) {}
        func scroll(to offset: Double, _ recorder: PassRecorder) { recorder.measure(.scroll) {} }
        func finish(_ recorder: PassRecorder) {}
        let updates: [UpdateLatency] = []
        let counters = RepetitionCounters()
        let typesetting = TypesettingTime()
        let viewWorkCounters = ViewWorkCounters()
        let liveViews = 1
        let viewContext: ViewContext? = nil
        let feedView: View? = nil
    }

    @Test func aSlowFirstScreenIsOneFrameOverBudget() throws {
        let scenario = try TestScenarios.smallMixed()
        let run = ScenarioRun(scenario: scenario, fonts: try TestScenarios.fonts())
        let repetition = try run.runRepetition(SlowLaunch(), recorder: PassRecorder(),
                                               phases: nil, index: 0, shouldStop: { false }, frameDone: {}).result
        #expect(repetition.frames.count == scenario.frameCount + 1)
        #expect(repetition.frames.map(\.frame) == Array(0...scenario.frameCount))
        let launch = try #require(repetition.frames.first)
        #expect(launch.milliseconds >= 30)
        #expect(launch.passes.mount == launch.milliseconds)
        // The sleep is wall time, not CPU time.
        #expect(launch.cpuMilliseconds < launch.milliseconds)
        let metrics = FrameMetrics(frameTimes: repetition.frames.map(\.milliseconds), budget: scenario.frameBudget)
        #expect(metrics.framesOverBudget == 1)
        #expect(metrics.droppedFrames >= 1)
        #expect(metrics.hitchTimeRatio > 0)
        #expect(repetition.firstScreen.mainThreadMilliseconds == launch.milliseconds)
        #expect(repetition.firstScreen.wallMilliseconds >= launch.milliseconds)
    }

    @Test func hangsAndFrozenFramesAreCountedApart() {
        let metrics = FrameMetrics(frameTimes: [1, 20, 260, 800, 5], budget: 17)
        #expect(metrics.framesOverBudget == 3)
        #expect(metrics.hangs == 2)
        #expect(metrics.frozenFrames == 1)
    }

    /// Both real pipelines: the launch frame holds the set-up (MVC's controllers and reloadData; the
    /// components' store, the wait for the first screen's layouts and the mount).
    @Test(arguments: PipelineKind.allCases)
    func theLaunchFrameHoldsTheSetUp(pipeline: PipelineKind) throws {
        let scenario = try TestScenarios.smallMixed()
        let result = try ScenarioRun(scenario: scenario, fonts: try TestScenarios.fonts(),
                                     options: RunOptions(repetitions: 1)).run(pipeline)
        let repetition = try #require(result.repetitions.first)
        let launch = try #require(repetition.frames.first)
        #expect(launch.frame == 0 && launch.offset == 0)
        #expect(launch.passes.build > 0 && launch.passes.mount > 0)
        #expect(launch.viewsCreated > 0)
        #expect(result.metrics.frames == scenario.frameCount + 1)
        #expect(result.firstScreen.mainThreadMilliseconds == launch.milliseconds)
        // The live heap is process-wide and tests run in parallel, so its figures are not asserted here
        // (`JemallocTests.theLiveHeapFollowsAllocations` checks the reading with a large block).
        #expect(repetition.memory.heapPeak >= repetition.memory.heapAfterFirstScreen)
    }
}
