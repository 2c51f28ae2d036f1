import Testing

@testable import Harness

/// The progress line's text: the scenario, the pipeline, which repetition of how many, the frames done.
@Suite struct RunProgressTests {
    static func place(scenarios: Int = 3) -> RunProgress {
        RunProgress(scenario: "default", scenarioNumber: 2, scenarioCount: scenarios, warmUp: 1, repetitions: 3,
                    framesPerRepetition: 301)
    }

    @Test func namesThePhaseTheRepetitionAndTheFrames() {
        var place = Self.place()
        #expect(place.description == #""default" (scenario 2 of 3): starting"#)
        place.start(.frames(.mvc, repetition: 0))
        #expect(place.description == #""default" (scenario 2 of 3): mvc, warm-up repetition 1 of 1, frame 0 of 301"#)
        place.frameDone()
        place.frameDone()
        #expect(place.description == #""default" (scenario 2 of 3): mvc, warm-up repetition 1 of 1, frame 2 of 301"#)
        // Warm-up rounds come first: round 2 is the second measured repetition; a new phase counts frames again.
        place.start(.frames(.components, repetition: 2))
        #expect(place.description == #""default" (scenario 2 of 3): components, repetition 2 of 3, frame 0 of 301"#)
        place.start(.counting(.mvc))
        place.frameDone()
        #expect(place.description == #""default" (scenario 2 of 3): mvc, counting repetition, frame 1 of 301"#)
        place.start(.parallelBuild)
        #expect(place.description == #""default" (scenario 2 of 3): components, parallel build"#)
    }

    /// One scenario: no "scenario 1 of 1"; a name is quoted and escaped as every console line echoes it.
    @Test func aRunOfOneScenarioAndAHostileName() {
        var place = RunProgress(scenario: "two\nlines", scenarioNumber: 1, scenarioCount: 1, warmUp: 0, repetitions: 1,
                                framesPerRepetition: 31)
        place.start(.frames(.mvc, repetition: 0))
        #expect(place.description == #""two\nlines": mvc, repetition 1 of 1, frame 0 of 31"#)
    }
}
