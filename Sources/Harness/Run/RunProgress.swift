import JSON
import Feed

/// Where a run is, as a progress line on standard error names it: the scenario (and which of the run's), the
/// phase (`RunPhase`), which repetition of how many, and how many of its frames are done.
///
/// `"default" (scenario 1 of 3): mvc, repetition 2 of 3, frame 120 of 301`
public struct RunProgress: Hashable, Sendable, CustomStringConvertible {
    public let scenario: String
    /// The scenario's place in the run, from 1, and the run's scenarios.
    public let scenarioNumber: Int
    public let scenarioCount: Int
    public let warmUp: Int
    public let repetitions: Int
    public let framesPerRepetition: Int
    /// The phase under way; `nil` before the first.
    public private(set) var phase: RunPhase?
    /// Frames done in the phase.
    public private(set) var frames = 0

    public init(scenario: String, scenarioNumber: Int, scenarioCount: Int, warmUp: Int, repetitions: Int,
                framesPerRepetition: Int) {
        self.scenario = scenario
        self.scenarioNumber = scenarioNumber
        self.scenarioCount = scenarioCount
        self.warmUp = warmUp
        self.repetitions = repetitions
        self.framesPerRepetition = framesPerRepetition
    }

    /// A phase starts: no frame of it done yet.
    public mutating func start(_ phase: RunPhase) {
        self.phase = phase
        frames = 0
    }

    public mutating func frameDone() { frames += 1 }

    public var description: String {
        let name = MessageText.quoted(scenario) + (scenarioCount > 1 ? " (scenario \(scenarioNumber) of \(scenarioCount))" : "")
        let frameText = "frame \(frames) of \(framesPerRepetition)"
        switch phase {
        case nil:
            return "\(name): starting"
        case .frames(let pipeline, let round) where round < warmUp:
            return "\(name): \(pipeline.rawValue), warm-up repetition \(round + 1) of \(warmUp), \(frameText)"
        case .frames(let pipeline, let round):
            return "\(name): \(pipeline.rawValue), repetition \(round - warmUp + 1) of \(repetitions), \(frameText)"
        case .counting(let pipeline):
            return "\(name): \(pipeline.rawValue), counting repetition, \(frameText)"
        case .parallelBuild:
            return "\(name): components, parallel build"
        }
    }
}
