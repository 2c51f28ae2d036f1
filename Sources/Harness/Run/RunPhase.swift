/// A phase of `ScenarioRun.run`, announced as it starts (`feedbench run` prints them to standard error
/// when `FEEDBENCH_ANNOUNCE_PHASES=1`, so a test can interrupt a run inside a phase it names, on a
/// handshake rather than after a sleep).
public enum RunPhase: Hashable, Sendable, CustomStringConvertible {
    /// The frames of one repetition (warm-up or measured) of a pipeline.
    case frames(PipelineKind, repetition: Int)
    /// The counting repetition of a pipeline.
    case counting(PipelineKind)
    /// The components pipeline's build with one worker and with N.
    case parallelBuild

    public var description: String {
        switch self {
        case .frames(let pipeline, let repetition): "\(pipeline.rawValue) frames, repetition \(repetition)"
        case .counting(let pipeline): "\(pipeline.rawValue) counting repetition"
        case .parallelBuild: "parallel build"
        }
    }
}
