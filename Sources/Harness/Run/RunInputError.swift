/// Why a run's scenarios cannot run (`RunSession.init`); nothing has run. `description` is one line; `problems`
/// are every problem of every scenario file, one a line, as `feedbench validate` prints them.
public struct RunInputError: Error, CustomStringConvertible {
    public let problems: [String]
    public let description: String

    init(_ description: String, problems: [String] = []) {
        self.description = description
        self.problems = problems
    }
}
