import ComponentsPipeline
import Feed
import FeedState
import Foundation
import Geometry
@testable import Harness
import Testing
import TextLayout

/// The components driver with a prefetch window against the one that lays out the whole feed up front,
/// through the default scenario. Deterministic properties only: how many frames waited depends on
/// thread timing and is never asserted.
@MainActor
@Suite struct ComponentsPrefetchTests {
    static func defaultScenario() throws -> Scenario {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Scenarios/default.json")
        return try ScenarioLoader.load(data: Data(contentsOf: url), file: "default.json")
    }

    /// A driver for `scenario` with its first screen shown; changesets delivered synchronously, so two
    /// drivers show the same frames whatever the workers' timing.
    static func driver(_ scenario: Scenario, prefetchViewports: Double?, retainViewports: Double = 4,
                       workers: Int = 2) throws -> ComponentsDriver {
        let policy = FeedPolicy(prefetchViewports: prefetchViewports, retainViewports: retainViewports,
                                updates: .synchronous)
        let driver = ComponentsDriver(stories: scenario.feed.resolvedStories(), device: scenario.device,
                                      textEngine: TextEngine(fonts: try TestScenarios.fonts()),
                                      workers: LayoutWorkers(count: workers),
                                      policy: policy, renderer: nil)
        try driver.showFirstScreen(PassRecorder(instrumented: false))
        return driver
    }

    /// Frame `frame` (1…N) of `scenario` on `driver`, as `ScenarioRun` runs it.
    static func step(_ driver: ComponentsDriver, _ scenario: Scenario, frame: Int, offset: Double,
                     recorder: PassRecorder) {
        recorder.beginFrame()
        driver.beginFrame(frame, recorder)
        driver.closeScreens(recorder)
        for event in scenario.events where event.frame == frame {
            _ = driver.apply(event, frame: frame, recorder)
        }
        driver.scroll(to: offset, recorder)
    }

    /// What a driver shows: the viewport offset and, per mounted position, the story's layout key and
    /// its row frame in feed coordinates.
    static func shown(_ driver: ComponentsDriver) -> (offset: Double, rows: [Int: Rect], keys: [Int: StoryLayoutKey]) {
        guard let mounter = driver.feedMounter else { return (0, [:], [:]) }
        var rows: [Int: Rect] = [:]
        var keys: [Int: StoryLayoutKey] = [:]
        for position in mounter.mountedPositions {
            rows[position] = mounter.host(at: position)?.frame
            keys[position] = mounter.mountedKey(at: position)
        }
        return (mounter.viewport.offset, rows, keys)
    }

    /// With a window of 0 the workers never run ahead of the viewport's bottom, so frames wait for
    /// layouts (on every machine, in practice): the wait path is checked too.
    @Test(arguments: [0.0, RunOptions.defaultPrefetchViewports])
    func aScrollWithPrefetchMountsTheSameRowsAtTheSamePlaces(prefetchViewports: Double) throws {
        let scenario = try Self.defaultScenario()
        let full = try Self.driver(scenario, prefetchViewports: nil)
        let prefetched = try Self.driver(scenario, prefetchViewports: prefetchViewports)
        let recorder = PassRecorder(instrumented: false)
        let offsets = scenario.scroll.offsets(frameBudget: scenario.frameBudget)
        var mismatches: [Int] = []
        for (index, offset) in offsets.enumerated() {
            Self.step(full, scenario, frame: index + 1, offset: offset, recorder: recorder)
            Self.step(prefetched, scenario, frame: index + 1, offset: offset, recorder: recorder)
            let expected = Self.shown(full)
            let actual = Self.shown(prefetched)
            if expected.offset != actual.offset || expected.rows != actual.rows || expected.keys != actual.keys {
                mismatches.append(index + 1)
            }
        }
        #expect(mismatches.isEmpty, "frames that differ: \(mismatches.prefix(10))")
        // The mounted views are the same, so is the work on them.
        let fullCounters = full.counters
        let prefetchedCounters = prefetched.counters
        #expect(prefetchedCounters.views.viewsCreated == fullCounters.views.viewsCreated)
        #expect(prefetchedCounters.views.viewsReused == fullCounters.views.viewsReused)
        #expect(prefetchedCounters.views.attributeWrites == fullCounters.views.attributeWrites)
        #expect(prefetchedCounters.views.layoutCalls == fullCounters.views.layoutCalls)
        // Prefetch lays out fewer stories than the whole feed, never more.
        #expect(prefetchedCounters.storiesBuilt > 0)
        #expect(prefetchedCounters.storiesBuilt <= fullCounters.storiesBuilt)
        #expect(prefetchedCounters.layoutsComputed == prefetchedCounters.storiesBuilt)
    }

    /// Counters on two runs with prefetch: all equal. The prefetch requests depend only on the scroll
    /// and the events and run in order on the coordinator, and `counters` waits for the last ones to
    /// finish, so the stories built, layouts computed and text cache lookups do not depend on timing
    /// (the text cache counts one miss per distinct string whichever thread measures it first).
    /// Excluded: `framesWaited` (how many frames found a layout not ready) depends on timing.
    @Test func countersRepeatWithPrefetch() throws {
        let scenario = try Self.defaultScenario()
        let offsets = scenario.scroll.offsets(frameBudget: scenario.frameBudget)
        var runs: [RepetitionCounters] = []
        for _ in 0..<2 {
            let driver = try Self.driver(scenario, prefetchViewports: RunOptions.defaultPrefetchViewports)
            let recorder = PassRecorder(instrumented: false)
            for (index, offset) in offsets.enumerated() {
                Self.step(driver, scenario, frame: index + 1, offset: offset, recorder: recorder)
            }
            runs.append(driver.counters)
        }
        #expect(runs[0] == runs[1])
        #expect(runs[0].storiesBuilt > 0)
    }

    @Test func thePrefetchWindowIsARunOption() {
        #expect(RunOptions().prefetchViewports == RunOptions.defaultPrefetchViewports)
        #expect(RunOptions(prefetchViewports: nil).prefetchViewports == nil)
    }
}
