import Foundation
import Harness
import Statistics

/// Two runs side by side, before and after: per scenario and pipeline found in both, each metric's value in
/// each run and its change, judged against the noise the repetitions show. A time or memory figure is "worse"
/// or "better" only when the gate's statistics say so (`ShiftVerdict` over the repetitions of each run, Holm
/// across the metrics of one scenario and pipeline, a 5% floor); otherwise it is within noise. Counters are
/// counts of work: any change says the pipeline did different work.
public struct RunComparison: Sendable {
    /// How a row's change reads.
    public enum Judgement: String, Sendable {
        case worse, better
        /// The interval reaches both ways, or the change is not significant.
        case withinNoise = "within noise"
        /// The whole interval lies within ±5%: no change that matters.
        case unchanged
        /// A counter that changed: more or fewer of the work.
        case more, fewer
        /// Too few repetitions (or a zero median) for an interval.
        case noInterval = "no interval"
    }

    /// One metric of one scenario and pipeline.
    public struct Row: Sendable {
        public let scenario: String
        public let pipeline: PipelineKind
        public let metric: String
        public let unit: Unit
        /// The run's figure (a median, a pooled percentile, or a count).
        public let before: Double
        public let after: Double
        /// Whether a smaller value is better (times, memory, frames over budget); `nil` for counters.
        public let lowerIsBetter: Bool?
        /// The shift after − before over before, from the repetitions (Hodges-Lehmann), and its 95% interval;
        /// `nil` without repetitions to judge.
        public let shift: Double?
        public let interval: Interval?
        public let judgement: Judgement

        /// The plain relative change of the figures.
        public var change: Double? { before != 0 ? (after - before) / abs(before) : nil }

        /// The judgement's word, as the CSV file and the console write it.
        public var direction: String { judgement.rawValue }
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
                rows += Self.rows(scenario: scenario.scenario.name, before: result, after: next)
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

    /// How many figures of one scenario and pipeline are judged together.
    public var familySize: Int {
        guard let first = rows.first else { return 0 }
        return rows.filter { $0.scenario == first.scenario && $0.pipeline == first.pipeline && $0.lowerIsBetter != nil }.count
    }

    /// The fewest measured repetitions of any pipeline in each run.
    public var repetitions: (before: Int, after: Int) {
        (before.scenarios.flatMap(\.results).map(\.repetitions.count).min() ?? 0,
         after.scenarios.flatMap(\.results).map(\.repetitions.count).min() ?? 0)
    }

    /// One scenario and pipeline's rows, the measured metrics judged together as one family.
    static func rows(scenario: String, before: RunResult, after: RunResult) -> [Row] {
        let metrics = zip(ComparedMetric.all(before), ComparedMetric.all(after))
        let policy = ShiftPolicy.betweenRepetitions
        // Evidence for each measured metric that has repetitions enough; counters have none.
        let evidence: [ShiftEvidence?] = metrics.map { first, second in
            guard first.lowerIsBetter != nil, first.samples.count >= 2, second.samples.count >= 2,
                  first.samples.allSatisfy(\.isFinite), second.samples.allSatisfy(\.isFinite) else { return nil }
            return try? ShiftEvidence(baseline: first.samples, current: second.samples, policy: policy)
        }
        let usable = evidence.compactMap { $0 }.filter { $0.relativeShift != nil && $0.interval.relative != nil }
        var verdicts = ((try? ShiftVerdict.verdicts(family: usable)) ?? []).makeIterator()
        return zip(metrics, evidence).map { pair, evidence in
            let (first, second) = pair
            var shift: Double?
            var interval: Interval?
            let judgement: Judgement
            if first.lowerIsBetter == nil {
                judgement = second.value == first.value ? .unchanged : second.value > first.value ? .more : .fewer
            } else if let evidence, let relative = evidence.relativeShift, let range = evidence.interval.relative,
                      let verdict = verdicts.next() {
                shift = relative
                interval = range
                switch verdict.outcome {
                case .fail: judgement = .worse
                case .pass: judgement = verdict.improved ? .better : .unchanged
                case .inconclusive: judgement = .withinNoise
                }
            } else {
                judgement = first.value == second.value ? .unchanged : .noInterval
            }
            return Row(scenario: scenario, pipeline: first.pipeline, metric: first.name, unit: first.unit,
                       before: first.value, after: second.value, lowerIsBetter: first.lowerIsBetter, shift: shift,
                       interval: interval, judgement: judgement)
        }
    }
}
