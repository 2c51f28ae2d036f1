import Harness

/// `frames.csv`: one row per measured frame of every repetition (frame 0 is the launch frame).
enum FramesCSV {
    static let header = [
        "scenario", "pipeline", "repetition", "frame", "ms", "cpu_ms", "over_budget", "dropped_frames",
        "build_ms", "layout_ms", "mount_ms", "scroll_ms", "update_ms", "navigation_ms", "display_ms", "wait_ms",
        "allocated_bytes", "views_created", "live_views", "offset_pt",
    ]

    /// Throws `RunCancelled` when `shouldStop` says so, asked once per repetition.
    static func make(_ report: RunReport, shouldStop: () -> Bool = { false }) throws -> CSVFile {
        var file = CSVFile(header: header)
        for scenario in report.scenarios {
            let budget = scenario.scenario.frameBudget
            for result in scenario.results {
                for repetition in result.repetitions {
                    if shouldStop() { throw RunCancelled() }
                    for frame in repetition.frames {
                        let passes = frame.passes
                        file.append([
                            scenario.scenario.name, result.pipeline.rawValue, CSVValue.integer(repetition.index),
                            CSVValue.integer(frame.frame), CSVValue.number(frame.milliseconds),
                            CSVValue.number(frame.cpuMilliseconds), CSVValue.flag(frame.milliseconds > budget),
                            CSVValue.integer(FrameMetrics.droppedFrames(time: frame.milliseconds, budget: budget)),
                            CSVValue.number(passes.build), CSVValue.number(passes.layout), CSVValue.number(passes.mount),
                            CSVValue.number(passes.scroll), CSVValue.number(passes.update),
                            CSVValue.number(passes.navigation), CSVValue.number(passes.display),
                            CSVValue.number(passes.wait),
                            CSVValue.integer(frame.allocatedBytes), CSVValue.integer(frame.viewsCreated),
                            CSVValue.integer(frame.liveViews), CSVValue.number(frame.offset),
                        ])
                    }
                }
            }
        }
        return file
    }
}
