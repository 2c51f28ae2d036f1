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
        var body: [HTML] = [
            .el("h1", [], text: "FeedBench runs"),
            .el("p", [("class", "note")], text: "Every run folder here, newest first; latest links to the newest. "
                + "Each run's report is one offline page."),
        ]
        if entries.isEmpty { body.append(.el("p", [], text: "No run folders yet: feedbench run writes them here.")) }
        for entry in entries {
            let link: HTML = entry.hasReport
                ? .el("a", [("href", href(folder: entry.name) + "/report.html")], text: entry.name)
                : .el("span", [], text: entry.name + " (no report.html: run feedbench report on it)")
            body.append(.el("h2", [], [link, .text(" · " + formatter.string(from: entry.date))]))
            let rows = entry.summary.map { row -> [Tables.Cell] in
                let pipeline = row["pipeline"] ?? ""
                let over = Int(row["frames_over_budget"] ?? "") ?? 0
                let band = row["hitch_band"] ?? "?"
                return [
                    Tables.Cell(row["scenario"] ?? "?"),
                    Tables.Cell(pipeline == "mvc" ? "MVC" : pipeline, class: pipeline),
                    Tables.Cell(Double(row["p99_ms"] ?? "").map(Format.ms) ?? "?"),
                    Tables.Cell("\(row["frames_over_budget"] ?? "?") of \(row["frames"] ?? "?")", class: over > 0 ? "worse" : nil),
                    Tables.Cell(band, class: "band-\(band)"),
                    Tables.Cell(Double(row["first_screen_main_ms"] ?? "").map(Format.ms) ?? "?"),
                ]
            }
            body.append(rows.isEmpty
                ? .el("p", [("class", "note")], text: "No summary.csv in this run folder.")
                : Tables.make(["scenario", "pipeline", "p99 frame", "frames over budget", "hitch band", "first screen"], rows))
        }
        return Page.document(title: "FeedBench runs", body: body)
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
