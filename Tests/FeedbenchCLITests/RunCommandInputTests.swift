import Foundation
import Testing

/// What `run` accepts: run folders reserved at the start so parallel runs never
/// collide, folder arguments, negative numbers, and counts as wide as the scenario format's.
@Suite struct RunCommandInputTests {
    private func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("feedbench-runin-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    private func scenario(named name: String) -> String {
        RunCommandTests.smallScenario.replacingOccurrences(of: #""name": "cli-small""#, with: #""name": "\#(name)""#)
    }

    /// Two runs started at once in the same folder, with the default run folder name (a timestamp to the
    /// second): both finish, each in its own folder.
    @Test func parallelRunsWriteDistinctFolders() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("small.json")
        try Data(scenario(named: "parallel").utf8).write(to: file)
        let processes = try (0..<2).map { _ -> (Process, Pipe) in
            let process = Process()
            process.executableURL = try CLIRunner.executable()
            process.arguments = ["run", file.path, "--threads", "1", "--pipelines", "mvc"]
            process.currentDirectoryURL = folder
            process.standardOutput = FileHandle.nullDevice
            let err = Pipe()
            process.standardError = err
            return (process, err)
        }
        for (process, _) in processes { try process.run() }
        for (process, err) in processes {
            let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "\(stderr)")
        }
        let entries = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("Reports").path).sorted()
        // Beside the run folders: the index of runs and the link to the newest, which both runs updated.
        let runs = entries.filter { $0.hasPrefix("run-") }
        #expect(runs.count == 2, "\(entries)")
        #expect(Set(entries).subtracting(runs) == ["index.html", "latest"])
        let latest = try FileManager.default.destinationOfSymbolicLink(atPath: folder.appendingPathComponent("Reports/latest").path)
        #expect(runs.contains(latest))
        for run in runs {
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Reports/\(run)/run.json").path))
        }
    }

    @Test func aFolderArgumentRunsEveryScenarioInIt() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scenarios = folder.appendingPathComponent("scenarios")
        try FileManager.default.createDirectory(at: scenarios, withIntermediateDirectories: true)
        try Data(scenario(named: "first").utf8).write(to: scenarios.appendingPathComponent("a.json"))
        try Data(scenario(named: "second").utf8).write(to: scenarios.appendingPathComponent("b.json"))
        let out = folder.appendingPathComponent("out")
        let output = try CLIRunner.run(["run", scenarios.path + "/", "--out", out.path, "--threads", "1", "--pipelines", "mvc"])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("\"first\"") && output.stdout.contains("\"second\""))

        let empty = folder.appendingPathComponent("empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        let none = try CLIRunner.run(["run", empty.path, "--out", out.path + "2"])
        #expect(none.status == 2)
        #expect(none.stderr.contains("\(empty.path): is a folder, not a scenario file"))
    }

    @Test(arguments: [
        ["--prefetch-viewports", "-1"], ["--retain-viewports", "-1"], ["--threads", "-2"], ["--repetitions", "-1"],
        ["--warmup", "-1"], ["--text-cache-mib", "-1"], ["--parallel-build", "-2"],
    ])
    func negativeNumbersGetTheRangeError(_ arguments: [String]) throws {
        let output = try CLIRunner.run(["run", "Scenarios/default.json"] + arguments)
        #expect(output.status == 2, "\(arguments): \(output.stderr)")
        #expect(output.stderr.hasPrefix("feedbench run: \(arguments[0])"), "\(output.stderr)")
        #expect(!output.stderr.contains("Missing value"))
    }

    /// `--threads` and `--warmup` allow what `workers` and `warmUp` allow (ScenarioLimits), no less.
    @Test func countsAreAsWideAsTheFormat() throws {
        let output = try CLIRunner.run(["run", "/nonexistent/s.json", "--threads", "256", "--warmup", "1000", "--repetitions", "1000"])
        #expect(output.status == 2)
        #expect(output.stderr.contains("/nonexistent/s.json: no such file"))
        #expect(!output.stderr.contains("must be between"))
        let over = try CLIRunner.run(["run", "/nonexistent/s.json", "--threads", "257"])
        #expect(over.status == 2)
        #expect(over.stderr.contains("--threads must be worker counts between 1 and 256 (got 257)"))
    }
}

/// A scenario whose run would not fit in memory is refused before anything runs.
@Suite struct RunMemoryRefusalTests {
    @Test func aRunTooLargeForMemoryIsRefusedBeforeItStarts() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("feedbench-mem-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // A million frames, a thousand times: terabytes of frame samples, from 300 bytes.
        let file = folder.appendingPathComponent("huge.json")
        try Data(RunCommandTests.smallScenario.replacingOccurrences(of: #""frames": 30"#, with: #""frames": 1000000"#)
            .replacingOccurrences(of: #""repetitions": 1"#, with: #""repetitions": 1000"#).utf8).write(to: file)
        let out = folder.appendingPathComponent("out")
        let output = try CLIRunner.run(["run", file.path, "--out", out.path])
        #expect(output.status == 2, "\(output.stderr)")
        #expect(output.stderr.contains("\(file.path) needs about "))
        #expect(output.stderr.contains("of memory (stories, and frames times repetitions) and this process may use"))
        #expect(output.stdout.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["huge.json"])
    }
}

/// Negative numbers in the other commands' options reach their range checks (exit 2), not "Missing value".
@Suite struct NegativeOptionTests {
    @Test(arguments: [
        ["generate", "--stories", "-5", "--seed", "1"], ["generate", "--stories", "5", "--seed", "-1"],
        ["generate", "--stories", "5", "--seed", "1", "--frames", "-1"],
        ["generate", "--stories", "5", "--seed", "1", "--device-width", "-375"],
        ["generate", "--stories", "5", "--seed", "1", "--workers", "-1"],
        ["harness-bench", "--rounds", "-2"], ["harness-bench", "--threads", "-1"], ["harness-bench", "--sizes", "-5"],
        ["harness-bench", "--overhead-stories", "-1"],
        ["text-bench", "--labels", "-1"], ["text-bench", "--rounds", "-1"], ["text-bench", "--seed", "-1"],
        ["text-bench", "--threads", "-1"], ["text-bench", "--width", "-5"],
        ["update-bench", "--iterations", "-1"], ["update-bench", "--workers", "-1"], ["update-bench", "--announcements", "-1"],
        ["components-bench", "--iterations", "-1"],
        ["flex", "--cases", "Scenarios/layout/huge-nested.json", "--iterations", "-1"],
        ["gate", "--baseline", "none.json", "--current", "none", "--max-reruns", "-1"],
    ])
    func rangeErrorWithExitTwo(_ arguments: [String]) throws {
        let output = try CLIRunner.run(arguments)
        #expect(output.status == 2, "\(arguments): \(output.stderr)")
        #expect(output.stderr.hasPrefix("feedbench \(arguments[0]): --"), "\(output.stderr)")
        #expect(!output.stderr.contains("Missing value"))
    }
}

/// `--shard` and `--inject-slowdown` values out of range are bad input (exit 2, the command named, the value
/// quoted), as every numeric option's are; an unknown option or pipeline name stays a usage error.
@Suite struct RunValueOptionTests {
    @Test(arguments: [
        (["--shard", "0/0"], #"--shard must be I/N with 1 <= I <= N <= 1000 (got "0/0")."#),
        (["--shard", "2/1"], #"--shard must be I/N with 1 <= I <= N <= 1000 (got "2/1")."#),
        (["--inject-slowdown", "build=-5"], #"--inject-slowdown: the percent must be a number above 0 and at most 1000 (got "-5")."#),
    ])
    func outOfRangeExitsTwo(arguments: [String], message: String) throws {
        let output = try CLIRunner.run(["run", "Scenarios/default.json"] + arguments)
        #expect(output.status == 2, "\(arguments): \(output.stderr)")
        #expect(output.stderr.contains("feedbench run: \(message)"), "\(output.stderr)")
        #expect(output.stdout.isEmpty)
    }
}

/// The benchmarks that read a scenario default to `Scenarios/default.json` in the current folder; run from
/// elsewhere without `--scenario`, they say so rather than "no such file".
@Suite struct BenchDefaultScenarioTests {
    @Test(arguments: ["update-bench", "components-bench"])
    func aMissingDefaultIsSaidAsSuch(command: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("feedbench-bench-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = try CLIRunner.run([command, "--iterations", "1"], in: folder)
        #expect(output.status == 2)
        #expect(output.stderr.contains("feedbench \(command): no --scenario given, and the default, Scenarios/default.json, "
            + "is not in this folder"), "\(output.stderr)")
        #expect(output.stderr.contains("give --scenario FILE"))
    }
}
