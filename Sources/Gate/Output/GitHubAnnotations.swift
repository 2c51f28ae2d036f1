/// GitHub Actions workflow commands, printed when the gate runs under Actions. GitHub shows ten per step,
/// so at most ten are printed: failures first (instruction counts, counters, budgets, gating times), then
/// the widest inconclusive gating times, then the warnings; when there are more, the tenth says how many
/// more and where they are (the Markdown summary lists them all).
enum GitHubAnnotations {
    /// GitHub's limit per step.
    static let limit = 10

    static func lines(_ result: GateResult) -> [String] {
        var failures: [String] = []
        var inconclusive: [(width: Double, line: String)] = []
        var warnings = result.warnings.map { "::warning title=\(property("FeedBench gate"))::\(data($0))" }
        for entry in result.entries {
            let subject = "\(entry.scenario) · \(entry.pipeline.rawValue)"
            for check in entry.instructions where !check.passed {
                let profile = entry.profile.prefix(3).map(\.line).joined(separator: "; ")
                failures.append("::error title=\(property("FeedBench: \(subject) instructions"))::"
                    + data(check.message + (profile.isEmpty ? "" : "; changed most: \(profile)")))
            }
            for check in entry.counters where !check.passed {
                failures.append("::error title=\(property("FeedBench: \(subject) counter"))::\(data(check.message))")
            }
            for budget in entry.budgets where !budget.passed {
                failures.append("::error title=\(property("FeedBench: \(subject) budget"))::"
                    + data("\(budget.name): \(budget.value), limit \(budget.limit)"))
            }
            for metric in entry.metrics where metric.gates {
                let line = "\(property("FeedBench: \(subject) \(metric.name)"))::\(data(GateText.metricLine(metric)))"
                if metric.outcome == .fail {
                    failures.append("::error title=" + line)
                } else if metric.outcome == .inconclusive {
                    let width = (metric.intervalUpper ?? 0) - (metric.intervalLower ?? 0)
                    inconclusive.append((width, "::warning title=" + line))
                }
            }
        }
        warnings = inconclusive.sorted { $0.width > $1.width }.map(\.line) + warnings
        let all = failures + warnings
        guard all.count > limit else { return all }
        let shown = Array(all.prefix(limit - 1))
        return shown + ["::notice title=\(property("FeedBench gate"))::"
            + data("\(all.count - shown.count) more finding(s) not annotated here (GitHub shows \(limit) per step): "
                + "see the job summary (the gate's Markdown summary) or gate.json")]
    }

    /// A command's message: `%`, CR and LF escaped, as the runner expects.
    static func data(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// A property value: also `:` and `,` escaped.
    static func property(_ text: String) -> String {
        data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
