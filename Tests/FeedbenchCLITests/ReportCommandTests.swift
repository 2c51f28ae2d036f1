import Foundation
import Testing

/// `feedbench report` and `feedbench compare` on real run folders, and their refusals.
@Suite(.serialized) struct ReportCommandTests {
    func makeRun(in folder: URL, named name: String, extra: [String] = []) throws -> URL {
        let scenario = folder.appendingPathComponent("small.json")
        if !FileManager.default.fileExists(atPath: scenario.path) {
            try Data(RunCommandTests.smallScenario.utf8).write(to: scenario)
        }
        let out = folder.appendingPathComponent(name)
        let output = try CLIRunner.run(["run", scenario.path, "--out", out.path, "--threads", "1"] + extra)
        #expect(output.status == 0, "\(output.stderr)")
        return out
    }

    @Test func reportMakesTheFilesOfARunWithout() throws {
        try CLIRunner.inNewFolder("report") { folder in
            let run = try makeRun(in: folder, named: "bare", extra: ["--no-report"])
            let screens = ["first-screen-1-components.png", "first-screen-1-mvc.png"]
            #expect(try FileManager.default.contentsOfDirectory(atPath: run.path).sorted() == screens + ["frames.json.gz", "run.json"])
            let output = try CLIRunner.run(["report", run.path])
            #expect(output.status == 0, "\(output.stderr)")
            #expect(output.stdout.contains("report.html"))
            let files = try FileManager.default.contentsOfDirectory(atPath: run.path).sorted()
            #expect(files == screens + ["frames.csv", "frames.json.gz", "passes.csv", "report.html", "run.json", "summary.csv",
                                        "trace.json"])
            // The page shows the first screens the folder holds.
            let page = try String(contentsOf: run.appendingPathComponent("report.html"), encoding: .utf8)
            #expect(page.components(separatedBy: #"src="data:image/jpeg;base64,"#).count == 3)
        }
    }

    /// A run kept without frames still makes every report file: summaries where the frames were, and a page
    /// that says why the frame-by-frame charts are missing.
    @Test func reportOfARunWithoutFramesSaysSo() throws {
        try CLIRunner.inNewFolder("report") { folder in
            let run = try makeRun(in: folder, named: "summaries", extra: ["--no-frames"])
            let files = try FileManager.default.contentsOfDirectory(atPath: run.path).sorted()
            #expect(files == ["frames.csv", "passes.csv", "report.html", "run.json", "summary.csv", "trace.json"])
            let page = try String(contentsOf: run.appendingPathComponent("report.html"), encoding: .utf8)
            #expect(page.contains("keeps no frames"))
            let rows = try String(contentsOf: run.appendingPathComponent("frames.csv"), encoding: .utf8)
                .split(separator: "\n")
            #expect(rows.count == 1, "frames.csv has its header only")
        }
    }

    @Test func reportRefusesWhatIsNotARunFolder() throws {
        try CLIRunner.inNewFolder("report") { folder in
            let missing = try CLIRunner.run(["report", folder.appendingPathComponent("nope").path])
            #expect(missing.status == 2)
            #expect(missing.stderr.contains("no such run folder"))
            let empty = try CLIRunner.run(["report", folder.path])
            #expect(empty.status == 2)
            #expect(empty.stderr.contains("run.json"))
            try Data(#"{"formatVersion": 99}"#.utf8).write(to: folder.appendingPathComponent("run.json"))
            let newer = try CLIRunner.run(["report", folder.path])
            #expect(newer.status == 2)
            #expect(newer.stderr.contains("format version 99"))
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["run.json"])
        }
    }

    @Test func compareWritesBothRunsSideBySideAndRefusesOtherFormats() throws {
        try CLIRunner.inNewFolder("compare") { folder in
            let first = try makeRun(in: folder, named: "a", extra: ["--no-report"])
            let second = try makeRun(in: folder, named: "b", extra: ["--no-report"])
            let out = folder.appendingPathComponent("cmp")
            let output = try CLIRunner.run(["compare", first.path, second.path, "--out", out.path])
            #expect(output.status == 0, "\(output.stderr)")
            #expect(output.stdout.contains("figures compared"))
            #expect(try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
                == ["compare.csv", "compare.html", "summary.csv"])
            let csv = try String(contentsOf: out.appendingPathComponent("compare.csv"), encoding: .utf8)
            // The counters of two runs of the same code are equal.
            #expect(csv.contains("cli-small,mvc,attribute writes,count,"))
            #expect(csv.split(separator: "\n").filter { $0.contains(",count,") && $0.hasSuffix(",unchanged") == false
                && ["views created", "attribute writes", "text layouts", "layout calls"].contains(where: $0.contains) }.isEmpty)
            // The same folder again: refused, nothing overwritten.
            let again = try CLIRunner.run(["compare", first.path, second.path, "--out", out.path])
            #expect(again.status == 2)
            let old = folder.appendingPathComponent("old")
            try FileManager.default.createDirectory(at: old, withIntermediateDirectories: true)
            try Data(#"{"formatVersion": 2}"#.utf8).write(to: old.appendingPathComponent("run.json"))
            let refused = try CLIRunner.run(["compare", old.path, second.path, "--out", folder.appendingPathComponent("x").path])
            #expect(refused.status == 2)
            #expect(refused.stderr.contains("format version 2"))
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("x").path))
        }
    }
}
