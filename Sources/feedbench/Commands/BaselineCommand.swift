import ArgumentParser
import Foundation
import Gate
import Harness
import Reports

/// `feedbench baseline save RUN... --to FILE`: what the gate compares later runs with.
struct BaselineCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "baseline",
        abstract: "Make and keep the baselines the CI gate compares runs with.",
        subcommands: [Save.self]
    )

    struct Save: FeedbenchCommand {
        static let commandPath = "baseline save"

        static let configuration = CommandConfiguration(
            commandName: "save",
            abstract: "Store a run's per-repetition figures, counters and environment as a baseline file.",
            discussion: """
                Writes FILE (JSON, sorted keys: a refresh is a diff a reviewer reads) from RUN/run.json (several \
                runs of the same code: their repetitions pooled, their counters checked equal): per \
                scenario and pipeline every gating metric's value in each repetition, the deterministic counters, \
                and the environment (machine class: CPU model, cores, build; Swift and FeedBench versions; the \
                run.json format). Keep one baseline per machine class. An existing FILE is replaced only with \
                --force. Refused (exit 2): a run with an injected slowdown, a debug build (unless \
                --allow-debug), fewer than 10 repetitions is allowed but said, since the gate will not judge \
                its times.
                """
        )

        @Argument(help: ArgumentHelp(
            "The run folder (or its run.json); several runs of the same code are pooled, repetition by repetition.",
            valueName: "run"))
        var runFolders: [String]

        @Option(name: .long, help: ArgumentHelp("The baseline file to write.", valueName: "file"))
        var to: String

        @Flag(name: .long, help: "Replace FILE if it exists.")
        var force = false

        @Flag(name: .long, help: "Accept a debug build's run (for tests of the gate itself).")
        var allowDebug = false

        func checkOptions() throws {
            guard !runFolders.isEmpty else { throw CommandFailure.usage("Give at least one run folder.") }
            try OutputFile.check(to, option: "--to", makesFolders: true)
        }

        func execute() throws {
            var runs: [(baseline: Baseline, name: String)] = []
            for folder in runFolders {
                let report: RunReport
                do {
                    report = try RunFolderReader.read(folder, frames: false).report
                } catch {
                    throw CommandFailure.badInput(error.description)
                }
                do {
                    runs.append((try Baseline(report, allowDebug: allowDebug), folder))
                } catch {
                    throw CommandFailure.badInput("\(folder): cannot be a baseline: \(error.description)")
                }
            }
            let baseline: Baseline
            do {
                baseline = try Baseline.pooling(runs)
            } catch {
                throw CommandFailure.badInput("the runs cannot make one baseline: \(error.description)")
            }
            let destination = URL(fileURLWithPath: to)
            if FileManager.default.fileExists(atPath: destination.path) && !force {
                throw CommandFailure.badInput("\(to) exists; give --force to replace it (a baseline is never overwritten implicitly)")
            }
            do {
                try FileManager.default.createDirectory(at: destination.deletingLastPathComponent(),
                                                        withIntermediateDirectories: true)
                try baseline.jsonData().write(to: destination, options: .atomic)
            } catch {
                // A destination that cannot be written (read-only, full): a fault, as for `run`.
                throw CommandFailure.failed("cannot write \(to): \(error.localizedDescription)")
            }
            let fewest = baseline.scenarios.flatMap(\.pipelines).map(Baseline.processCount).min() ?? 0
            print("wrote \(to): \(baseline.scenarios.count) scenario(s), machine class \(baseline.machineClass)")
            let needed = GateConfiguration().minimumProcesses
            if fewest < needed {
                print("note: \(fewest) process\(fewest == 1 ? "" : "es") (run folders); the gate judges times only with "
                    + "\(needed) or more per side: save the baseline from \(needed) runs or more (each `feedbench run` is one process)")
            }
            if baseline.instructionEnvironment == nil {
                print("note: no instruction counts (the runs were made without --instructions): the gate will judge counters "
                    + "and times only")
            }
        }
    }
}
