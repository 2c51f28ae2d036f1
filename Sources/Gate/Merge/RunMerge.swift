import Foundation
import Harness

/// Joins the run reports of a CI matrix's shards into one.
public enum RunMerge {
    public struct Refusal: Error, Sendable {
        public let message: String
    }

    /// One report holding every scenario of `reports`, in order; refused when a scenario appears twice or,
    /// unless `allowDifferent`, when machine classes or options differ (their figures would not compare).
    public static func merge(_ reports: [RunReport], names: [String], allowDifferent: Bool)
        -> Result<RunReport, Refusal> {
        guard let first = reports.first else { return .failure(Refusal(message: "no run to merge")) }
        var seen: [String: String] = [:]
        for (report, name) in zip(reports, names) {
            if !allowDifferent {
                if report.machine.machineClass != first.machine.machineClass {
                    return .failure(Refusal(message: "\(name) was run on \(report.machine.machineClass), \(names[0]) on "
                        + "\(first.machine.machineClass); give --allow-different to merge them anyway"))
                }
                if report.options != first.options {
                    return .failure(Refusal(message: "\(name) was run with other options than \(names[0]); give "
                        + "--allow-different to merge them anyway"))
                }
            }
            for scenario in report.scenarios {
                if let other = seen[scenario.scenario.name] {
                    return .failure(Refusal(message: "scenario \(quoted(scenario.scenario.name)) is in both \(other) and \(name)"))
                }
                seen[scenario.scenario.name] = name
            }
        }
        let started = reports.map(\.startedAt).min() ?? first.startedAt
        let date = ISO8601DateFormatter().date(from: started) ?? Date()
        var warnings: [String] = []
        for report in reports { for warning in report.warnings where !warnings.contains(warning) { warnings.append(warning) } }
        warnings.append("merged from \(reports.count) run folders")
        var fonts: [String] = []
        for report in reports { for font in report.fonts where !fonts.contains(font) { fonts.append(font) } }
        // Instruction counts of shards counted with other tools do not compare: one environment, or refused.
        let environments = zip(reports, names).compactMap { report, name in report.instructionEnvironment.map { ($0, name) } }
        if let (environment, name) = environments.first,
           let (other, otherName) = environments.first(where: { $0.0.mismatch(with: environment) != nil }) {
            return .failure(Refusal(message: "\(otherName) counted instructions with other tools than \(name) ("
                + (other.mismatch(with: environment) ?? "") + ")"))
        }
        var merged = RunReport(startedAt: date, machine: first.machine, options: first.options, warnings: warnings,
                               fonts: fonts, lineBreaker: first.lineBreaker, scenarios: reports.flatMap(\.scenarios))
        merged.instructionEnvironment = environments.first?.0
        return .success(merged)
    }
}
