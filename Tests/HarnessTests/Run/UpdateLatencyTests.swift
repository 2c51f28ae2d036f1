import ComponentsPipeline
import Feed
import Testing
@testable import Harness

/// Each event of the components pipeline gets one latency, from its submission to the mount of its
/// changeset, whichever frame that lands on.
@MainActor
@Suite struct UpdateLatencyTests {
    func updates(_ delivery: FeedPolicy.UpdateDelivery) throws -> [UpdateLatency] {
        var options = RunOptions(repetitions: 1)
        options.updateDelivery = delivery
        options.countingRepetition = false
        let run = ScenarioRun(scenario: try TestScenarios.smallMixed(), fonts: try TestScenarios.fonts(), options: options)
        return try #require(try run.run(.components).repetitions.first).updates
    }

    @Test func synchronousEditsLandInTheirFrame() throws {
        let updates = try updates(.synchronous)
        #expect(updates.map(\.frame) == [10, 20, 30])
        #expect(updates.map(\.kind) == ["like", "open", "unlike"])
        #expect(updates.allSatisfy { $0.mountedFrame == $0.frame && $0.milliseconds > 0 })
    }

    @Test func asynchronousEditsLandOnceEachAtOrAfterTheirFrame() throws {
        let updates = try updates(.asynchronous)
        #expect(updates.map(\.frame).sorted() == [10, 20, 30])
        #expect(updates.allSatisfy { ($0.frames ?? 0) >= 0 && $0.milliseconds > 0 })
        // Opening a detail screen is measured within its frame.
        #expect(updates.first { $0.kind == "open" }?.mountedFrame == 20)
    }
}
