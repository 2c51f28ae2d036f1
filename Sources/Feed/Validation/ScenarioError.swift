import JSON

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

extension ScenarioError: JSONLocatedError {
    /// A scenario inside a document (a run.json's): its first problem, whose path starts at the document's
    /// root (the reader starts from the coding path), and how many more there are.
    public var documentError: JSONDocumentError? {
        guard let first = problems.first else { return nil }
        let more = problems.count - 1
        return JSONDocumentError(path: first.path, reason: MessageText.line(first.message)
            + (more > 0 ? " (and \(more) more problem\(more == 1 ? "" : "s") in this scenario)" : ""))
    }
}
