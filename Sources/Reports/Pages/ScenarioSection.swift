import Feed
import Foundation
import Harness

/// One scenario of a run report: the verdict, the frames over time and their distribution, where the time
/// goes, allocations and memory, the counters, the parallel build, the first screens, and the notes.
enum ScenarioSection {
    /// `index`: the scenario's position in run.json, which names its first screens' files.
    static func make(_ report: ScenarioReport, anchor: String, index: Int = 0) -> [HTML] {
        let scenario = report.scenario
        let results = report.results
        let budget = scenario.frameBudget
        var nodes: [HTML] = [.el("h2", [("id", anchor)], text: "Scenario: \(scenario.name)")]
        var about = "\(report.file) · \(Format.count(results.first?.framesPerRepetition ?? 0)) frames per repetition "
            + "(the launch frame and the scroll script's) · budget \(Format.ms(budget)) · device "
            + "\(Format.coordinate(scenario.device.width)) × \(Format.coordinate(scenario.device.height)) pt"
        if let repetitions = results.first?.repetitions.count { about += " · \(repetitions) measured repetitions" }
        if let summary = scenario.summary { nodes.append(.el("p", [], text: summary)) }
        nodes.append(.el("p", [("class", "note")], text: about))

        nodes.append(.el("h3", [], text: "Verdict"))
        nodes.append(.el("div", [("class", "cards")], results.map(card)))

        // A run made with --no-frames (or read without its frames.json.gz) has only its frames' summaries.
        let framesKept = results.contains(where: \.framesKept)
        nodes.append(.el("h3", [], text: "Frame time, frame by frame"))
        if framesKept {
            nodes.append(TimelineChart.make(results, budget: budget,
                                            events: scenario.events.map { ($0.frame, $0.kind.rawValue) }))
        } else {
            nodes.append(.el("p", [("class", "note")], text: "This run folder keeps no frames (run with --no-frames, or "
                + "its frames.json.gz is missing): the percentiles below are those run.json summed up."))
        }

        nodes.append(.el("h3", [], text: "Distribution of frame times"))
        if framesKept { nodes.append(DistributionChart.make(results, budget: budget)) }
        nodes.append(percentiles(results))

        nodes.append(.el("h3", [], text: "Where the time goes"))
        nodes += passes(results)

        nodes.append(.el("h3", [], text: "Allocations and memory"))
        nodes += allocations(results)

        nodes.append(.el("h3", [], text: "Counters"))
        nodes.append(counters(results))

        if let components = results.first(where: { $0.pipeline == .components }), !components.parallelBuilds.isEmpty {
            nodes.append(.el("h3", [], text: "Parallel build"))
            nodes += parallelBuild(components.parallelBuilds)
        }

        let wireframes = results.compactMap { result in result.wireframe.map { (result.pipeline, $0) } }
        let device = scenario.device
        let screenshots = results.compactMap { result in
            result.firstScreenPNG.flatMap { png in
                ScreenshotChart.make(png, width: device.width, height: device.height, scale: device.scale,
                                     pipeline: result.pipeline,
                                     file: RunReport.firstScreenFileName(scenario: index, pipeline: result.pipeline))
            }
        }
        if !wireframes.isEmpty || !screenshots.isEmpty {
            nodes.append(.el("h3", [], text: "First screen"))
            nodes.append(.el("p", [("class", "note")], text: "Every view of the first screen as each pipeline mounted "
                + "it, at the device's size (80%): the real frames, with the text where there is text. Hover a box "
                + "for its frame. Beside them, the first screen as each pipeline drew it, put together from its views' "
                + "bitmaps (a preview; the run folder holds the PNG at the device's scale)."))
            nodes.append(.el("div", [("class", "wireframes")],
                             wireframes.map { WireframeChart.make($0.1, pipeline: $0.0) } + screenshots))
        }

        let notes = results.flatMap { result in result.notes.map { "\(Series.of(result.pipeline).name): \($0)" } }
        let skipped = results.flatMap { result in
            result.skippedEvents.map { "\(Series.of(result.pipeline).name) skipped the \($0.kind) of frame \($0.frame): \($0.reason)" }
        }
        if !notes.isEmpty || !skipped.isEmpty {
            nodes.append(.el("h3", [], text: "Notes"))
            nodes.append(.el("ul", [], (skipped + notes).map { .el("li", [], text: $0) }))
        }
        return nodes
    }

    static func card(_ result: RunResult) -> HTML {
        let look = Series.of(result.pipeline)
        let metrics = result.metrics
        var rows: [[String]] = [
            ["frames over budget", "\(Format.count(metrics.framesOverBudget)) of \(Format.count(metrics.frames))"],
            ["dropped frames", Format.count(metrics.droppedFrames)],
            ["hitch ratio", String(format: "%.2f ms/s (%@)", metrics.hitchTimeRatio, metrics.hitchBand.rawValue)],
            ["hangs (> 250 ms) / frozen (> 700 ms)", "\(metrics.hangs) / \(metrics.frozenFrames)"],
            ["time to first screen, main thread", Format.ms(result.firstScreen.mainThreadMilliseconds)],
            ["time to first screen, wall (workers included)", Format.ms(result.firstScreen.wallMilliseconds)],
        ]
        if let latency = result.updateLatency {
            rows.append(["update latency p50 / max", "\(Format.ms(latency.p50Milliseconds)) / \(Format.ms(latency.maxMilliseconds))"])
            rows.append(["update latency in frames p50 / max", String(format: "%.1f / %d", latency.p50Frames, latency.maxFrames)])
        }
        if result.pipeline == .components {
            rows.append(["worker threads", "\(result.threads)"])
        } else if let heights = result.mvcRowHeights {
            rows.append(["row heights", heights.rawValue])
        }
        return .el("div", [("class", "card")], [
            .el("h3", [("class", result.pipeline.rawValue)], text: look.name),
            .el("p", [("class", "band-\(metrics.hitchBand.rawValue)")], text: "hitch band: \(metrics.hitchBand.rawValue)"),
            Tables.plain(["", ""], rows),
        ])
    }

    static func percentiles(_ results: [RunResult]) -> HTML {
        let rows = results.map { result -> [Tables.Cell] in
            let p = result.metrics.percentiles
            return [Tables.Cell(Series.of(result.pipeline).name, class: result.pipeline.rawValue)]
                + [p.p50, p.p90, p.p95, p.p99, p.max].map { Tables.Cell(Format.ms($0)) }
                + [Tables.Cell(Format.count(result.metrics.frames))]
        }
        return Tables.make(["pipeline", "p50", "p90", "p95", "p99", "max", "frames"], rows,
                           caption: "Pooled over every measured frame of every repetition, launch frames included "
                               + "(HdrHistogram, three significant digits).")
    }

    /// Per-pass time per repetition (bars), and which pass accounts for how much of the difference.
    static func passes(_ results: [RunResult]) -> [HTML] {
        let pipelines = results.map(\.pipeline)
        func perRepetition(_ result: RunResult, _ value: Double) -> Double {
            value / Double(max(1, result.repetitions.count))
        }
        var rows: [BarChart.Row] = Pass.allCases.compactMap { pass in
            let values = results.map { perRepetition($0, $0.passes[pass].milliseconds) }
            guard values.contains(where: { $0 > 0 }) else { return nil }
            let onWorkers = results.contains { $0.passes[pass].onWorkers }
            return BarChart.Row(label: pass.rawValue + (onWorkers ? " (workers)" : ""), values: values)
        }
        let waits = results.map { perRepetition($0, $0.passes.waitMilliseconds) }
        if waits.contains(where: { $0 > 0 }) { rows.append(BarChart.Row(label: "waiting", values: waits)) }
        var nodes: [HTML] = [BarChart.make(rows, pipelines: pipelines, unit: Format.ms,
                                           label: "Time per pass per repetition, both pipelines")]
        nodes.append(.el("p", [("class", "note")], text: "Per repetition (summed over the measured repetitions, divided by "
            + "their number). Passes marked (workers) ran on the worker queues, off the main thread; waiting is the main "
            + "thread's time waiting for them, inside its passes."))
        guard let mvc = results.first(where: { $0.pipeline == .mvc }),
              let components = results.first(where: { $0.pipeline == .components }) else { return nodes }
        let mainPasses = Pass.allCases.filter { !mvc.passes[$0].onWorkers && !components.passes[$0].onWorkers }
        let differences = mainPasses.map { pass in
            (pass, perRepetition(components, components.passes[pass].milliseconds)
                - perRepetition(mvc, mvc.passes[pass].milliseconds))
        }
        let total = differences.reduce(0) { $0 + $1.1 }
        let tableRows = differences.map { pass, difference -> [Tables.Cell] in
            [Tables.Cell(pass.rawValue),
             Tables.Cell(Format.ms(perRepetition(mvc, mvc.passes[pass].milliseconds))),
             Tables.Cell(Format.ms(perRepetition(components, components.passes[pass].milliseconds))),
             Tables.Cell(Format.ms(difference), class: difference > 0 ? "worse" : difference < 0 ? "better" : nil),
             Tables.Cell(total != 0 ? String(format: "%.0f%%", 100 * difference / total) : "n/a")]
        }
        nodes.append(Tables.make(
            ["main-thread pass", "MVC", "components", "components − MVC", "share of the difference"],
            tableRows + [[Tables.Cell("all"), Tables.Cell(""), Tables.Cell(""),
                          Tables.Cell(Format.ms(total), class: total > 0 ? "worse" : total < 0 ? "better" : nil),
                          Tables.Cell("100%")]],
            caption: "Per repetition, main-thread passes only (waits included): which pass accounts for how much of the "
                + "difference between the pipelines' main-thread time."))
        return nodes
    }

    static func allocations(_ results: [RunResult]) -> [HTML] {
        var rows: [[Tables.Cell]] = []
        for pass in Pass.allCases {
            let figures = results.map { $0.passes[pass] }
            guard figures.contains(where: { $0.allocatedBytes > 0 || $0.allocations > 0 }) else { continue }
            var row = [Tables.Cell(pass.rawValue)]
            for (result, figure) in zip(results, figures) {
                let repetitions = max(1, result.repetitions.count)
                row.append(Tables.Cell(Format.bytes(Double(figure.allocatedBytes) / Double(repetitions))))
                // In integers: a count read from a run folder can be any UInt64, past what an Int holds.
                let (quotient, remainder) = figure.allocations.quotientAndRemainder(dividingBy: UInt64(repetitions))
                row.append(Tables.Cell(Format.count(quotient + (remainder * 2 >= UInt64(repetitions) ? 1 : 0))))
            }
            rows.append(row)
        }
        let header = ["pass"] + results.flatMap { ["\(Series.of($0.pipeline).name) bytes", "\(Series.of($0.pipeline).name) requests"] }
        var nodes: [HTML] = [Tables.make(header, rows, caption: "Allocated per repetition, per pass (jemalloc).")]
        let memoryRows: [[String]] = [
            ["live heap after the first screen"] + results.map { Format.bytes(Double($0.memory.heapAfterFirstScreen)) },
            ["live heap at the end"] + results.map { Format.bytes(Double($0.memory.heapAtEnd)) },
            ["live heap, peak"] + results.map { Format.bytes(Double($0.memory.heapPeak)) },
            ["peak resident size (process)"] + results.map { $0.memory.peakResidentBytes.map { Format.bytes(Double($0)) } ?? "n/a" },
            ["main-thread bytes in frames"] + results.map {
                Format.bytes(Double($0.mainThreadFrameBytes) / Double(max(1, $0.repetitions.count)))
            },
        ]
        nodes.append(Tables.plain(["memory"] + results.map { Series.of($0.pipeline).name }, memoryRows,
                                  caption: "The live heap is the pipeline's own (jemalloc's, less its value before the "
                                      + "pipeline was made); medians over repetitions, peaks their maxima."))
        return nodes
    }

    static func counters(_ results: [RunResult]) -> HTML {
        let both = results.count == 2
        let lists = results.map(\.counters.fields)
        let rows = (lists.first ?? []).indices.map { index -> [String] in
            let values = lists.map { $0[index].value }
            var row = [lists[0][index].label] + values.map(Format.count)
            if both {
                row.append(values[1] > 0 ? String(format: "%.2f×", Double(values[0]) / Double(values[1])) : "n/a")
            }
            return row
        }
        let header = ["counter"] + results.map { Series.of($0.pipeline).name } + (both ? ["ratio"] : [])
        let repeatNote = results.map { result in
            "\(Series.of(result.pipeline).name): " + (result.countersFromCountingRepetition
                ? "from the counting repetition (exact)" : "from the first measured repetition")
                + (result.countersRepeat ? ", equal in every repetition" : ", varying between repetitions")
        }.joined(separator: "; ")
        return Tables.plain(header, rows, caption: "Deterministic counters of one repetition. \(repeatNote)."
                                + (both ? " Ratio: \(Series.of(results[0].pipeline).name) over \(Series.of(results[1].pipeline).name)." : ""))
    }

    static func parallelBuild(_ builds: [ParallelBuildResult]) -> [HTML] {
        let rows = builds.sorted { $0.workers < $1.workers }.map { build -> [String] in
            [String(build.workers), Format.ms(build.oneWorkerMilliseconds), Format.ms(build.workersMilliseconds),
             String(format: "%.2f×", build.speedUp), String(format: "%.0f%%", build.efficiency * 100),
             String(format: "%.2f×", build.bestSpeedUp), roundSpread(build),
             build.workInflation > 0 ? String(format: "×%.2f", build.workInflation) : "–",
             build.workInflation > 0 ? String(format: "%.0f%%", build.busyShare * 100) : "–",
             "\(build.rounds)", build.identicalLayouts ? "yes" : "NO"]
        }
        var nodes: [HTML] = [Tables.plain(
            ["workers", "1 worker", "N workers", "speed-up", "efficiency", "best speed-up", "rounds' speed-ups",
             "CPU time on N ÷ on 1", "N workers busy", "rounds", "same layouts"], rows,
            caption: "Every story built and laid out"
                + (builds.contains(where: \.drawn) ? " and its views drawn (as the workers draw rows ahead)" : "")
                + " with 1 worker and with N, rounds alternating; medians of the rounds. "
                + "\(builds.first.map { Format.count($0.stories) } ?? "0") stories. Efficiency is lost to work that costs "
                + "more CPU time on N workers (contention, shared cache lines, memory) and to wall time the workers did not "
                + "run (waiting on locks, imbalance, cores taken by others).")]
        if builds.count > 1 { nodes.append(SpeedupChart.make(builds)) }
        return nodes
    }

    private static func roundSpread(_ build: ParallelBuildResult) -> String {
        guard build.highestRoundSpeedUp > 0 else { return "–" }
        let spread = String(format: "%.2f–%.2f×", build.lowestRoundSpeedUp, build.highestRoundSpeedUp)
        return build.medianRoundSpeedUp > 0 ? spread + String(format: ", median %.2f×", build.medianRoundSpeedUp) : spread
    }
}
