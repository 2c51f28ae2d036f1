import Foundation

/// The gate's verdict as Markdown, for a pull-request comment or a job summary: the verdict first, then
/// what changed (regressions, inconclusive metrics, improvements, counters, budgets) with the intervals.
enum MarkdownSummary {
    static func make(_ result: GateResult) -> String {
        var lines: [String] = []
        let outcome = result.outcome
        let icon = outcome == .pass ? "✅" : outcome == .fail ? "❌" : "⚠️"
        let failures = result.entries.flatMap { entry in
            entry.metrics.filter { $0.gates && $0.outcome == .fail }.map { _ in entry }
        }.count
        lines.append("## \(icon) FeedBench gate: \(outcome.rawValue.uppercased())")
        lines.append("")
        var facts = ["\(result.entries.count) scenario × pipeline entries",
                     "\(result.entries.flatMap(\.instructions).filter { !$0.passed }.count) instruction count change(s)",
                     "\(failures) timing regression\(failures == 1 ? "" : "s")",
                     "\(result.entries.flatMap(\.counters).filter { !$0.passed }.count) counter change(s)",
                     "\(result.entries.flatMap(\.budgets).filter { !$0.passed }.count) budget(s) exceeded"]
        if result.reruns > 0 { facts.append("\(result.reruns) re-run(s) pooled") }
        lines.append(facts.joined(separator: " · ") + ".")
        lines.append("")
        for warning in result.warnings { lines.append("> **Warning:** \(escape(warning))") }
        if !result.warnings.isEmpty { lines.append("") }

        let instructions = result.entries.filter { entry in !entry.profile.isEmpty || entry.instructions.contains { !$0.passed } }
        if !instructions.isEmpty {
            lines.append("### Instruction counts (Callgrind, the counting repetition)")
            lines.append("")
            for entry in instructions {
                lines.append("**\(escape(entry.scenario)) · \(entry.pipeline.rawValue)**")
                lines.append("")
                for check in entry.instructions where !check.passed { lines.append("- ❌ \(escape(check.message))") }
                if !entry.profile.isEmpty {
                    lines.append("")
                    lines.append("| change | function | baseline | current |")
                    lines.append("|---:|---|---:|---:|")
                    for delta in entry.profile {
                        lines.append("| \(delta.change >= 0 ? "+" : "")\(InstructionCheck.grouped(delta.change)) | \(escape(delta.name)) | "
                            + "\(delta.baseline.map(InstructionCheck.grouped) ?? "not listed") | "
                            + "\(delta.current.map(InstructionCheck.grouped) ?? "not listed") |")
                    }
                }
                lines.append("")
            }
        }
        let rows = result.entries.flatMap { entry in
            entry.metrics.filter { $0.gates && ($0.outcome == .fail || $0.outcome == .inconclusive || $0.improved) }.map { (entry, $0) }
        }
        if !rows.isEmpty {
            lines.append("| scenario | pipeline | metric | baseline | current | change | 95% interval | p (Holm) | verdict |")
            lines.append("|---|---|---|---:|---:|---:|---:|---:|---|")
            for (entry, metric) in rows.sorted(by: { order($0.1) < order($1.1) }) {
                let verdict = metric.outcome == .fail ? "❌ FAIL" : metric.improved ? "✅ improved" : "⚠️ inconclusive"
                lines.append("| \(escape(entry.scenario)) | \(entry.pipeline.rawValue) | \(escape(metric.name)) | "
                    + "\(GateText.number(metric.baselineMedian, unit: metric.unit)) | "
                    + "\(GateText.number(metric.currentMedian, unit: metric.unit)) | \(GateText.percent(metric.relativeShift)) | "
                    + "\(GateText.interval(metric)) | \(metric.adjustedPValue.map { String(format: "%.2g", $0) } ?? "n/a") | \(verdict) |")
            }
            lines.append("")
        } else if result.entries.flatMap(\.metrics).contains(where: { $0.gates && $0.outcome != .skipped }) {
            lines.append("Every gating time lies within its floor.")
            lines.append("")
        } else {
            lines.append("No time was judged (the notes say why).")
            lines.append("")
        }
        let diagnostics = result.entries.flatMap { entry in
            entry.metrics.filter { !$0.gates && ($0.outcome == .fail || $0.improved) }.map { (entry, $0) }
        }
        if !diagnostics.isEmpty {
            lines.append("<details><summary>Diagnostics (pass times and frame percentiles that moved; they do not gate)</summary>")
            lines.append("")
            lines.append("| scenario | pipeline | metric | baseline | current | change | 95% interval |")
            lines.append("|---|---|---|---:|---:|---:|---:|")
            for (entry, metric) in diagnostics {
                lines.append("| \(escape(entry.scenario)) | \(entry.pipeline.rawValue) | \(escape(metric.name)) | "
                    + "\(GateText.number(metric.baselineMedian, unit: metric.unit)) | "
                    + "\(GateText.number(metric.currentMedian, unit: metric.unit)) | \(GateText.percent(metric.relativeShift)) | "
                    + "\(GateText.interval(metric)) |")
            }
            lines.append("")
            lines.append("</details>")
            lines.append("")
        }
        let counters = result.entries.flatMap { entry in entry.counters.filter { !$0.passed }.map { (entry, $0) } }
        if !counters.isEmpty {
            lines.append("### Counters that changed (must be equal)")
            lines.append("")
            for (entry, check) in counters {
                lines.append("- \(escape(entry.scenario)) · \(entry.pipeline.rawValue): \(escape(check.message))")
            }
            lines.append("")
        }
        let budgets = result.entries.flatMap { entry in entry.budgets.filter { !$0.passed }.map { (entry, $0) } }
        if !budgets.isEmpty {
            lines.append("### Budgets exceeded")
            lines.append("")
            for (entry, budget) in budgets {
                lines.append("- \(escape(entry.scenario)) · \(entry.pipeline.rawValue): \(escape(budget.name)) "
                    + "\(escape(budget.value)), limit \(escape(budget.limit))")
            }
            lines.append("")
        }
        let notes = result.entries.flatMap { entry in entry.notes.map { "\(escape(entry.scenario)) · \(entry.pipeline.rawValue): \(escape($0))" } }
        if !notes.isEmpty {
            lines.append("### Notes")
            lines.append("")
            lines += notes.map { "- \($0)" }
            lines.append("")
        }
        lines.append("<sub>One value per process (the median of its repetitions), the gating metrics only; Mann-Whitney U and Kolmogorov-Smirnov (the smaller p), Holm-corrected "
            + "at α = \(result.alpha); Hodges-Lehmann shift with a bootstrap 95% interval against the effect floor. "
            + "Baseline machine: \(escape(result.baselineMachineClass)).</sub>")
        return lines.joined(separator: "\n") + "\n"
    }

    static func order(_ metric: GateResult.Metric) -> Int {
        metric.outcome == .fail ? 0 : metric.outcome == .inconclusive ? 1 : 2
    }

    /// Text from a scenario, safe inside a Markdown table: markup characters escaped, one line.
    static func escape(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "\n", "\r", "\r\n": result += " "
            case "|": result += "\\|"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "&": result += "&amp;"
            case "*", "_", "`", "[", "]", "\\", "#", "!": result += "\\" + String(character)
            default: result.append(character)
            }
        }
        return result
    }
}
