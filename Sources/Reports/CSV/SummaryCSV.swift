import Harness

/// `summary.csv`: one row per scenario and pipeline, the figures a reader compares first.
enum SummaryCSV {
    static let header = [
        "scenario", "pipeline", "threads", "repetitions", "frames", "budget_ms", "p50_ms", "p90_ms", "p95_ms", "p99_ms",
        "max_ms", "frames_over_budget", "dropped_frames", "hangs", "frozen_frames", "hitch_ratio_ms_per_s", "hitch_band",
        "total_frame_ms", "first_screen_main_ms", "first_screen_wall_ms", "update_events", "update_latency_p50_ms",
        "update_latency_max_ms", "update_latency_p50_frames", "update_latency_max_frames", "heap_after_first_screen_bytes",
        "heap_peak_bytes", "peak_resident_bytes", "allocated_bytes", "allocations", "main_thread_frame_bytes",
        "parallel_workers", "parallel_speedup", "parallel_efficiency",
    ] + RepetitionCounters().fields.map(\.column)

    static func make(_ report: RunReport) -> CSVFile {
        var file = CSVFile(header: header)
        for scenario in report.scenarios {
            for result in scenario.results { file.append(row(scenario.scenario.name, result)) }
        }
        return file
    }

    static func row(_ scenario: String, _ result: RunResult) -> [String] {
        let metrics = result.metrics
        let percentiles = metrics.percentiles
        let latency = result.updateLatency
        let build = result.parallelBuilds.max { $0.workers < $1.workers }
        return [
            scenario, result.pipeline.rawValue, CSVValue.integer(result.threads), CSVValue.integer(result.repetitions.count),
            CSVValue.integer(metrics.frames), CSVValue.number(metrics.budget), CSVValue.number(percentiles.p50),
            CSVValue.number(percentiles.p90), CSVValue.number(percentiles.p95), CSVValue.number(percentiles.p99),
            CSVValue.number(percentiles.max), CSVValue.integer(metrics.framesOverBudget),
            CSVValue.integer(metrics.droppedFrames), CSVValue.integer(metrics.hangs), CSVValue.integer(metrics.frozenFrames),
            CSVValue.number(metrics.hitchTimeRatio), metrics.hitchBand.rawValue, CSVValue.number(metrics.totalMilliseconds),
            CSVValue.number(result.firstScreen.mainThreadMilliseconds), CSVValue.number(result.firstScreen.wallMilliseconds),
            CSVValue.integer(latency?.events ?? 0), CSVValue.number(latency?.p50Milliseconds),
            CSVValue.number(latency?.maxMilliseconds), CSVValue.number(latency?.p50Frames),
            CSVValue.integer(latency?.maxFrames), CSVValue.integer(result.memory.heapAfterFirstScreen),
            CSVValue.integer(result.memory.heapPeak), CSVValue.integer(result.memory.peakResidentBytes),
            CSVValue.integer(result.passes.allocatedBytes), CSVValue.integer(result.passes.allocations),
            CSVValue.integer(result.mainThreadFrameBytes), CSVValue.integer(build?.workers),
            CSVValue.number(build?.speedUp), CSVValue.number(build?.efficiency),
        ] + result.counters.fields.map { CSVValue.integer($0.value) }
    }
}
