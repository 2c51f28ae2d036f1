import Callgrind
import Feed
import Foundation

/// Counts the instructions of a run's counting repetitions (`feedbench run --instructions`): runs a copy
/// of this binary, stripped of its debug information (Valgrind 3.19 cannot read the DWARF 5 Swift 6.3
/// writes, and a `--strip-debug` copy keeps the symbols), under Callgrind with instrumentation off, as
/// `feedbench count-instructions --plan FILE`, one process per scenario and pipeline (as many at once as
/// the machine has cores: a count does not depend on timing). That process runs only the counting
/// repetition, instrumented and dumped on its own. The dumps are read back here into `InstructionCounts`.
///
/// What makes a count repeat:
/// - one process per count, so no count inherits another's warm state: the layout workers run on
///   Dispatch's pool threads, and a pool thread that idled for 5 s exits; under Callgrind's slowness
///   whether the next scenario found a warm thread (its shaping caches, its allocator cache) or a new one
///   was a matter of time, and moved a worker pass by up to 25%;
/// - Swift's hashing seeded alike (`SWIFT_DETERMINISTIC_HASHING`), every symbol bound at start
///   (`LD_BIND_NOW`);
/// - jemalloc's time-based page decay off and one arena (`allocatorConfiguration`).
/// What is left: a few thousand instructions either way in passes where the main thread waits for the
/// workers (the gate's `instructionSlack` covers them).
public struct InstructionCounter: Sendable {
    /// What a counting process runs: scenarios, in order, as the run read them, and the run's options;
    /// `firstIndex` is the first one's index in the run (dumps are named by it).
    public struct Plan: Codable, Sendable {
        public var scenarios: [Scenario]
        public var options: RunOptions
        public var fontDirectory: String?
        public var firstIndex = 0

        public init(scenarios: [Scenario], options: RunOptions, fontDirectory: String?, firstIndex: Int = 0) {
            self.scenarios = scenarios
            self.options = options
            self.fontDirectory = fontDirectory
            self.firstIndex = firstIndex
        }
    }

    /// jemalloc's settings in the counting processes (docs/profiling.md says why): no time-based page decay,
    /// one arena. The counts are those of this configuration; the timed runs keep jemalloc's defaults.
    public static let allocatorConfiguration = "narenas:1,dirty_decay_ms:-1,muzzy_decay_ms:-1"

    /// The variables of this process's environment that the counting processes get.
    static let passedEnvironment: Set<String> = [
        "PATH", "HOME", "TMPDIR", "LANG", "LC_ALL", "LC_CTYPE", "FEEDBENCH_FONT_DIR", "FONTCONFIG_FILE", "FONTCONFIG_PATH",
        "XDG_CACHE_HOME", "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_DATA_DIRS", "VALGRIND_LIB", "MALLOC_CONF",
    ]

    /// The tools instruction counting needs, found on `PATH`.
    public let valgrind: String
    public let strip: String

    /// The tools, or why instruction counts cannot be made on this machine.
    public static func locate(environment: [String: String] = ProcessInfo.processInfo.environment)
        throws(InstructionCountError) -> InstructionCounter {
        guard CallgrindControl.available else {
            throw .unavailable("this feedbench was built without Valgrind's headers (valgrind/callgrind.h); install "
                + "Valgrind (Debian: apt-get install valgrind, or scripts/bootstrap) and build it again")
        }
        guard let valgrind = Executable.find("valgrind", environment: environment) else {
            throw .unavailable("Valgrind is not installed (no valgrind on PATH); install it (Debian: apt-get install "
                + "valgrind, or scripts/bootstrap)")
        }
        guard let strip = Executable.find("strip", environment: environment) else {
            throw .unavailable("strip is not installed (no strip on PATH); install binutils (Debian: apt-get install binutils)")
        }
        return InstructionCounter(valgrind: valgrind, strip: strip)
    }

    /// Counts `plan` and returns, per scenario of the plan (in order), each pipeline's counts, with the
    /// environment they were made in. `shouldStop` is polled while Callgrind runs; when it turns true the
    /// counting processes are stopped and `RunCancelled` thrown.
    public func count(_ plan: Plan, parallel: Int = ProcessInfo.processInfo.activeProcessorCount,
                      shouldStop: @escaping @Sendable () -> Bool = { false }) throws
        -> (environment: InstructionEnvironment, scenarios: [[PipelineKind: InstructionCounts]]) {
        let files = FileManager.default
        let folder = files.temporaryDirectory.appendingPathComponent("feedbench-instructions-\(UUID().uuidString)")
        try files.createDirectory(at: folder, withIntermediateDirectories: true)
        defer {
            // FEEDBENCH_KEEP_CALLGRIND=DIR keeps the dumps (for callgrind_annotate or KCachegrind), the plans,
            // the logs and the stripped binary there.
            if let keep = ProcessInfo.processInfo.environment["FEEDBENCH_KEEP_CALLGRIND"], !keep.isEmpty {
                try? files.removeItem(atPath: keep)
                try? files.moveItem(atPath: folder.path, toPath: keep)
            }
            try? files.removeItem(at: folder)
        }

        let binary = folder.appendingPathComponent("feedbench").path
        try Executable.run(strip, ["--strip-debug", "-o", binary, Executable.current])
        // Only what the counting needs from this process's environment: an environment's size and contents
        // are read by the C library and fontconfig (a longer one cost 37,000 instructions more in string
        // functions on the bundled default scenario), and must not make CI's counts differ from a laptop's.
        var environment = ProcessInfo.processInfo.environment.filter { Self.passedEnvironment.contains($0.key) }
        // The same hash seed on every run: a Set's or a Dictionary's order, and the probes of their lookups,
        // follow it.
        environment["SWIFT_DETERMINISTIC_HASHING"] = "1"
        // Every symbol bound at start, before the count: bound lazily, a function's first call would run the
        // dynamic linker's lookup (string compares along the symbol tables' hash chains) inside the count, at
        // a cost that depends on the binary's symbol tables. A precaution: its effect was not measured (the
        // string compares first blamed on it came from the environment, below).
        environment["LD_BIND_NOW"] = "1"
        // jemalloc returns freed pages to the system as time passes (its decay), and a page it kept is zeroed
        // again by a later calloc where a returned one comes back zeroed: under Callgrind's slow clock that
        // moved a scenario's count by up to 25% between two runs of one binary. No decay, no time in the count.
        // And one arena: which arena a Dispatch pool thread draws, and what that arena holds by then, changed
        // the allocator's work in the small main-thread passes by up to 0.8%; one arena left 0.56%.
        environment["MALLOC_CONF"] = [environment["MALLOC_CONF"], Self.allocatorConfiguration]
            .compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ",")

        // One counting process per scenario and pipeline.
        var jobs: [(index: Int, pipeline: PipelineKind, name: String)] = []
        var commands: [[String]] = []
        for (index, scenario) in plan.scenarios.enumerated() {
            for pipeline in plan.options.pipelines {
                let name = "\(index)-\(pipeline.rawValue)"
                var options = plan.options
                options.pipelines = [pipeline]
                let one = Plan(scenarios: [scenario], options: options, fontDirectory: plan.fontDirectory, firstIndex: index)
                let planFile = folder.appendingPathComponent("plan-\(name).json")
                try JSONEncoder().encode(one).write(to: planFile)
                jobs.append((index, pipeline, name))
                commands.append([
                    "--tool=callgrind", "--instr-atstart=no", "--dump-instr=no", "--compress-strings=no", "--compress-pos=no",
                    "--callgrind-out-file=\(folder.path)/callgrind-\(name).out", "--log-file=\(folder.path)/callgrind-\(name).log",
                    binary, "count-instructions", "--plan", planFile.path,
                ])
            }
        }
        let statuses = try Executable.runAll(valgrind, commands, environment: environment, parallel: parallel,
                                             shouldStop: shouldStop)
        if let failed = statuses.firstIndex(where: { $0 != 0 }) {
            let log = "\(folder.path)/callgrind-\(jobs[failed].name).log"
            let tail = (try? String(contentsOfFile: log, encoding: .utf8))?.split(separator: "\n").suffix(8)
                .joined(separator: "\n") ?? ""
            throw InstructionCountError.failed("the counting process of scenario \(jobs[failed].index + 1), "
                + "\(jobs[failed].pipeline.rawValue), under Callgrind exited with status \(statuses[failed])"
                + (tail.isEmpty ? "" : ":\n\(tail)"))
        }

        var scenarios = Array(repeating: [PipelineKind: InstructionCounts](), count: plan.scenarios.count)
        for name in try files.contentsOfDirectory(atPath: folder.path) where name.hasPrefix("callgrind-") && name.contains(".out") {
            let text = try String(contentsOfFile: folder.appendingPathComponent(name).path, encoding: .utf8)
            let profile: CallgrindProfile
            do {
                profile = try CallgrindProfile.parse(text)
            } catch {
                throw InstructionCountError.failed("\(name): \(error)")
            }
            guard let dump = profile.clientRequestName, let (index, pipeline) = InstructionDump.parse(dump),
                  scenarios.indices.contains(index) else { continue }
            scenarios[index][pipeline] = InstructionCounts(profile: profile)
        }
        if let missing = jobs.first(where: { scenarios[$0.index][$0.pipeline] == nil }) {
            throw InstructionCountError.failed("Callgrind wrote no counts for scenario \(missing.index + 1), \(missing.pipeline.rawValue)")
        }
        let version = try Executable.output(valgrind, ["--version"]).trimmingCharacters(in: .whitespacesAndNewlines)
        return (InstructionEnvironment(valgrind: version, swift: SwiftRuntime.version, libraries: SwiftRuntime.loadedLibraries,
                                       build: MachineInfo.isDebugBuild ? "debug" : "release"), scenarios)
    }
}

/// Why instructions were not counted.
public enum InstructionCountError: Error, CustomStringConvertible, Sendable {
    /// The machine or the build cannot count them (bad input: exit 2).
    case unavailable(String)
    /// Counting failed.
    case failed(String)

    public var description: String {
        switch self {
        case .unavailable(let message), .failed(let message): message
        }
    }
}

extension RunReport {
    /// Counts the instructions of this run's counting repetitions with `counter` and keeps them in its
    /// results (`RunResult.instructions`, `instructionEnvironment`).
    public mutating func countInstructions(with counter: InstructionCounter, fontDirectory: String?,
                                           shouldStop: @escaping @Sendable () -> Bool = { false }) throws {
        let plan = InstructionCounter.Plan(scenarios: scenarios.map(\.scenario), options: options, fontDirectory: fontDirectory)
        let (environment, counts) = try counter.count(plan, shouldStop: shouldStop)
        for index in scenarios.indices {
            for result in scenarios[index].results.indices {
                scenarios[index].results[result].instructions = counts[index][scenarios[index].results[result].pipeline]
            }
        }
        instructionEnvironment = environment
    }
}
