import Feed
import Testing
@testable import Harness

/// Deterministic properties of runs: counters, views created. Never timing.
@MainActor
@Suite struct ScenarioRunTests {
    /// Runs whose every counter repeats: component changesets delivered synchronously.
    static func synchronous(_ scenario: Scenario) throws -> ScenarioRun {
        var options = RunOptions()
        options.updateDelivery = .synchronous
        return ScenarioRun(scenario: scenario, fonts: try TestScenarios.fonts(), options: options)
    }

    @Test(arguments: PipelineKind.allCases)
    func sameScenarioSameCounters(pipeline: PipelineKind) throws {
        let scenario = try TestScenarios.smallMixed()
        let run = try Self.synchronous(scenario)
        let first = try run.run(pipeline)
        let second = try run.run(pipeline)
        #expect(first.counters == second.counters)
        #expect(first.countersRepeat)
        #expect(second.countersRepeat)
        #expect(first.repetitions.count == 2)
        #expect(first.metrics.frames == 2 * (scenario.frameCount + 1))
        #expect(first.counters.views.viewsCreated > 0)
        #expect(first.counters.views.attributeWrites > 0)
        #expect(first.skippedEvents.isEmpty)
        #expect(first.peakLiveViews > 0)
        let liveViews = first.repetitions.flatMap { $0.frames.map(\.liveViews) }
        #expect(liveViews.allSatisfy { $0 > 0 } && (liveViews.max() ?? 0) <= first.peakLiveViews)
    }

    /// The counters per pass are deterministic too, and add up to the repetition's.
    @Test(arguments: PipelineKind.allCases)
    func countersPerPassRepeatAndAddUp(pipeline: PipelineKind) throws {
        let scenario = try TestScenarios.smallMixed()
        let run = try Self.synchronous(scenario)
        let first = try run.run(pipeline)
        let second = try run.run(pipeline)
        for (a, b) in zip(first.repetitions + second.repetitions, second.repetitions + first.repetitions) {
            for pass in Pass.allCases { #expect(a.passes[pass].counters == b.passes[pass].counters, "\(pass)") }
        }
        let repetition = try #require(first.repetitions.first)
        var sum = ViewWorkCounters()
        for pass in Pass.allCases { sum.add(repetition.passes[pass].counters) }
        #expect(sum.viewsCreated == repetition.counters.views.viewsCreated)
        #expect(sum.viewsReused == repetition.counters.views.viewsReused)
        #expect(sum.cellsReused == repetition.counters.views.cellsReused)
        #expect(sum.attributeWrites == repetition.counters.views.attributeWrites)
        #expect(sum.layoutCalls == repetition.counters.views.layoutCalls)
        #expect(repetition.passes.scroll.counters.attributeWrites > 0)
        #expect(repetition.passes.update.counters.attributeWrites > 0)
        // Every main-thread section is in a frame (the launch frame holds the set-up), so views created
        // per frame add up to the passes'.
        let inPasses = Pass.allCases.reduce(0) { $0 + repetition.passes[$1].counters.viewsCreated }
        #expect(repetition.frames.reduce(0) { $0 + $1.viewsCreated } == inPasses)
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
        // Both reuse whole rows: MVC's cells, the components pipeline's row hosts, each with its views.
        #expect(result.counters.views.cellsReused > 0)
        #expect(pipeline == .components || result.counters.views.viewsReused == 0)
    }

    /// The components pipeline's workers draw rows ahead and mounting attaches the bitmaps (async), or its views
    /// draw at mount on the main thread (sync); the counting repetition's counters say which, exactly.
    @Test(arguments: DisplayMode.allCases)
    func componentsDrawAheadOrAtMount(mode: DisplayMode) throws {
        let scenario = try TestScenarios.uniform()
        var options = RunOptions(repetitions: 1, warmUp: 0)
        options.display = mode
        let result = try ScenarioRun(scenario: scenario, fonts: try TestScenarios.fonts(), options: options).run(.components)
        #expect(result.counters.viewsDrawn > 0 && result.counters.pixelsFilled > 0)
        #expect((result.counters.bitmapsAttached > 0) == (mode == .async))
        #expect(result.passes[.display].onWorkers == (mode == .async))
        #expect(result.memory.bitmapPeakBytes.map { $0 > 0 } == true)
        #expect(result.feedPolicy?.displayViewports == (mode == .async ? scenario.displayViewports : nil))
    }

    /// A like rebuilds its row; drawn ahead, the row keeps the bitmaps of every view whose content the like did
    /// not change, so the workers draw about what the main thread draws at mount (the like button), not the row.
    @Test func anEditRedrawsOnlyWhatChanged() throws {
        let scenario = try TestScenarios.smallMixed()
        func counters(_ mode: DisplayMode) throws -> RepetitionCounters {
            var options = RunOptions(repetitions: 1, warmUp: 0)
            options.display = mode
            return try ScenarioRun(scenario: scenario, fonts: try TestScenarios.fonts(), options: options).run(.components).counters
        }
        let ahead = try counters(.async)
        let atMount = try counters(.sync)
        #expect(ahead.bitmapsReused > 0 && atMount.bitmapsReused == 0)
        // Drawn ahead, rows past the last frame's viewport are drawn too: more views, never fewer.
        #expect(ahead.viewsDrawn >= atMount.viewsDrawn)
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
        // The stop condition may be read off the main thread (the parallel build's workers), so it is a flag.
        let stop = StopFlag()
        var frames = 0
        #expect(throws: RunCancelled.self) {
            _ = try run.run(.mvc, progress: { done, _ in
                frames = done
                if done >= 5 { stop.set() }
            }, shouldStop: { stop.isSet })
        }
        #expect(frames == 5)
    }
}

/// A like of a liked story, or an unlike of one not liked, changes nothing: both pipelines skip it the same
/// way and time nothing for it.
@MainActor
@Suite struct NoChangeEventTests {
    @Test(arguments: PipelineKind.allCases)
    func aLikeThatChangesNothingIsSkipped(pipeline: PipelineKind) throws {
        let scenario = try TestScenarios.load("""
            {
              "schemaVersion": 2, "name": "no-change",
              "device": { "width": 375, "height": 667, "scale": 2 },
              "feed": { "stories": [
                { "id": "a", "author": { "name": "Ann" }, "timestamp": "2024-05-01T12:00:00Z", "viewerLikes": true, "likeCount": 3 },
                { "id": "b", "author": { "name": "Bo" }, "timestamp": "2024-05-01T11:00:00Z" }
              ] },
              "scroll": { "kind": "constant", "pointsPerFrame": 1, "frames": 5 },
              "events": [
                { "frame": 1, "kind": "like", "story": "a" }, { "frame": 2, "kind": "unlike", "story": "b" },
                { "frame": 3, "kind": "like", "story": "b" }
              ],
              "warmUp": 0, "repetitions": 1, "workers": 1
            }
            """)
        var options = RunOptions()
        options.updateDelivery = .synchronous
        let result = try ScenarioRun(scenario: scenario, fonts: try TestScenarios.fonts(), options: options).run(pipeline)
        #expect(result.skippedEvents == [
            SkippedEvent(frame: 1, kind: "like", reason: #"no change: the viewer already likes "a""#),
            SkippedEvent(frame: 2, kind: "unlike", reason: #"no change: the viewer does not like "b""#),
        ])
        let repetition = try #require(result.repetitions.first)
        #expect(repetition.updates.map(\.frame) == [3])
        #expect(repetition.frames[1].passes.update == 0 && repetition.frames[2].passes.update == 0)
        #expect(repetition.frames[3].passes.update > 0)
    }
}
