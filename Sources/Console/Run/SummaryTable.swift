import JSON
import Feed
import Foundation
import Harness

/// The text summary of a run: per scenario, the frame figures of each pipeline, time to first screen,
/// update latency, memory, passes, waits, counters and the MVC / components ratios, each line saying
/// whether its figures are per repetition (medians) or summed over the repetitions. Reads a finished
/// report; times nothing.
public enum SummaryTable {
    public static func text(_ report: RunReport) -> String {
        var blocks = report.scenarios.map(block)
        if !report.warnings.isEmpty {
            blocks.append(report.warnings.map { "warning: \($0)" }.joined(separator: "\n"))
        }
        return blocks.joined(separator: "\n\n")
    }

    static func block(_ scenario: ScenarioReport) -> String {
        let budget = scenario.scenario.frameBudget
        var lines = ["\(MessageText.quoted(scenario.scenario.name)) (\(scenario.file)), budget \(number(budget)) ms"]
        if let first = scenario.results.first {
            lines.append("  \(first.repetitions.count) measured repetition\(first.repetitions.count == 1 ? "" : "s") per "
                + "pipeline of \(first.framesPerRepetition) frames (frame 0 the launch frame), interleaved; frame figures "
                + "pool every frame of every repetition, counts are summed over the repetitions")
        }
        lines.append("pipeline                 p50 ms   p90 ms   p99 ms   max ms  over  dropped  hangs  frozen  hitch ms/s (band)")
        for result in scenario.results {
            let metrics = result.metrics
            let percentiles = metrics.percentiles
            lines.append(TextColumn.pad(label(result), 22, minimumGap: 1)
                + String(format: "%9.3f%9.3f%9.3f%9.3f", percentiles.p50, percentiles.p90, percentiles.p99, percentiles.max)
                + String(format: "%6d%9d%7d%8d", metrics.framesOverBudget, metrics.droppedFrames, metrics.hangs,
                         metrics.frozenFrames)
                + String(format: "  %9.2f (%@)", metrics.hitchTimeRatio, metrics.hitchBand.rawValue))
        }
        for result in scenario.results {
            lines += details(result)
        }
        if let ratios = scenario.ratios {
            lines.append("  mvc / components (same scope for both; > 1: components spent less): frames p50 \(ratio(ratios.p50)), "
                + "p90 \(ratio(ratios.p90)), p99 \(ratio(ratios.p99)), max \(ratio(ratios.max)), total \(ratio(ratios.frameTime)); "
                + "first screen \(ratio(ratios.firstScreen)) (wall \(ratio(ratios.firstScreenWall))); main-thread bytes "
                + "\(ratio(ratios.mainThreadBytes)); all passes' bytes \(ratio(ratios.allocatedBytes)), allocations "
                + "\(ratio(ratios.allocations)); peak heap \(ratio(ratios.peakHeap))")
        }
        if let verdict = PipelineVerdict(scenario) {
            lines.append("  verdict over \(verdict.repetitions) repetitions (95% intervals; repetitions of one process): "
                + verdict.sentence)
        }
        return lines.joined(separator: "\n")
    }

    /// The lines under the table for one pipeline.
    private static func details(_ result: RunResult) -> [String] {
        let name = "  \(result.pipeline.rawValue)"
        var lines: [String] = []
        let first = result.firstScreen
        lines.append("\(name) first screen (median of repetitions): \(number(first.mainThreadMilliseconds)) ms on the main "
            + "thread, \(number(first.wallMilliseconds)) ms wall from the start, workers included (slowest "
            + "\(number(first.maxMainThreadMilliseconds)) / \(number(first.maxWallMilliseconds)) ms)")
        if let latency = result.updateLatency {
            lines.append("\(name) update latency (\(latency.events) events over the repetitions): p50 "
                + "\(number(latency.p50Milliseconds)) ms, max \(number(latency.maxMilliseconds)) ms; p50 "
                + "\(String(format: "%.1f", latency.p50Frames)) frames, max \(latency.maxFrames)"
                + (latency.inFlightAtEnd > 0 ? "; \(latency.inFlightAtEnd) still in flight after the last frame" : "")
                + (result.paced || latency.maxFrames == 0 ? ""
                    : " (frames back to back, microseconds each: use --paced for a display's frame counts)"))
        }
        let memory = result.memory
        lines.append("\(name) memory (live heap of the pipeline, median of repetitions): after the first screen "
            + "\(bytes(memory.heapAfterFirstScreen)), at the end \(bytes(memory.heapAtEnd)); peak sampled every "
            + "\(result.repetitions.first?.memory.sampleInterval ?? 0) frames \(bytes(memory.heapPeak))"
            + (result.countingMemory.map { ", every frame (counting repetition) \(bytes($0.heapPeak))" } ?? "")
            + (memory.peakResidentBytes.map { "; the process's peak RSS during these repetitions \(bytes(Int64($0))) (the "
                + "whole process's, not the pipeline's own)" } ?? "")
            + (memory.bitmapPeakBytes.map { peak in
                "; bitmaps after the first screen \(bytes(memory.bitmapBytesAfterFirstScreen ?? 0)), peak \(bytes(peak)), "
                    + "at the end \(bytes(memory.bitmapBytesAtEnd ?? 0))"
            } ?? "")
            // Here, not on the counters line: the most views mounted at once in a measured repetition depends,
            // with asynchronous updates, on what the workers had finished when a frame looked.
            + "; peak live views \(result.peakLiveViews) (the most at once in a measured repetition)")
        let passes = Pass.allCases.map { pass in
            let measurement = result.passes[pass]
            return "\(pass.rawValue) \(number(measurement.milliseconds)) ms"
                + (measurement.onWorkers ? " on workers (\(measurement.workerJobs) jobs)" : "")
                + " \(bytes(Int64(measurement.allocatedBytes))) \(measurement.allocations) allocs"
        }
        lines.append("\(name) passes (summed over \(result.repetitions.count) repetitions"
            + (result.threads > 0 ? ", \(result.threads) worker threads" : "") + (result.paced ? ", paced" : "") + "): "
            + passes.joined(separator: "; ")
            + (result.passes.workerCPUMilliseconds > 0
                ? "; worker jobs' CPU time \(number(result.passes.workerCPUMilliseconds)) ms" : ""))
        if result.pipeline == .components {
            lines.append("\(name) frames that waited for the workers (summed): \(result.framesWaited), waiting "
                + "\(number(result.passes.waitMilliseconds)) ms in all")
        }
        for parallel in result.parallelBuilds {
            lines.append("\(name) " + ParallelBuildText.line(parallel))
        }
        let counters = result.counters
        let views = counters.views
        var counts = "views created \(views.viewsCreated), "
        if result.pipeline == .mvc {
            counts += "cells reused \(views.cellsReused), "
        } else {
            counts += "views reused \(views.viewsReused), "
        }
        counts += "attribute writes \(views.attributeWrites), text layouts \(views.textLayouts), text cache hits "
            + "\(counters.textCacheHits) misses \(counters.textCacheMisses) evictions \(counters.textCacheEvictions), "
            + "layout calls \(views.layoutCalls), "
        if result.pipeline == .mvc {
            counts += "row heights measured \(counters.rowHeightsMeasured)"
        } else {
            counts += "layouts computed \(counters.layoutsComputed) (recomputed \(counters.layoutsRecomputed), dropped "
                + "\(counters.layoutsDropped)), stories built \(counters.storiesBuilt)"
        }
        lines.append("\(name) counters (one repetition, "
            + (result.countersFromCountingRepetition ? "the counting repetition" : "the first measured") + "): " + counts
            + (result.countersRepeat ? "" : " (the measured repetitions' counters differ)"))
        for skipped in result.skippedEvents.prefix(3) {
            lines.append("\(name) skipped \(skipped.kind) at frame \(skipped.frame): \(skipped.reason)")
        }
        if result.skippedEvents.count > 3 {
            lines.append("\(name) and \(result.skippedEvents.count - 3) more events skipped (run.json lists them)")
        }
        return lines
    }

    /// The pipeline and the mode it ran in.
    private static func label(_ result: RunResult) -> String {
        if let heights = result.mvcRowHeights { return "\(result.pipeline.rawValue) (\(heights.rawValue))" }
        if let policy = result.feedPolicy {
            return "\(result.pipeline.rawValue) (\(policy.updates == .asynchronous ? "async" : "sync"))"
        }
        return result.pipeline.rawValue
    }


    private static func number(_ value: Double) -> String { String(format: "%.3f", value) }

    private static func ratio(_ value: Double?) -> String {
        value.map { String(format: "%.2fx", $0) } ?? "n/a"
    }

    /// The closing line on the whole process's peak resident size (`RunReport.processPeakResidentBytes`):
    /// `recorded`, as run.json holds it, and `atEnd`, read as the process ends; `nil` where unknown.
    public static func processPeakLine(recorded: UInt64?, atEnd: UInt64?) -> String? {
        guard let atEnd else { return nil }
        return "process peak RSS \(bytes(Int64(clamping: atEnd))) over the whole run, writing the run folder included"
            + (recorded.map { " (run.json: \(bytes(Int64(clamping: $0))), read before run.json was written)" } ?? "")
    }

    private static func bytes(_ value: Int64) -> String {
        let magnitude = Double(abs(value))
        let sign = value < 0 ? "-" : ""
        return magnitude >= 1_048_576 ? String(format: "%@%.1f MiB", sign, magnitude / 1_048_576)
            : magnitude >= 1_024 ? String(format: "%@%.1f KiB", sign, magnitude / 1_024) : "\(value) B"
    }
}
