import Harness
import Statistics

/// The top of a report, one block per scenario: which pipeline spent less main-thread time and by how much,
/// with its interval and whether the repetitions decide it (`PipelineVerdict`); the budget verdict; and, next
/// to them, the conditions that make them mean something (pacing, injected slowdowns, the machine).
enum VerdictBlock {
    static func make(_ scenario: ScenarioReport, report: RunReport, anchor: String) -> HTML {
        var nodes: [HTML] = [.el("h3", [], [.el("a", [("href", "#" + anchor)], text: scenario.scenario.name)])]
        if let verdict = PipelineVerdict(scenario) {
            nodes.append(.el("p", [("class", "sentence")], text: verdict.sentence))
            nodes.append(figures(verdict))
        } else {
            let names = scenario.results.map { Series.of($0.pipeline).name }.joined(separator: ", ")
            nodes.append(.el("p", [("class", "sentence")], text: "Only \(names) ran: no pipeline to compare with."))
        }
        nodes.append(.el("p", [], text: budgetSentence(scenario)))
        nodes.append(.el("p", [("class", "note")], text: conditions(scenario, report: report)))
        return .el("div", [("class", "verdict")], nodes)
    }

    /// The verdict's three figures: each pipeline's median, the ratio with its interval, and the outcome.
    static func figures(_ verdict: PipelineVerdict) -> HTML {
        let rows = verdict.figures.map { figure -> [Tables.Cell] in
            let css: String? = switch figure.outcome {
            case .componentsLess: "components"
            case .mvcLess: "mvc"
            default: nil
            }
            return [
                Tables.Cell(figure.metric.rawValue),
                Tables.Cell(Format.ms(figure.mvcMedian)),
                Tables.Cell(Format.ms(figure.componentsMedian)),
                Tables.Cell(Format.ratio(figure.ratio)),
                Tables.Cell(figure.interval.map { Format.ratio($0.lower) + " – " + Format.ratio($0.upper) } ?? "n/a"),
                Tables.Cell(PipelineVerdict.outcomeText(figure), class: css),
            ]
        }
        return Tables.make(
            ["figure", "MVC (median)", "components (median)", "MVC ÷ components", "95% interval", "verdict"], rows)
    }

    /// How the verdicts are decided, said once above them.
    static let method = "MVC ÷ components above 1: the components pipeline spent less. Medians over the repetitions; "
        + "the ratio is the Hodges-Lehmann shift over the components' median, its interval a bootstrap over the "
        + "repetitions. Decided when the Mann-Whitney or Kolmogorov-Smirnov test is significant (p ≤ \(ShiftVerdict.defaultAlpha); "
        + "p99 and the first screen Holm-corrected together) and the whole interval lies beyond "
        + "\(EffectFloor.defaultRelativePercent) either way, as feedbench gate decides: main-thread time can be decided from "
        + "\(PipelineVerdict.repetitionsToDecide) repetitions a pipeline, p99 and the first screen from "
        + "\(PipelineVerdict.repetitionsToDecideTogether). Repetitions of one process are not independent runs: another run may "
        + "land outside the interval."

    /// Frames over the budget and the hitch band, per pipeline.
    static func budgetSentence(_ scenario: ScenarioReport) -> String {
        let parts = scenario.results.map { result -> String in
            let metrics = result.metrics
            return "\(Series.of(result.pipeline).name) \(Format.count(metrics.framesOverBudget)) of "
                + "\(Format.count(metrics.frames)) frames over, p99 \(Format.ms(metrics.percentiles.p99)), hitch band "
                + "\(metrics.hitchBand.rawValue) (\(String(format: "%.2f", metrics.hitchTimeRatio)) ms/s)"
                + (metrics.hangs > 0 ? ", \(Format.count(metrics.hangs)) hangs" : "")
        }
        return "Budget \(Format.ms(scenario.scenario.frameBudget)) a frame: " + parts.joined(separator: "; ") + "."
    }

    /// What the figures above were measured under.
    static func conditions(_ scenario: ScenarioReport, report: RunReport) -> String {
        var parts: [String] = []
        let paced = scenario.results.contains(where: \.paced)
        parts.append(paced
            ? "Frames paced like a display (each starts on the budget's tick)."
            : "Frames back to back, not paced: frames over budget say what frames cost on this machine; update "
                + "latency in frames is not a display's (run with --paced for that).")
        if let slowdown = report.options.injectedSlowdown {
            parts.append("Slowdown injected: \(slowdown.description) (a calibration run, not the code as it is).")
        }
        if let work = report.options.injectedWork {
            parts.append("Work injected: \(work.description) (a calibration run, not the code as it is).")
        }
        parts.append("Machine: \(report.machine.machineClass), not a phone: compare the pipelines, not the absolute "
            + "times with a device's.")
        if report.machine.buildConfiguration != "release" {
            parts.append("A \(report.machine.buildConfiguration) build: its times are not representative.")
        }
        return parts.joined(separator: " ")
    }
}
