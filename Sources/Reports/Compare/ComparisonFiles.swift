import Foundation
import Harness
import Statistics

/// What `feedbench compare` writes: `compare.csv` (one row per scenario, pipeline and metric, before and
/// after, the shift with its interval and the judgement), `summary.csv` of both runs (a `run` column first),
/// and `compare.html`.
public enum ComparisonFiles {
    public static func make(_ comparison: RunComparison) throws -> [(name: String, data: Data)] {
        var compare = CSVFile(header: ["scenario", "pipeline", "metric", "unit", "before", "after", "change_percent",
                                       "shift_percent", "shift_low_percent", "shift_high_percent", "direction"])
        for row in comparison.rows {
            compare.append([row.scenario, row.pipeline.rawValue, row.metric, row.unit.rawValue,
                            CSVValue.number(row.before), CSVValue.number(row.after),
                            CSVValue.number(row.change.map { $0 * 100 }), CSVValue.number(row.shift.map { $0 * 100 }),
                            CSVValue.number(row.interval.map { $0.lower * 100 }),
                            CSVValue.number(row.interval.map { $0.upper * 100 }), row.direction])
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

/// `compare.html`: two runs; what differs in how they were made, at the top; then each metric before and after,
/// its shift with its interval over the repetitions, and whether that is beyond the noise.
enum ComparePage {
    static func make(_ comparison: RunComparison) -> String {
        var body: [HTML] = [
            .el("h1", [], text: "FeedBench: \(comparison.beforeName) → \(comparison.afterName)"),
            .el("p", [("class", "note")], text: "Before: \(comparison.beforeName), run \(comparison.before.startedAt). After: "
                + "\(comparison.afterName), run \(comparison.after.startedAt). A time or memory figure is worse or better only "
                + "when the repetitions of the two runs say so: the shift (Hodges-Lehmann, over the before run's median) "
                + "and its 95% bootstrap interval beyond \(EffectFloor.defaultRelativePercent), and a significant Mann-Whitney or Kolmogorov-Smirnov test "
                + "(p ≤ \(ShiftVerdict.defaultAlpha), Holm-corrected over the figures of one scenario and pipeline); otherwise it is within "
                + "noise. Repetitions of one process are not independent runs: feedbench gate pools processes."),
        ]
        let needed = MannWhitneyU.repetitionsToReach(family: comparison.familySize)
        let (beforeCount, afterCount) = comparison.repetitions
        if min(beforeCount, afterCount) < needed {
            body.append(.el("p", [("class", "worse")], text: "These runs have \(beforeCount) and \(afterCount) repetitions; "
                + "judging \(comparison.familySize) figures together needs at least \(needed) a side before any can be "
                + "called worse or better. Run both with --repetitions \(max(needed, 10)) to decide."))
        }
        body.append(.el("h2", [], text: "What differs between the runs"))
        let differences = RunConditions.differences(RunConditions.of(comparison.before), RunConditions.of(comparison.after))
        body.append(differences.isEmpty
            ? .el("p", [], text: "The same options, on the same machine and build.")
            : Tables.plain(["option or machine", comparison.beforeName, comparison.afterName],
                           differences.map { [$0.key, $0.before, $0.after] },
                           caption: "Options as each run recorded them (absent: an older run.json, or an option not set)."))
        if comparison.before.machine.machineClass != comparison.after.machine.machineClass {
            body.append(.el("p", [("class", "worse")], text: "The runs were made on different machine classes: their "
                + "absolute times are not comparable; counters and ratios are."))
        }
        if !comparison.unmatched.isEmpty {
            body.append(.el("h2", [], text: "Not in both runs"))
            body.append(.el("ul", [], comparison.unmatched.map { .el("li", [], text: $0) }))
        }
        let worse = comparison.rows.filter { $0.judgement == .worse }
        body.append(.el("h2", [], text: "Worse beyond the noise"))
        body.append(worse.isEmpty
            ? .el("p", [("class", "better")], text: "No time, memory or frame figure is worse beyond the noise.")
            : table(worse.sorted { abs($0.shift ?? 0) > abs($1.shift ?? 0) }.prefix(20).map { $0 }, withScenario: true))
        let changedCounters = comparison.rows.filter { $0.judgement == .more || $0.judgement == .fewer }
        if !changedCounters.isEmpty {
            body.append(.el("p", [], text: "\(Format.count(changedCounters.count)) counter"
                + (changedCounters.count == 1 ? "" : "s") + " changed: the pipelines did different work (see below)."))
        }
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
            let css: String? = switch row.judgement {
            case .worse: "worse"
            case .better: "better"
            default: nil
            }
            var cells: [Tables.Cell] = []
            if withScenario { cells.append(Tables.Cell("\(row.scenario) · \(Series.of(row.pipeline).name)")) }
            cells += [Tables.Cell(row.metric), Tables.Cell(value(row.before, row.unit)), Tables.Cell(value(row.after, row.unit)),
                      Tables.Cell(shift(row), class: css),
                      Tables.Cell(row.judgement == .worse ? "▲ worse" : row.judgement == .better ? "▼ better" : row.direction,
                                  class: css)]
            return cells
        }
        return Tables.make((withScenario ? ["scenario · pipeline"] : [])
                               + ["metric", "before", "after", "shift (95% interval)", "judgement"], cells)
    }

    /// The shift with its interval where the repetitions give one; the plain change otherwise.
    static func shift(_ row: RunComparison.Row) -> String {
        if let shift = row.shift, let interval = row.interval {
            return Format.percent(shift) + " (" + Format.percent(interval.lower) + " to " + Format.percent(interval.upper) + ")"
        }
        return row.change.map(Format.percent) ?? "n/a"
    }

    /// One format for every figure: milliseconds and bytes with their units, counts whole and grouped.
    static func value(_ value: Double, _ unit: RunComparison.Unit) -> String {
        switch unit {
        case .milliseconds: return Format.ms(value)
        case .bytes: return Format.bytes(value)
        case .count:
            // A count per repetition can be a fraction (an average); it reads as the nearest whole count. A value
            // read from a file that no Int holds prints as a number.
            let rounded = value.rounded()
            if let whole = Int(exactly: rounded), whole.magnitude < 1 << 53 { return Format.count(whole) }
            return String(format: "%.0f", value)
        case .msPerSecond: return String(format: "%.2f ms/s", value)
        }
    }
}
