/// GitHub Actions workflow commands: one `::error` line per failing metric, counter or budget, one
/// `::warning` per inconclusive metric and per warning, printed when the gate runs under Actions.
enum GitHubAnnotations {
    static func lines(_ result: GateResult) -> [String] {
        var lines: [String] = []
        for warning in result.warnings {
            lines.append("::warning title=\(property("FeedBench gate"))::\(data(warning))")
        }
        for entry in result.entries {
            let subject = "\(entry.scenario) · \(entry.pipeline.rawValue)"
            for check in entry.instructions where !check.passed {
                lines.append("::error title=\(property("FeedBench: \(subject) instructions"))::\(data(check.message))")
            }
            for check in entry.counters where !check.passed {
                lines.append("::error title=\(property("FeedBench: \(subject) counter"))::\(data(check.message))")
            }
            for metric in entry.metrics where metric.outcome == .fail || metric.outcome == .inconclusive {
                let kind = metric.outcome == .fail ? "error" : "warning"
                lines.append("::\(kind) title=\(property("FeedBench: \(subject) \(metric.name)"))::\(data(GateText.metricLine(metric)))")
            }
            for budget in entry.budgets where !budget.passed {
                lines.append("::error title=\(property("FeedBench: \(subject) budget"))::"
                    + data("\(budget.name): \(budget.value), limit \(budget.limit)"))
            }
        }
        return lines
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
