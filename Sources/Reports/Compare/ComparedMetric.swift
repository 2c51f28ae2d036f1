import Harness

/// One figure `feedbench compare` shows for a scenario and pipeline: the run's value, and the same figure per
/// repetition, which the comparison judges the change against.
struct ComparedMetric {
    let pipeline: PipelineKind
    let name: String
    let unit: RunComparison.Unit
    /// The figure the run reports: pooled percentiles over every frame, medians of repetitions, or a count.
    let value: Double
    /// Whether a smaller value is better; `nil` for counters (counts of work, never noise).
    let lowerIsBetter: Bool?
    /// The figure of each measured repetition; empty where a repetition has none.
    let samples: [Double]

    /// The metrics compared, in the order shown.
    static func all(_ result: RunResult) -> [ComparedMetric] {
        let metrics = result.metrics
        let p = metrics.percentiles
        let repetitions = result.repetitions
        let count = Double(max(1, repetitions.count))
        func measured(_ name: String, _ unit: RunComparison.Unit, _ value: Double,
                      _ perRepetition: (RepetitionResult) -> Double) -> ComparedMetric {
            ComparedMetric(pipeline: result.pipeline, name: name, unit: unit, value: value, lowerIsBetter: true,
                           samples: repetitions.map(perRepetition))
        }
        var list: [ComparedMetric] = [
            measured("p50 frame", .milliseconds, p.p50) { $0.frameSummary.metrics.percentiles.p50 },
            measured("p90 frame", .milliseconds, p.p90) { $0.frameSummary.metrics.percentiles.p90 },
            measured("p95 frame", .milliseconds, p.p95) { $0.frameSummary.metrics.percentiles.p95 },
            measured("p99 frame", .milliseconds, p.p99) { $0.frameSummary.metrics.percentiles.p99 },
            measured("max frame", .milliseconds, p.max) { $0.frameSummary.metrics.percentiles.max },
            measured("frames over budget", .count, Double(metrics.framesOverBudget)) {
                Double($0.frameSummary.metrics.framesOverBudget)
            },
            measured("dropped frames", .count, Double(metrics.droppedFrames)) { Double($0.frameSummary.metrics.droppedFrames) },
            measured("hitch ratio", .msPerSecond, metrics.hitchTimeRatio) { $0.frameSummary.metrics.hitchTimeRatio },
            measured("hangs", .count, Double(metrics.hangs)) { Double($0.frameSummary.metrics.hangs) },
            measured("time to first screen (main)", .milliseconds, result.firstScreen.mainThreadMilliseconds) {
                $0.firstScreen.mainThreadMilliseconds
            },
            measured("time to first screen (wall)", .milliseconds, result.firstScreen.wallMilliseconds) {
                $0.firstScreen.wallMilliseconds
            },
            ComparedMetric(pipeline: result.pipeline, name: "update latency p50", unit: .milliseconds,
                           value: result.updateLatency?.p50Milliseconds ?? 0, lowerIsBetter: true, samples: []),
            measured("main-thread time per repetition", .milliseconds, metrics.totalMilliseconds / count) {
                $0.frameSummary.metrics.totalMilliseconds
            },
            measured("main-thread CPU time per repetition", .milliseconds,
                     repetitions.reduce(0) { $0 + $1.frameSummary.cpuMilliseconds } / count) { $0.frameSummary.cpuMilliseconds },
            measured("allocated bytes per repetition", .bytes, Double(result.passes.allocatedBytes) / count) {
                Double($0.passes.allocatedBytes)
            },
            measured("allocation requests per repetition", .count, Double(result.passes.allocations) / count) {
                Double($0.passes.allocations)
            },
            measured("live heap peak", .bytes, Double(result.memory.heapPeak)) { Double($0.memory.heapPeak) },
        ]
        for pass in Pass.allCases {
            list.append(measured("\(pass.rawValue) pass per repetition", .milliseconds,
                                 result.passes[pass].milliseconds / count) { $0.passes[pass].milliseconds })
        }
        list += result.counters.fields.map {
            ComparedMetric(pipeline: result.pipeline, name: $0.label, unit: .count, value: Double($0.value),
                           lowerIsBetter: nil, samples: [])
        }
        return list
    }
}
