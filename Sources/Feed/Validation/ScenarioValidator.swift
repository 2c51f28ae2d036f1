import Foundation
import JSON

/// Checks scenario documents against the format (`Scenarios/scenario.schema.json`) and the limits, and
/// reports every problem found, each with its file and JSON path.
///
/// What is checked: JSON syntax (with line and column), types, required keys, unknown keys (a typo is an
/// error, with a suggestion), known enum values, positive finite sizes, bounded counts, lengths and
/// substory nesting, consistent counts (`commentCount` at least the comments given, `likeCount` at least 1
/// when the viewer likes the story), events in frame order within the scroll and naming existing stories,
/// and entity identity: **a story or comment id that appears more than once must have the same content
/// every time** (it is the same entity shown in two places); a repeated id with different content is an
/// error at the later occurrence, naming the first.
///
/// Thread-safe: a validator is an immutable value; each call works on its own state.
public struct ScenarioValidator: Sendable {
    public let limits: ScenarioLimits

    public init(limits: ScenarioLimits = .standard) {
        self.limits = limits
    }

    /// The outcome of checking one document: the scenario when there is no problem.
    public struct Outcome: Sendable {
        /// Non-nil exactly when `problems` is empty.
        public let scenario: Scenario?
        /// In document order within each object's keys as the format lists them.
        public let problems: [ValidationProblem]
    }

    /// Checks a document. `file` names it in the problems. Never traps, whatever the bytes.
    ///
    /// - Complexity: O(n) in the document size, plus, when events name a generated story's substory or
    ///   comment (or reuse a generated id), generating the feed up to that story, keeping only those named.
    public func validate(_ data: some Sequence<UInt8>, file: String) -> Outcome {
        let value: JSONValue
        do {
            value = try JSONParser.parse(Array(data))
        } catch {
            let problem = ValidationProblem(
                file: file, path: .root, message: "not valid JSON (line \(error.line), column \(error.column): \(error.message))")
            return Outcome(scenario: nil, problems: [problem])
        }
        let reader = ScenarioReader(file: file, limits: limits)
        let scenario = reader.readScenario(value, at: .root)
        return Outcome(scenario: reader.problems.isEmpty ? scenario : nil, problems: reader.problems)
    }

    /// Checks a scenario built in code (for example by `FeedGenerator`) the way a file would be checked,
    /// by writing it out and reading it back. `file` names it in the problems.
    public func problems(in scenario: Scenario, file: String = "<scenario>") -> [ValidationProblem] {
        do {
            return validate(try ScenarioEncoding.data(scenario), file: file).problems
        } catch {
            return [ValidationProblem(file: file, path: .root, message: "cannot be encoded (\(error))")]
        }
    }
}
