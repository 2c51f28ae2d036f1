import Foundation

/// The gate's words and numbers, shared by the console, Markdown, JUnit and annotations.
enum GateText {
    static func number(_ value: Double, unit: String) -> String {
        guard value.isFinite else { return "n/a" }
        let magnitude = abs(value)
        let digits = magnitude >= 100 ? "%.1f" : magnitude >= 1 ? "%.3f" : "%.4f"
        return String(format: digits, value) + (unit.isEmpty || unit == "ratio" ? "" : " \(unit)")
    }

    static func percent(_ value: Double?) -> String {
        guard let value, value.isFinite else { return "n/a" }
        return String(format: "%+.1f%%", value * 100)
    }

    /// `[+3.1%, +12.4%]` (or in the metric's unit when the interval is absolute).
    static func interval(_ metric: GateResult.Metric) -> String {
        guard let lower = metric.intervalLower, let upper = metric.intervalUpper else { return "n/a" }
        if metric.intervalIsRelative { return "[\(percent(lower)), \(percent(upper))]" }
        return "[\(number(lower, unit: metric.unit)), \(number(upper, unit: metric.unit))]"
    }

    static func metricLine(_ metric: GateResult.Metric) -> String {
        "\(metric.name)\(metric.gates ? "" : " (diagnostic, not gating)"): \(number(metric.baselineMedian, unit: metric.unit)) → "
            + "\(number(metric.currentMedian, unit: metric.unit)) (medians of \(metric.baselineProcesses) and "
            + "\(metric.currentProcesses) processes). \(metric.reason)"
    }
}
