import ComponentsPipeline
import Feed
import Foundation

/// Overrides of a scenario's own settings for one run; `nil` keeps the scenario's value.
public struct RunOptions: Hashable, Sendable, Codable {
    public var pipelines: [PipelineKind]
    /// Worker threads (the scenario's `workers` otherwise).
    public var threads: Int?
    public var repetitions: Int?
    public var warmUp: Int?
    /// MVC's row heights (the scenario's `mvcRowHeights` otherwise).
    public var mvcRowHeights: MVCRowHeights?
    /// The components pipeline's prefetch window above and below the viewport, in viewport heights
    /// (`FeedPolicy.prefetchViewports`); `nil` lays out the whole feed before the first screen.
    public var prefetchViewports: Double?
    /// How far from the viewport the components pipeline keeps layouts, in viewport heights.
    public var retainViewports = FeedPolicy.defaultRetainViewports
    /// How much more than the prefetch window each of the components pipeline's requests covers, in
    /// viewport heights (`FeedPolicy.batchViewports`).
    public var batchViewports = FeedPolicy.defaultBatchViewports
    /// How the components pipeline delivers an edit's changeset in the measured repetitions.
    public var updateDelivery = FeedPolicy.UpdateDelivery.asynchronous
    /// Worker counts to measure the parallel build with (each against one worker), after the frames;
    /// empty: not measured.
    public var parallelBuildWorkers: [Int] = []
    /// Rounds of each parallel-build configuration.
    public var parallelBuildRounds = 5
    /// Where the components pipeline draws its views: on the workers, ahead of the viewport (ComponentKit's
    /// asynchronous display; the default), or on the main thread when they are mounted. MVC always draws on
    /// the main thread, in the frame.
    public var display = DisplayMode.async
    /// How far beyond the viewport, above and below, the components pipeline's workers draw rows ahead, in
    /// viewport heights (within the layout window): the scenario's `displayViewports` otherwise.
    public var displayViewports: Double?
    /// Whether instruction counts (`run --instructions`) include drawing: the counting repetition then draws
    /// under Callgrind too, some 15 times slower on the bundled scenarios. Off: the counted repetition draws
    /// nothing (its display passes count 0), and drawing is held by the display counters, which the gate
    /// holds exactly.
    public var countsDrawing = false
    /// Whether a counting repetition follows the measured ones: it reads allocation requests after every
    /// frame (`RunResult.frameAllocations`), samples the live heap every frame, and delivers component
    /// changesets synchronously, so its counters are the exact set (`RunResult.counters`). Its times are
    /// thrown away.
    public var countingRepetition = true
    /// Whether frames start on the frame budget's clock, as on a display (`FramePacer`): the main thread
    /// idles until each frame's start, so the workers have the time they would have on a device. Off:
    /// frames run back to back (fast, and the workers get only the main thread's busy time).
    public var paced = false
    /// Whether the first measured repetition's first screen is kept as drawn (`RunResult.firstScreenPNG`): a
    /// PNG made between frames, untimed. Off for the short processes of a timing gate (`run --no-frames`).
    public var keepsFirstScreens = true
    /// The byte bound of each pipeline's text cache (the entry bound is lifted): `defaultTextCacheBytes`
    /// unless chosen.
    public var textCacheBytes = Self.defaultTextCacheBytes
    /// The text cache a real app keeps: many times the strings of the layouts around the viewport, so a
    /// scroll back finds them, but not a whole long feed: 2 MiB. The cache's own estimate per entry was
    /// 442 bytes on the default scenario (1,455 strings for its 200 stories), 694 on text-heavy, 349 on
    /// photo-heavy, so 2 MiB holds about 4,700 strings, some 650 mixed stories' worth: every string of the
    /// default scenario, a fifteenth of scale-10k's.
    public static let defaultTextCacheBytes = 2 << 20

    /// A regression injected on purpose (`--inject-slowdown`), to test a gate against; `nil` in real runs.
    public var injectedSlowdown: InjectedSlowdown?
    /// Deterministic work injected on purpose (`--inject-work`), to test an instruction gate against;
    /// `nil` in real runs.
    public var injectedWork: InjectedWork?

    /// Frames between two samples of the live heap in a measured repetition (each sample refreshes
    /// jemalloc's statistics, which slows the next frame a little).
    public var memorySampleInterval = 60

    /// The prefetch window when none is chosen.
    public static let defaultPrefetchViewports = FeedPolicy.defaultPrefetchViewports

    public init(pipelines: [PipelineKind] = PipelineKind.allCases, threads: Int? = nil, repetitions: Int? = nil,
                warmUp: Int? = nil, prefetchViewports: Double? = Self.defaultPrefetchViewports) {
        self.pipelines = pipelines
        self.threads = threads
        self.repetitions = repetitions
        self.warmUp = warmUp
        self.prefetchViewports = prefetchViewports
    }

    /// Worker threads for `scenario`: `threads`, else the scenario's (`auto`: this machine's cores minus one).
    public func workerThreads(for scenario: Scenario) -> Int {
        max(1, threads ?? scenario.workers.resolved(processorCount: ProcessInfo.processInfo.activeProcessorCount))
    }

    /// The components pipeline's policy for `scenario`.
    package func feedPolicy(for scenario: Scenario) -> FeedPolicy {
        var policy = FeedPolicy(prefetchViewports: prefetchViewports, batchViewports: batchViewports,
                                retainViewports: retainViewports, updates: updateDelivery)
        policy.displayViewports = display == .sync ? nil : displayViewports ?? scenario.displayViewports
        return policy
    }
}

extension RunOptions {
    enum CodingKeys: String, CodingKey {
        case pipelines, threads, repetitions, warmUp, mvcRowHeights, prefetchViewports, retainViewports, batchViewports
        case updateDelivery, parallelBuildWorkers, parallelBuildRounds, display, displayViewports, countsDrawing
        case countingRepetition, paced, keepsFirstScreens, textCacheBytes, injectedSlowdown, injectedWork
        case memorySampleInterval
    }

    /// Reads the options of a run.json written before drawing too: the options drawing added (`display`,
    /// `countsDrawing`, `keepsFirstScreens`) take their defaults when absent, so a stored baseline or run of
    /// format 5 still reads.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(pipelines: try container.decode([PipelineKind].self, forKey: .pipelines),
                  threads: try container.decodeIfPresent(Int.self, forKey: .threads),
                  repetitions: try container.decodeIfPresent(Int.self, forKey: .repetitions),
                  warmUp: try container.decodeIfPresent(Int.self, forKey: .warmUp),
                  prefetchViewports: try container.decodeIfPresent(Double.self, forKey: .prefetchViewports))
        mvcRowHeights = try container.decodeIfPresent(MVCRowHeights.self, forKey: .mvcRowHeights)
        retainViewports = try container.decode(Double.self, forKey: .retainViewports)
        batchViewports = try container.decode(Double.self, forKey: .batchViewports)
        updateDelivery = try container.decode(FeedPolicy.UpdateDelivery.self, forKey: .updateDelivery)
        parallelBuildWorkers = try container.decode([Int].self, forKey: .parallelBuildWorkers)
        parallelBuildRounds = try container.decode(Int.self, forKey: .parallelBuildRounds)
        display = try container.decodeIfPresent(DisplayMode.self, forKey: .display) ?? display
        displayViewports = try container.decodeIfPresent(Double.self, forKey: .displayViewports)
        countsDrawing = try container.decodeIfPresent(Bool.self, forKey: .countsDrawing) ?? countsDrawing
        countingRepetition = try container.decode(Bool.self, forKey: .countingRepetition)
        paced = try container.decode(Bool.self, forKey: .paced)
        keepsFirstScreens = try container.decodeIfPresent(Bool.self, forKey: .keepsFirstScreens) ?? keepsFirstScreens
        textCacheBytes = try container.decode(Int.self, forKey: .textCacheBytes)
        injectedSlowdown = try container.decodeIfPresent(InjectedSlowdown.self, forKey: .injectedSlowdown)
        injectedWork = try container.decodeIfPresent(InjectedWork.self, forKey: .injectedWork)
        memorySampleInterval = try container.decode(Int.self, forKey: .memorySampleInterval)
    }
}

/// Where the components pipeline draws its views (`RunOptions.display`).
public enum DisplayMode: String, Hashable, Sendable, Codable, CaseIterable {
    /// On the workers, right after a row's layout, within the display window; mounting attaches the bitmaps.
    case async
    /// On the main thread, in the display step of the frame that mounts the views (as MVC does).
    case sync
}
