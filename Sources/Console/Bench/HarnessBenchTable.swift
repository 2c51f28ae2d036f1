import Foundation
import Bench
import Harness

/// The text of `feedbench harness-bench`'s results.
public enum HarnessBenchTable {
    public static func text(_ result: HarnessBenchResult) -> String {
        var lines = ["scaling (scroll from top to bottom, 300 pt a frame; µs per story)"]
        lines.append("pipeline    stories  frames  frames µs/story  (waits)  set-up µs/story  workers µs/story  p99 ms  "
            + "peak views  mean views  created  after 1st screen  last creating frame")
        for point in result.scaling {
            lines.append(TextColumn.pad(point.pipeline.rawValue, 10) + String(format: "%9d%8d%17.2f%9.2f%17.2f%18.2f%8.3f%12d%12.1f%9d%18d",
                point.stories, point.frames, point.frameMillisecondsPerStory * 1e3, point.waitMillisecondsPerStory * 1e3,
                point.firstScreenMillisecondsPerStory * 1e3, point.workerMillisecondsPerStory * 1e3, point.p99Milliseconds,
                point.peakLiveViews, point.meanLiveViews, point.viewsCreated, point.viewsCreatedAfterFirstScreen) + "  "
                + (point.lastFrameCreatingViews.map(String.init) ?? "none"))
        }
        lines.append("live heap of the pipeline (MiB): after the first screen, peak (every frame), at the end; "
            + "process peak RSS; the bitmaps among the heap: after the first screen, peak, at the end; heap peak KiB/story")
        for point in result.scaling {
            let bitmaps = [point.bitmapBytesAfterFirstScreen, point.bitmapPeakBytes, point.bitmapBytesAtEnd]
                .map { $0.map { String(format: "%9.2f", mebibytes($0)) } ?? "        –" }.joined(separator: " ")
            lines.append(TextColumn.pad(point.pipeline.rawValue, 10) + String(format: "%9d  %9.2f %9.2f %9.2f  %9.1f  ",
                point.stories, mebibytes(point.heapAfterFirstScreen), mebibytes(point.heapPeak),
                mebibytes(point.heapAtEnd), Double(point.peakResidentBytes ?? 0) / 1_048_576) + bitmaps
                + String(format: "  %9.2f", Double(point.heapPeak) / 1024 / Double(max(1, point.stories))))
        }
        for pipeline in PipelineKind.allCases {
            let ratios = [
                ("frames", result.scalingRatio(pipeline) { $0.frameMillisecondsPerStory }),
                ("frames without waits", result.scalingRatio(pipeline) { $0.workMillisecondsPerStory }),
                ("set-up", result.scalingRatio(pipeline) { $0.firstScreenMillisecondsPerStory }),
                ("workers", result.scalingRatio(pipeline) { $0.workerMillisecondsPerStory }),
                ("peak live views", result.scalingRatio(pipeline) { Double($0.peakLiveViews) }),
                ("mean live views", result.scalingRatio(pipeline) { $0.meanLiveViews }),
                ("peak live heap (whole, not per story)", result.scalingRatio(pipeline) { Double($0.heapPeak) }),
                ("peak bitmaps (whole, not per story)", result.scalingRatio(pipeline) { $0.bitmapPeakBytes.map(Double.init) ?? 0 }),
            ].compactMap { name, value in value.map { String(format: "%@ %.2fx", name, $0) } }
            if !ratios.isEmpty {
                lines.append("  \(pipeline.rawValue), largest feed against smallest, per story: "
                    + ratios.joined(separator: ", "))
            }
        }
        lines.append("")
        lines.append("overhead of measuring (medians of rounds, instrumented against bare)")
        for overhead in result.overhead {
            lines.append("  \(overhead.pipeline.rawValue): \(overhead.stories) stories, \(overhead.frames) frames, "
                + "\(overhead.rounds) rounds: reported frames \(ms(overhead.reportedMilliseconds)), bare "
                + "\(ms(overhead.bareMilliseconds)): " + percent(overhead.reportedOverhead) + " on what is reported; "
                + "instrumented loop \(ms(overhead.instrumentedWallMilliseconds)): " + percent(overhead.wallOverhead)
                + " in wall time")
            lines.append(String(format: "    one empty section: %.3f µs inside the timed region, %.1f µs in all",
                                overhead.emptySectionInsideMilliseconds * 1e3, overhead.emptySectionWholeMilliseconds * 1e3))
        }
        let workers = result.workerOverhead
        lines.append(String(format: "  components worker jobs, %d stories on %d worker, %d rounds: with the phase "
            + "observer %.1f ms, without %.1f ms: ", workers.stories, workers.workers, workers.rounds,
            workers.observedMilliseconds, workers.bareMilliseconds) + percent(workers.overhead))
        if let parallel = result.parallelBuild {
            lines.append("")
            lines.append(ParallelBuildText.line(parallel))
        }
        return lines.joined(separator: "\n")
    }


    private static func mebibytes(_ value: Int64) -> Double { Double(value) / 1_048_576 }

    private static func ms(_ value: Double) -> String { String(format: "%.2f ms", value) }

    private static func percent(_ value: Double) -> String { String(format: "%+.2f%%", value * 100) }
}
