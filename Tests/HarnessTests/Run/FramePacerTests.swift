import Testing
@testable import Harness

/// A clock moved by hand: `wait(until:)` records the deadline and jumps to it, as a real wait would end.
private final class ManualPacerClock: PacerClock {
    var current: Duration = .zero
    private(set) var deadlines: [Duration] = []

    func now() -> Duration { current }

    func wait(until deadline: Duration) {
        deadlines.append(deadline)
        current = max(current, deadline)
    }
}

/// Paced frames wait for their refresh, k budgets after frame 0, and an overrun pushes nothing back; on a
/// clock the test moves, so no figure depends on the machine.
@Suite struct FramePacerTests {
    @Test func frameKWaitsForKBudgetsAfterFrameZero() {
        let clock = ManualPacerClock()
        clock.current = .milliseconds(100)
        var pacer = FramePacer(budget: 4, clock: clock)
        for frame in 0...3 { pacer.waitForFrame(frame) }
        // Frame 0 starts at once (origin 100 ms); frames 1, 2, 3 at 104, 108, 112 ms.
        #expect(clock.deadlines == [.milliseconds(104), .milliseconds(108), .milliseconds(112)])
        #expect(clock.current == .milliseconds(112))
    }

    /// Frame 1 overruns its budget and ends at 11 ms: frame 2's refresh (8 ms) is past, so it starts at
    /// once, and frame 3 still waits for its own refresh at 12 ms, not 11 + 4.
    @Test func anOverrunPushesNothingBack() {
        let clock = ManualPacerClock()
        var pacer = FramePacer(budget: 4, clock: clock)
        pacer.waitForFrame(0)
        pacer.waitForFrame(1)
        clock.current = .milliseconds(11)
        pacer.waitForFrame(2)
        #expect(clock.current == .milliseconds(11))
        pacer.waitForFrame(3)
        #expect(clock.deadlines == [.milliseconds(4), .milliseconds(8), .milliseconds(12)])
        #expect(clock.current == .milliseconds(12))
    }

    /// A budget in fractional milliseconds is kept to the microsecond (16.667 ms for 60 Hz).
    @Test func fractionalBudgetsKeepMicroseconds() {
        let clock = ManualPacerClock()
        var pacer = FramePacer(budget: 16.667, clock: clock)
        for frame in 0...2 { pacer.waitForFrame(frame) }
        #expect(clock.deadlines == [.microseconds(16_667), .microseconds(33_334)])
    }

    /// The production clock's wait never returns before its deadline (a sleep may overrun, never underrun).
    @Test func theMonotonicClockNeverWakesEarly() {
        let clock = MonotonicPacerClock()
        let deadline = clock.now() + .milliseconds(2)
        clock.wait(until: deadline)
        #expect(clock.now() >= deadline)
    }

    @MainActor
    @Test func aPacedRunSaysSoAndKeepsItsCounters() throws {
        let scenario = try TestScenarios.smallMixed()
        var options = RunOptions(repetitions: 1)
        options.paced = true
        let paced = try ScenarioRun(scenario: scenario, fonts: try TestScenarios.fonts(), options: options).run(.mvc)
        let unpaced = try ScenarioRun(scenario: scenario, fonts: try TestScenarios.fonts(),
                                      options: RunOptions(repetitions: 1)).run(.mvc)
        #expect(paced.paced && !unpaced.paced)
        #expect(paced.counters == unpaced.counters)
    }
}
