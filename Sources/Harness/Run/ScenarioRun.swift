import JSON
import Allocations
import ComponentsPipeline
import Drawing
import Feed
import FeedStyle
import FeedState
import Foundation
import Geometry
import TextLayout
import Views

/// Runs one scenario through the pipelines, repetition by repetition, frame by frame, on the main thread
/// (the main actor), as docs/design.md, "The frame model", describes.
///
/// Repetitions of the pipelines are interleaved (warm-ups too), the order alternating from one round to
/// the next (MVC then components, components then MVC, ...), so a drift of the machine lands on both
/// alike rather than in their ratio. Each repetition starts from nothing (a new pipeline, new views, a new
/// text cache). Frame 0 is the launch frame: the pipeline builds its model and shows the first screen
/// (`build` and `mount` passes), and the frame-0 events follow. Each later frame k mounts what became
/// ready, applies frame k's events (`update`, or `navigation` for an `open`; the frame after an open
/// starts by going back) and moves the viewport to the script's offset k (`scroll`); its time is the sum
/// of those timed sections. The components pipeline's build and layout passes are its own worker jobs,
/// measured phase by phase (`WorkerPhaseRecorder`). Allocation requests and bytes are counted per thread,
/// so the main thread's sections and the workers' phases each count only their own (`PassRecorder`).
///
/// Frames run back to back, unless `RunOptions.paced`: then frame k starts no earlier than k frame
/// budgets after frame 0, as on a display's refresh, and the main thread idles in between (untimed) while
/// the workers go on. Counters, allocation counters and memory are read outside the timed sections; the
/// live heap is sampled every `RunOptions.memorySampleInterval` frames. After the measured repetitions, a
/// counting repetition per pipeline (`RunOptions.countingRepetition`, its times thrown away) reads
/// allocation requests and the live heap after every frame; the components pipeline runs there on one
/// worker, waited for at every request and edit, so its counters are the exact set.
///
/// Thread: main actor. `shouldStop` is polled between frames; when it returns true the run throws
/// `RunCancelled`. `progress` is called after each frame with (frames done, frames in total), `phase` as
/// each phase starts (`RunPhase`).
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

    /// Worker threads: the option, else the scenario's (`auto`: this machine's cores minus one).
    public var threads: Int { options.workerThreads(for: scenario) }
    public var warmUp: Int { max(0, options.warmUp ?? scenario.warmUp) }
    public var repetitions: Int { max(1, options.repetitions ?? scenario.repetitions) }
    public var mvcRowHeights: MVCRowHeights { options.mvcRowHeights ?? scenario.mvcRowHeights }
    /// Frames in one repetition: the launch frame and the scroll script's.
    public var framesPerRepetition: Int { scenario.frameCount + 1 }

    /// Frames run in all, warm-up and counting repetitions included.
    public var framesInAll: Int {
        (warmUp + repetitions + (options.countingRepetition ? 1 : 0)) * framesPerRepetition * options.pipelines.count
    }

    /// A warning when the components pipeline's workers and the main thread need more cores than the
    /// machine has (they then compete with each other, and MVC does not); `nil` otherwise.
    public var coreWarning: String? {
        let cores = ProcessInfo.processInfo.activeProcessorCount
        guard options.pipelines.contains(.components), threads + 1 > cores else { return nil }
        return "\(MessageText.quoted(scenario.name)): \(threads) worker thread\(threads == 1 ? "" : "s") and the main thread need "
            + "\(threads + 1) cores and this machine has \(cores): the components pipeline's main thread competes "
            + "with its own workers"
    }

    /// Runs every pipeline of the options, interleaved.
    ///
    /// Throws ``AllocatorError`` when jemalloc is linked but does not serve `malloc` (no allocation figure
    /// could be trusted), `RunCancelled` when stopped, or the store's error for a feed it cannot hold.
    public func run(progress: (Int, Int) -> Void = { _, _ in }, phase: (RunPhase) -> Void = { _ in },
                    shouldStop: @escaping @Sendable () -> Bool = { false }) throws -> [RunResult] {
        // A sanitizer build has no jemalloc: the run goes on, its allocation figures read 0 and the run's
        // report says they are unavailable (`Jemalloc.unavailableReason`).
        if Jemalloc.isAvailable { try Jemalloc.verifyServesMalloc() }
        let stories = scenario.feed.resolvedStories()
        registerPhotos(stories)
        let phases = WorkerPhaseRecorder(workers: threads, slowdown: options.injectedSlowdown,
                                         work: options.injectedWork)
        let workers = LayoutWorkers(count: threads, observer: phases)
        let pipelines = options.pipelines
        var kept: [PipelineKind: [RepetitionResult]] = [:]
        var skipped: [PipelineKind: [SkippedEvent]] = [:]
        var recordings: [PipelineKind: RepetitionOutcome.Recording] = [:]
        var framesDone = 0
        let frameDone = {
            framesDone += 1
            progress(framesDone, framesInAll)
        }
        for round in 0..<(warmUp + repetitions) {
            let order = round.isMultiple(of: 2) ? pipelines : pipelines.reversed()
            for pipeline in order {
                phase(.frames(pipeline, repetition: round))
                let driver = makeDriver(pipeline, stories: stories, workers: workers, policy: options.feedPolicy(for: scenario))
                // The first measured repetition is also recorded over time, and its first screen drawn.
                let repetition = try runRepetition(
                    driver, recorder: PassRecorder(slowdown: options.injectedSlowdown, work: options.injectedWork), phases: phases,
                    index: round - warmUp,
                    records: round == warmUp, shouldStop: shouldStop, frameDone: frameDone)
                if round >= warmUp {
                    if kept[pipeline] == nil { skipped[pipeline] = repetition.skipped }
                    kept[pipeline, default: []].append(repetition.result)
                }
                if let recording = repetition.recording { recordings[pipeline] = recording }
            }
        }
        var counting: [PipelineKind: RepetitionOutcome] = [:]
        if options.countingRepetition {
            let counter = CountingRepetition(run: self, stories: stories)
            for pipeline in pipelines {
                phase(.counting(pipeline))
                counting[pipeline] = try counter.run(pipeline, shouldStop: shouldStop, frameDone: frameDone)
            }
        }
        // After the frames, untimed by them: the components pipeline's build with one worker and with N.
        if pipelines.contains(.components) && !options.parallelBuildWorkers.isEmpty { phase(.parallelBuild) }
        let parallelBuilds = pipelines.contains(.components)
            ? ParallelBuild.measure(stories: stories, device: scenario.device, fonts: fonts,
                                    workerCounts: options.parallelBuildWorkers, rounds: options.parallelBuildRounds,
                                    renderer: parallelBuildRenderer, shouldStop: shouldStop)
            : []
        // An interrupt during the parallel build ends it early; the run is then cancelled, not short.
        if shouldStop() { throw RunCancelled() }
        let configuration = RunResult.Configuration(
            threads: threads, warmUp: warmUp, framesPerRepetition: framesPerRepetition, budget: scenario.frameBudget,
            paced: options.paced, mvcRowHeights: mvcRowHeights, feedPolicy: options.feedPolicy(for: scenario))
        return pipelines.map { pipeline in
            RunResult(scenario: scenario.name, pipeline: pipeline, configuration: configuration,
                      repetitions: kept[pipeline] ?? [], counting: counting[pipeline]?.result,
                      skippedEvents: skipped[pipeline] ?? [],
                      notes: pipeline == .mvc ? MVCDriver.notes : ComponentsDriver.notes,
                      parallelBuilds: pipeline == .components ? parallelBuilds : [],
                      frameAllocations: counting[pipeline]?.frameRequests ?? [], trace: recordings[pipeline]?.trace,
                      wireframe: recordings[pipeline]?.wireframe, firstScreenPNG: recordings[pipeline]?.screenshot)
        }
    }

    /// Runs `pipeline` alone (its results as `run` gives them).
    public func run(_ pipeline: PipelineKind, progress: (Int, Int) -> Void = { _, _ in },
                    shouldStop: @escaping @Sendable () -> Bool = { false }) throws -> RunResult {
        var options = options
        options.pipelines = [pipeline]
        let results = try ScenarioRun(scenario: scenario, fonts: fonts, options: options)
            .run(progress: progress, shouldStop: shouldStop)
        guard let result = results.first else { throw RunCancelled() }
        return result
    }

    /// What the parallel build draws with: the workers draw each story after its layout where they draw rows
    /// ahead in the frames (`--display async`), not where the main thread draws at mount (`--display sync`).
    var parallelBuildRenderer: ViewRenderer? {
        options.display == .async ? ViewRenderer(fonts: fonts, photos: PhotoStore.shared, scale: scenario.device.scale) : nil
    }

    /// A new driver of `pipeline` over the scenario's feed.
    /// Registers the feed's image list with the photo store, with the size each photo is served at (made
    /// later, as rows come near); returns it.
    @discardableResult
    func registerPhotos(_ stories: [Story]) -> [StoryImages.Photo] {
        let inserted = scenario.events.flatMap { event -> [Story] in
            if case .insertAtTop(let new) = event.action { return new } else { return [] }
        }
        let photos = StoryImages.photos(in: stories + inserted, device: scenario.device)
        for photo in photos {
            PhotoStore.shared.register(photo.name, width: photo.width, height: photo.height)
        }
        return photos
    }

    package func makeDriver(_ pipeline: PipelineKind, stories: [Story], workers: LayoutWorkers, policy: FeedPolicy,
                    draws: Bool = true) -> any PipelineDriver {
        let engine = TextEngine(fonts: fonts, cache: TextCache(maxEntries: TextCache.unreachableBound, maxBytes: options.textCacheBytes))
        // Both pipelines draw the same views with the same fonts, photos and scale.
        // Photos made on the main thread are left out of instruction counts. A worker's are not (Callgrind's
        // switch is the whole process's, and the main thread may run meanwhile): under Callgrind every photo is
        // made before the counting repetition (`countInstructions`), so a worker only finds it.
        let renderer = draws ? ViewRenderer(fonts: fonts, photos: PhotoStore.shared, scale: scenario.device.scale,
                                            outsideWork: { work in
                                                if Thread.isMainThread { InstructionMarkers.uncounted(work) } else { work() }
                                            }) : nil
        switch pipeline {
        case .mvc:
            return MVCDriver(stories: stories, device: scenario.device, textEngine: engine, rowHeights: mvcRowHeights,
                             renderer: renderer)
        case .components:
            return ComponentsDriver(stories: stories, device: scenario.device, textEngine: engine, workers: workers,
                                    policy: policy, renderer: renderer)
        }
    }

    /// One repetition of `driver` measured by `recorder`; the workers' phases (components) come from
    /// `phases`, taken after the pipeline has drained. The live heap is sampled every `memoryInterval`
    /// frames (the option's when `nil`). With `records`, the repetition is also recorded over time (a trace)
    /// and its first screen kept, as a wireframe and as drawn (a PNG composited from the views' bitmaps).
    func runRepetition(
        _ driver: any PipelineDriver, recorder: PassRecorder, phases: WorkerPhaseRecorder?, index: Int,
        memoryInterval: Int? = nil, records: Bool = false, shouldStop: () -> Bool, frameDone: () -> Void
    ) throws -> RepetitionOutcome {
        _ = phases?.take()
        let probeBefore = SpeedProbe.milliseconds()
        var trace: RepetitionTrace?
        if records {
            let origin = FrameClock().now
            trace = RepetitionTrace(origin: origin)
            recorder.traceStart = origin
            phases?.trace(from: origin)
        }
        defer { phases?.trace(from: nil) }
        let offsets = scenario.scroll.offsets(frameBudget: scenario.frameBudget)
        let events = Dictionary(grouping: scenario.events, by: \.frame)
        let interval = max(1, memoryInterval ?? options.memorySampleInterval)
        recorder.counterSource = { driver.viewWorkCounters }
        var frames: [FrameSample] = []
        frames.reserveCapacity(offsets.count + 1)
        var skipped: [SkippedEvent] = []
        // After the harness's own buffers are made, so the heap figures are the pipeline's alone.
        var memory = MemorySampler(interval: interval)
        var peak = 0
        var vsync = FramePacer(budget: scenario.frameBudget)

        /// Frame `frame`: `body` inside it, then its sample.
        func runFrame(_ frame: Int, offset: Double, _ body: () throws -> Void) throws {
            if shouldStop() { throw RunCancelled() }
            if options.paced { vsync.waitForFrame(frame) }
            recorder.beginFrame()
            recorder.traceFrame = frame
            let frameStart = trace?.now() ?? 0
            try body()
            for event in events[frame] ?? [] {
                // Between sections: the clock read is in no section's time.
                let applied = trace?.now() ?? 0
                let reason = driver.apply(event, frame: frame, recorder)
                if let reason {
                    skipped.append(SkippedEvent(frame: frame, kind: event.kind.rawValue, reason: reason))
                }
                trace?.eventApplied(event, at: applied, frame: frame, skipped: reason)
            }
            if frame > 0 { driver.scroll(to: offset, recorder) }
            let measured = recorder.frame
            let liveViews = driver.liveViews
            frames.append(FrameSample(
                frame: frame, milliseconds: measured.milliseconds, cpuMilliseconds: measured.cpuMilliseconds,
                passes: recorder.framePasses, allocatedBytes: measured.allocatedBytes,
                viewsCreated: measured.counters.viewsCreated, liveViews: liveViews, offset: offset))
            peak = max(peak, liveViews)
            memory.frameEnded(frame)
            trace?.frameEnded(frame, start: frameStart, mountedRequests: driver.takeMountedRequests(), liveViews: liveViews,
                              allocatedBytes: measured.allocatedBytes)
            frameDone()
        }

        // Frame 0, the launch frame: the pipeline is made and shows its first screen.
        let start = FrameClock().now
        try runFrame(0, offset: 0) { try driver.showFirstScreen(recorder) }
        let firstScreen = FirstScreen(
            mainThreadMilliseconds: frames[0].milliseconds,
            wallMilliseconds: FrameClock.milliseconds(from: start, to: FrameClock().now))
        memory.firstScreenShown()
        let (wireframe, screenshot) = records ? keepFirstScreen(of: driver) : (nil, nil)
        for (index, offset) in offsets.enumerated() {
            let frame = index + 1
            try runFrame(frame, offset: offset) {
                driver.beginFrame(frame, recorder)
                // Back from a detail screen the previous frame opened (a navigation of this frame).
                driver.closeScreens(recorder)
            }
        }
        // In no frame: what is still in flight lands, and the workers drain, so the counters are complete.
        recorder.endFrames()
        recorder.traceFrame = nil
        driver.finish(recorder)
        let counters = driver.counters
        let finished = recorder.finish()
        var passes = finished.totals
        if let phases, recorder.instrumented {
            let worker = phases.take()
            passes.add(worker.build, to: .build)
            passes.add(worker.layout, to: .layout)
            passes.add(worker.display, to: .display)
            passes.workerCPUMilliseconds += worker.cpuMilliseconds
            trace?.add(worker.slices)
        }
        trace?.add(recorder.traceSlices)
        // The harness's own summary (the frame times' percentiles, the speed probe) is left out of instruction
        // counts: it is not the pipeline's work, and a histogram's walk depends on the times measured (the
        // percentiles moved an MVC count of `cli-tiny` by 2.3 million instructions, 0.7%, from process to
        // process). The workers have drained: nothing else runs while Callgrind does not count.
        var result = InstructionMarkers.uncounted {
            RepetitionResult(index: index, frames: frames, budget: scenario.frameBudget, passes: passes, counters: counters,
                             peakLiveViews: peak, firstScreen: firstScreen, memory: memory.finish(), updates: driver.updates)
        }
        result.speedProbeMilliseconds = InstructionMarkers.uncounted { (probeBefore + SpeedProbe.milliseconds()) / 2 }
        result.typesetting = driver.typesetting
        return RepetitionOutcome(
            result: result, skipped: skipped, frameRequests: finished.frameRequests,
            recording: trace.map { RepetitionOutcome.Recording(trace: $0.record, wireframe: wireframe, screenshot: screenshot) })
    }

    /// The first screen of `driver` as a wireframe and, where the options keep first screens, as drawn: a
    /// PNG of what the device shows (views draw in their display step, so a view that has not drawn shows
    /// nothing). Between frames, untimed.
    private func keepFirstScreen(of driver: any PipelineDriver) -> (Wireframe?, Data?) {
        guard let root = driver.feedView else { return (nil, nil) }
        let wireframe = Wireframe(root: root, width: scenario.device.width, height: scenario.device.height)
        guard options.keepsFirstScreens else { return (wireframe, nil) }
        let size = Size(width: scenario.device.width, height: scenario.device.height)
        let screenshot = BitmapMemory.outsidePeak {
            ViewSnapshot.bitmap(of: root, size: size, scale: scenario.device.scale).pngData()
        }
        return (wireframe, screenshot)
    }
}
