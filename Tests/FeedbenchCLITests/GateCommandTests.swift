import Foundation
import Testing

/// `feedbench baseline save`, `gate`, `run --shard` and `merge` as CI runs them. Frame times of real runs
/// vary, so the exit codes of the timing verdicts are tested on run folders whose per-frame times the test
/// sets (run.json edited), and the counters on real runs.
@Suite(.serialized) struct GateCommandTests {
    static let folder = FileManager.default.temporaryDirectory.appendingPathComponent("feedbench-gate-\(UUID())")

    /// A real run of the small scenario with `repetitions`, once per test process.
    static let realRun: URL? = {
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let scenario = folder.appendingPathComponent("small.json")
        try? Data(RunCommandTests.smallScenario.utf8).write(to: scenario)
        let out = folder.appendingPathComponent("real")
        guard let output = try? CLIRunner.run(["run", scenario.path, "--out", out.path, "--threads", "1", "--repetitions", "10",
                                               "--no-report"]), output.status == 0 else { return nil }
        return out
    }()

    /// A copy of the real run whose every frame's time is `shape(repetition, frame)`.
    func runWithTimes(_ name: String, _ shape: (Int, Int) -> Double) throws -> URL {
        let source = try #require(Self.realRun)
        let data = try Data(contentsOf: source.appendingPathComponent("run.json"))
        var json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        var scenarios = try #require(json["scenarios"] as? [[String: Any]])
        for s in scenarios.indices {
            var results = try #require(scenarios[s]["results"] as? [[String: Any]])
            for r in results.indices {
                var repetitions = try #require(results[r]["repetitions"] as? [[String: Any]])
                for i in repetitions.indices {
                    // The frames' summary (all the gate reads of them): every frame `shape(i, f)` in wall and CPU time.
                    var summary = try #require(repetitions[i]["frameSummary"] as? [String: Any])
                    var frameMetrics = try #require(summary["metrics"] as? [String: Any])
                    let count = try #require(frameMetrics["frames"] as? Int)
                    let frames = (0..<count).map { shape(i, $0) }
                    let sorted = frames.sorted()
                    func percentile(_ p: Double) -> Double { sorted[min(count - 1, Int((p / 100 * Double(count)).rounded(.up)) - 1)] }
                    frameMetrics["percentiles"] = ["p50": percentile(50), "p90": percentile(90), "p95": percentile(95),
                                                   "p99": percentile(99), "max": sorted[count - 1]]
                    frameMetrics["totalMilliseconds"] = frames.reduce(0, +)
                    summary["metrics"] = frameMetrics
                    summary["cpuMilliseconds"] = frames.reduce(0, +)
                    repetitions[i]["frameSummary"] = summary
                    var firstScreen = try #require(repetitions[i]["firstScreen"] as? [String: Any])
                    firstScreen["mainThreadMilliseconds"] = shape(i, 0)
                    repetitions[i]["firstScreen"] = firstScreen
                    // Pass totals follow the frames (wall and CPU time alike): all of it in mount, nothing elsewhere.
                    var passes = try #require(repetitions[i]["passes"] as? [String: Any])
                    for pass in ["build", "layout", "mount", "scroll", "update", "navigation"] {
                        var measurement = try #require(passes[pass] as? [String: Any])
                        let total = pass == "mount" ? frames.indices.reduce(0.0) { $0 + shape(i, $1) } : 0.0
                        measurement["milliseconds"] = total
                        measurement["cpuMilliseconds"] = total
                        passes[pass] = measurement
                    }
                    // The machine equally fast beside every repetition, and no worker time: only the set times move.
                    passes["workerCPUMilliseconds"] = 0.0
                    repetitions[i]["passes"] = passes
                    repetitions[i]["speedProbeMilliseconds"] = 1.0
                }
                results[r]["repetitions"] = repetitions
                // The budget checks read the metrics stored with the real run, whose frames took what this build
                // took on this machine (a sanitizer build hitches): they follow the frames set here, all
                // within budget.
                var metrics = try #require(results[r]["metrics"] as? [String: Any])
                for field in ["framesOverBudget", "droppedFrames", "hangs", "frozenFrames"] { metrics[field] = 0 }
                metrics["millisecondsOverBudget"] = 0.0
                metrics["hitchTimeRatio"] = 0.0
                metrics["hitchBand"] = "good"
                results[r]["metrics"] = metrics
            }
            scenarios[s]["results"] = results
        }
        json["scenarios"] = scenarios
        let out = Self.folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        try JSONSerialization.data(withJSONObject: json).write(to: out.appendingPathComponent("run.json"))
        return out
    }

    /// 1 ms frames with a small jitter that depends on the repetition and frame.
    static func jitter(_ repetition: Int, _ frame: Int, seed: Int) -> Double {
        let step: Int = (repetition * 7 + frame * 13 + seed * 29) % 11 - 5
        return 1 + 0.02 * Double(step) / 5
    }

    /// Ten runs (processes) with the times `shape` gives, `process` the run's index.
    func runsWithTimes(_ name: String, _ shape: @escaping (_ process: Int, _ repetition: Int, _ frame: Int) -> Double) throws -> [URL] {
        try (0..<10).map { process in try runWithTimes("\(name)-\(process)") { shape(process, $0, $1) } }
    }

    @Test func exitCodesTellPassRegressionBadInputAndInconclusive() throws {
        let base = try runsWithTimes("base") { Self.jitter($1 + 3 * $0, $2, seed: 1) }
        let baseline = Self.folder.appendingPathComponent("baseline.json")
        let save = try CLIRunner.run(["baseline", "save"] + base.map(\.path) + ["--to", baseline.path, "--allow-debug"])
        #expect(save.status == 0, "\(save.stderr)")
        // Never overwritten implicitly.
        let again = try CLIRunner.run(["baseline", "save", base[0].path, "--to", baseline.path, "--allow-debug"])
        #expect(again.status == 2)
        #expect(again.stderr.contains("--force"))

        // Budgets come from the run's stored frame metrics, which a loaded debug build can push over: this test
        // is about the timing verdicts, so it turns the budget limits off.
        let config = Self.folder.appendingPathComponent("gate-config.json")
        try Data(#"{"budget": {"hangs": null, "hitchBand": null}}"#.utf8).write(to: config)
        let same = try runsWithTimes("same") { Self.jitter($1 + 5 * $0, $2, seed: 2) }
        let pass = try CLIRunner.run(["gate", "--baseline", baseline.path, "--current"] + same.map(\.path) + ["--config", config.path])
        #expect(pass.status == 0, "\(pass.stdout)\(pass.stderr)")
        #expect(pass.stdout.hasPrefix("feedbench gate: PASS"))

        let slower = try runsWithTimes("slower") { Self.jitter($1 + 7 * $0, $2, seed: 3) * 1.25 }
        let junit = Self.folder.appendingPathComponent("junit.xml")
        let markdown = Self.folder.appendingPathComponent("summary.md")
        let json = Self.folder.appendingPathComponent("gate.json")
        let fail = try CLIRunner.run(["gate", "--baseline", baseline.path, "--current"] + slower.map(\.path) + ["--config", config.path,
                                      "--junit", junit.path, "--markdown", markdown.path, "--json", json.path])
        #expect(fail.status == 1)
        #expect(fail.stdout.contains("FAIL \"cli-small\" · mvc: main-thread CPU time"))
        #expect(try String(contentsOf: markdown, encoding: .utf8).hasPrefix("## ❌ FeedBench gate: FAIL"))
        #expect(try String(contentsOf: junit, encoding: .utf8).contains("<failure"))
        #expect(try String(contentsOf: json, encoding: .utf8).hasPrefix("{\n  \"verdict\" : \"fail\""))

        // Half the processes 20% slower: a shift the intervals cannot place.
        let mixed = try runsWithTimes("mixed") { $0 % 2 == 0 ? Self.jitter($1, $2, seed: 4) * 1.2 : Self.jitter($1, $2, seed: 4) }
        let inconclusive = try CLIRunner.run(["gate", "--baseline", baseline.path, "--current"] + mixed.map(\.path) + ["--config", config.path])
        #expect(inconclusive.status == 3, "\(inconclusive.stdout)")
        #expect(inconclusive.stdout.contains("this runner resolves ±"))

        // One process, however many repetitions: the times are not judged, and it says why.
        let one = try CLIRunner.run(["gate", "--baseline", baseline.path, "--current", slower[0].path, "--config", config.path])
        #expect(one.stdout.contains("needs 10 processes (run folders) on each side; the baseline has 10, the run 1"))

        let missing = try CLIRunner.run(["gate", "--baseline", Self.folder.appendingPathComponent("none.json").path,
                                         "--current", same[0].path, "--json", json.path])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("none.json"))
        #expect(try String(contentsOf: json, encoding: .utf8).hasPrefix("{\n  \"verdict\" : \"bad-input\""))
        let notARun = try CLIRunner.run(["gate", "--baseline", baseline.path, "--current", Self.folder.path])
        #expect(notARun.status == 2)
    }

    @Test func aCounterChangeFailsUnderGitHubActions() throws {
        let run = try #require(Self.realRun)
        let baseline = Self.folder.appendingPathComponent("counters.json")
        #expect(try CLIRunner.run(["baseline", "save", run.path, "--to", baseline.path, "--allow-debug"]).status == 0)
        // The baseline said one attribute write fewer than the run did.
        var text = try String(contentsOf: baseline, encoding: .utf8)
        let range = try #require(text.range(of: #""attributeWrites" : \d+"#, options: .regularExpression))
        let number = try #require(Int(text[range].split(separator: ":")[1].trimmingCharacters(in: .whitespaces)))
        text.replaceSubrange(range, with: "\"attributeWrites\" : \(number - 1)")
        try Data(text.utf8).write(to: baseline)
        let output = try CLIRunner.run(["gate", "--baseline", baseline.path, "--current", run.path, "--max-reruns", "0"],
                                       environment: ["GITHUB_ACTIONS": "true"])
        #expect(output.status == 1)
        #expect(output.stdout.contains("counter attributeWrites: \(number - 1) → \(number) (+1)"))
        #expect(output.stdout.contains("::error title=FeedBench%3A cli-small · mvc counter::attributeWrites"))
    }

    @Test func anInjectedSlowdownIsMarkedAndCannotBeABaseline() throws {
        let scenario = Self.folder.appendingPathComponent("small.json")
        _ = Self.realRun
        let out = Self.folder.appendingPathComponent("slowed")
        let run = try CLIRunner.run(["run", scenario.path, "--out", out.path, "--threads", "1", "--no-report",
                                     "--inject-slowdown", "layout=10"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try String(contentsOf: out.appendingPathComponent("run.json"), encoding: .utf8).contains("\"injectedSlowdown\""))
        let save = try CLIRunner.run(["baseline", "save", out.path, "--to", Self.folder.appendingPathComponent("x.json").path,
                                      "--allow-debug"])
        #expect(save.status == 2)
        #expect(save.stderr.contains("injected a slowdown"))
        let bad = try CLIRunner.run(["run", scenario.path, "--inject-slowdown", "paint=10"])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("feedbench run: --inject-slowdown: give PASS=PERCENT"))
    }

    @Test func shardsMergedEqualTheWholeRun() throws {
        let files = ["Scenarios/photo-heavy.json", "Scenarios/update-storm.json"]
        let common = ["--repetitions", "1", "--warmup", "0", "--threads", "1", "--no-report"]
        let whole = Self.folder.appendingPathComponent("whole")
        #expect(try CLIRunner.run(["run"] + files + ["--out", whole.path] + common).status == 0)
        var parts: [String] = []
        for index in 1...2 {
            let part = Self.folder.appendingPathComponent("shard-\(index)")
            let output = try CLIRunner.run(["run"] + files + ["--shard", "\(index)/2", "--out", part.path] + common)
            #expect(output.status == 0, "\(output.stderr)")
            parts.append(part.path)
        }
        let merged = Self.folder.appendingPathComponent("merged")
        let merge = try CLIRunner.run(["merge"] + parts + ["--out", merged.path])
        #expect(merge.status == 0, "\(merge.stderr)")
        func counters(_ folder: URL) throws -> [String: String] {
            let data = try Data(contentsOf: folder.appendingPathComponent("run.json"))
            let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            var found: [String: String] = [:]
            for scenario in json["scenarios"] as? [[String: Any]] ?? [] {
                let name = (scenario["scenario"] as? [String: Any])?["name"] as? String ?? "?"
                for result in scenario["results"] as? [[String: Any]] ?? [] {
                    let counters = try JSONSerialization.data(withJSONObject: result["counters"] ?? [:], options: .sortedKeys)
                    found["\(name)/\(result["pipeline"] ?? "")"] = String(decoding: counters, as: UTF8.self)
                }
            }
            return found
        }
        #expect(try counters(merged) == counters(whole))
        #expect(try counters(merged).count == 4)
        #expect(FileManager.default.fileExists(atPath: merged.appendingPathComponent("report.html").path))
        // A shard with nothing in it, and a scenario in two folders, are refused.
        let empty = try CLIRunner.run(["run", files[0], "--shard", "2/2", "--out", Self.folder.appendingPathComponent("e").path])
        #expect(empty.status == 2)
        let twice = try CLIRunner.run(["merge", parts[0], parts[0], "--out", Self.folder.appendingPathComponent("t").path])
        #expect(twice.status == 2)
        #expect(twice.stderr.contains("is in both"))
    }

    /// scripts/gate-ab: the two sides take turns (A B, then B A), and the gate judges the change's runs
    /// pooled against a baseline pooled from the base's.
    @Test func gateABTakesTurnsAndJudgesThePooledRuns() throws {
        try FileManager.default.createDirectory(at: Self.folder, withIntermediateDirectories: true)
        let scenario = Self.folder.appendingPathComponent("ab-small.json")
        try Data(RunCommandTests.smallScenario.utf8).write(to: scenario)
        let out = Self.folder.appendingPathComponent("ab-\(UUID())")
        let json = Self.folder.appendingPathComponent("ab-gate-\(UUID()).json")
        // A debug build hitches: no budgets, so the verdict is the counters' (times need 10 processes).
        let config = Self.folder.appendingPathComponent("ab-config.json")
        try Data(#"{"budget": {"hangs": null, "hitchBand": null}}"#.utf8).write(to: config)
        let binary = try CLIRunner.executable().path
        let process = Process()
        process.executableURL = CLIRunner.packageRoot.appendingPathComponent("scripts/gate-ab")
        process.arguments = [binary, binary, scenario.path]
        var environment = ProcessInfo.processInfo.environment
        environment["PROCESSES"] = "2"
        environment["REPETITIONS"] = "1"
        environment["MAX_PROCESSES"] = "2"
        environment["INSTRUCTIONS"] = "0"
        environment["OUT"] = out.path
        environment["BASE_ARGS"] = "--threads 1"
        environment["HEAD_ARGS"] = "--threads 1"
        environment["SAVE_ARGS"] = "--allow-debug"
        environment["GATE_ARGS"] = "--json \(json.path) --config \(config.path)"
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(text)")
        let folders = try FileManager.default.contentsOfDirectory(atPath: out.path).filter { $0 != "logs" && $0 != "baseline.json" }
        #expect(folders.sorted() == ["base-001", "base-002", "head-001", "head-002"])
        let baseline = try String(contentsOf: out.appendingPathComponent("baseline.json"), encoding: .utf8)
        #expect(baseline.contains("\"repetitions\" : 2"))
        #expect(FileManager.default.fileExists(atPath: json.path))
    }
}
