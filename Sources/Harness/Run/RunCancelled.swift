/// Thrown by `ScenarioRun` when its stop check said to stop (between two frames).
public struct RunCancelled: Error, Hashable, Sendable, CustomStringConvertible {
    public init() {}
    public var description: String { "the run was interrupted" }
}
