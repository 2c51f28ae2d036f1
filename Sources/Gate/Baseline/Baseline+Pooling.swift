import JSON
import Feed
import Harness

/// Repetitions from several runs of the same code, judged as one sample: re-runs of inconclusive
/// scenarios, and the runs of an interleaved A/B comparison (`scripts/gate-ab`), where the base and the
/// change run in turns so that a machine that drifts slower or faster over minutes drifts for both.
extension Baseline {
    /// Why runs cannot be pooled.
    public struct PoolRefusal: Error, CustomStringConvertible, Sendable {
        public let description: String
    }

    /// `runs` (each with the name its messages use) as one: every run must hold the same scenarios and
    /// pipelines, on the same machine class, with the same deterministic counters (a counter that differs
    /// between runs of the same code is a bug, not noise). The first run gives the environment.
    public static func pooling(_ runs: [(baseline: Baseline, name: String)]) throws(PoolRefusal) -> Baseline {
        guard let (first, firstName) = runs.first else { throw PoolRefusal(description: "no run to pool") }
        var pooled = first
        for (run, name) in runs.dropFirst() {
            guard run.machineClass == first.machineClass else {
                throw PoolRefusal(description: "\(name) was run on \(run.machineClass), \(firstName) on \(first.machineClass)")
            }
            let names = first.scenarios.map(\.name)
            guard run.scenarios.map(\.name).sorted() == names.sorted() else {
                throw PoolRefusal(description: "\(name) holds scenarios "
                    + run.scenarios.map { MessageText.quoted($0.name) }.joined(separator: ", ")
                    + ", \(firstName) holds " + names.map(MessageText.quoted).joined(separator: ", "))
            }
            for scenario in first.scenarios {
                guard let other = run.scenarios.first(where: { $0.name == scenario.name }) else { continue }
                for pipeline in scenario.pipelines {
                    guard let theirs = other.pipelines.first(where: { $0.pipeline == pipeline.pipeline }) else {
                        throw PoolRefusal(description: "\(name): scenario \(MessageText.quoted(scenario.name)) has no "
                            + "\(pipeline.pipeline.rawValue) pipeline, \(firstName) has")
                    }
                    guard pipeline.countersExact && theirs.countersExact else { continue }
                    for (mine, their) in zip(pipeline.counters.fields, theirs.counters.fields) where mine.value != their.value {
                        throw PoolRefusal(description: "scenario \(MessageText.quoted(scenario.name)), "
                            + "\(pipeline.pipeline.rawValue): counter \(mine.name) is \(mine.value) in \(firstName) and "
                            + "\(their.value) in \(name); runs of the same code count the same, so these are runs of "
                            + "different code (or a bug)")
                    }
                }
            }
            pooled = pooled.pooled(with: run)
        }
        return pooled
    }

    /// Pools `other`'s repetitions into this run's, scenario by scenario (a re-run of inconclusive ones):
    /// a scenario or pipeline `other` lacks keeps its own.
    public func pooled(with other: Baseline) -> Baseline {
        var copy = self
        copy.scenarios = scenarios.map { scenario in
            guard let more = other.scenarios.first(where: { $0.name == scenario.name }) else { return scenario }
            return Scenario(name: scenario.name, budgetMilliseconds: scenario.budgetMilliseconds,
                            pipelines: scenario.pipelines.map { pipeline in
                guard let extra = more.pipelines.first(where: { $0.pipeline == pipeline.pipeline }) else { return pipeline }
                // A metric one run lacks (a pass it never ran) cannot be lined up with the processes: left out.
                var metrics: [String: [Double]] = [:]
                for (name, values) in pipeline.metrics {
                    if let more = extra.metrics[name] { metrics[name] = values + more }
                }
                // Probes only when both have them: the adjustment pairs each repetition with its probe.
                let probes = pipeline.speedProbes.flatMap { mine in extra.speedProbes.map { mine + $0 } }
                // Instruction counts repeat: one run's are every run's (the first that counted them).
                // The other run's processes are new ones, numbered after this run's.
                let next = (pipeline.processes.max() ?? -1) + 1
                return Pipeline(pipeline: pipeline.pipeline, repetitions: pipeline.repetitions + extra.repetitions,
                                metrics: metrics, processes: pipeline.processes + extra.processes.map { $0 + next },
                                counters: pipeline.counters, countersExact: pipeline.countersExact,
                                speedProbes: probes, instructions: pipeline.instructions ?? extra.instructions)
            })
        }
        if copy.instructionEnvironment == nil { copy.instructionEnvironment = other.instructionEnvironment }
        return copy
    }
}
