import Feed
import Foundation
import Harness

/// `report.html`: one run, every scenario with MVC and components side by side, the verdict first.
enum RunPage {
    static func make(_ report: RunReport) -> String {
        let names = report.scenarios.map(\.scenario.name)
        var body: [HTML] = [
            .el("h1", [], text: "FeedBench run of \(report.startedAt)"),
            .el("p", [("class", "note")], text: "\(names.count) scenario\(names.count == 1 ? "" : "s"): "
                + names.joined(separator: ", ") + ". Frame budget per scenario; every time is main-thread wall time "
                + "unless it says otherwise. MVC is drawn solid and blue, components dashed or hatched and orange."),
        ]
        if !report.warnings.isEmpty {
            body.append(.el("div", [("class", "warnings")], [
                .el("h2", [], text: "Warnings"),
                .el("ul", [], report.warnings.map { .el("li", [("class", "worse")], text: $0) }),
            ]))
        }
        body.append(.el("h2", [("id", "verdict")], text: "Verdict"))
        body.append(.el("p", [("class", "note")], text: VerdictBlock.method))
        for (index, scenario) in report.scenarios.enumerated() {
            body.append(VerdictBlock.make(scenario, report: report, anchor: "scenario-\(index + 1)"))
        }
        body.append(.el("h3", [], text: "Every scenario and pipeline"))
        body.append(overview(report))
        for (index, scenario) in report.scenarios.enumerated() {
            body += ScenarioSection.make(scenario, anchor: "scenario-\(index + 1)", index: index)
        }
        body += runDetails(report)
        return Page.document(title: "FeedBench: " + names.joined(separator: ", "), body: body)
    }

    /// Every scenario and pipeline in one table: the figures a user decides on.
    static func overview(_ report: RunReport) -> HTML {
        var rows: [[Tables.Cell]] = []
        for scenario in report.scenarios {
            for result in scenario.results {
                let metrics = result.metrics
                rows.append([
                    Tables.Cell(scenario.scenario.name),
                    Tables.Cell(Series.of(result.pipeline).name, class: result.pipeline.rawValue),
                    Tables.Cell(Format.ms(result.mainThreadMillisecondsPerFrame)),
                    Tables.Cell(Format.ms(result.mainThreadCPUMillisecondsPerFrame)),
                    Tables.Cell("\(Format.count(metrics.framesOverBudget)) of \(Format.count(metrics.frames))",
                                class: metrics.framesOverBudget > 0 ? "worse" : nil),
                    Tables.Cell(Format.ms(metrics.percentiles.p99)),
                    Tables.Cell("\(metrics.hitchBand.rawValue) (\(String(format: "%.1f", metrics.hitchTimeRatio)) ms/s)",
                                class: "band-\(metrics.hitchBand.rawValue)"),
                    Tables.Cell("\(metrics.hangs) / \(metrics.frozenFrames)", class: metrics.hangs > 0 ? "worse" : nil),
                    Tables.Cell(Format.ms(result.firstScreen.mainThreadMilliseconds)),
                    Tables.Cell(result.updateLatency.map { Format.ms($0.p50Milliseconds) } ?? "no event"),
                ])
            }
        }
        return Tables.make(
            ["scenario", "pipeline", "main thread a frame", "its CPU time", "frames over budget", "p99 frame",
             "hitch band", "hangs / frozen", "first screen (main)", "update latency p50"],
            rows,
            caption: "Pooled over the measured repetitions, launch frames included; main-thread time is wall time, its "
                + "CPU time the main thread's own. Hitch band: good ≤ 5 ms/s, warning ≤ 10 ms/s, critical above. "
                + "Hangs: frames over \(FrameMetrics.hangThreshold); frozen: over \(FrameMetrics.frozenThreshold).")
    }

    static func runDetails(_ report: RunReport) -> [HTML] {
        let machine = report.machine
        let options = report.options
        var rows: [[String]] = [
            ["host", machine.hostName],
            ["operating system", machine.operatingSystem],
            ["processors", "\(machine.activeProcessorCount) active of \(machine.processorCount)"],
            ["memory", Format.bytes(Double(machine.physicalMemoryBytes))],
            ["build configuration", machine.buildConfiguration],
        ]
        if let cpu = machine.cpuModel { rows.append(["CPU", cpu]) }
        if let swift = machine.swiftVersion { rows.append(["Swift", swift]) }
        rows += [
            ["run.json format", "\(report.formatVersion)"],
            ["pipelines", options.pipelines.map(\.rawValue).joined(separator: ", ")],
            ["worker threads", options.threads.map(String.init) ?? "the scenario's"],
            ["repetitions / warm-up", "\(options.repetitions.map(String.init) ?? "the scenario's") / "
                + (options.warmUp.map(String.init) ?? "the scenario's")],
            ["MVC row heights", options.mvcRowHeights?.rawValue ?? "the scenario's"],
            ["component updates", options.updateDelivery.rawValue],
            ["prefetch / retain / batch (viewports)",
             "\(options.prefetchViewports.map { "\($0)" } ?? "default") / \(options.retainViewports) / \(options.batchViewports)"],
            ["paced frames", options.paced ? "yes (frames start every budget)" : "no (frames back to back)"],
            ["drawing", options.display.rawValue],
            ["injected slowdown", options.injectedSlowdown?.description ?? "none"],
            ["injected work", options.injectedWork?.description ?? "none"],
            ["text cache", Format.bytes(Double(options.textCacheBytes))],
            ["counting repetition", options.countingRepetition ? "yes" : "no"],
            ["line breaker", report.lineBreaker],
        ]
        var nodes: [HTML] = [.el("h2", [("id", "run")], text: "The run"), Tables.plain(["", ""], rows)]
        if !report.fonts.isEmpty {
            nodes.append(.el("h3", [], text: "Fonts the text used"))
            nodes.append(.el("ul", [], report.fonts.map { .el("li", [], [.el("code", [], text: $0)]) }))
        }
        nodes.append(.el("p", [("class", "note")], text: "Written by feedbench from run.json; frames.csv, passes.csv, "
            + "summary.csv and trace.json (open it in ui.perfetto.dev or chrome://tracing) are beside this file."))
        return nodes
    }
}
