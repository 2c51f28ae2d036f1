import JSON
import Allocations
import Feed
import Foundation
import TextLayout

/// A run of scenarios, as `feedbench run` makes one: the scenarios read and checked before anything runs, then
/// run one after the other through their pipelines, frame by frame on the main thread, into a `RunReport`.
/// `feedbench gate` re-runs a judged run's scenarios the same way.
public struct RunSession: Sendable {
    public let scenarios: [(file: String, scenario: Scenario)]
    /// The run's options; each scenario's parallel build is worked out from `parallelBuild` and `curve`.
    public let options: RunOptions
    public let parallelBuild: ParallelBuildWorkers
    /// Worker counts the parallel build measures besides (`ThreadCounts.curve`).
    public let curve: [Int]

    public init(scenarios: [(file: String, scenario: Scenario)], options: RunOptions,
                parallelBuild: ParallelBuildWorkers = .off, curve: [Int] = []) {
        self.scenarios = scenarios
        self.options = options
        self.parallelBuild = parallelBuild
        self.curve = curve
    }

    /// The scenarios of `files` (files or folders of them; every scenario in `defaultFolder` when empty), `shard`'s
    /// part of them, each read and validated, refused when the largest would not fit in `memory`.
    public init(files: [String], defaultFolder: String, shard: ShardSpec?, options: RunOptions,
                parallelBuild: ParallelBuildWorkers, curve: [Int], memory: MemoryLimit = .current()) throws(RunInputError) {
        var files = try Self.scenarioFiles(files, defaultFolder: defaultFolder)
        if let shard {
            files = shard.files(of: files)
            guard !files.isEmpty else {
                throw RunInputError("shard \(shard) holds no scenario (fewer scenarios than shards); nothing to run")
            }
        }
        let scenarios = try Self.load(files)
        if let refusal = RunMemoryEstimate.refusal(for: scenarios, pipelines: options.pipelines.count,
                                                   repetitions: options.repetitions, limit: memory) {
            throw RunInputError(refusal)
        }
        self.init(scenarios: scenarios, options: options, parallelBuild: parallelBuild, curve: curve)
    }

    /// `given` with its folders expanded, or every scenario in `folder`.
    static func scenarioFiles(_ given: [String], defaultFolder folder: String) throws(RunInputError) -> [String] {
        guard given.isEmpty else { return ScenarioLoader.expandingFolders(given) }
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
            throw RunInputError("no scenario given and no \(folder)/ folder here to take them from")
        }
        return names.filter { $0.hasSuffix(".json") && $0 != "scenario.schema.json" }.sorted().map { "\(folder)/\($0)" }
    }

    /// Every scenario, or every problem of every file. run.json, the gate, comparisons and merges tell a run's
    /// scenarios apart by name: two of one name are a problem.
    static func load(_ files: [String]) throws(RunInputError) -> [(file: String, scenario: Scenario)] {
        var loaded: [(file: String, scenario: Scenario)] = []
        var problems: [String] = []
        var named: [String: String] = [:]
        for file in files {
            do {
                let scenario = try ScenarioLoader.load(path: file)
                if let first = named[scenario.name] {
                    problems.append(first == file
                        ? "\(file): given more than once"
                        : "\(file): name: \(MessageText.quoted(scenario.name)) is also the name of \(first)'s scenario; "
                            + "give each scenario of a run a name of its own")
                    continue
                }
                named[scenario.name] = file
                loaded.append((file, scenario))
            } catch {
                problems += error.problems.map(\.description)
            }
        }
        guard problems.isEmpty else {
            throw RunInputError("\(problems.count) problem\(problems.count == 1 ? "" : "s"); nothing was run", problems: problems)
        }
        return loaded
    }

    /// Runs every scenario, each built once with its own parallel build, telling `observer` as it goes. Throws
    /// `RunCancelled` when `stop` is set, or what a scenario's run throws.
    @MainActor
    public func run(fonts: FontLibrary, stop: StopFlag, observer: some RunObserver) throws -> RunReport {
        let started = Date()
        var warnings = MachineInfo.isDebugBuild ? ["a debug build: figures are not representative"] : []
        func warn(_ recorded: String, saying said: String? = nil) {
            warnings.append(recorded)
            observer.warning(said ?? recorded)
        }
        if let slowdown = options.injectedSlowdown {
            warn("a slowdown was injected on purpose (\(slowdown)): a test aid, not a measurement",
                 saying: "injecting a slowdown (\(slowdown)); this run cannot become a baseline")
        }
        if let work = options.injectedWork {
            warn("work was injected on purpose (\(work)): a test aid, not a measurement",
                 saying: "injecting work (\(work)); this run cannot become a baseline")
        }
        if !Jemalloc.isAvailable { warn(Jemalloc.unavailableReason) }
        if let warning = Jemalloc.preloadWarning { warn(warning) }
        var reports: [ScenarioReport] = []
        for (index, (file, scenario)) in scenarios.enumerated() {
            var options = options
            options.parallelBuildWorkers = parallelBuild.workers(threads: options.workerThreads(for: scenario), adding: curve)
            let run = ScenarioRun(scenario: scenario, fonts: fonts, options: options)
            if let warning = run.coreWarning { warn(warning) }
            var place = RunProgress(scenario: scenario.name, scenarioNumber: index + 1, scenarioCount: scenarios.count,
                                    warmUp: run.warmUp, repetitions: run.repetitions,
                                    framesPerRepetition: run.framesPerRepetition)
            observer.scenarioStarted(place)
            let results = try run.run(progress: { done, total in
                place.frameDone()
                observer.frameDone(at: place, done: done, total: total)
            }, phase: { phase in
                place.start(phase)
                observer.phaseStarted(phase, at: place)
            }, shouldStop: { stop.isSet })
            reports.append(ScenarioReport(file: file, scenario: scenario, results: results))
        }
        return RunReport(startedAt: started, machine: .current, options: options, warnings: warnings,
                         fonts: fonts.fontList, lineBreaker: FontLibrary.lineBreakerVersion, scenarios: reports)
    }
}
