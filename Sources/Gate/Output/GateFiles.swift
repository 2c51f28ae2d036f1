import Foundation

/// The gate's outputs, made from a result.
public enum GateOutputs {
    public static func junit(_ result: GateResult) throws -> Data { try JUnitReport.data(result) }
    public static func markdown(_ result: GateResult) -> String { MarkdownSummary.make(result) }
    public static func annotations(_ result: GateResult) -> [String] { GitHubAnnotations.lines(result) }

    /// `gate.json`: `verdict` (`pass`, `fail`, `inconclusive`) and `reasons` first, then the whole result.
    public static func json(_ result: GateResult) throws -> Data {
        try json(verdict: result.outcome.rawValue, reasons: reasons(result), result: result)
    }

    /// `gate.json` for input the gate refused (exit 2): the verdict `bad-input` and why.
    public static func badInputJSON(_ message: String) throws -> Data {
        try json(verdict: "bad-input", reasons: [message], result: nil)
    }

    /// The lines that decided the verdict: every failure, else every inconclusive gating metric.
    static func reasons(_ result: GateResult) -> [String] {
        var failures: [String] = []
        var inconclusive: [String] = []
        for entry in result.entries {
            let subject = "\(entry.scenario) · \(entry.pipeline.rawValue)"
            failures += entry.instructions.filter { !$0.passed }.map { "\(subject): \($0.message)" }
            failures += entry.counters.filter { !$0.passed }.map { "\(subject): counter \($0.message)" }
            failures += entry.budgets.filter { !$0.passed }.map { "\(subject): budget \($0.name) \($0.value), limit \($0.limit)" }
            for metric in entry.metrics where metric.gates {
                if metric.outcome == .fail { failures.append("\(subject): \(GateText.metricLine(metric))") }
                if metric.outcome == .inconclusive { inconclusive.append("\(subject): \(GateText.metricLine(metric))") }
            }
        }
        return failures.isEmpty ? inconclusive : failures
    }

    private static func json(verdict: String, reasons: [String], result: GateResult?) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf",
                                                                      nan: "nan")
        // Sorted keys keep the file the same bytes for the same result; the verdict is put first by hand.
        var text = "{\n  \"verdict\" : " + String(decoding: try encoder.encode(verdict), as: UTF8.self)
            + ",\n  \"reasons\" : " + String(decoding: try encoder.encode(reasons), as: UTF8.self)
                .replacingOccurrences(of: "\n", with: "\n  ")
        if let result {
            let body = String(decoding: try encoder.encode(result), as: UTF8.self)
            // The result's own members, after its opening brace.
            text += ",\n  \"result\" : " + body.replacingOccurrences(of: "\n", with: "\n  ")
        }
        text += "\n}\n"
        return Data(text.utf8)
    }

    /// The console's lines: the verdict, then every metric that is not a plain pass.
    public static func console(_ result: GateResult) -> [String] {
        var lines = ["feedbench gate: \(result.outcome.rawValue.uppercased())"]
        lines += result.warnings.map { "warning: \($0)" }
        for entry in result.entries {
            let subject = "\(quoted(entry.scenario)) · \(entry.pipeline.rawValue)"
            lines += entry.counters.filter { !$0.passed }.map { "FAIL \(subject): counter \($0.message)" }
            lines += entry.instructions.filter { !$0.passed }.map { "FAIL \(subject): \($0.message)" }
            if !entry.profile.isEmpty {
                lines.append("profile \(subject): the functions whose own instructions changed most (differential profile)")
                lines += entry.profile.map { "  \($0.line)" }
            }
            lines += entry.budgets.filter { !$0.passed }.map { "FAIL \(subject): budget \($0.name) \($0.value), limit \($0.limit)" }
            // Metrics not judged are said once, in the entry's note, not line by line.
            for metric in entry.metrics where (metric.outcome != .pass && metric.outcome != .skipped) || metric.improved {
                let tag = metric.improved ? "IMPROVED" : metric.outcome.rawValue.uppercased()
                lines.append("\(tag) \(subject): \(GateText.metricLine(metric))")
            }
            lines += entry.notes.map { "note \(subject): \($0)" }
        }
        let judged = result.entries.flatMap(\.metrics).filter { $0.outcome != .skipped }.count
        let counters = result.entries.flatMap(\.counters).count
        let instructions = result.entries.flatMap(\.instructions).count
        lines.append("\(instructions) instruction counts compared, \(judged) timing metrics judged, \(counters) counters compared, "
            + "\(result.entries.flatMap(\.budgets).count) budget limits checked")
        return lines
    }
}
