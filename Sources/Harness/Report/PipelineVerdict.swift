import Foundation
import Statistics

/// Which pipeline spent less main-thread time in one scenario, by how much, and whether the repetitions decide
/// it: the gate's statistics (Hodges-Lehmann shift, percentile bootstrap interval, Mann-Whitney and
/// Kolmogorov-Smirnov at p ≤ 0.01, a 5% floor) applied to MVC against components, repetition by repetition.
/// Main-thread time per frame is the question, tested alone; p99 and the first screen are Holm-corrected
/// together. With fewer than 5 repetitions a pipeline no test reaches p ≤ 0.01 (3 give p ≥ 0.1), so nothing is
/// decided; p99 and the first screen, two tests corrected together, need 6 (5 give p ≥ 0.016). Derived from the
/// results; not stored.
///
/// Repetitions of one process are not independent runs (they share the process's heap, caches and the
/// machine's moment): the interval says how much this run's repetitions agree, and a second run of the same
/// binary can land outside it. `feedbench gate` pools processes for that reason.
public struct PipelineVerdict: Hashable, Sendable {
    /// What a figure compares, per repetition.
    public enum Metric: String, Sendable, Hashable, CaseIterable {
        case frameTime = "main-thread time per frame"
        case p99 = "p99 frame"
        case firstScreen = "time to first screen"
    }

    /// How a figure is decided.
    public enum Outcome: String, Sendable, Hashable {
        /// Significant, and the whole interval is beyond the floor: this pipeline spent less.
        case componentsLess = "components spent less"
        case mvcLess = "MVC spent less"
        /// The whole interval is within the floor: no difference that matters.
        case tie = "no difference beyond 5%"
        /// The interval reaches inside ±5%: the difference may not matter, and more repetitions would narrow it.
        case withinNoise = "within noise"
        /// The whole interval lies beyond 5% but no test reaches p ≤ 0.01: too few repetitions, or too much spread.
        case notSignificant = "not significant"
        /// Fewer than two repetitions, or a median of zero: no interval.
        case noInterval = "no interval"
    }

    /// One metric of the verdict.
    public struct Figure: Hashable, Sendable {
        public let metric: Metric
        /// Medians over the repetitions, in milliseconds.
        public let mvcMedian: Double
        public let componentsMedian: Double
        /// MVC over components, from the Hodges-Lehmann shift over the components' median (above 1: components
        /// spent less); `nil` where the components' median is 0.
        public let ratio: Double?
        /// The ratio's 95% bootstrap interval; `nil` without one.
        public let interval: Interval?
        /// The smaller of the two tests' p-values, after Holm's correction over the verdict's figures.
        public let adjustedPValue: Double?
        public let outcome: Outcome
    }

    /// The fewest repetitions a pipeline with which the main-thread figure (tested alone) can be decided: 5.
    public static let repetitionsToDecide = MannWhitneyU.repetitionsToReach(family: 1)
    /// The same for p99 and the first screen, corrected together: 6.
    public static let repetitionsToDecideTogether = MannWhitneyU.repetitionsToReach(family: 2)

    public let repetitions: Int
    public let figures: [Figure]

    /// The figure for `metric`.
    public func figure(_ metric: Metric) -> Figure? { figures.first { $0.metric == metric } }

    /// `nil` unless both pipelines ran.
    public init?(_ scenario: ScenarioReport) {
        guard let mvc = scenario.results.first(where: { $0.pipeline == .mvc }),
              let components = scenario.results.first(where: { $0.pipeline == .components }) else { return nil }
        self.init(mvc: mvc, components: components)
    }

    public init(mvc: RunResult, components: RunResult) {
        repetitions = min(mvc.repetitions.count, components.repetitions.count)
        let samples = Metric.allCases.map { metric in
            (metric, Self.values(metric, mvc), Self.values(metric, components))
        }
        let evidence = samples.map { _, mvcValues, componentsValues -> ShiftEvidence? in
            guard mvcValues.count >= 2, componentsValues.count >= 2, componentsValues.median > 0 else { return nil }
            let policy = ShiftPolicy.betweenRepetitions
            return try? ShiftEvidence(baseline: componentsValues, current: mvcValues, policy: policy)
        }
        // The main-thread time is the verdict's one question, tested alone; the frames that matter (p99, the
        // first screen) are a second family, Holm-corrected together.
        let primary = evidence.first.flatMap { $0 }.map { [$0] } ?? []
        let secondary = evidence.dropFirst().compactMap { $0 }
        let verdicts = ((try? ShiftVerdict.verdicts(family: primary)) ?? [])
            + ((try? ShiftVerdict.verdicts(family: secondary)) ?? [])
        var next = verdicts.makeIterator()
        figures = zip(samples, evidence).map { sample, evidence in
            let (metric, mvcValues, componentsValues) = sample
            let componentsMedian = componentsValues.isEmpty ? 0 : componentsValues.median
            let mvcMedian = mvcValues.isEmpty ? 0 : mvcValues.median
            guard let evidence, let verdict = next.next(), let relative = evidence.relativeShift,
                  let interval = evidence.interval.relative else {
                return Figure(metric: metric, mvcMedian: mvcMedian, componentsMedian: componentsMedian,
                              ratio: componentsMedian > 0 ? mvcMedian / componentsMedian : nil, interval: nil,
                              adjustedPValue: nil, outcome: .noInterval)
            }
            let outcome: Outcome
            switch verdict.outcome {
            case .fail: outcome = .componentsLess
            case .pass: outcome = verdict.improved ? .mvcLess : .tie
            case .inconclusive:
                let floor = EffectFloor.defaultRelative
                outcome = interval.lower > floor || interval.upper < -floor ? .notSignificant : .withinNoise
            }
            return Figure(metric: metric, mvcMedian: mvcMedian, componentsMedian: componentsMedian, ratio: 1 + relative,
                          interval: Interval(lower: 1 + interval.lower, upper: 1 + interval.upper),
                          adjustedPValue: verdict.adjustedPValue, outcome: outcome)
        }
    }

    /// Each repetition's value of `metric`, in milliseconds.
    static func values(_ metric: Metric, _ result: RunResult) -> [Double] {
        result.repetitions.map { repetition in
            let frames = repetition.frameSummary.metrics
            switch metric {
            case .frameTime: return frames.frames > 0 ? frames.totalMilliseconds / Double(frames.frames) : 0
            case .p99: return frames.percentiles.p99
            case .firstScreen: return repetition.firstScreen.mainThreadMilliseconds
            }
        }
    }

    /// The verdict in one sentence: the main-thread figure, then p99 and the first screen.
    public var sentence: String {
        guard let main = figure(.frameTime) else { return "" }
        var text: String
        switch main.outcome {
        case .componentsLess: text = "Components spent less main-thread time per frame: MVC ÷ components \(Self.describe(main))."
        case .mvcLess: text = "MVC spent less main-thread time per frame: MVC ÷ components \(Self.describe(main))."
        case .tie: text = "Neither pipeline spent \(EffectFloor.defaultRelativePercent) less main-thread time per frame: MVC ÷ components \(Self.describe(main))."
        case .withinNoise, .notSignificant:
            text = "Not decided: MVC ÷ components main-thread time per frame \(Self.describe(main)), "
                + Self.outcomeText(main)
                + (repetitions < Self.repetitionsToDecide
                    ? " (\(repetitions) repetitions cannot reach p ≤ \(ShiftVerdict.defaultAlpha); \(Self.repetitionsToDecide) or more can)." : ".")
        case .noInterval:
            text = "Not decided: MVC ÷ components main-thread time per frame \(Self.ratioText(main.ratio)) from "
                + "\(repetitions) repetition\(repetitions == 1 ? "" : "s"), too few for an interval."
        }
        let others = [PipelineVerdict.Metric.p99, .firstScreen].compactMap(figure).map { figure in
            "\(figure.metric.rawValue) \(Self.describe(figure)), \(Self.outcomeText(figure))"
        }
        if !others.isEmpty { text += " On the frames that matter: " + others.joined(separator: "; ") + "." }
        return text
    }

    /// A figure's outcome in words, with its p-value where no test reached the level.
    public static func outcomeText(_ figure: Figure) -> String {
        guard figure.outcome == .notSignificant, let p = figure.adjustedPValue else { return figure.outcome.rawValue }
        return "not significant (p = " + String(format: "%.3f", p) + ", above \(ShiftVerdict.defaultAlpha))"
    }

    /// A figure's ratio with its interval: `1.42× (95% interval 1.35–1.50×)`.
    public static func describe(_ figure: Figure) -> String {
        guard let interval = figure.interval else { return ratioText(figure.ratio) + " (no interval)" }
        return ratioText(figure.ratio) + " (95% interval " + String(format: "%.2f–%.2f×", interval.lower, interval.upper) + ")"
    }

    static func ratioText(_ ratio: Double?) -> String {
        guard let ratio, ratio.isFinite else { return "n/a" }
        return String(format: "%.2f×", ratio)
    }
}
