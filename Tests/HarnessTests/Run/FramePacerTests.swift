import Testing
@testable import Harness

/// Paced frames never start before their refresh (a lower bound: a sleep can overrun, never underrun).
@Suite struct FramePacerTests {
    @Test func framesStartNoEarlierThanTheirRefresh() {
        var pacer = FramePacer(budget: 4)
        let clock = ContinuousClock()
        let start = clock.now
        for frame in 0...5 { pacer.waitForFrame(frame) }
        #expect(clock.now - start >= .milliseconds(20))
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
