import ComponentsPipeline
import Drawing
import Feed
import FeedStyle

/// The counting repetition of a scenario (`RunOptions.countingRepetition`): each pipeline once more, its
/// times thrown away, with one worker waited for at every request and every edit, so the workers never run
/// beside the main thread or each other and every count (the shared text cache's included) is the same on
/// every run and every machine, whatever its cores. Allocation requests are read after every frame and
/// the live heap sampled every frame.
///
/// It is also what `feedbench run --instructions` counts: under Callgrind, `countInstructions` runs only
/// this repetition, instrumented from the pipeline's creation to its last frame, and dumps each pipeline's
/// counts on its own (`InstructionDump.name`).
@MainActor
struct CountingRepetition {
    let run: ScenarioRun
    let stories: [Story]
    private let phases: WorkerPhaseRecorder
    private let workers: LayoutWorkers
    private let policy: FeedPolicy
    /// Whether the views draw (always, but in a count that leaves drawing out: `RunOptions.countsDrawing`).
    private let draws: Bool

    init(run: ScenarioRun, stories: [Story], draws: Bool = true) {
        self.run = run
        self.stories = stories
        self.draws = draws
        phases = WorkerPhaseRecorder(workers: 1, work: run.options.injectedWork)
        // Under Callgrind (instruction counting), the worker and the coordinator each on a thread of its own:
        // which Dispatch pool thread ran a job, warm or cold, moved a count by up to 0.55% (`JobQueue`).
        workers = LayoutWorkers(count: 1, observer: phases, dedicatedThreads: InstructionMarkers.active)
        var policy = run.options.feedPolicy(for: run.scenario)
        policy.updates = .synchronous
        policy.waitsForPrefetch = true
        self.policy = policy
    }

    /// `pipeline`'s counting repetition, with each frame's allocation requests.
    func run(_ pipeline: PipelineKind, shouldStop: () -> Bool, frameDone: () -> Void) throws -> RepetitionOutcome {
        let driver = run.makeDriver(pipeline, stories: stories, workers: workers, policy: policy, draws: draws)
        return try run.runRepetition(
            driver, recorder: PassRecorder(countsEachFrame: true, expectedFrames: run.framesPerRepetition,
                                           work: run.options.injectedWork),
            phases: phases, index: run.repetitions, memoryInterval: 1, shouldStop: shouldStop, frameDone: frameDone)
    }
}

extension ScenarioRun {
    /// Under Callgrind (`feedbench run --instructions` starts this process so): the counting repetition of
    /// each pipeline and nothing else, each instrumented on its own and dumped as
    /// `InstructionDump.name(scenario:pipeline:)`. Outside Valgrind it only runs the repetitions.
    public func countInstructions(scenarioIndex: Int, shouldStop: @escaping @Sendable () -> Bool = { false }) throws {
        let stories = scenario.feed.resolvedStories()
        // Every photo made before instrumentation starts: within the repetition a photo is only looked up, on
        // the main thread and the workers alike, whether this machine's disk cache had it or not.
        if options.countsDrawing {
            for photo in registerPhotos(stories) {
                PhotoStore.shared.prepare(photo.name, width: photo.width, height: photo.height)
            }
        }
        // Drawing under Callgrind (Cairo, pixman, libjpeg-turbo instrumented) made a count of the bundled
        // scenarios 15 times longer or more; it is left out unless asked for, and held by the exact display counters.
        let counter = CountingRepetition(run: self, stories: stories, draws: options.countsDrawing)
        for pipeline in options.pipelines {
            CallgrindControl.start()
            let outcome = Result { try counter.run(pipeline, shouldStop: shouldStop, frameDone: {}) }
            CallgrindControl.stopAndDump(InstructionDump.name(scenario: scenarioIndex, pipeline: pipeline))
            _ = try outcome.get()
        }
    }
}

/// How the dumps of `countInstructions` are named, so the process that reads them knows whose they are.
public enum InstructionDump {
    public static func name(scenario: Int, pipeline: PipelineKind) -> String { "feedbench:\(scenario):\(pipeline.rawValue)" }

    /// The scenario index and pipeline of a dump's name; `nil` for any other dump.
    public static func parse(_ name: String) -> (scenario: Int, pipeline: PipelineKind)? {
        let parts = name.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0] == "feedbench", let index = Int(parts[1]),
              let pipeline = PipelineKind(rawValue: String(parts[2])) else { return nil }
        return (index, pipeline)
    }
}
