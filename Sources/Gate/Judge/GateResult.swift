import Harness
import Statistics

/// What the gate decided, and why, per scenario and pipeline: the input of every output (JUnit, Markdown,
/// gate.json, annotations).
public struct GateResult: Hashable, Sendable, Codable {
    public enum Outcome: String, Hashable, Sendable, Codable {
        case pass, fail, inconclusive

        /// 0 pass (improvements included), 1 regression, 3 inconclusive (2 is bad input, before any verdict).
        public var exitCode: Int32 {
            switch self {
            case .pass: 0
            case .fail: 1
            case .inconclusive: 3
            }
        }
    }

    /// One timing metric's verdict.
    public struct Metric: Hashable, Sendable, Codable {
        public enum Outcome: String, Hashable, Sendable, Codable { case pass, fail, inconclusive, skipped }

        public let name: String
        public let unit: String
        /// Whether it decides the verdict (`GateMetric.gates`); otherwise a diagnostic, shown and never failing.
        public let gates: Bool
        public let outcome: Outcome
        public let improved: Bool
        /// Medians of the per-process values.
        public let baselineMedian: Double
        public let currentMedian: Double
        /// Processes (runs) on each side: the test's sample sizes.
        public let baselineProcesses: Int
        public let currentProcesses: Int
        /// The Hodges-Lehmann shift relative to the baseline median (`nil` where that median is not positive).
        public let relativeShift: Double?
        /// The bootstrap interval of the relative shift (or of the absolute one where there is no relative).
        public let intervalLower: Double?
        public let intervalUpper: Double?
        public let intervalIsRelative: Bool
        public let adjustedPValue: Double?
        public let reason: String
    }

    /// One budget limit on the current run.
    public struct Budget: Hashable, Sendable, Codable {
        public let name: String
        public let limit: String
        public let value: String
        public let passed: Bool
    }

    public struct Entry: Hashable, Sendable, Codable {
        public let scenario: String
        public let pipeline: PipelineKind
        public let counters: [CounterCheck]
        /// The counting repetition's instruction counts against the baseline's (empty when either has none).
        public let instructions: [InstructionCheck]
        /// The functions whose own instructions changed most (empty unless an instruction count failed or
        /// every profile was asked for).
        public let profile: [FunctionDelta]
        public let metrics: [Metric]
        public let budgets: [Budget]
        public let notes: [String]

        public var outcome: Outcome {
            if counters.contains(where: { !$0.passed }) || instructions.contains(where: { !$0.passed })
                || budgets.contains(where: { !$0.passed })
                || metrics.contains(where: { $0.gates && $0.outcome == .fail }) { return .fail }
            if metrics.contains(where: { $0.gates && $0.outcome == .inconclusive }) { return .inconclusive }
            return .pass
        }
    }

    public let baselineMachineClass: String
    public let currentMachineClass: String
    /// Whether absolute times were judged (same machine class); otherwise the MVC / components ratios were.
    public let absoluteTimesJudged: Bool
    public let alpha: Double
    public let entries: [Entry]
    /// Extra runs made for inconclusive scenarios (their repetitions pooled with the first run's).
    public var reruns: Int
    /// Conditions a reader must know (different machine class, too few repetitions, injected slowdown).
    public var warnings: [String]

    public var outcome: Outcome {
        let outcomes = entries.map(\.outcome)
        if outcomes.contains(.fail) { return .fail }
        if outcomes.contains(.inconclusive) { return .inconclusive }
        return .pass
    }

    /// Scenario names whose entries are inconclusive (the ones a re-run helps).
    public var inconclusiveScenarios: [String] {
        var names: [String] = []
        for entry in entries where entry.outcome == .inconclusive && !names.contains(entry.scenario) {
            names.append(entry.scenario)
        }
        return names
    }
}
