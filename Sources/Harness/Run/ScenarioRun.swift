import Allocations
import ComponentsPipeline
import Feed
import FeedState
import TextLayout

/// Runs one scenario through one pipeline, repetition by repetition, frame by frame, on the main
/// thread (the main actor), as DESIGN.md section 2 describes.
///
/// Each repetition starts from nothing (a new pipeline, new views, a new text cache), shows the first
/// screen, then for each frame of the scroll script applies the frame's events (`update` pass) and
/// moves the viewport to the script's offset (`recycle` pass); the frame's time is the sum of those
/// timed sections. An `open` event pushes a detail screen (see `StoryDetailFlow`) as the `navigation`
/// pass; the next frame starts by going back to the feed, also as `navigation`. The components pipeline's build and layout passes are
/// its own worker jobs, measured phase by phase (`WorkerPhaseRecorder`). The main thread's timed sections
/// run bound to counting arenas of their own, so their allocation requests are counted apart from the
/// workers' (`SectionRequestCounter`).
/// Frames run back to back, unless `RunOptions.paced`: then frame k starts no earlier than k frame
/// budgets after frame 0, as on a display's refresh, and the main thread idles in between (untimed)
/// while the workers go on. Warm-up repetitions run the same way and are thrown away. Counters and allocation counters are
/// read outside the timed sections; allocation requests per frame come from one more repetition after
/// the measured ones, whose times are thrown away (`RunOptions.countsFrameAllocations`).
///
/// Thread: main actor. `shouldStop` is polled between frames; when it returns true the run throws
/// `RunCancelled`. `progress` is called after each frame with (frames done, frames in total).
@MainActor
public struct ScenarioRun {
    public let scenario: Scenario
    public let fonts: FontLibrary
    public let options: RunOptions

    public init(scenario: Scenario, fonts: FontLibrary, options: RunOptions = RunOptions()) {
        self.scenario = scenario
        self.fonts = fonts
        self.options = options
    }

    public var threads: Int { max(1, options.threads ?? scenario.workers) }
    public var warmUp: Int { max(0, options.warmUp ?? scenario.warmUp) }
    public var repetitions: Int { max(1, options.repetitions ?? scenario.repetitions) }

    /// Frames run per pipeline, warm-up and the counting repetition included.
    public var framesPerPipeline: Int {
        (warmUp + repetitions + (options.countsFrameAllocations ? 1 : 0)) * scenario.frameCount
    }

    /// Runs `pipeline`.
    ///
    /// Throws ``AllocatorError`` when jemalloc does not serve `malloc` (no allocation figure could be
    /// trusted), `RunCancelled` when stopped, or the store's error for a feed it cannot hold.
    public func run(
        _ pipeline: PipelineKind, progress: (Int, Int) -> Void = { _, _ in }, shouldStop: () -> Bool = { false }
    ) throws -> RunResult {
        try Jemalloc.verifyServesMalloc()
        let arenas = try CountingArenas.shared()
        let stories = scenario.feed.resolvedStories()
        let store = try FeedStore(stories: stories)
        let phases = try WorkerPhaseRecorder(arenas: arenas, workers: threads)
        let workers = LayoutWorkers(count: threads, observer: phases)
        let offsets = scenario.scroll.offsets(frameBudget: scenario.frameBudget)
        let eventsByFrame = Dictionary(grouping: scenario.events, by: \.frame)
        var kept: [RepetitionResult] = []
        var skipped: [SkippedEvent] = []
        var framesDone = 0
        func frameDone() {
            framesDone += 1
            progress(framesDone, framesPerPipeline)
        }
        for index in 0..<(warmUp + repetitions) {
            let driver = makeDriver(pipeline, stories: stories, store: store, workers: workers)
            let repetition = try runRepetition(
                driver, recorder: PassRecorder(arenas: arenas), phases: phases, index: index - warmUp,
                offsets: offsets, events: eventsByFrame, paced: options.paced, shouldStop: shouldStop,
                frameDone: frameDone)
            if index >= warmUp {
                if kept.isEmpty { skipped = repetition.skipped }
                kept.append(repetition.result)
            }
        }
        // The counting repetition: the same script again, reading the allocation requests after every
        // frame (too costly for a timed repetition: see `SectionRequestCounter`); its times are dropped.
        var frameAllocations: [UInt64] = []
        if options.countsFrameAllocations {
            let driver = makeDriver(pipeline, stories: stories, store: store, workers: workers)
            frameAllocations = try runRepetition(
                driver, recorder: PassRecorder(arenas: arenas, countsEachFrame: true), phases: phases,
                index: repetitions, offsets: offsets, events: eventsByFrame, shouldStop: shouldStop,
                frameDone: frameDone
            ).frameRequests
        }
        // After the frames, untimed by them: the components pipeline's build with one worker and with N.
        let parallelBuild = pipeline == .components && options.measuresParallelBuild
            ? ParallelBuild.measure(stories: store.stories, device: scenario.device, fonts: fonts, workers: threads)
            : nil
        return RunResult(scenario: scenario.name, pipeline: pipeline, threads: threads, warmUp: warmUp,
                         repetitions: kept, budget: scenario.frameBudget, skippedEvents: skipped,
                         notes: pipeline == .mvc ? MVCDriver.notes : ComponentsDriver.notes,
                         parallelBuild: parallelBuild, frameAllocations: frameAllocations, paced: options.paced,
                         prefetchViewports: options.prefetchViewports)
    }

    /// A new driver of `pipeline` over the scenario's feed.
    func makeDriver(_ pipeline: PipelineKind, stories: [Story], store: FeedStore, workers: LayoutWorkers)
        -> any PipelineDriver {
        switch pipeline {
        case .mvc: MVCDriver(stories: stories, device: scenario.device, fonts: fonts)
        case .components:
            ComponentsDriver(store: store, device: scenario.device, fonts: fonts, workers: workers,
                             prefetchViewports: options.prefetchViewports)
        }
    }

    /// One repetition of `driver` measured by `recorder`; the workers' phases (components) come from
    /// `phases`, taken after the pipeline has drained.
    func runRepetition(
        _ driver: any PipelineDriver, recorder: PassRecorder, phases: WorkerPhaseRecorder?, index: Int,
        offsets: [Double], events: [Int: [ScenarioEvent]], paced: Bool = false, shouldStop: () -> Bool,
        frameDone: () -> Void
    ) throws -> (result: RepetitionResult, skipped: [SkippedEvent], frameRequests: [UInt64]) {
        _ = phases?.take()
        recorder.counterSource = { driver.passCounters }
        try driver.showFirstScreen(recorder)
        var frames: [FrameSample] = []
        frames.reserveCapacity(offsets.count)
        var skipped: [SkippedEvent] = []
        var peak = driver.liveViews
        var vsync = FramePacer(budget: scenario.frameBudget)
        for (frame, offset) in offsets.enumerated() {
            if shouldStop() { throw RunCancelled() }
            if paced { vsync.waitForFrame(frame) }
            recorder.beginFrame()
            // Back from a detail screen the previous frame opened (a navigation of this frame).
            driver.closeScreens(recorder)
            for event in events[frame] ?? [] {
                if let reason = driver.apply(event, recorder) {
                    skipped.append(SkippedEvent(frame: frame, kind: event.kind.rawValue, reason: reason))
                }
            }
            driver.scroll(to: offset, recorder)
            let measured = recorder.frame
            let liveViews = driver.liveViews
            frames.append(FrameSample(frame: frame, milliseconds: measured.milliseconds, passes: recorder.framePasses,
                                      allocatedBytes: measured.allocatedBytes,
                                      viewsCreated: measured.counters.viewsCreated, liveViews: liveViews,
                                      offset: offset))
            peak = max(peak, liveViews)
            frameDone()
        }
        // Reading the counters drains the pipeline, so every worker phase has finished before `take()`.
        let counters = driver.counters
        let finished = recorder.finish()
        var passes = finished.totals
        if let phases, recorder.instrumented {
            let worker = phases.take()
            passes.add(worker.build, to: .build)
            passes.add(worker.layout, to: .layout)
        }
        let result = RepetitionResult(index: index, frames: frames, passes: passes, counters: counters,
                                      peakLiveViews: peak, framesWaited: driver.framesWaited)
        return (result, skipped, finished.frameRequests)
    }
}
