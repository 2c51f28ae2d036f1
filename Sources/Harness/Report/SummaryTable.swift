import Foundation

/// The text summary of a run: per scenario, one block per pipeline (frame times, budget, hitches,
/// passes, allocations, counters) and the MVC / components ratios. Reads a finished report; times
/// nothing.
public enum SummaryTable {
    public static func text(_ report: RunReport) -> String {
        report.scenarios.map(block).joined(separator: "\n\n")
    }

    static func block(_ scenario: ScenarioReport) -> String {
        let budget = scenario.scenario.frameBudget
        var lines = ["\"\(scenario.scenario.name)\" (\(scenario.file)), budget \(number(budget)) ms"]
        lines.append("pipeline     p50 ms   p90 ms   p99 ms   max ms  over  dropped  hitch ms/s (band)")
        for result in scenario.results {
            let metrics = result.metrics
            let percentiles = metrics.percentiles
            lines.append(pad(result.pipeline.rawValue, 10)
                + String(format: "%9.3f%9.3f%9.3f%9.3f", percentiles.p50, percentiles.p90, percentiles.p99, percentiles.max)
                + String(format: "%6d%9d", metrics.framesOverBudget, metrics.droppedFrames)
                + String(format: "  %9.2f (%@)", metrics.hitchTimeRatio, metrics.hitchBand.rawValue))
        }
        for result in scenario.results {
            let passes = Pass.allCases.map { pass in
                let measurement = result.passes[pass]
                return "\(pass.rawValue) \(number(measurement.milliseconds)) ms"
                    + (measurement.onWorkers ? " on workers (\(measurement.workerJobs) jobs)" : "")
                    + " \(bytes(measurement.allocatedBytes)) \(measurement.allocations) allocs"
            }
            lines.append("  \(result.pipeline.rawValue) passes (\(result.repetitions.count) reps"
                + (result.threads > 0 ? ", \(result.threads) worker threads" : "")
                + (result.paced ? ", paced" : "") + "): "
                + passes.joined(separator: "; "))
            if result.pipeline == .components {
                lines.append("  \(result.pipeline.rawValue) frames that waited for the workers: \(result.framesWaited), "
                    + "waiting \(number(result.passes.waitMilliseconds)) ms in all")
            }
            if let parallel = result.parallelBuild {
                lines.append("  \(result.pipeline.rawValue) " + ParallelBuildText.line(parallel))
            }
            let counters = result.counters
            lines.append("  \(result.pipeline.rawValue) counters: views created \(counters.viewsCreated), reused "
                + "\(counters.viewsReused), attribute writes \(counters.attributeWrites), text layouts "
                + "\(counters.viewTextLayouts), text cache hits \(counters.textCacheHits) misses \(counters.textCacheMisses), "
                + "layout calls \(counters.layoutCalls), rows measured \(counters.rowsMeasured), peak live views "
                + "\(result.peakLiveViews)" + (result.countersRepeat ? "" : " (counters differ between repetitions)"))
            for skipped in result.skippedEvents {
                lines.append("  \(result.pipeline.rawValue) skipped \(skipped.kind) at frame \(skipped.frame): \(skipped.reason)")
            }
        }
        if let ratios = scenario.ratios {
            lines.append("  mvc / components: p50 \(ratio(ratios.p50)), p90 \(ratio(ratios.p90)), p99 \(ratio(ratios.p99)), "
                + "max \(ratio(ratios.max)), frame time \(ratio(ratios.frameTime)), bytes \(ratio(ratios.allocatedBytes)), "
                + "allocations \(ratio(ratios.allocations))")
        }
        return lines.joined(separator: "\n")
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }

    private static func number(_ value: Double) -> String { String(format: "%.3f", value) }

    private static func ratio(_ value: Double?) -> String {
        value.map { String(format: "%.2fx", $0) } ?? "n/a"
    }

    private static func bytes(_ value: UInt64) -> String {
        value >= 1 << 20 ? String(format: "%.1f MiB", Double(value) / 1_048_576)
            : value >= 1 << 10 ? String(format: "%.1f KiB", Double(value) / 1_024) : "\(value) B"
    }
}
