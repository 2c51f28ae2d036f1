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

        if let verdict = PipelineVerdict(report) { nodes.append(.el("p", [("class", "sentence")], text: verdict.sentence)) }
        nodes.append(.el("h3", [], text: "Each pipeline"))
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

        let notes = Self.notes(results)
        if !notes.isEmpty {
            nodes.append(.el("h3", [], text: "Notes"))
            nodes += notes
        }
        return nodes
    }

    static func card(_ result: RunResult) -> HTML {
        let look = Series.of(result.pipeline)
        let metrics = result.metrics
        var rows: [[String]] = [
            ["main thread a frame (wall / CPU)",
             "\(Format.ms(result.mainThreadMillisecondsPerFrame)) / \(Format.ms(result.mainThreadCPUMillisecondsPerFrame))"],
            ["frames over budget", "\(Format.count(metrics.framesOverBudget)) of \(Format.count(metrics.frames))"],
            ["dropped frames", Format.count(metrics.droppedFrames)],
            ["hitch ratio", String(format: "%.2f ms/s (%@)", metrics.hitchTimeRatio, metrics.hitchBand.rawValue)],
            ["hangs (> \(FrameMetrics.hangThreshold)) / frozen (> \(FrameMetrics.frozenThreshold))", "\(metrics.hangs) / \(metrics.frozenFrames)"],
            ["first screen, main thread", Format.ms(result.firstScreen.mainThreadMilliseconds)],
            ["first screen, wall (workers included)", Format.ms(result.firstScreen.wallMilliseconds)],
        ]
        if let latency = result.updateLatency {
            rows.append(["update latency p50 / max", "\(Format.ms(latency.p50Milliseconds)) / \(Format.ms(latency.maxMilliseconds))"])
            rows.append(["update latency in frames p50 / max"
                            + (result.paced ? "" : " (frames back to back: not a display's)"),
                         String(format: "%.1f / %d", latency.p50Frames, latency.maxFrames)])
        }
        if result.pipeline == .components {
            rows.append(["worker threads", "\(result.threads)"])
        } else if let heights = result.mvcRowHeights {
            rows.append(["row heights", heights.rawValue])
        }
        return .el("div", [("class", "card")], [
            .el("h4", [("class", result.pipeline.rawValue)], text: look.name),
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

    /// Per-pass time per repetition (bars), each pass where it ran, and which pass accounts for how much of the
    /// difference in main-thread time.
    static func passes(_ results: [RunResult]) -> [HTML] {
        let pipelines = results.map(\.pipeline)
        func perRepetition(_ result: RunResult, _ value: Double) -> Double {
            value / Double(max(1, result.repetitions.count))
        }
        // A pass's row per thread it ran on: MVC builds on the main thread, the components on the workers.
        var rows: [BarChart.Row] = []
        for pass in Pass.allCases {
            for onWorkers in [false, true] {
                let values = results.map { result in
                    result.passes[pass].onWorkers == onWorkers ? perRepetition(result, result.passes[pass].milliseconds) : 0
                }
                guard values.contains(where: { $0 > 0 }) else { continue }
                rows.append(BarChart.Row(label: pass.rawValue + (onWorkers ? " (workers)" : " (main)"), values: values))
            }
        }
        let waits = results.map { perRepetition($0, $0.passes.waitMilliseconds) }
        if waits.contains(where: { $0 > 0 }) { rows.append(BarChart.Row(label: "of which waiting (main)", values: waits)) }
        var nodes: [HTML] = [BarChart.make(rows, pipelines: pipelines, unit: Format.ms,
                                           label: "Time per pass per repetition, both pipelines")]
        nodes.append(.el("p", [("class", "note")], text: "Per repetition (summed over the measured repetitions, divided by "
            + "their number), wall time. Each pass is drawn on the thread it ran on: (main) the main thread, inside the "
            + "frames; (workers) the worker queues, summed over the jobs, off the main thread. Waiting is the main "
            + "thread's time waiting for the workers, already inside its passes."))
        nodes.append(cpuTable(results, perRepetition: perRepetition))
        if let typesetting = typesettingTable(results) { nodes.append(typesetting) }
        guard let mvc = results.first(where: { $0.pipeline == .mvc }),
              let components = results.first(where: { $0.pipeline == .components }) else { return nodes }
        func mainThread(_ result: RunResult, _ pass: Pass) -> Double {
            result.passes[pass].onWorkers ? 0 : perRepetition(result, result.passes[pass].milliseconds)
        }
        let mainPasses = Pass.allCases.filter { mainThread(mvc, $0) > 0 || mainThread(components, $0) > 0 }
        var lines = mainPasses.map { pass in
            (pass.rawValue, mainThread(mvc, pass), mainThread(components, pass))
        }
        // What the frames spent outside any pass (the frame's own bookkeeping), so the rows add up to the
        // main-thread time of the frames.
        let mvcTotal = perRepetition(mvc, mvc.metrics.totalMilliseconds)
        let componentsTotal = perRepetition(components, components.metrics.totalMilliseconds)
        lines.append(("outside the passes", mvcTotal - lines.reduce(0) { $0 + $1.1 },
                      componentsTotal - lines.reduce(0) { $0 + $1.2 }))
        let total = componentsTotal - mvcTotal
        func row(_ label: String, _ mvcValue: Double, _ componentsValue: Double, share: String) -> [Tables.Cell] {
            let difference = componentsValue - mvcValue
            return [Tables.Cell(label), Tables.Cell(Format.ms(mvcValue)), Tables.Cell(Format.ms(componentsValue)),
                    Tables.Cell(Format.ms(difference), class: difference > 0 ? "worse" : difference < 0 ? "better" : nil),
                    Tables.Cell(share)]
        }
        let tableRows = lines.map { label, mvcValue, componentsValue in
            row(label, mvcValue, componentsValue,
                share: total != 0 ? String(format: "%.0f%%", 100 * (componentsValue - mvcValue) / total) : "n/a")
        }
        nodes.append(Tables.make(
            ["main thread", "MVC", "components", "components − MVC", "share of the difference"],
            tableRows + [row("all: the frames' main-thread time", mvcTotal, componentsTotal, share: "100%")],
            caption: "Per repetition, wall time on the main thread only: a pass that ran on the workers counts 0 here. "
                + "The rows add up to the frames' main-thread time, so the shares add up to the whole difference."))
        return nodes
    }

    /// Time spent typesetting text (the text engine's cold layouts: shaping and line breaking; cached lookups
    /// excluded), per repetition, on the main thread and on the workers; `nil` for runs that did not record it.
    static func typesettingTable(_ results: [RunResult]) -> HTML? {
        let figures = results.map { result -> (RunResult, Double, Double)? in
            let times = result.repetitions.compactMap(\.typesetting)
            guard !times.isEmpty else { return nil }
            let count = Double(times.count)
            return (result, times.reduce(0) { $0 + $1.ownerThreadMilliseconds } / count,
                    times.reduce(0) { $0 + $1.otherThreadsMilliseconds } / count)
        }
        guard figures.contains(where: { $0 != nil }) else { return nil }
        let rows = figures.compactMap { $0 }.map { result, main, workers -> [Tables.Cell] in
            [Tables.Cell(Series.of(result.pipeline).name, class: result.pipeline.rawValue), Tables.Cell(Format.ms(main)),
             Tables.Cell(Format.ms(workers))]
        }
        return Tables.make(["typesetting", "on the main thread", "on the workers"], rows,
                           caption: "Per repetition, wall time: the text engine's layouts that missed its cache "
                               + "(shaping, line breaking), inside the passes above. Cached lookups are not counted.")
    }

    /// Wall and CPU time per pass and thread, per repetition, for each pipeline.
    static func cpuTable(_ results: [RunResult], perRepetition: (RunResult, Double) -> Double) -> HTML {
        var rows: [[Tables.Cell]] = []
        for pass in Pass.allCases {
            let figures = results.map { $0.passes[pass] }
            guard figures.contains(where: { $0.milliseconds > 0 || $0.cpuMilliseconds > 0 }) else { continue }
            var row = [Tables.Cell(pass.rawValue)]
            for (result, figure) in zip(results, figures) {
                guard figure.milliseconds > 0 || figure.cpuMilliseconds > 0 else {
                    row += [Tables.Cell("–"), Tables.Cell("–")]
                    continue
                }
                row.append(Tables.Cell(Format.ms(perRepetition(result, figure.milliseconds))
                                       + (figure.onWorkers ? " (workers)" : " (main)")))
                row.append(Tables.Cell(Format.ms(perRepetition(result, figure.cpuMilliseconds))))
            }
            rows.append(row)
        }
        let header = ["pass"] + results.flatMap { ["\(Series.of($0.pipeline).name) wall", "\(Series.of($0.pipeline).name) CPU"] }
        return Tables.make(header, rows, caption: "Per repetition. Wall time on the thread the pass ran on; CPU time that "
            + "thread's (the main thread's), or the jobs' summed over the workers. Wall above CPU: the thread waited or "
            + "was not scheduled.")
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
            ["peak resident size of the process during its repetitions"]
                + results.map { $0.memory.peakResidentBytes.map { Format.bytes(Double($0)) } ?? "n/a" },
            ["main-thread bytes in frames"] + results.map {
                Format.bytes(Double($0.mainThreadFrameBytes) / Double(max(1, $0.repetitions.count)))
            },
        ]
        nodes.append(Tables.plain(["memory"] + results.map { Series.of($0.pipeline).name }, memoryRows,
                                  caption: "The live heap is the pipeline's own (jemalloc's, less its value before the "
                                      + "pipeline was made); medians over repetitions, peaks their maxima. The resident size "
                                      + "is the whole process's high-water mark while this pipeline's repetitions ran (the "
                                      + "other pipeline's memory, the fonts and photos included); the process's peak over "
                                      + "the whole run, written last, is run.json's processPeakResidentBytes."))
        return nodes
    }

    static func counters(_ results: [RunResult]) -> HTML {
        let both = results.count == 2
        let lists = results.map(\.counters.fields)
        let rows = (lists.first ?? []).indices.map { index -> [String] in
            let fields = lists.map { $0[index] }
            let applies = zip(results, fields).map { $1.pipelines.contains($0.pipeline) }
            var row = [fields[0].label] + zip(fields, applies).map { $1 ? Format.count($0.value) : "n/a" }
            if both {
                let (first, second) = (fields[0].value, fields[1].value)
                row.append(applies.allSatisfy { $0 } && second > 0
                    ? String(format: "%.2f×", Double(first) / Double(second)) : "n/a")
            }
            return row
        }
        let header = ["counter"] + results.map { Series.of($0.pipeline).name }
            + (both ? ["\(Series.of(results[0].pipeline).name) ÷ \(Series.of(results[1].pipeline).name)"] : [])
        let repeatNote = results.map { result in
            "\(Series.of(result.pipeline).name): " + (result.countersFromCountingRepetition
                ? "from the counting repetition (exact)" : "from the first measured repetition")
                + (result.countersRepeat ? ", equal in every repetition" : ", varying between repetitions")
        }.joined(separator: "; ")
        return Tables.plain(header, rows, caption: "Deterministic counters of one repetition, counts of work (not time). "
                                + "n/a: the pipeline does no such work. \(repeatNote).")
    }

    /// The pipelines' notes and skipped events: each pipeline's notes once, without its name repeated; skipped
    /// events counted by kind and reason, the list folded.
    static func notes(_ results: [RunResult]) -> [HTML] {
        var nodes: [HTML] = []
        for result in results {
            let name = Series.of(result.pipeline).name
            let prefix = result.pipeline.rawValue + ": "
            let notes = result.notes.map { $0.hasPrefix(prefix) ? String($0.dropFirst(prefix.count)) : $0 }
            var items: [HTML] = notes.map { .el("li", [], text: $0) }
            if !result.skippedEvents.isEmpty {
                var groups: [String: Int] = [:]
                var order: [String] = []
                for event in result.skippedEvents {
                    let key = "\(event.kind): \(event.reason)"
                    if groups[key] == nil { order.append(key) }
                    groups[key, default: 0] += 1
                }
                let summary = "Skipped \(Format.count(result.skippedEvents.count)) event"
                    + (result.skippedEvents.count == 1 ? "" : "s") + ": "
                    + order.map { "\(Format.count(groups[$0] ?? 0)) × \($0)" }.joined(separator: "; ")
                let list = result.skippedEvents.map { HTML.el("li", [], text: "frame \($0.frame): \($0.kind): \($0.reason)") }
                items.append(.el("li", [], [
                    .text(summary),
                    .el("details", [], [.el("summary", [], text: "every skipped event (frame, kind, reason)"),
                                        .el("ul", [], list)]),
                ]))
            }
            guard !items.isEmpty else { continue }
            nodes.append(.el("h4", [("class", result.pipeline.rawValue)], text: name))
            nodes.append(.el("ul", [], items))
        }
        return nodes
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
