import Foundation
import Harness

/// What `feedbench compare` writes: `compare.csv` (one row per scenario, pipeline and metric, before and
/// after), `summary.csv` of both runs (a `run` column first), and `compare.html`.
public enum ComparisonFiles {
    public static func make(_ comparison: RunComparison) throws -> [(name: String, data: Data)] {
        var compare = CSVFile(header: ["scenario", "pipeline", "metric", "unit", "before", "after", "change_percent",
                                       "direction"])
        for row in comparison.rows {
            compare.append([row.scenario, row.pipeline.rawValue, row.metric, row.unit.rawValue,
                            CSVValue.number(row.before), CSVValue.number(row.after),
                            CSVValue.number(row.change.map { $0 * 100 }), row.direction])
        }
        var summary = CSVFile(header: ["run"] + SummaryCSV.header)
        for (name, report) in [(comparison.beforeName, comparison.before), (comparison.afterName, comparison.after)] {
            for scenario in report.scenarios {
                for result in scenario.results { summary.append([name] + SummaryCSV.row(scenario.scenario.name, result)) }
            }
        }
        return [
            ("compare.csv", try compare.data()),
            ("summary.csv", try summary.data()),
            ("compare.html", Data(ComparePage.make(comparison).utf8)),
        ]
    }
}

/// `compare.html`: two runs, each metric before and after, its change and direction.
enum ComparePage {
    static func make(_ comparison: RunComparison) -> String {
        var body: [HTML] = [
            .el("h1", [], text: "FeedBench: \(comparison.beforeName) → \(comparison.afterName)"),
            .el("p", [("class", "note")], text: "Before: \(comparison.beforeName), run \(comparison.before.startedAt) on "
                + "\(comparison.before.machine.machineClass). After: \(comparison.afterName), run "
                + "\(comparison.after.startedAt) on \(comparison.after.machine.machineClass). Changes are described, not "
                + "judged: one run's noise is not a regression (feedbench gate judges with repetitions and statistics)."),
        ]
        if comparison.before.machine.machineClass != comparison.after.machine.machineClass {
            body.append(.el("p", [("class", "worse")], text: "The runs were made on different machine classes: their "
                + "absolute times are not comparable; counters and ratios are."))
        }
        if !comparison.unmatched.isEmpty {
            body.append(.el("h2", [], text: "Not in both runs"))
            body.append(.el("ul", [], comparison.unmatched.map { .el("li", [], text: $0) }))
        }
        let worse = comparison.rows.filter { $0.direction == "worse" && ($0.change.map { abs($0) >= 0.05 } ?? true) }
        body.append(.el("h2", [], text: "Largest changes for the worse"))
        body.append(worse.isEmpty
            ? .el("p", [("class", "better")], text: "No time, memory or frame figure is 5% or more worse.")
            : table(worse.sorted { abs($0.change ?? .infinity) > abs($1.change ?? .infinity) }.prefix(20).map { $0 },
                    withScenario: true))
        var groups: [String: [RunComparison.Row]] = [:]
        var order: [String] = []
        for row in comparison.rows {
            let key = row.scenario + "\u{1F}" + row.pipeline.rawValue
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(row)
        }
        for key in order {
            guard let rows = groups[key], let first = rows.first else { continue }
            body.append(.el("h2", [], text: "\(first.scenario) · \(Series.of(first.pipeline).name)"))
            body.append(table(rows, withScenario: false))
        }
        return Page.document(title: "FeedBench: \(comparison.beforeName) → \(comparison.afterName)", body: body)
    }

    static func table(_ rows: [RunComparison.Row], withScenario: Bool) -> HTML {
        let cells = rows.map { row -> [Tables.Cell] in
            let direction = row.direction
            let css = direction == "worse" ? "worse" : direction == "better" ? "better" : nil
            var cells: [Tables.Cell] = []
            if withScenario { cells.append(Tables.Cell("\(row.scenario) · \(Series.of(row.pipeline).name)")) }
            cells += [Tables.Cell(row.metric), Tables.Cell(value(row.before, row.unit)), Tables.Cell(value(row.after, row.unit)),
                      Tables.Cell(row.change.map(Format.percent) ?? "n/a", class: css),
                      Tables.Cell(direction == "worse" ? "▲ worse" : direction == "better" ? "▼ better" : direction,
                                  class: css)]
            return cells
        }
        return Tables.make((withScenario ? ["scenario · pipeline"] : []) + ["metric", "before", "after", "change", "direction"],
                           cells)
    }

    static func value(_ value: Double, _ unit: RunComparison.Unit) -> String {
        switch unit {
        case .milliseconds: return Format.ms(value)
        case .bytes: return Format.bytes(value)
        case .count:
            // Whole counts print as counts while they fit an Int exactly; others (a value read from a file can be
            // any finite number) print as numbers.
            if let whole = Int(exactly: value), whole.magnitude < 1 << 53 { return Format.count(whole) }
            return String(format: "%.1f", value)
        case .msPerSecond: return String(format: "%.2f ms/s", value)
        }
    }
}
