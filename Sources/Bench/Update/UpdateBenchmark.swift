import JSON
import Allocations
import Components
import ComponentsPipeline
import Feed
import FeedState
import FeedStyle
import Harness
import MVC
import TextLayout
import Views

/// `feedbench update-bench`: one like, from the mutation to the result on screen, in both pipelines, on
/// the same story of a scenario's feed with its first screen shown, phase by phase, iterations of the two
/// pipelines interleaved (the order alternating). Each iteration likes the story, or unlikes it when it is
/// liked, so every iteration changes something; a like that would change nothing is not an update.
///
/// Phases (main-thread wall time):
/// - MVC: `update` (the model mutation and its notification chain: like controller, story controller,
///   feed controller re-measuring the row and moving the rows below), `display` (the text the chain set,
///   typeset), `total`;
/// - components: `edit` (the edit announced and accumulated into a new store, on the main thread),
///   `layout` (the main thread's wait while the workers rebuild and lay out the changed stories), `mount`
///   (the changeset remounted), `display`, `total`.
///
/// Beside the phases, the bytes the main thread allocates in each like (jemalloc's thread counter, read
/// outside the timed phases).
///
/// Thread: main actor; blocks it while it runs. Times depend on the machine: a benchmark, not a test.
@MainActor
public struct UpdateBenchmark {
    public let scenario: Scenario
    public let fonts: FontLibrary
    public let workers: Int
    public let iterations: Int
    /// The story liked; `nil`: the first story of the feed.
    public let storyID: StoryID?

    public init(scenario: Scenario, fonts: FontLibrary, workers: Int, iterations: Int, storyID: StoryID? = nil) {
        self.scenario = scenario
        self.fonts = fonts
        self.workers = max(1, workers)
        self.iterations = max(1, iterations)
        self.storyID = storyID
    }

    /// Why the benchmark cannot run on this scenario.
    public struct Refusal: Error, CustomStringConvertible {
        public let description: String
    }

    public func run() throws -> UpdateBenchResult {
        let stories = scenario.feed.resolvedStories()
        guard let first = stories.first else { throw Refusal(description: "the feed has no story") }
        let id = storyID ?? first.id
        let mvc = MVCSubject(stories: stories, device: scenario.device, textEngine: TextEngine(fonts: fonts),
                             heights: scenario.mvcRowHeights)
        let components = try ComponentsSubject(stories: stories, device: scenario.device,
                                               textEngine: TextEngine(fonts: fonts), workers: workers)
        guard let liked = mvc.viewerLikes(id), components.viewerLikes(id) == liked else {
            throw Refusal(description: "no story \(MessageText.quoted(id.rawValue)) in the feed")
        }
        var samples = (mvc: PhaseSamples(), components: PhaseSamples())
        var counters: (mvc: UpdateBenchResult.MVCLikeCounters?, components: UpdateBenchResult.ComponentsLikeCounters?)
        var likes = !liked
        let warmUp = max(2, iterations / 10)
        for round in 0..<(warmUp + iterations) {
            let measured = round >= warmUp
            for pipeline in round.isMultiple(of: 2) ? [PipelineKind.mvc, .components] : [.components, .mvc] {
                switch pipeline {
                case .mvc:
                    let allocated = Jemalloc.threadAllocatedBytes
                    let (phases, count) = mvc.update(likes: likes, id: id)
                    if measured { samples.mvc.add(phases, bytes: Jemalloc.threadAllocatedBytes &- allocated) }
                    if measured && likes && counters.mvc == nil { counters.mvc = count }
                case .components:
                    let allocated = Jemalloc.threadAllocatedBytes
                    let (phases, count) = components.update(likes: likes, id: id)
                    if measured { samples.components.add(phases, bytes: Jemalloc.threadAllocatedBytes &- allocated) }
                    if measured && likes && counters.components == nil { counters.components = count }
                }
            }
            likes.toggle()
        }
        return UpdateBenchResult(
            scenario: scenario.name, story: id.rawValue, stories: stories.count, workers: workers,
            iterations: iterations, mvcRowHeights: scenario.mvcRowHeights,
            mvc: UpdateBenchResult.Pipeline(phases: samples.mvc.summary, mainThreadBytesPerLike: samples.mvc.medianBytes,
                                            mvcCounters: counters.mvc),
            components: UpdateBenchResult.Pipeline(phases: samples.components.summary,
                                                   mainThreadBytesPerLike: samples.components.medianBytes,
                                                   componentsCounters: counters.components),
            jobsOnMainThread: components.controller.prefetcher.workers.jobsRunOnMainThread)
    }
}

/// Samples per phase, in milliseconds, in the order phases were first seen, and the main thread's bytes
/// allocated per like.
private struct PhaseSamples {
    var names: [String] = []
    var values: [String: [Double]] = [:]
    var bytes: [Double] = []

    mutating func add(_ phases: [(String, Double)], bytes: UInt64) {
        for (name, milliseconds) in phases {
            if values[name] == nil { names.append(name) }
            values[name, default: []].append(milliseconds)
        }
        self.bytes.append(Double(bytes))
    }

    /// `nil` in a build without jemalloc, where every reading is 0.
    var medianBytes: Int? {
        Jemalloc.isAvailable && !bytes.isEmpty ? Int(bytes.median) : nil
    }

    var summary: [UpdateBenchResult.Phase] {
        names.map { UpdateBenchResult.Phase(name: $0, milliseconds: values[$0] ?? []) }
    }
}

/// MVC with its first screen shown, in a window.
@MainActor
private final class MVCSubject {
    let model: MutableFeed
    let controller: FeedController
    let window: View

    init(stories: [Story], device: Device, textEngine: TextEngine, heights: MVCRowHeights) {
        let style = FeedStyle(device: device)
        model = MutableFeed(stories: stories)
        controller = FeedController(
            feed: model, width: device.width, viewportHeight: device.height, textEngine: textEngine, style: style,
            heightMode: heights == .estimated ? .estimated(style.estimatedRowHeight) : .measuredOnLoad)
        window = View(kind: "window", context: controller.environment.context)
        window.isWindow = true
        window.addSubview(controller.tableView)
        controller.reloadData()
        controller.environment.context.displayPendingText()
    }

    func viewerLikes(_ id: StoryID) -> Bool? { model.story(withID: id)?.viewerLikes }

    func update(likes: Bool, id: StoryID) -> ([(String, Double)], UpdateBenchResult.MVCLikeCounters) {
        let context = controller.environment.context
        let views = context.counters
        let rows = controller.counters.rowHeightsMeasured
        let clock = FrameClock()
        let update = clock.time { model.setViewerLikes(likes, storyID: id) }.milliseconds
        let display = clock.time { context.displayPendingText() }.milliseconds
        let delta = context.counters.since(views)
        let counters = UpdateBenchResult.MVCLikeCounters(
            rowHeightsMeasured: controller.counters.rowHeightsMeasured - rows, attributeWrites: delta.attributeWrites,
            textLayouts: delta.textLayouts, layoutCalls: delta.layoutCalls, viewsCreated: delta.viewsCreated)
        return ([("update", update), ("display", display), ("total", update + display)], counters)
    }
}

/// The components pipeline with its first screen shown, in a window; edits delivered asynchronously and
/// waited for by the benchmark, phase by phase.
@MainActor
private final class ComponentsSubject {
    let controller: ComponentFeedController
    let window: View

    init(stories: [Story], device: Device, textEngine: TextEngine, workers: Int) throws {
        let environment = StoryLayoutEnvironment(
            style: FeedStyle(device: device),
            context: LayoutContext(textEngine: textEngine, pointScaleFactor: device.scale), width: device.width)
        let context = ViewContext(textEngine: textEngine)
        controller = ComponentFeedController(
            store: try FeedStore(stories: stories), environment: environment, viewportWidth: device.width,
            viewportHeight: device.height, viewContext: context, workers: LayoutWorkers(count: workers),
            policy: FeedPolicy(updates: .asynchronous))
        window = View(kind: "window", context: context)
        window.isWindow = true
        controller.showFirstScreen()
        if let root = controller.feedMounter?.root { window.addSubview(root) }
        controller.drain()
        context.displayPendingText()
    }

    func viewerLikes(_ id: StoryID) -> Bool? { controller.model.value[id]?.viewerLikes }

    func update(likes: Bool, id: StoryID) -> ([(String, Double)], UpdateBenchResult.ComponentsLikeCounters) {
        let context = controller.viewContext
        let views = context.counters
        let clock = FrameClock()
        let edit = clock.time { controller.submit(likes ? .like(id) : .unlike(id)) }.milliseconds
        let layout = clock.time { controller.drain() }.milliseconds
        let (reports, mount) = clock.time { controller.mountReadyChangesets() }
        let display = clock.time { context.displayPendingText() }.milliseconds
        let delta = context.counters.since(views)
        let report = reports.last
        let counters = UpdateBenchResult.ComponentsLikeCounters(
            changedStories: report?.change?.changedStoryIDs.count ?? 0, storiesBuilt: report?.storiesBuilt ?? 0,
            layoutsComputed: report?.layoutsComputed ?? 0, rowsRemounted: report?.mount.rows.rowsRemounted ?? 0,
            rowsMoved: report?.mount.rows.rowsMoved ?? 0, rowsMounted: report?.mount.rows.rowsMounted ?? 0,
            rowsUnmounted: report?.mount.rows.rowsUnmounted ?? 0, attributeWrites: delta.attributeWrites,
            attributesUnapplied: report?.mount.mounting.attributesUnapplied ?? 0, textLayouts: delta.textLayouts,
            viewsCreated: delta.viewsCreated)
        return ([("edit", edit), ("layout", layout), ("mount", mount), ("display", display),
                 ("total", edit + layout + mount + display)], counters)
    }
}
