import ComponentsPipeline
import Feed
import Testing
@testable import Harness

/// The exact set of counters (`RunResult.counters`) repeats from run to run in every mode: MVC's two
/// height modes, the components pipeline's two update deliveries, and frames that wait for the workers.
@MainActor
@Suite struct CountersRepeatTests {
    static func counters(_ scenario: Scenario, _ configure: (inout RunOptions) -> Void) throws -> [RepetitionCounters] {
        var options = RunOptions(repetitions: 1)
        configure(&options)
        return try (0..<2).map { _ in
            try ScenarioRun(scenario: scenario, fonts: try TestScenarios.fonts(), options: options).run().map(\.counters)
        }.flatMap { $0 }
    }

    @Test(arguments: MVCRowHeights.allCases)
    func mvcCountersRepeatInBothHeightModes(heights: MVCRowHeights) throws {
        let runs = try Self.counters(try TestScenarios.smallMixed()) {
            $0.pipelines = [.mvc]
            $0.mvcRowHeights = heights
        }
        #expect(runs[0] == runs[1])
        #expect(runs[0].rowHeightsMeasured > 0)
    }

    @Test func measuringEveryRowOnLoadMeasuresMore() throws {
        let scenario = try TestScenarios.smallMixed()
        let estimated = try Self.counters(scenario) {
            $0.pipelines = [.mvc]
            $0.mvcRowHeights = .estimated
        }
        let onLoad = try Self.counters(scenario) {
            $0.pipelines = [.mvc]
            $0.mvcRowHeights = .measuredOnLoad
        }
        #expect(onLoad[0].rowHeightsMeasured > estimated[0].rowHeightsMeasured)
        // Rows shown are the same: so are the views' writes after the first screen is measured.
        #expect(onLoad[0].views.viewsCreated >= estimated[0].views.viewsCreated)
    }

    @Test(arguments: FeedPolicy.UpdateDelivery.allCases)
    func componentsCountersRepeatInBothUpdateModes(delivery: FeedPolicy.UpdateDelivery) throws {
        let runs = try Self.counters(try TestScenarios.smallMixed()) {
            $0.pipelines = [.components]
            $0.updateDelivery = delivery
            $0.threads = 2
        }
        #expect(runs[0] == runs[1])
        #expect(runs[0].storiesBuilt > 0)
    }

    /// No prefetch beyond the viewport and no batch: every frame that brings rows into view must wait for
    /// them. The counters still repeat (the hash-ordered unmounting that once made `layoutCalls` differ
    /// between processes is covered by `FeedMounterOrderTests`).
    @Test func countersRepeatWhenFramesWait() throws {
        let scenario = try TestScenarios.load("""
            {
              "schemaVersion": 2, "name": "waits",
              "device": { "width": 375, "height": 667, "scale": 2 },
              "feed": { "generate": { "seed": 3, "stories": 60, "mix": "text-heavy" } },
              "scroll": { "kind": "fling", "initialVelocity": 10000, "deceleration": 0.998 },
              "events": [{ "frame": 3, "kind": "like", "story": "story-2" }],
              "warmUp": 0, "repetitions": 1, "workers": 2
            }
            """)
        var results: [RunResult] = []
        for _ in 0..<2 {
            var options = RunOptions(pipelines: [.components], threads: 2, repetitions: 1, prefetchViewports: 0)
            options.batchViewports = 0
            results += try ScenarioRun(scenario: scenario, fonts: try TestScenarios.fonts(), options: options).run()
        }
        #expect(results[0].counters == results[1].counters)
        #expect(results.allSatisfy { $0.framesWaited > 0 })
    }
}
