import CSV
import Foundation
import Harness

/// `Reports/index.html`: per scenario, a trend of main-thread time a frame and p99 across the runs; then every
/// run folder in `Reports/`, newest first, with its headline figures (read from its `summary.csv`), what it
/// was run with that the run before was not (options and machine, from its `run.json`), and a link to compare
/// the two; and `Reports/latest`, a link to the newest.
public enum RunIndex {
    struct Entry {
        let name: String
        let date: Date
        let hasReport: Bool
        /// Rows of `summary.csv` (column name to value); empty when it has none.
        let summary: [[String: String]]
        /// Its options and machine, flattened (`RunConditions`); empty when run.json cannot be read.
        let conditions: [String: String]
        /// The comparisons `feedbench compare` wrote inside it, by folder name.
        let comparisons: Set<String>
    }

    /// Rewrites `index.html` and `latest` in `folder` (the folder run folders are written in).
    public static func update(in folder: URL) throws {
        let entries = scan(folder)
        let page = make(entries)
        try Data(page.utf8).write(to: folder.appendingPathComponent("index.html"), options: .atomic)
        let latest = folder.appendingPathComponent("latest")
        let fileManager = FileManager.default
        if let newest = entries.first {
            // A new link beside the old one, renamed over it: never a moment without `latest`.
            let temporary = folder.appendingPathComponent(".latest-\(ProcessInfo.processInfo.processIdentifier)")
            try? fileManager.removeItem(at: temporary)
            try fileManager.createSymbolicLink(atPath: temporary.path, withDestinationPath: newest.name)
            if rename(temporary.path, latest.path) != 0 {
                try? fileManager.removeItem(at: temporary)
                throw ReportError.cannotWrite("link \(latest.path)")
            }
        } else {
            try? fileManager.removeItem(at: latest)
        }
    }

    /// Run folders: sub-folders holding a `run.json`, newest `run.json` first.
    static func scan(_ folder: URL) -> [Entry] {
        let fileManager = FileManager.default
        guard let names = try? fileManager.contentsOfDirectory(atPath: folder.path) else { return [] }
        var entries: [Entry] = []
        for name in names where !name.hasPrefix(".") && name != "latest" {
            let run = folder.appendingPathComponent(name)
            let json = run.appendingPathComponent("run.json")
            guard let attributes = try? fileManager.attributesOfItem(atPath: json.path),
                  let date = attributes[.modificationDate] as? Date else { continue }
            let inside = (try? fileManager.contentsOfDirectory(atPath: run.path)) ?? []
            entries.append(Entry(name: name, date: date,
                                 hasReport: fileManager.fileExists(atPath: run.appendingPathComponent("report.html").path),
                                 summary: readSummary(run.appendingPathComponent("summary.csv")),
                                 conditions: (try? Data(contentsOf: json)).map(RunConditions.of(runJSON:)) ?? [:],
                                 comparisons: Set(inside.filter { $0.hasPrefix("compare-") })))
        }
        return entries.sorted { ($0.date, $0.name) > ($1.date, $1.name) }
    }

    static func readSummary(_ file: URL) -> [[String: String]] {
        guard let text = try? String(contentsOf: file, encoding: .utf8),
              let reader = try? CSVReader(string: text, hasHeaderRow: true) else { return [] }
        var rows: [[String: String]] = []
        while reader.next() != nil {
            if let row = reader.currentRow, let header = reader.headerRow, row.count == header.count {
                rows.append(Dictionary(zip(header, row), uniquingKeysWith: { first, _ in first }))
            }
        }
        return rows
    }

    static func make(_ entries: [Entry]) -> String {
        let formatter = ISO8601DateFormatter()
        var body: [HTML] = [
            .el("h1", [], text: "FeedBench runs"),
            .el("p", [("class", "note")], text: "Every run folder here, newest first; latest links to the newest. "
                + "Each run's report is one offline page."),
        ]
        if entries.isEmpty { body.append(.el("p", [], text: "No run folders yet: feedbench run writes them here.")) }
        body += trends(entries)
        if !entries.isEmpty { body.append(.el("h2", [], text: "Runs")) }
        for (index, entry) in entries.enumerated() {
            let link: HTML = entry.hasReport
                ? .el("a", [("href", href(folder: entry.name) + "/report.html")], text: entry.name)
                : .el("span", [], text: entry.name + " (no report.html: run feedbench report on it)")
            body.append(.el("h3", [], [link, .text(" · " + formatter.string(from: entry.date))]))
            let rows = entry.summary.map { row -> [Tables.Cell] in
                let pipeline = row["pipeline"] ?? ""
                let over = Int(row["frames_over_budget"] ?? "") ?? 0
                let band = row["hitch_band"] ?? "?"
                return [
                    Tables.Cell(row["scenario"] ?? "?"),
                    Tables.Cell(pipeline == "mvc" ? "MVC" : pipeline, class: pipeline),
                    Tables.Cell(mainThreadPerFrame(row).map(Format.ms) ?? "?"),
                    Tables.Cell(Double(row["p99_ms"] ?? "").map(Format.ms) ?? "?"),
                    Tables.Cell("\(row["frames_over_budget"] ?? "?") of \(row["frames"] ?? "?")", class: over > 0 ? "worse" : nil),
                    Tables.Cell(band, class: "band-\(band)"),
                    Tables.Cell(Double(row["first_screen_main_ms"] ?? "").map(Format.ms) ?? "?"),
                ]
            }
            body.append(rows.isEmpty
                ? .el("p", [("class", "note")], text: "No summary.csv in this run folder.")
                : Tables.make(["scenario", "pipeline", "main thread a frame", "p99 frame", "frames over budget", "hitch band",
                               "first screen"], rows))
            // The run before it: what this one changed, and how to compare the two.
            guard index + 1 < entries.count else { continue }
            let previous = entries[index + 1]
            body += againstPrevious(entry, previous)
        }
        return Page.document(title: "FeedBench runs", body: body)
    }

    /// What `entry` was run with that `previous` was not, and its comparison with it (a link where
    /// `feedbench compare` wrote one in the default place, else the command line that writes it).
    static func againstPrevious(_ entry: Entry, _ previous: Entry) -> [HTML] {
        var nodes: [HTML] = []
        let differences = RunConditions.differences(previous.conditions, entry.conditions)
        if entry.conditions.isEmpty || previous.conditions.isEmpty {
            nodes.append(.el("p", [("class", "note")], text: "Options against \(previous.name): unknown (a run.json that "
                + "cannot be read)."))
        } else if differences.isEmpty {
            nodes.append(.el("p", [("class", "note")], text: "Run with the same options, on the same machine, as \(previous.name)."))
        } else {
            let shown = differences.prefix(12).map { HTML.el("li", [], text: "\($0.key): \($0.before) → \($0.after)") }
            let more = differences.count > shown.count ? [HTML.el("li", [], text: "and \(differences.count - shown.count) more")] : []
            nodes.append(.el("details", [], [
                .el("summary", [], text: "\(differences.count) option\(differences.count == 1 ? "" : "s") or machine "
                    + "figure\(differences.count == 1 ? "" : "s") differ from \(previous.name)"),
                .el("ul", [], shown + more),
            ]))
        }
        let folder = "compare-" + previous.name
        if entry.comparisons.contains(folder) {
            nodes.append(.el("p", [], [.el("a", [("href", href(folder: entry.name) + "/" + href(folder: folder) + "/compare.html")],
                                           text: "Compare with \(previous.name)")]))
        } else {
            nodes.append(.el("p", [("class", "note")], [
                .text("Compare with the run before: "),
                .el("code", [], text: "feedbench compare Reports/\(previous.name) Reports/\(entry.name)"),
            ]))
        }
        return nodes
    }

    /// Per scenario, main-thread time a frame and p99 across the runs that ran it, oldest first.
    static func trends(_ entries: [Entry]) -> [HTML] {
        let oldestFirst = Array(entries.reversed())
        var scenarios: [String] = []
        for entry in oldestFirst {
            for row in entry.summary {
                if let name = row["scenario"], !scenarios.contains(name) { scenarios.append(name) }
            }
        }
        guard oldestFirst.count > 1, !scenarios.isEmpty else { return [] }
        var nodes: [HTML] = [
            .el("h2", [], text: "Trends"),
            .el("p", [("class", "note")], text: "Per scenario, each run that ran it, oldest on the left: main-thread time a "
                + "frame (wall, pooled over the repetitions) and the p99 frame. Runs made with other options or on another "
                + "machine are not alike: see what differs under each run below."),
        ]
        for scenario in scenarios {
            let runs = oldestFirst.filter { $0.summary.contains { $0["scenario"] == scenario } }
            func series(_ figure: ([String: String]) -> Double?) -> [(Series, [TrendChart.Point])] {
                [("mvc", Series.mvc), ("components", Series.components)].compactMap { pipeline, look in
                    let points = runs.map { entry in
                        TrendChart.Point(run: entry.name, value: entry.summary
                            .first { $0["scenario"] == scenario && $0["pipeline"] == pipeline }.flatMap(figure))
                    }
                    return points.contains { $0.value != nil } ? (look, points) : nil
                }
            }
            nodes.append(.el("h3", [], text: scenario))
            nodes.append(.el("div", [("class", "wireframes")], [
                TrendChart.make(title: "\(scenario): main thread a frame", series: series(mainThreadPerFrame), unit: Format.ms),
                TrendChart.make(title: "\(scenario): p99 frame", series: series { Double($0["p99_ms"] ?? "") }, unit: Format.ms),
            ]))
        }
        return nodes
    }

    /// Main-thread time a frame from a summary row: the frames' total over their count.
    static func mainThreadPerFrame(_ row: [String: String]) -> Double? {
        guard let total = Double(row["total_frame_ms"] ?? ""), let frames = Double(row["frames"] ?? ""), frames > 0,
              total.isFinite else { return nil }
        return total / frames
    }

    /// A run folder's name as a relative URL path segment: every byte but letters, digits and `-._~`
    /// percent-encoded, so a folder named `run #2`, `50%` or `a:b` links to itself, not to a fragment, an
    /// escape or a scheme.
    static func href(folder name: String) -> String {
        var allowed = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~")
        allowed.formIntersection(.urlPathAllowed)
        return name.addingPercentEncoding(withAllowedCharacters: allowed) ?? ""
    }
}
