import JSON
import ArgumentParser
import Feed
import Foundation
import Gate
import Harness
import Reports
import Statistics
import TextLayout

/// `feedbench gate`: a run against a baseline, for CI.
struct GateCommand: FeedbenchCommand {
    static let configuration = CommandConfiguration(
        commandName: "gate",
        abstract: "Judge a run against a baseline: exit 0 pass, 1 regression, 2 bad input, 3 inconclusive.",
        discussion: """
            Most exact evidence first. Deterministic counters must equal the baseline's (or lie within a \
            tolerance the --config file declares). Instruction counts (runs made with --instructions) must lie \
            within 0.5% (at least 25,000 instructions) of the baseline's, on any machine class; a failing one \
            shows the functions whose own instructions changed most (--profiles: every entry's). Times: each \
            run folder is one process, whose value is the median of its repetitions (at least 10 processes on \
            each side); per scenario and pipeline, main-thread CPU time, p99 frame, time to first screen, \
            worker CPU time and each pass's CPU time gate: Mann-Whitney U and Kolmogorov-Smirnov (the smaller p), Holm-corrected across \
            them, the Hodges-Lehmann shift with a bootstrap 95% interval against the floor (\(EffectFloor.defaultRelativePercent) or \(EffectFloor.defaultAbsolute) ms, \
            whichever is larger; the noise never raises it): FAIL when significant and the whole interval lies \
            beyond the floor, PASS when it lies within it (or is a significant improvement), INCONCLUSIVE \
            otherwise, with what the runner could resolve. The other percentiles and the hitch ratio are \
            diagnostics, shown, never gating. Budgets (no hang; the hitch band, p99 and frames over budget when configured) are \
            checked on the run alone. On another machine class than the baseline's, absolute times are not \
            judged (said loudly); counters, instructions, budgets and the MVC / components ratios are. Under \
            GitHub Actions (GITHUB_ACTIONS=true) it prints at most ten ::error, ::warning or ::notice lines, \
            failures first.
            """
    )

    @Option(name: .long, help: ArgumentHelp("The baseline file (feedbench baseline save).", valueName: "file"))
    var baseline: String

    @Option(name: .long, parsing: .upToNextOption, help: ArgumentHelp(
        "The run folder to judge (or its run.json); several runs of the same code are judged on their pooled "
            + "repetitions (an interleaved A/B comparison: scripts/gate-ab).", valueName: "run"))
    var current: [String]

    @Option(name: .long, help: ArgumentHelp("The gate configuration (JSON): floors, tolerances, budgets.", valueName: "file"))
    var config: String?

    @Option(name: .long, help: ArgumentHelp("Write JUnit XML here.", valueName: "file"))
    var junit: String?

    @Option(name: .long, help: ArgumentHelp("Write the Markdown summary here.", valueName: "file"))
    var markdown: String?

    @Option(name: .long, help: ArgumentHelp("Write gate.json here.", valueName: "file"))
    var json: String?

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp(
        "Extra runs of inconclusive scenarios, in this process (0 to 5); each counts as one process more, though "
            + "they share this one: prefer more runs (scripts/gate-ab) or --rerun-command.", valueName: "count"))
    var maxReruns = 0

    @Option(name: .long, help: ArgumentHelp(
        "Instead of re-running in this process: a shell command that writes a run folder of the scenarios named in "
            + "$FEEDBENCH_RERUN_SCENARIOS (one per line; files in $FEEDBENCH_RERUN_FILES) into $FEEDBENCH_RERUN_OUT.",
        valueName: "command"))
    var rerunCommand: String?

    @Flag(name: .long, help: ArgumentHelp(
        "Show the differential profile (the functions whose own instructions changed most) of every entry with "
            + "instruction counts, not only of those whose counts failed."))
    var profiles = false

    @OptionGroup var font: FontOption

    func checkOptions() throws {
        guard !current.isEmpty else { throw CommandFailure.usage("--current needs at least one run folder.") }
        try require((0...5).contains(maxReruns), "--max-reruns must be from 0 to 5 (got \(maxReruns)).")
        // Before the judging (and any re-run), not after it.
        try OutputFile.check(junit, option: "--junit")
        try OutputFile.check(markdown, option: "--markdown")
        try OutputFile.check(json, option: "--json")
    }

    func execute() throws {
        let configuration: GateConfiguration
        do {
            configuration = try config.map(GateConfiguration.load) ?? GateConfiguration()
        } catch {
            throw badInput("\(error)")
        }
        let data: Data
        do {
            data = try BoundedRead.bytes(of: baseline, standardInputPath: nil, maximumBytes: RunFolderReader.maximumFileBytes)
        } catch {
            throw badInput("\(baseline): \(error)")
        }
        let stored: Baseline
        do {
            stored = try Baseline.read(data: data, file: baseline)
        } catch {
            throw badInput(error.description)
        }
        var reports: [RunReport] = []
        for folder in current {
            do {
                reports.append(try RunFolderReader.read(folder, frames: false).report)
            } catch {
                throw badInput(error.description)
            }
        }
        let report = reports[0]
        for (run, folder) in zip(reports, current) where stored.runFormatVersion != run.formatVersion {
            throw badInput("the baseline was made from run.json format \(stored.runFormatVersion), \(folder) is format "
                + "\(run.formatVersion); save the baseline again with this feedbench")
        }
        let judge = GateJudge(configuration: configuration, allProfiles: profiles)
        var measured: Baseline
        do {
            measured = try Baseline.pooling(zip(reports, current).map { (Baseline(measuring: $0), $1) })
        } catch {
            throw badInput("the runs cannot be judged together: \(error.description)")
        }
        var result: GateResult
        do {
            result = try judge.judge(baseline: stored, current: measured, reports: reports)
        } catch {
            throw badInput(error.description)
        }
        var reruns = 0
        while result.outcome == .inconclusive && reruns < maxReruns {
            let names = result.inconclusiveScenarios
            reruns += 1
            print("inconclusive: running \(names.map(MessageText.quoted).joined(separator: ", ")) again (\(reruns) of \(maxReruns))")
            let extra: RunReport
            do {
                extra = try rerun(names, of: report)
            } catch let failure as CommandFailure {
                throw failure
            } catch {
                throw badInput("the re-run failed: \(error)")
            }
            measured = measured.pooled(with: Baseline(measuring: extra))
            do {
                result = try judge.judge(baseline: stored, current: measured, reports: reports)
            } catch {
                throw badInput(error.description)
            }
            result.reruns = reruns
        }
        try write(result)
        // The verdict's exit status: not a failure of the command.
        throw ExitCode(result.outcome.exitCode)
    }

    /// The scenarios named, run again with the run's own options (or by --rerun-command).
    func rerun(_ names: [String], of report: RunReport) throws -> RunReport {
        let scenarios = report.scenarios.filter { names.contains($0.scenario.name) }
        if let rerunCommand {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("feedbench-rerun-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: folder) }
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", rerunCommand]
            var environment = ProcessInfo.processInfo.environment
            environment["FEEDBENCH_RERUN_SCENARIOS"] = names.joined(separator: "\n")
            environment["FEEDBENCH_RERUN_FILES"] = scenarios.map(\.file).joined(separator: "\n")
            environment["FEEDBENCH_RERUN_OUT"] = folder.path
            process.environment = environment
            try process.run()
            process.waitUntilExit()
            guard process.terminationStatus == 0 else {
                throw badInput("--rerun-command exited with status \(process.terminationStatus)")
            }
            return try RunFolderReader.read(folder.path, frames: false).report
        }
        let lines: ProgressLines
        do {
            lines = try ProgressLines.configured(prefix: "feedbench gate: ")
        } catch {
            throw badInput(error.description)
        }
        let fonts = try font.loadFonts()
        let stop = StopFlag()
        let interrupts = stop.watchInterrupts()
        defer { interrupts.cancel() }
        // The run's own options; no parallel build, which the gate does not judge.
        let session = RunSession(scenarios: scenarios.map { ($0.file, $0.scenario) }, options: report.options)
        do {
            return try RunConsole.run(session, fonts: fonts, stop: stop, lines: lines, for: Self.self)
        } catch is RunCancelled {
            // Ctrl-C, SIGTERM or SIGHUP during the re-run: nothing judged, the signal's exit status.
            throw CommandFailure.stopped(by: stop) { "\($0) during the re-run; nothing judged" }
        }
    }

    func write(_ result: GateResult) throws(CommandFailure) {
        for line in GateOutputs.console(result) { print(line) }
        if ProcessInfo.processInfo.environment["GITHUB_ACTIONS"] == "true" {
            for line in GateOutputs.annotations(result) { print(line) }
        }
        do {
            if let junit { try GateOutputs.junit(result).write(to: URL(fileURLWithPath: junit), options: .atomic) }
            if let markdown { try Data(GateOutputs.markdown(result).utf8).write(to: URL(fileURLWithPath: markdown), options: .atomic) }
            if let json { try GateOutputs.json(result).write(to: URL(fileURLWithPath: json), options: .atomic) }
        } catch {
            throw .badInput("cannot write an output: \(ErrorText.of(error))")
        }
    }

    /// Refused input: gate.json with the verdict `bad-input` where one was asked for, and the failure to throw.
    func badInput(_ message: String) -> CommandFailure {
        if let json {
            try? GateOutputs.badInputJSON(message).write(to: URL(fileURLWithPath: json), options: .atomic)
        }
        return .badInput(message)
    }
}
