import ArgumentParser
import Feed
import Foundation
import Harness
import TextLayout

/// `feedbench run`: runs scenarios through both pipelines frame by frame and writes a run folder.
///
/// The work runs on the main thread, which is the main actor: `run()` is synchronous and called on the
/// main thread, so `MainActor.assumeIsolated` holds (it traps otherwise).
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run scenarios through the MVC and components pipelines and write a run folder.",
        discussion: """
            Runs every SCENARIO (default: every bundled Scenarios/*.json) through each pipeline, frame by \
            frame, and writes OUT/run.json (everything measured, keys sorted). Prints a summary per \
            scenario and pipeline: frame-time percentiles, frames over budget, dropped frames, hitch time \
            ratio and band, pass totals, allocations, counters, and the MVC / components ratios. Invalid \
            scenario files are reported as `feedbench validate` does and nothing is run (exit status 2). \
            The folder is written under a temporary name and renamed at the end: an interrupted (Ctrl-C, \
            exit status 130) or failed run leaves no folder.
            """
    )

    @Argument(help: ArgumentHelp("Scenario files (default: Scenarios/*.json).", valueName: "scenario"))
    var scenarios: [String] = []

    @Option(name: .long, help: ArgumentHelp("Pipelines to run, comma-separated: mvc, components.", valueName: "list"))
    var pipelines = "mvc,components"

    @Option(name: .long, help: ArgumentHelp("Worker threads for the components pipeline (default: the scenario's).",
                                            valueName: "count"))
    var threads: Int?

    @Option(name: .long, help: ArgumentHelp("Measured repetitions (default: the scenario's).", valueName: "count"))
    var repetitions: Int?

    @Option(name: .long, help: ArgumentHelp("Warm-up repetitions, thrown away (default: the scenario's).", valueName: "count"))
    var warmup: Int?

    @Option(name: .long, help: ArgumentHelp(
        "How far below the viewport the components pipeline's workers lay out ahead, in viewport heights.",
        valueName: "viewports"))
    var prefetchViewports: Double = RunOptions.defaultPrefetchViewports

    @Flag(name: .long, help: ArgumentHelp(
        "Start frames on the frame budget's clock, as a display refreshes: the main thread idles between frames "
            + "while the workers go on (a run then lasts frames x budget)."))
    var paced = false

    @Option(name: .long, help: ArgumentHelp("The run folder to write (default: Reports/run-<UTC timestamp>); must not exist.",
                                            valueName: "dir"))
    var out: String?

    @OptionGroup var font: FontOption

    static let scenarioFolder = "Scenarios"

    func validate() throws {
        _ = try parsedPipelines()
        if let threads, !(1...64).contains(threads) {
            throw ValidationError("--threads must be between 1 and 64 (got \(threads)).")
        }
        if !(prefetchViewports >= 0 && prefetchViewports <= 100) {
            throw ValidationError("--prefetch-viewports must be between 0 and 100 (got \(prefetchViewports)).")
        }
        if let repetitions, !(1...1_000).contains(repetitions) {
            throw ValidationError("--repetitions must be between 1 and 1000 (got \(repetitions)).")
        }
        if let warmup, !(0...100).contains(warmup) {
            throw ValidationError("--warmup must be between 0 and 100 (got \(warmup)).")
        }
    }

    func parsedPipelines() throws -> [PipelineKind] {
        var kinds: [PipelineKind] = []
        for name in pipelines.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            guard let kind = PipelineKind(rawValue: name) else {
                throw ValidationError("--pipelines: unknown pipeline \"\(name)\"; use mvc, components or both.")
            }
            if !kinds.contains(kind) { kinds.append(kind) }
        }
        guard !kinds.isEmpty else { throw ValidationError("--pipelines: give at least one of mvc, components.") }
        return kinds
    }

    func run() throws {
        if MachineInfo.isDebugBuild {
            Self.printError("warning: this is a debug build; build with -c release for real figures.")
        }
        let files = try scenarioFiles()
        let loaded = try loadAll(files)
        let fonts = try font.loadFonts(for: "run")
        // Ctrl-C is routed to the stop flag before the temporary folder exists, so no interrupt can
        // leave it behind: the run stops at the next frame boundary and `discard()` removes it.
        let stop = StopFlag()
        let interrupts = stop.watchInterrupts()
        defer { interrupts.cancel() }
        let destination = URL(fileURLWithPath: out ?? "Reports/run-\(Self.timestamp())")
        let folder: RunFolder
        do {
            folder = try RunFolder(destination: destination)
        } catch {
            Self.printError("cannot create the run folder \(destination.path): \(error.localizedDescription)")
            throw ExitCode(2)
        }
        defer { folder.discard() }
        var options = RunOptions(pipelines: try parsedPipelines(), threads: threads, repetitions: repetitions,
                                 warmUp: warmup, prefetchViewports: prefetchViewports)
        options.paced = paced
        let started = Date()
        let reports: [ScenarioReport]
        do {
            reports = try MainActor.assumeIsolated { try Self.runAll(loaded, fonts: fonts, options: options, stop: stop) }
        } catch is RunCancelled {
            Self.printError("interrupted; nothing written")
            throw ExitCode(130)
        } catch {
            Self.printError("run failed: \(error)")
            throw ExitCode.failure
        }
        let report = RunReport(startedAt: started, machine: .current, scenarios: reports)
        do {
            try folder.write(report.jsonData(), named: "run.json")
            try folder.commit()
        } catch {
            Self.printError("cannot write the run folder \(destination.path): \(error.localizedDescription)")
            throw ExitCode.failure
        }
        print(SummaryTable.text(report))
        print("\nwrote \(destination.path)/run.json")
    }

    /// The given files, or every bundled scenario.
    private func scenarioFiles() throws -> [String] {
        guard scenarios.isEmpty else { return scenarios }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: Self.scenarioFolder)
        } catch {
            Self.printError("no scenario given and no \(Self.scenarioFolder)/ folder here to take them from")
            throw ExitCode(2)
        }
        return names.filter { $0.hasSuffix(".json") && $0 != "scenario.schema.json" }.sorted()
            .map { "\(Self.scenarioFolder)/\($0)" }
    }

    /// Every scenario, or exit 2 with every problem of every file (as `feedbench validate` prints them).
    private func loadAll(_ files: [String]) throws -> [(file: String, scenario: Scenario)] {
        var loaded: [(file: String, scenario: Scenario)] = []
        var problems: [String] = []
        for file in files {
            do {
                loaded.append((file, try ScenarioLoader.load(path: file)))
            } catch {
                problems += error.problems.map(\.description)
            }
        }
        guard problems.isEmpty else {
            for problem in problems { FileHandle.standardError.write(Data((problem + "\n").utf8)) }
            Self.printError("\(problems.count) problem\(problems.count == 1 ? "" : "s"); nothing was run")
            throw ExitCode(2)
        }
        return loaded
    }

    @MainActor
    private static func runAll(_ loaded: [(file: String, scenario: Scenario)], fonts: FontLibrary, options: RunOptions,
                               stop: StopFlag) throws -> [ScenarioReport] {
        let progress = ProgressBar()
        defer { progress.finish() }
        var reports: [ScenarioReport] = []
        for (file, scenario) in loaded {
            let run = ScenarioRun(scenario: scenario, fonts: fonts, options: options)
            var results: [RunResult] = []
            for pipeline in options.pipelines {
                progress.reset()
                let label = "\(scenario.name) \(pipeline.rawValue)"
                results.append(try run.run(pipeline, progress: { done, total in
                    progress.update(label, done: done, total: total)
                }, shouldStop: { stop.isSet }))
            }
            reports.append(ScenarioReport(file: file, scenario: scenario, results: results))
        }
        return reports
    }

    private static func timestamp() -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        return formatter.string(from: Date())
    }

    static func printError(_ message: String) {
        FileHandle.standardError.write(Data("feedbench run: \(message)\n".utf8))
    }
}
