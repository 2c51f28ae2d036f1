import JSON
import Foundation
import Gzip
import Synchronization
import Testing

@Suite struct RunCommandTests {
    static let smallScenario = """
        {
          "schemaVersion": 2, "name": "cli-small",
          "device": { "width": 375, "height": 667, "scale": 2 },
          "feed": { "generate": { "seed": 3, "stories": 12 } },
          "scroll": { "kind": "constant", "pointsPerFrame": 20, "frames": 30 },
          "events": [{ "frame": 5, "kind": "like", "story": "story-2" }],
          "warmUp": 0, "repetitions": 1, "workers": 2
        }
        """

    @Test func badScenarioExitsTwoAndRunsNothing() throws {
        try CLIRunner.inNewFolder("run") { folder in
            let good = folder.appendingPathComponent("good.json")
            let bad = folder.appendingPathComponent("bad.json")
            try Data(Self.smallScenario.utf8).write(to: good)
            try Data(#"{"schemaVersion": 2, "name": "", "device": {"width": -1, "height": 667, "scale": 2}}"#.utf8).write(to: bad)
            let out = folder.appendingPathComponent("out")
            let output = try CLIRunner.run(["run", good.path, bad.path, "--out", out.path])
            #expect(output.status == 2)
            #expect(output.stderr.contains("bad.json"))
            #expect(output.stderr.contains("nothing was run"))
            #expect(!FileManager.default.fileExists(atPath: out.path))
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["bad.json", "good.json"])
        }
    }

    @Test func writesARunFolderWithRunJSON() throws {
        try CLIRunner.inNewFolder("run") { folder in
            let scenario = folder.appendingPathComponent("small.json")
            try Data(Self.smallScenario.utf8).write(to: scenario)
            let out = folder.appendingPathComponent("out")
            let output = try CLIRunner.run(["run", scenario.path, "--out", out.path, "--threads", "1"])
            #expect(output.status == 0, "\(output.stderr)")
            #expect(output.stdout.contains("\"cli-small\""))
            #expect(output.stdout.contains("mvc / components"))
            #expect(output.stdout.contains("first screen"))
            // Not a terminal: no progress bar in the log.
            #expect(!output.stderr.contains("\r"))
            let data = try Data(contentsOf: out.appendingPathComponent("run.json"))
            let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            #expect(json["formatVersion"] as? Int == 5)
            // The whole process's peak resident size, read as run.json is written last, and in the closing line.
            #expect((json["processPeakResidentBytes"] as? Int ?? 0) > 0)
            #expect(output.stdout.contains("process peak RSS "), "\(output.stdout)")
            #expect((json["fonts"] as? [String])?.first?.hasSuffix("DejaVuSans.ttf") == true)
            #expect((json["lineBreaker"] as? String)?.hasPrefix("ICU ") == true)
            let scenarios = try #require(json["scenarios"] as? [[String: Any]])
            let results = try #require(scenarios.first?["results"] as? [[String: Any]])
            #expect(results.compactMap { $0["pipeline"] as? String } == ["mvc", "components"])
            // Frame 0 is the launch frame: 30 scroll frames make 31, summed up in run.json, kept in frames.json.gz.
            let repetition = try #require((results.first?["repetitions"] as? [[String: Any]])?.first)
            let summary = try #require((repetition["frameSummary"] as? [String: Any])?["metrics"] as? [String: Any])
            #expect(summary["frames"] as? Int == 31)
            #expect(repetition["frames"] == nil)
            let frames = try Gzip.decompress(Data(contentsOf: out.appendingPathComponent("frames.json.gz")), maximumBytes: 1 << 30)
            let frameFile = try #require(try JSONSerialization.jsonObject(with: frames) as? [String: Any])
            let entries = try #require(frameFile["entries"] as? [[String: Any]])
            #expect(entries.compactMap { $0["pipeline"] as? String } == ["mvc", "components"])
            let columns = try #require((entries.first?["repetitions"] as? [[String: Any]])?.first?["frames"] as? [String: Any])
            #expect((columns["milliseconds"] as? [Double])?.count == 31)
            #expect(results.first?["mvcRowHeights"] as? String == "estimated")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["out", "small.json"])
        }
    }

    /// A run's scenarios are told apart by name (in run.json, by the gate, compare and merge): a file given
    /// twice, or two files of one name, exit 2 and run nothing (a run of both made `compare` set one against
    /// the other: "5 worse, 21 better" between a run and itself).
    @Test func scenariosOfOneNameAreRefused() throws {
        try CLIRunner.inNewFolder("run") { folder in
            let first = folder.appendingPathComponent("first.json")
            let copy = folder.appendingPathComponent("copy.json")
            try Data(Self.smallScenario.utf8).write(to: first)
            try Data(Self.smallScenario.utf8).write(to: copy)
            let out = folder.appendingPathComponent("out")
            let twice = try CLIRunner.run(["run", first.path, first.path, "--out", out.path])
            #expect(twice.status == 2)
            #expect(twice.stderr.contains("\(first.path): given more than once"))
            let sameName = try CLIRunner.run(["run", first.path, copy.path, "--out", out.path])
            #expect(sameName.status == 2)
            #expect(sameName.stderr.contains(#"copy.json: name: "cli-small" is also the name of "#))
            #expect(sameName.stderr.contains("nothing was run"))
            #expect(!FileManager.default.fileExists(atPath: out.path))
        }
    }

    @Test func unknownPipelineIsAUsageError() throws {
        let output = try CLIRunner.run(["run", "Scenarios/default.json", "--pipelines", "mvc,react"])
        #expect(output.status == 64)
        #expect(output.stderr.contains("unknown pipeline"))
    }
}

/// Ctrl-C on a handshake: the run announces each phase on standard error (`FEEDBENCH_ANNOUNCE_PHASES=1`)
/// and the test sends SIGINT when it reads the phase it wants, so no test sleeps or polls. Each suite's
/// time limit ends a run that never announces.
@Suite(.timeLimit(.minutes(3))) struct RunCommandInterruptTests {
    /// How soon a run must stop after Ctrl-C: 1 s, ten times that in a sanitizer build (10-20x slower).
    static let stopBound = ProcessInfo.processInfo.environment["FEEDBENCH_SANITIZE"] == "1" ? 10.0 : 1.0

    /// A run far too long to finish (3 repetitions of 10000 frames paced at 60 Hz: over 8 minutes, and
    /// within the memory estimate), interrupted once its frames have started: it stops between frames,
    /// exits 130 and leaves no folder at all.
    @Test func ctrlCLeavesNoFolder() throws {
        try CLIRunner.inNewFolder("int") { folder in
            let scenario = folder.appendingPathComponent("long.json")
            try Data("""
                {
                  "schemaVersion": 2, "name": "long",
                  "device": { "width": 375, "height": 667, "scale": 2 },
                  "feed": { "generate": { "seed": 3, "stories": 12 } },
                  "scroll": { "kind": "constant", "pointsPerFrame": 1, "frames": 10000 },
                  "warmUp": 0, "repetitions": 3, "workers": 1
                }
                """.utf8).write(to: scenario)
            let result = try Self.interrupt(
                ["run", scenario.path, "--paced", "--out", folder.appendingPathComponent("out").path],
                inPhase: "mvc frames, repetition 0")
            #expect(result.announced, "the run never announced its frames: \(result.stderr)")
            #expect(result.status == 130, "\(result.stderr)")
            #expect(result.stderr.contains("interrupted"))
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["long.json"])
        }
    }

    /// Ctrl-C once the report files are being made (frames.csv of 2 x 3 x 8,000
    /// frames is the long one): the run stops within a second, exit 130, and the folder is discarded.
    @Test func ctrlCWhileTheReportIsWrittenStopsWithinASecond() throws {
        try CLIRunner.inNewFolder("int") { folder in
            let scenario = folder.appendingPathComponent("long.json")
            try Data(Self.longScenario(stories: 100, frames: 8_000, repetitions: 3).utf8).write(to: scenario)
            let result = try Self.interrupt(
                ["run", scenario.path, "--warmup", "0", "--out",
                 folder.appendingPathComponent("out").path],
                inPhase: "writing the report", scenario: nil)
            #expect(result.announced, "the run never announced the writing: \(result.stderr)")
            #expect(result.status == 130, "\(result.stderr)")
            #expect(result.stderr.contains("interrupted (SIGINT, Ctrl-C); nothing written"))
            #expect(result.stop < Self.stopBound, "stopped \(result.stop) s after Ctrl-C (bound \(Self.stopBound) s)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["long.json"])
        }
    }

    /// A long scenario of `stories` stories, `frames` frames and `repetitions` repetitions.
    static func longScenario(stories: Int, frames: Int, repetitions: Int) -> String {
        """
        {
          "schemaVersion": 2, "name": "long",
          "device": { "width": 375, "height": 667, "scale": 2 },
          "feed": { "generate": { "seed": 3, "stories": \(stories) } },
          "scroll": { "kind": "constant", "pointsPerFrame": 40, "frames": \(frames) },
          "warmUp": 0, "repetitions": \(repetitions), "workers": 2
        }
        """
    }

    /// The longest a run may take to announce the phase it is to be interrupted in.
    static let announceBound = 120.0

    /// The longest a run may take to end after the signal before it is killed (SIGKILL): far beyond
    /// `stopBound`, which the tests check; only a run that ignores the signal gets there.
    static let exitBound = 60.0

    /// Starts `feedbench run` with `arguments` and phases announced, reads its standard error until it
    /// announces `phase` (the interrupt watcher and the temporary folder exist before any phase starts),
    /// sends it `signal` (Ctrl-C's SIGINT unless told), and returns its status, its standard error and how
    /// long it took to stop after the signal. A run that ends without announcing the phase, or is terminated for not announcing it within
    /// `announceBound`, is returned as it ended (its status says so).
    /// `scenario`: the scenario the phase belongs to (`nil` for the writing of the report).
    static func interrupt(_ arguments: [String], inPhase phase: String, scenario: String? = "long",
                          signal: Int32 = SIGINT) throws
        -> (status: Int32, stderr: String, stop: Double, announced: Bool) {
        let process = Process()
        process.executableURL = try CLIRunner.executable()
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(["FEEDBENCH_ANNOUNCE_PHASES": "1"]) { $1 }
        process.standardOutput = FileHandle.nullDevice
        let err = Pipe()
        process.standardError = err
        try process.run()
        // The scenario's name as every console line echoes it: quoted (`MessageText.quoted`).
        let marker = "phase: " + (scenario.map { "\"\($0)\": " } ?? "") + "\(phase)\n"
        var stderr = ""
        // A run that never announces the phase (a changed message) would otherwise run to its end, many minutes
        // on these scenarios: after `announceBound` it is terminated, and the test fails as not announced.
        let waiting = Atomic<Bool>(true)
        DispatchQueue.global().asyncAfter(deadline: .now() + announceBound) {
            if waiting.load(ordering: .acquiring) { process.terminate() }
        }
        // availableData blocks until the run writes or exits (then it is empty): the handshake.
        while !stderr.contains(marker) {
            let data = err.fileHandleForReading.availableData
            if data.isEmpty { break }
            stderr += String(decoding: data, as: UTF8.self)
        }
        let announced = stderr.contains(marker)
        waiting.store(false, ordering: .releasing)
        let sent = Date()
        if announced {
            kill(process.processIdentifier, signal)
            // A run that does not stop on the signal (one it blocks or does not handle) would run to its end:
            // after `exitBound` it is killed, and its status says so.
            let pid = process.processIdentifier
            DispatchQueue.global().asyncAfter(deadline: .now() + exitBound) {
                if process.isRunning { kill(pid, SIGKILL) }
            }
        }
        stderr += String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, stderr, Date().timeIntervalSince(sent), announced)
    }

    /// Ctrl-C in every phase stops the run within a second (`stopBound`), exit 130, no folder: MVC frames,
    /// component frames with the layout workers busy (the interrupt handler once waited behind them; the
    /// launch frame hands 40 viewports of prefetch to the workers), the parallel build.
    @Test(arguments: [
        ("mvc frames, repetition 0", ["--pipelines", "mvc"], 20_000, 20_000),
        ("components frames, repetition 0",
         ["--pipelines", "components", "--threads", "2", "--prefetch-viewports", "40"], 20_000, 20_000),
        ("parallel build", ["--pipelines", "components", "--parallel-build", "2"], 4_000, 2),
    ])
    func ctrlCStopsEveryPhaseWithinASecond(phase: String, options: [String], stories: Int, frames: Int) throws {
        try CLIRunner.inNewFolder("int") { folder in
            let scenario = folder.appendingPathComponent("long.json")
            let repetitions = phase == "parallel build" ? 1 : 3
            try Data(Self.longScenario(stories: stories, frames: frames, repetitions: repetitions).utf8).write(to: scenario)
            let out = folder.appendingPathComponent("out")
            var arguments = ["run", scenario.path, "--out", out.path, "--warmup", "0", "--no-report"] + options
            if phase == "parallel build" { arguments += ["--repetitions", "1"] }
            let result = try Self.interrupt(arguments, inPhase: phase)
            #expect(result.announced, "\(phase): the run never announced the phase: \(result.stderr)")
            #expect(result.status == 130, "\(phase): \(result.stderr)")
            #expect(result.stderr.contains("interrupted"), "\(phase)")
            #expect(result.stop < Self.stopBound, "\(phase): stopped \(result.stop) s after Ctrl-C (bound \(Self.stopBound) s)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["long.json"], "\(phase)")
        }
    }
}

/// A destination that cannot take the run folder: a clear error, exit 1, and nothing left behind.
@Suite struct RunWriteFaultTests {
    @Test(arguments: [0, 4_000, 60_000])
    func aFullDiskLeavesNoFolder(capacity: Int) throws {
        try CLIRunner.inNewFolder("full") { folder in
            let scenario = folder.appendingPathComponent("small.json")
            try Data(RunCommandTests.smallScenario.utf8).write(to: scenario)
            let out = folder.appendingPathComponent("out")
            let output = try CLIRunner.run(["run", scenario.path, "--out", out.path, "--threads", "1"],
                                           environment: ["FEEDBENCH_SIMULATE_DISK_BYTES": "\(capacity)"])
            #expect(output.status == 1, "\(output.stderr)")
            #expect(output.stderr.contains("cannot write the run folder"))
            #expect(output.stderr.contains("No space left on device"))
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["small.json"])
        }
    }

    /// A destination under a plain file is a path the user must change: bad input, said before anything runs.
    @Test func aDestinationUnderAFileIsRefused() throws {
        try CLIRunner.inNewFolder("notdir") { folder in
            let scenario = folder.appendingPathComponent("small.json")
            try Data(RunCommandTests.smallScenario.utf8).write(to: scenario)
            let file = folder.appendingPathComponent("plain")
            try Data("x".utf8).write(to: file)
            let output = try CLIRunner.run(["run", scenario.path, "--out", file.appendingPathComponent("out").path])
            #expect(output.status == 2, "\(output.stderr)")
            #expect(output.stderr.contains("cannot create the run folder"))
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["plain", "small.json"])
        }
    }
}
