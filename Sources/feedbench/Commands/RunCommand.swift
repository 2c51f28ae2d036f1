import Console
import Allocations
import ArgumentParser
import ComponentsPipeline
import Feed
import Foundation
import Harness
import Reports
import TextLayout

/// `feedbench run`: runs scenarios through both pipelines frame by frame and writes a run folder. It parses,
/// calls and prints: `RunSession` (Harness) reads and runs the scenarios, `RunFolderWriter` (Reports) writes the
/// folder.
///
/// The work runs on the main thread, which is the main actor: `run()` is synchronous and called on the
/// main thread, so `MainActor.assumeIsolated` (in `RunConsole.run`) holds (it traps otherwise).
struct RunCommand: FeedbenchCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run scenarios through the MVC and components pipelines and write a run folder.",
        discussion: """
            Runs every SCENARIO (default: every bundled Scenarios/*.json) through each pipeline, frame by \
            frame, and writes OUT/run.json (everything measured, keys sorted). Prints a summary per \
            scenario and pipeline: frame-time percentiles, frames over budget, dropped frames, hitch time \
            ratio and band, pass totals, allocations, counters, and the MVC / components ratios. Beside \
            run.json go its report: frames.csv, passes.csv, summary.csv, report.html (one offline file, \
            no script) and trace.json (for ui.perfetto.dev or chrome://tracing); a run folder in the default \
            Reports/ also updates Reports/index.html and the link Reports/latest. Invalid \
            scenario files are reported as `feedbench validate` does and nothing is run (exit status 2). \
            The folder is written under a temporary name (.NAME.partial, which names its process) and \
            renamed at the end: a run stopped by Ctrl-C (exit status 130), SIGTERM (143) or SIGHUP (129), or \
            failed (a full disk, a file-size limit: exit status 1), leaves no folder. A .NAME.partial left by a \
            crashed run is removed; one whose run is alive is refused (exit status 2).
            """
    )

    @Argument(help: ArgumentHelp("Scenario files, or folders of them (default: Scenarios/*.json).", valueName: "scenario"))
    var scenarios: [String] = []

    @Option(name: .long, help: ArgumentHelp("Pipelines to run, comma-separated: mvc, components.", valueName: "list"))
    var pipelines = Parsed(PipelineList.all)

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp(
        "Worker threads for the components pipeline (default: the scenario's). A list (1,2,4,8,16) runs the frames "
            + "with the largest count and measures the parallel build at every count: the speed-up curve.",
        valueName: "count|list"))
    var threads: Parsed<ThreadCounts>?

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("Measured repetitions (default: the scenario's).", valueName: "count"))
    var repetitions: Int?

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("Warm-up repetitions, thrown away (default: the scenario's).", valueName: "count"))
    var warmup: Int?

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp(
        "How far above and below the viewport the components pipeline's workers lay out ahead, in viewport heights.",
        valueName: "viewports"))
    var prefetchViewports: Double = RunOptions.defaultPrefetchViewports

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp(
        "How far from the viewport the components pipeline keeps layouts, in viewport heights (farther rows keep "
            + "only their heights and are laid out again when they come back).", valueName: "viewports"))
    var retainViewports: Double = FeedPolicy.defaultRetainViewports

    @Option(name: .long, help: ArgumentHelp(
        "MVC's row heights, overriding the scenario's: estimated (measured as rows are shown, as self-sizing cells "
            + "are) or measured-on-load (every row measured in reloadData).", valueName: "mode"))
    var mvcRowHeights: MVCRowHeights?

    @Flag(name: .long, help: ArgumentHelp(
        "Deliver component changesets synchronously: the main thread waits for an edit's rebuild and mounts it "
            + "within the event's frame (default: asynchronously, mounted at the start of the first frame that finds "
            + "it ready)."))
    var syncUpdates = false

    @Option(name: .long, help: ArgumentHelp(
        "Where the components pipeline draws its views: async (on the workers, right after a row's layout, within "
            + "the display window ahead of the viewport; mounting attaches the bitmaps, and a frame whose rows are not "
            + "drawn yet waits for them) or sync (on the main thread when the views are mounted, as MVC draws). MVC "
            + "always draws on the main thread.", valueName: "mode"))
    var display: DisplayMode = .async

    @Option(name: .long, help: ArgumentHelp(
        "How far above and below the viewport the components pipeline's workers draw rows ahead, in viewport "
            + "heights (at most --prefetch-viewports; default: the scenario's displayViewports, 1 unless it says).",
        valueName: "viewports"))
    var displayViewports: Double?

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp(
        "The size of each pipeline's text cache in MiB (beyond it, strings not used lately are dropped first).",
        valueName: "MiB"))
    var textCacheMib: Double = Double(RunOptions.defaultTextCacheBytes) / 1_048_576

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp(
        "After the frames, build and lay out every story with 1 worker and with each of these worker counts, "
            + "alternating rounds, and report the speed-ups: a comma-separated list (e.g. 2,4,8), \"auto\" for the "
            + "run's worker count, or \"off\".", valueName: "list"))
    var parallelBuild = Parsed(ParallelBuildWorkers.off)

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp(
        "Rounds of each parallel-build configuration (the speed-up is the median's, with the rounds' spread).",
        valueName: "n"))
    var parallelBuildRounds: Int = 5

    @Flag(name: .long, help: ArgumentHelp(
        "Start frames on the frame budget's clock, as a display refreshes: the main thread idles between frames "
            + "while the workers go on (a run then lasts frames x budget)."))
    var paced = false

    @Option(name: .long, help: ArgumentHelp("The run folder to write (default: Reports/run-<UTC timestamp>); must not exist.",
                                            valueName: "dir"))
    var out: String?

    @Option(name: .long, help: ArgumentHelp(
        "Run only part I of N of the scenarios (1-based), a deterministic split of the sorted file list, for a CI "
            + "matrix: each job runs one part, `feedbench merge` joins the run folders.", valueName: "I/N"))
    var shard: Parsed<ShardSpec>?

    @Option(name: .long, help: ArgumentHelp(
        "A test aid: make every timed section of PASS (build, layout, mount, scroll, update, navigation) use PERCENT "
            + "more thread CPU time by spinning, to test a gate against a known regression. Marked in run.json; such a run cannot "
            + "become a baseline.", valueName: "PASS=PERCENT"))
    var injectSlowdown: Parsed<InjectedSlowdown>?

    @Option(name: .long, help: ArgumentHelp(
        "A test aid for the instruction gate: after every timed section of PASS, deterministic extra work of about "
            + "PERCENT of the section's own (a fixed loop per allocation request it made). Marked in run.json; such a run "
            + "cannot become a baseline.", valueName: "PASS=PERCENT"))
    var injectWork: Parsed<InjectedWork>?

    @Flag(name: .long, help: ArgumentHelp(
        "Also count the instructions of every pass of the counting repetition, per scenario and pipeline, main thread "
            + "and workers apart, under Valgrind's Callgrind (a copy of this binary stripped of debug information runs "
            + "the counting repetitions again): deterministic figures the gate holds within 0.5% on any machine. Needs "
            + "valgrind and strip on PATH (exit status 2 otherwise)."))
    var instructions = false

    @Flag(name: .long, help: ArgumentHelp(
        "With --instructions, count the drawing too (Cairo, pixman, libjpeg-turbo under Callgrind: some 15 times "
            + "longer on the bundled scenarios). Without it, the counted repetition draws nothing: its display "
            + "passes count 0, and the display counters hold what was drawn."))
    var instructionsWithDrawing = false

    @Flag(name: .long, help: ArgumentHelp(
        "Write run.json and the frames only: no CSV files, report.html or trace.json (feedbench report makes them "
            + "later)."))
    var noReport = false

    @Flag(name: .long, help: ArgumentHelp(
        "Keep no frames: no frames.json.gz and no first screens as drawn (PNG), and a report without its per-frame "
            + "charts, frames.csv rows and trace. "
            + "run.json keeps each repetition's frame summary (percentiles, CPU time), all that a baseline or a gate "
            + "reads: for the many short processes of a timing gate (scripts/gate-ab)."))
    var noFrames = false

    @Flag(name: .long, help: ArgumentHelp(
        "Skip the counting repetition: the run's counters then come from a measured repetition (they may vary with "
            + "timing, and a gate says so). For the timing processes of a gate, whose counters one counting process "
            + "gives (scripts/gate-ab): each process then does a quarter less work. Not with --instructions."))
    var noCountingRepetition = false

    @OptionGroup var font: FontOption

    static let scenarioFolder = "Scenarios"

    func checkOptions() throws {
        // In the order the checks have always run: the first bad option is the one reported.
        _ = try pipelines.value()
        _ = try threads?.value()
        // Counts agree with the scenario format's: ScenarioLimits is the one source of both.
        let runs = ScenarioLimits.standard.maximumRepetitions
        try require(prefetchViewports >= 0 && prefetchViewports <= 100,
                    "--prefetch-viewports must be between 0 and 100 (got \(prefetchViewports)).")
        try require((1...runs).contains(repetitions ?? 1), "--repetitions must be between 1 and \(runs) (got \(repetitions ?? 0)).")
        try require((0...runs).contains(warmup ?? 0), "--warmup must be between 0 and \(runs) (got \(warmup ?? 0)).")
        try require((0...100).contains(displayViewports ?? 0),
                    "--display-viewports must be between 0 and 100 (got \(displayViewports ?? 0)).")
        try require(retainViewports >= 0 && retainViewports <= 1_000,
                    "--retain-viewports must be between 0 and 1000 (got \(retainViewports)).")
        try require(textCacheMib >= 0 && textCacheMib <= 65_536, "--text-cache-mib must be between 0 and 65536 (got \(textCacheMib)).")
        _ = try parallelBuild.value()
        try require((1...100).contains(parallelBuildRounds),
                    "--parallel-build-rounds must be between 1 and 100 (got \(parallelBuildRounds)).")
        try require(!instructionsWithDrawing || instructions, "--instructions-with-drawing needs --instructions.")
        try require(!(noCountingRepetition && instructions),
                    "--instructions counts the counting repetition: it cannot be skipped (--no-counting-repetition).")
        _ = try shard?.value()
        _ = try injectSlowdown?.value()
        _ = try injectWork?.value()
    }

    /// The options given, over the scenarios' own settings.
    func runOptions() throws(CommandFailure) -> RunOptions {
        var options = RunOptions(pipelines: try pipelines.value().kinds, threads: try threads?.value().largest,
                                 repetitions: repetitions, warmUp: warmup, prefetchViewports: prefetchViewports)
        options.paced = paced
        options.countingRepetition = !noCountingRepetition
        options.countsDrawing = instructionsWithDrawing
        options.keepsFirstScreens = !noFrames
        options.retainViewports = retainViewports
        options.mvcRowHeights = mvcRowHeights
        options.updateDelivery = syncUpdates ? .synchronous : .asynchronous
        options.display = display
        options.displayViewports = displayViewports
        options.textCacheBytes = Int(textCacheMib * 1_048_576)
        options.injectedSlowdown = try injectSlowdown?.value()
        options.injectedWork = try injectWork?.value()
        options.parallelBuildRounds = parallelBuildRounds
        return options
    }

    func execute() throws {
        Self.warnIfDebugBuild()
        let lines: ProgressLines
        do {
            lines = try ProgressLines.configured(prefix: "feedbench run: ")
        } catch {
            throw CommandFailure.badInput(error.description)
        }
        let session: RunSession
        do {
            session = try RunSession(files: scenarios, defaultFolder: Self.scenarioFolder, shard: try shard?.value(),
                                     options: try runOptions(), parallelBuild: try parallelBuild.value(),
                                     curve: try threads?.value().curve ?? [])
        } catch let error as RunInputError {
            throw CommandFailure(reason: .badInput, lines: [error.description], listed: error.problems)
        }
        let fonts = try font.loadFonts()
        // Before anything runs: a machine that cannot count instructions is told so at once.
        let counter = try instructionCounter()
        // Ctrl-C, SIGTERM and SIGHUP are routed to the stop flag before the temporary folder exists, so no
        // such signal can leave it behind: the run stops at the next frame boundary and `discard()` removes it.
        let stop = StopFlag()
        let interrupts = stop.watchInterrupts()
        defer { interrupts.cancel() }
        let folder = try runFolder()
        defer { folder.discard() }
        if let stale = folder.removedStale { Self.printError(ReportsFolder.removedLine(stale)) }
        let measuringStarted = ContinuousClock.now
        var report: RunReport
        do {
            report = try RunConsole.run(session, fonts: fonts, stop: stop, lines: lines, for: Self.self)
        } catch is RunCancelled {
            throw Self.stopped(by: stop)
        } catch {
            throw CommandFailure.failed("run failed: \(ErrorText.of(error))")
        }
        let measuringTime = ContinuousClock.now - measuringStarted
        if let counter { report = try counting(report, with: counter, stop: stop, lines: lines) }
        if noFrames { report = report.withoutFrames() }
        let reportStarted = ContinuousClock.now
        lines.note("writing the run folder")
        do {
            report = try RunFolderWriter(folder: folder, writesReport: !noReport).write(report, shouldStop: { stop.isSet }) {
                if RunConsole.announcesPhases { Self.printError("phase: writing the report") }
            }
        } catch is RunCancelled {
            throw Self.stopped(by: stop)
        } catch {
            throw CommandFailure.failed("cannot write the run folder \(folder.destination.path): \(ErrorText.of(error))")
        }
        let reportTime = ContinuousClock.now - reportStarted
        print(SummaryTable.text(report))
        // Both times: writing the folder should take a small part of the run (a fifth at most on the bundled scenarios).
        print("\nwrote \(folder.destination.path)/run.json (the run folder in \(Self.seconds(reportTime)), after "
            + "\(Self.seconds(measuringTime)) of measuring)")
        if !noReport {
            print("report: \(folder.destination.path)/report.html")
        }
        ReportsFolder.updateIndex(besides: folder.destination, removingStale: true, for: Self.self)
        if let line = SummaryTable.processPeakLine(recorded: report.processPeakResidentBytes,
                                                   atEnd: ResidentMemory.processPeakBytes) {
            print(line)
        }
    }

    /// Valgrind and strip found for `--instructions`, or bad input saying what is missing.
    private func instructionCounter() throws(CommandFailure) -> InstructionCounter? {
        guard instructions else { return nil }
        do {
            return try InstructionCounter.locate()
        } catch {
            throw .badInput("--instructions: \(error)")
        }
    }

    /// The run folder, under its temporary name: `--out`, or `Reports/run-<UTC timestamp>`, where a run started in
    /// the same second takes the next free name.
    private func runFolder() throws(CommandFailure) -> RunFolder {
        let destination = URL(fileURLWithPath: out ?? "\(ReportsFolder.path)/run-\(Self.timestamp())")
        do {
            return try out == nil ? RunFolder.reserving(unique: destination) : RunFolder(destination: destination)
        } catch let error as CocoaError where error.code == .fileWriteFileExists {
            // A name that is taken: the user's to change.
            throw .badInput("cannot create the run folder \(destination.path): \(error.localizedDescription)")
        } catch {
            // A destination that cannot be written (read-only, full, not a folder): a fault, not bad input.
            throw .failed("cannot create the run folder \(destination.path): \(error.localizedDescription)")
        }
    }

    /// `report` with the instructions of its counting repetitions, counted under Callgrind.
    private func counting(_ report: RunReport, with counter: InstructionCounter, stop: StopFlag,
                          lines: ProgressLines) throws(CommandFailure) -> RunReport {
        if RunConsole.announcesPhases { Self.printError("phase: counting instructions") }
        if isatty(STDERR_FILENO) != 0 { Self.printError("counting instructions under Callgrind...") }
        lines.note("counting instructions under Callgrind")
        var report = report
        do {
            try report.countInstructions(with: counter, fontDirectory: font.fontDir, shouldStop: { stop.isSet })
        } catch is RunCancelled {
            throw Self.stopped(by: stop)
        } catch {
            throw .failed("--instructions: \(ErrorText.of(error))")
        }
        return report
    }

    /// A duration as the closing lines give it: seconds to the millisecond.
    static func seconds(_ duration: Duration) -> String {
        String(format: "%.3f s", Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18)
    }

    /// A run stopped by a signal: one line naming it, and the exit status a shell gives for it (128 + its
    /// number: 130 for Ctrl-C, 143 for SIGTERM, 129 for SIGHUP).
    static func stopped(by stop: StopFlag) -> CommandFailure {
        .stopped(by: stop) { "\($0); nothing written" }
    }

    private static func timestamp() -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        return formatter.string(from: Date())
    }
}

extension DisplayMode: ExpressibleByArgument {}
