import CSV
import Foundation
import Harness

/// `Reports/index.html`: every run folder in `Reports/`, newest first, with its scenarios and headline
/// figures (read from its `summary.csv`), linking its report; and `Reports/latest`, a link to the newest.
public enum RunIndex {
    struct Entry {
        let name: String
        let date: Date
        let hasReport: Bool
        /// Rows of `summary.csv` (column name to value); empty when it has none.
        let summary: [[String: String]]
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
            entries.append(Entry(name: name, date: date,
                                 hasReport: fileManager.fileExists(atPath: run.appendingPathComponent("report.html").path),
                                 summary: readSummary(run.appendingPathComponent("summary.csv"))))
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
        let rows = entries.map { entry -> HTML in
            let scenarios = entry.summary.map { $0["scenario"] ?? "" }.reduce(into: [String]()) { names, name in
                if !names.contains(name) { names.append(name) }
            }
            let headline: [HTML] = entry.summary.map { row in
                let pipeline = row["pipeline"] == "mvc" ? "MVC" : "components"
                let p99 = Double(row["p99_ms"] ?? "").map(Format.ms) ?? "?"
                let over = row["frames_over_budget"] ?? "?"
                let frames = row["frames"] ?? "?"
                return .el("div", [], text: "\(row["scenario"] ?? "?") · \(pipeline): p99 \(p99), \(over) of \(frames) "
                    + "frames over budget, hitch band \(row["hitch_band"] ?? "?")")
            }
            let link: HTML = entry.hasReport
                ? .el("a", [("href", entry.name + "/report.html")], text: entry.name)
                : .el("span", [], text: entry.name + " (no report.html: run feedbench report on it)")
            return .el("tr", [], [
                .el("td", [], [link]),
                .el("td", [], text: formatter.string(from: entry.date)),
                .el("td", [("style", "text-align:left")], text: scenarios.joined(separator: ", ")),
                .el("td", [("style", "text-align:left; white-space:normal")], headline),
            ])
        }
        let table: HTML = entries.isEmpty
            ? .el("p", [], text: "No run folders yet: feedbench run writes them here.")
            : .el("div", [("class", "scroll")], [.el("table", [], [
                .el("thead", [], [.el("tr", [], ["run", "written", "scenarios", "headline"].map { .el("th", [], text: $0) })]),
                .el("tbody", [], rows),
            ])])
        return Page.document(title: "FeedBench runs", body: [
            .el("h1", [], text: "FeedBench runs"),
            .el("p", [("class", "note")], text: "Newest first. latest links to the newest run folder."),
            table,
        ])
    }
}
