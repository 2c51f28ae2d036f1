import Foundation
import Harness

/// Two runs side by side, before and after: per scenario and pipeline found in both, each metric's value in
/// each run and its change. A description of what changed, not a statistical verdict (`feedbench gate`
/// judges whether a change is real).
public struct RunComparison: Sendable {
    /// One metric of one scenario and pipeline.
    public struct Row: Sendable {
        public let scenario: String
        public let pipeline: PipelineKind
        public let metric: String
        public let unit: Unit
        public let before: Double
        public let after: Double
        /// Whether a smaller value is better (times, memory, frames over budget); `nil` for counters, where a
        /// change is neither: it says the pipeline did different work.
        public let lowerIsBetter: Bool?

        public var change: Double? { before != 0 ? (after - before) / abs(before) : nil }

        public var direction: String {
            if after == before { return "unchanged" }
            guard let lowerIsBetter else { return after > before ? "more" : "fewer" }
            return (after < before) == lowerIsBetter ? "better" : "worse"
        }
    }

    public enum Unit: String, Sendable {
        case milliseconds = "ms", bytes, count, msPerSecond = "ms/s"
    }

    public let before: RunReport
    public let after: RunReport
    public let beforeName: String
    public let afterName: String
    public let rows: [Row]
    /// Scenarios (or scenario and pipeline pairs) present in only one of the runs.
    public let unmatched: [String]

    public init(before: RunReport, after: RunReport, beforeName: String, afterName: String) {
        self.before = before
        self.after = after
        self.beforeName = beforeName
        self.afterName = afterName
        var rows: [Row] = []
        var unmatched: [String] = []
        for scenario in before.scenarios {
            guard let other = after.scenarios.first(where: { $0.scenario.name == scenario.scenario.name }) else {
                unmatched.append("\(scenario.scenario.name): only in \(beforeName)")
                continue
            }
            for result in scenario.results {
                guard let next = other.results.first(where: { $0.pipeline == result.pipeline }) else {
                    unmatched.append("\(scenario.scenario.name) · \(result.pipeline.rawValue): only in \(beforeName)")
                    continue
                }
                rows += Self.metrics(result).indices.map { index in
                    let (metric, unit, value, lowerIsBetter) = Self.metrics(result)[index]
                    return Row(scenario: scenario.scenario.name, pipeline: result.pipeline, metric: metric, unit: unit,
                               before: value, after: Self.metrics(next)[index].2, lowerIsBetter: lowerIsBetter)
                }
            }
            for result in other.results where !scenario.results.contains(where: { $0.pipeline == result.pipeline }) {
                unmatched.append("\(scenario.scenario.name) · \(result.pipeline.rawValue): only in \(afterName)")
            }
        }
        for scenario in after.scenarios where !before.scenarios.contains(where: { $0.scenario.name == scenario.scenario.name }) {
            unmatched.append("\(scenario.scenario.name): only in \(afterName)")
        }
        self.rows = rows
        self.unmatched = unmatched
    }

    /// The metrics compared, in the order shown.
    static func metrics(_ result: RunResult) -> [(String, Unit, Double, Bool?)] {
        let metrics = result.metrics
        let p = metrics.percentiles
        let repetitions = Double(max(1, result.repetitions.count))
        var list: [(String, Unit, Double, Bool?)] = [
            ("p50 frame", .milliseconds, p.p50, true), ("p90 frame", .milliseconds, p.p90, true),
            ("p95 frame", .milliseconds, p.p95, true), ("p99 frame", .milliseconds, p.p99, true),
            ("max frame", .milliseconds, p.max, true),
            ("frames over budget", .count, Double(metrics.framesOverBudget), true),
            ("dropped frames", .count, Double(metrics.droppedFrames), true),
            ("hitch ratio", .msPerSecond, metrics.hitchTimeRatio, true),
            ("hangs", .count, Double(metrics.hangs), true),
            ("time to first screen (main)", .milliseconds, result.firstScreen.mainThreadMilliseconds, true),
            ("time to first screen (wall)", .milliseconds, result.firstScreen.wallMilliseconds, true),
            ("update latency p50", .milliseconds, result.updateLatency?.p50Milliseconds ?? 0, true),
            ("main-thread time per repetition", .milliseconds, metrics.totalMilliseconds / repetitions, true),
            ("allocated bytes per repetition", .bytes, Double(result.passes.allocatedBytes) / repetitions, true),
            ("allocation requests per repetition", .count, Double(result.passes.allocations) / repetitions, true),
            ("live heap peak", .bytes, Double(result.memory.heapPeak), true),
        ]
        for pass in Pass.allCases {
            list.append(("\(pass.rawValue) pass per repetition", .milliseconds,
                         result.passes[pass].milliseconds / repetitions, true))
        }
        list += result.counters.fields.map { ($0.label, .count, Double($0.value), nil) }
        return list
    }
}
