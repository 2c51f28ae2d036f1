/// A scenario could not be used. Holds every problem found in the file, in document order (never empty).
public struct ScenarioError: Error, Hashable, Sendable, CustomStringConvertible {
    public let problems: [ValidationProblem]

    public init(problems: [ValidationProblem]) {
        self.problems = problems
    }

    /// One problem per line.
    public var description: String {
        problems.map(\.description).joined(separator: "\n")
    }
}
