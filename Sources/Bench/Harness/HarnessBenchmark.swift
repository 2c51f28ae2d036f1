import Statistics
import Harness
import Allocations
import Components
import ComponentsPipeline
import Feed
import FeedState
import FeedStyle
import Drawing
import Foundation
import Views
import TextLayout

/// The harness measuring itself, for `feedbench harness-bench`:
/// - scaling: each pipeline scrolled through feeds of each size (`ScalingScenario`); the cost per
///   story should stay flat from 100 to 10,000 stories, peak live views too (recycling works), and no
///   view should be created once the first screen has gone (the pools hold enough);
/// - overhead: the same scroll with and without the instrumentation, frame by frame in lockstep,
///   medians of rounds compared; and the cost of one empty measured section;
/// - parallel build: every story of the overhead feed built and laid out with 1 worker and with N.
///
/// Thread: main actor; blocks it while it runs (tens of seconds with the default sizes).
@MainActor
public struct HarnessBenchmark {
    public var sizes: [Int]
    public var rounds: Int
    public var threads: Int
    /// The feed size of the overhead and parallel-build measurements.
    public var overheadStories: Int
    public let fonts: FontLibrary

    public init(fonts: FontLibrary, sizes: [Int] = [100, 1_000, 10_000], rounds: Int = 5,
                threads: Int = ProcessInfo.processInfo.activeProcessorCount, overheadStories: Int = 1_000) {
        self.fonts = fonts
        self.sizes = sizes
        self.rounds = max(1, rounds)
        self.threads = max(1, threads)
        self.overheadStories = max(1, overheadStories)
    }

    /// Runs every measurement; `progress` is told what starts.
    public func run(progress: (String) -> Void = { _ in }) throws -> HarnessBenchResult {
        try Jemalloc.verifyServesMalloc()
        // Making a scaling scenario lays out its whole feed once (for its length): make each size once.
        var scenarios: [Int: Scenario] = [:]
        func scenario(_ stories: Int) -> Scenario {
            if let made = scenarios[stories] { return made }
            let made = ScalingScenario.make(stories: stories, workers: threads, fonts: fonts)
            scenarios[stories] = made
            return made
        }
        var scaling: [HarnessBenchResult.ScalingPoint] = []
        for size in sizes {
            let scenario = scenario(size)
            for pipeline in PipelineKind.allCases {
                progress("scaling: \(pipeline.rawValue), \(size) stories, \(scenario.frameCount) frames")
                scaling.append(try scalingPoint(scenario, pipeline: pipeline, stories: size))
            }
        }
        let scenario = scenario(overheadStories)
        var overhead: [HarnessBenchResult.Overhead] = []
        for pipeline in PipelineKind.allCases {
            progress("overhead: \(pipeline.rawValue), \(rounds) rounds with and without instrumentation")
            overhead.append(try measureOverhead(scenario, pipeline: pipeline))
        }
        progress("worker overhead: \(overheadStories) stories laid out with and without the phase observer")
        let workerOverhead = try measureWorkerOverhead(scenario)
        progress("parallel build: \(overheadStories) stories built, laid out and drawn, 1 worker against \(threads)")
        let parallel = ParallelBuild.measure(stories: scenario.feed.resolvedStories(), device: scenario.device,
                                             fonts: fonts, workers: threads, rounds: rounds,
                                             renderer: ViewRenderer(fonts: fonts, photos: PhotoStore.shared, scale: scenario.device.scale))
        return HarnessBenchResult(scaling: scaling, overhead: overhead, workerOverhead: workerOverhead,
                                  parallelBuild: parallel)
    }

    private func scalingPoint(_ scenario: Scenario, pipeline: PipelineKind, stories: Int) throws
        -> HarnessBenchResult.ScalingPoint {
        // The counting repetition samples the live heap after every frame: its peak is the memory figure.
        let options = RunOptions(pipelines: [pipeline], threads: threads)
        let result = try ScenarioRun(scenario: scenario, fonts: fonts, options: options).run(pipeline)
        // The scroll's frames: the launch frame is the set-up.
        let all = result.repetitions.first?.frames ?? []
        let frames = Array(all.dropFirst())
        let passes = result.passes
        let perStory = 1 / Double(max(1, stories))
        let workerPasses = [passes.build, passes.layout].filter(\.onWorkers)
        let afterFirstScreen = frames.filter { $0.offset > scenario.device.height }
        let memory = result.countingMemory ?? result.repetitions.first?.memory
        var point = HarnessBenchResult.ScalingPoint(
            pipeline: pipeline, stories: stories, frames: frames.count,
            frameMillisecondsPerStory: frames.reduce(0) { $0 + $1.milliseconds } * perStory,
            waitMillisecondsPerStory: frames.reduce(0) { $0 + $1.passes.wait } * perStory,
            firstScreenMillisecondsPerStory: (all.first?.milliseconds ?? 0) * perStory,
            workerMillisecondsPerStory: workerPasses.reduce(0) { $0 + $1.milliseconds } * perStory,
            p99Milliseconds: result.metrics.percentiles.p99, peakLiveViews: result.peakLiveViews,
            meanLiveViews: Double(frames.reduce(0) { $0 + $1.liveViews }) / Double(max(1, frames.count)),
            viewsCreated: result.counters.views.viewsCreated,
            viewsCreatedAfterFirstScreen: afterFirstScreen.reduce(0) { $0 + $1.viewsCreated },
            lastFrameCreatingViews: frames.last { $0.viewsCreated > 0 }?.frame,
            heapAfterFirstScreen: memory?.heapAfterFirstScreen ?? 0, heapPeak: memory?.heapPeak ?? 0,
            heapAtEnd: memory?.heapAtEnd ?? 0, peakResidentBytes: memory?.peakResidentBytes)
        point.bitmapBytesAfterFirstScreen = memory?.bitmapBytesAfterFirstScreen
        point.bitmapPeakBytes = memory?.bitmapPeakBytes
        point.bitmapBytesAtEnd = memory?.bitmapBytesAtEnd
        return point
    }

    /// The scroll instrumented (as `ScenarioRun` measures it) and bare, frame by frame in lockstep: two
    /// drivers of the same feed, each frame run on one then the other (the order alternating), so slow
    /// drifts of the machine hit both alike. The bare frame is timed by one clock around it, no counter
    /// and no worker observer. The components pipeline lays its feed out up front here, so no frame
    /// waits for the workers and the comparison holds the main thread's work only.
    private func measureOverhead(_ scenario: Scenario, pipeline: PipelineKind) throws -> HarnessBenchResult.Overhead {
        let stories = scenario.feed.resolvedStories()
        let offsets = scenario.scroll.offsets(frameBudget: scenario.frameBudget)
        let options = RunOptions(threads: threads, prefetchViewports: nil)
        let run = ScenarioRun(scenario: scenario, fonts: fonts, options: options)
        let clock = FrameClock()
        var reported: [Double] = []
        var instrumentedWall: [Double] = []
        var bare: [Double] = []
        for _ in 0..<rounds {
            let measuredDriver = run.makeDriver(
                pipeline, stories: stories,
                workers: LayoutWorkers(count: threads, observer: WorkerPhaseRecorder(workers: threads)),
                policy: options.feedPolicy(for: scenario))
            let bareDriver = run.makeDriver(pipeline, stories: stories, workers: LayoutWorkers(count: threads),
                                            policy: options.feedPolicy(for: scenario))
            let recorder = PassRecorder()
            recorder.counterSource = { measuredDriver.viewWorkCounters }
            let bareRecorder = PassRecorder(instrumented: false)
            try measuredDriver.showFirstScreen(recorder)
            try bareDriver.showFirstScreen(bareRecorder)
            var sums = (reported: 0.0, wall: 0.0, bare: 0.0)
            for (frame, offset) in offsets.enumerated() {
                for turn in 0..<2 {
                    if (turn == 0) == frame.isMultiple(of: 2) {
                        let (_, wall) = clock.time {
                            recorder.beginFrame()
                            measuredDriver.scroll(to: offset, recorder)
                        }
                        sums.reported += recorder.frame.milliseconds
                        sums.wall += wall
                    } else {
                        sums.bare += clock.time { bareDriver.scroll(to: offset, bareRecorder) }.milliseconds
                    }
                }
            }
            _ = measuredDriver.counters
            _ = bareDriver.counters
            _ = recorder.finish()
            reported.append(sums.reported)
            instrumentedWall.append(sums.wall)
            bare.append(sums.bare)
        }
        let empty = emptySection()
        return HarnessBenchResult.Overhead(
            pipeline: pipeline, stories: stories.count, frames: offsets.count, rounds: rounds,
            reportedMilliseconds: reported.median, bareMilliseconds: bare.median,
            instrumentedWallMilliseconds: instrumentedWall.median,
            emptySectionInsideMilliseconds: empty.inside, emptySectionWholeMilliseconds: empty.whole)
    }

    /// The components pipeline's worker job (`StoryLayoutEnvironment.layOut`) with the phase observer and
    /// without, story by story in turn (the order alternating) on one worker queue, each timed inside its
    /// job, the observer's per-job work included; each round starts both from a cold text cache.
    private func measureWorkerOverhead(_ scenario: Scenario) throws -> HarnessBenchResult.WorkerOverhead {
        let stories = scenario.feed.resolvedStories()
        let recorder = WorkerPhaseRecorder(workers: 1)
        let observed = LayoutWorkers(count: 1, observer: recorder)
        let bare = LayoutWorkers(count: 1)
        let device = scenario.device
        let fonts = fonts
        func environment() -> StoryLayoutEnvironment {
            StoryLayoutEnvironment(
                style: FeedStyle(device: device),
                context: LayoutContext(textEngine: TextEngine(fonts: fonts), pointScaleFactor: device.scale),
                width: device.width)
        }
        /// The pipeline's job for `story`, observed as `LayoutWorkers` observes a job (`observeJob` around its
        /// phases, so its CPU clock reads count) or bare, run on the bare queue and timed
        /// inside the job: the queue's own dispatch, the same for both, stays out of the figures.
        func job(_ story: Story, observedBy recorder: WorkerPhaseRecorder?, _ environment: StoryLayoutEnvironment) -> Double {
            bare.map([story]) { story, worker in
                FrameClock().time {
                    if let recorder {
                        recorder.observeJob(worker: worker, job: 0, request: nil) {
                            environment.layOut(story, on: observed, worker: worker).size.height
                        }
                    } else {
                        environment.layOut(story, on: bare, worker: worker).size.height
                    }
                }.milliseconds
            }.first ?? 0
        }
        var observedTimes: [Double] = []
        var bareTimes: [Double] = []
        for _ in 0..<rounds {
            let (observedEnvironment, bareEnvironment) = (environment(), environment())
            var sums = (observed: 0.0, bare: 0.0)
            for (index, story) in stories.enumerated() {
                if index.isMultiple(of: 2) {
                    sums.observed += job(story, observedBy: recorder, observedEnvironment)
                    sums.bare += job(story, observedBy: nil, bareEnvironment)
                } else {
                    sums.bare += job(story, observedBy: nil, bareEnvironment)
                    sums.observed += job(story, observedBy: recorder, observedEnvironment)
                }
            }
            observedTimes.append(sums.observed)
            bareTimes.append(sums.bare)
        }
        return HarnessBenchResult.WorkerOverhead(
            stories: stories.count, workers: 1, rounds: rounds, observedMilliseconds: observedTimes.median,
            bareMilliseconds: bareTimes.median)
    }

    /// An empty measured section, many times: the time it reports (inside the timed region) and its
    /// whole cost (counter reading included), in milliseconds per section.
    private func emptySection(count: Int = 2_000) -> (inside: Double, whole: Double) {
        let recorder = PassRecorder()
        let (_, wall) = FrameClock().time {
            for _ in 0..<count {
                recorder.beginFrame()
                recorder.measure(.scroll) {}
            }
        }
        _ = recorder.finish()
        return (recorder.totals.scroll.milliseconds / Double(count), wall / Double(count))
    }
}
