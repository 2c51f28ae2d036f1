import JSON
import Components
import ComponentsPipeline
import Feed
import FeedState
import FeedStyle
import Geometry
import TextLayout
import Views

/// Drives the immutable components pipeline: a `ComponentFeedController` (which owns the policy: what to
/// lay out ahead on the workers, when to wait, which layouts to keep, when to mount a changeset) and the
/// story detail flow. The driver only calls the controller inside timed sections; the controller's waits
/// for its workers are timed through the recorder (`FeedWaitObserver`).
///
/// Passes:
/// - `build` and `layout`: the pipeline's own worker jobs (a story built, then laid out, in one job),
///   measured phase by phase by the workers' observer (`WorkerPhaseRecorder`): the first screen, the
///   prefetch windows, the stories edits rebuilt, detail screens. Their time is on the workers; the main
///   thread's `build` is making the feed model (the immutable store) and the controller, in frame 0.
/// - `mount`: the first screen (frame 0), waiting for its layouts.
/// - `scroll`: per frame, the controller's `scroll(to:)`: the finished prefetch shown, the wait for rows
///   the viewport needs and that are not laid out, rows mounted and recycled, the next window requested.
/// - `update`: an edit announced on the feed model (the store edit, on the main thread) and, with
///   asynchronous delivery, at the start of a later frame, its changeset mounted; with synchronous
///   delivery the wait and the mount happen within the event's frame.
/// - `navigation`: an `open` event's detail screen pushed (the story's layout mounted on a new host),
///   and in the next frame the way back.
@MainActor
final class ComponentsDriver: PipelineDriver {
    static let notes = [
        "components: build and layout are the pipeline's own worker jobs (first screen, prefetch windows, stories "
            + "rebuilt by edits, detail screens), timed phase by phase on the worker threads (wall time, summed; the "
            + "jobs' CPU time beside it); the main thread's build is making the immutable store and the controller.",
        "components: an edit is announced on the feed model and its changeset mounted, whole, at the start of the "
            + "first frame that finds it ready (asynchronous), or within the event's frame (synchronous); a frame "
            + "whose rows are not laid out waits for the workers, inside its time.",
        "components: open pushes a story detail screen (the story's layout, any story of the feed, mounted on a new "
            + "host with a mounter and pool of its own: cold, as MVC's new cell) through a Screens flow, timed as the "
            + "navigation pass; the way back to the feed is timed as navigation in the next frame.",
    ]

    private let stories: [Story]
    private let device: Device
    private let workers: LayoutWorkers
    private let policy: FeedPolicy
    /// What the views draw with in the display step (on the main thread, after each section that changed them).
    private let renderer: ViewRenderer?
    private let environment: StoryLayoutEnvironment
    private var controller: ComponentFeedController?
    private var flow: StoryDetailFlow?
    /// Whether an `open` pushed a detail screen that has not been closed yet.
    private var detailOpen = false
    /// Edits in flight by the model revision they made: their frame, kind and when they were submitted. The
    /// one record of an edit's latency: the controller only says which revision it mounted, and when.
    private var inFlight: [Int: (frame: Int, kind: String, submitted: ContinuousClock.Instant)] = [:]
    /// The frame being run (for the latencies of the changesets it mounts).
    private var currentFrame = 0
    /// The feed's mounted request that `takeMountedRequests()` last reported (`controller.mountedRequest`).
    private var reportedFeedRequest = 0
    /// Requests that laid out an opened story's detail (not the feed's rows), and those not reported yet.
    private var detailRequests: Set<Int> = []
    private var unreportedDetailRequests: [Int] = []
    private(set) var updates: [UpdateLatency] = []

    init(stories: [Story], device: Device, textEngine: TextEngine, workers: LayoutWorkers, policy: FeedPolicy,
         renderer: ViewRenderer?) {
        self.renderer = renderer
        self.stories = stories
        self.device = device
        self.workers = workers
        self.policy = policy
        // The workers draw with the main thread's renderer when rows are drawn ahead.
        environment = StoryLayoutEnvironment(
            style: FeedStyle(device: device),
            context: LayoutContext(textEngine: textEngine, pointScaleFactor: device.scale),
            width: device.width, renderer: policy.displayViewports == nil ? nil : renderer)
    }

    func showFirstScreen(_ recorder: PassRecorder) throws {
        let (stories, device, environment, workers, policy, renderer) = (stories, device, environment, workers, policy, renderer)
        let controller = try section(.build, recorder) { () throws -> ComponentFeedController in
            let controller = ComponentFeedController(
                store: try FeedStore(stories: stories), environment: environment, viewportWidth: device.width,
                viewportHeight: device.height, viewContext: ViewContext(textEngine: environment.context.textEngine, renderer: renderer),
                workers: workers, policy: policy)
            self.controller = controller
            return controller
        }
        controller.waitObserver = recorder
        // The feed is shown inside the navigation stack an `open` pushes onto: both are the mount pass.
        section(.mount, recorder) {
            controller.showFirstScreen()
            if let mounter = controller.feedMounter { flow = makeFlow(controller: controller, mounter: mounter) }
        }
    }

    /// The story detail flow: `open` mounts the story's layout (any story of the feed, nested ones
    /// included, shown as a top-level story as MVC shows it) on a new host with a mounter of its own, so
    /// its views come from a new, empty pool, as ComponentKit keeps pools per root view: both pipelines open
    /// a detail screen cold (MVC makes a new cell).
    private func makeFlow(controller: ComponentFeedController, mounter: FeedMounter) -> StoryDetailFlow {
        let width = device.width
        return StoryDetailFlow(feedView: mounter.root) { [weak self] id in
            let host = View(kind: Self.detailKind, context: mounter.context)
            let detail = Mounter(context: mounter.context)
            self?.detailMounter = detail
            if let row = controller.layout(ofStory: id) {
                host.frame = Rect(x: 0, y: 0, width: width, height: row.height)
                detail.mount(row.layout, on: host)
            }
            return host
        }
    }

    /// The open detail screen's mounter (its own pool), until the way back.
    private var detailMounter: Mounter?

    /// The kind of the view that holds an opened story's detail.
    static let detailKind = ViewKind("storyDetail")

    func beginFrame(_ frame: Int, _ recorder: PassRecorder) {
        currentFrame = frame
        guard let controller, controller.hasReadyChangesets else { return }
        section(.update, recorder) { controller.mountReadyChangesets() }
        collectLanded()
    }

    func apply(_ event: ScenarioEvent, frame: Int, _ recorder: PassRecorder) -> String? {
        currentFrame = frame
        guard let controller else { return "the feed was not set up" }
        let store = controller.model.value
        if let reason = LikeEvent.noChange(event, viewerLikes: { store[$0]?.viewerLikes }) { return reason }
        guard let edit = FeedEdit(event.action) else {
            guard case .open(let id) = event.action, let flow else { return "not an edit" }
            guard controller.model.value[id] != nil else { return "no story \(MessageText.quoted(id.rawValue)) in the feed" }
            let before = recorder.totals.navigation.milliseconds
            let requestsBefore = controller.prefetcher.counters.requests
            section(.navigation, recorder) { flow.open(id) }
            // Outside the section: the request the detail's layout needed, if the mounted feed did not keep it.
            let requests = controller.prefetcher.counters.requests
            if requests > requestsBefore {
                detailRequests.insert(requests)
                unreportedDetailRequests.append(requests)
            }
            detailOpen = true
            updates.append(UpdateLatency(frame: frame, kind: event.kind.rawValue, mountedFrame: frame,
                                         milliseconds: recorder.totals.navigation.milliseconds - before))
            return nil
        }
        let (revision, submitted) = section(.update, recorder) { () -> (Int, ContinuousClock.Instant) in
            let submitted = ContinuousClock.now
            return (controller.submit(edit).revision, submitted)
        }
        inFlight[revision] = (frame, event.kind.rawValue, submitted)
        collectLanded()
        return nil
    }

    func closeScreens(_ recorder: PassRecorder) {
        guard detailOpen, let flow else { return }
        detailOpen = false
        section(.navigation, recorder) {
            // The detail's views go back to its own pool, which goes with it.
            for view in flow.close() { detailMounter?.unmount(from: view) }
            detailMounter = nil
        }
    }

    func scroll(to offset: Double, _ recorder: PassRecorder) {
        guard let controller else { return }
        section(.scroll, recorder) { controller.scroll(to: offset) }
        collectLanded()
    }

    func finish(_ recorder: PassRecorder) {
        guard let controller, !controller.revisionsInFlight.isEmpty else { return }
        section(.update, recorder) { controller.mountInFlight() }
        collectLanded(after: true)
    }

    /// Turns the changesets the controller mounted into latencies of their events (mounted in the current
    /// frame, or after the last one).
    private func collectLanded(after finished: Bool = false) {
        guard let controller else { return }
        let mountedFrame: Int? = finished ? nil : currentFrame
        for landed in controller.takeLanded() {
            guard let event = inFlight.removeValue(forKey: landed.revision) else { continue }
            let milliseconds = FrameClock.milliseconds(from: event.submitted, to: landed.mounted)
            updates.append(UpdateLatency(frame: event.frame, kind: event.kind, mountedFrame: mountedFrame,
                                         milliseconds: milliseconds))
        }
    }

    var typesetting: TypesettingTime { environment.context.textEngine.typesetting }

    func takeMountedRequests() -> [Int] {
        var mounted = unreportedDetailRequests
        unreportedDetailRequests = []
        guard let controller else { return mounted }
        // The feed mounted now holds the rows of every request through its own, those not reported yet
        // first shown in this frame.
        let through = controller.mountedRequest
        if through > reportedFeedRequest {
            mounted += (reportedFeedRequest + 1...through).filter { !detailRequests.contains($0) }
            reportedFeedRequest = through
        }
        return mounted.sorted()
    }

    var counters: RepetitionCounters {
        guard let controller else { return RepetitionCounters() }
        // The requests still running finish first, so the counters do not depend on timing.
        controller.drain()
        var counters = RepetitionCounters(views: viewWorkCounters)
        let text = environment.context.textEngine.cache.statistics()
        counters.textCacheHits = text.hits
        counters.textCacheMisses = text.misses
        counters.textCacheEvictions = text.evictions
        let work = controller.prefetcher.counters.work
        counters.layoutsComputed = work.layoutsComputed
        counters.storiesBuilt = work.storiesBuilt
        counters.layoutsRecomputed = work.layoutsRecomputed
        counters.layoutsDropped = work.layoutsDropped
        var display = controller.viewContext.displayCounters
        display.add(work.drawn)
        counters.set(display: display)
        return counters
    }

    var viewContext: ViewContext? { controller?.viewContext }

    var feedView: View? { controller?.feedMounter?.root }

    /// The feed's mounter (for tests); `nil` before `showFirstScreen`.
    var feedMounter: FeedMounter? { controller?.feedMounter }

    var viewWorkCounters: ViewWorkCounters {
        guard let mounter = controller?.feedMounter else { return ViewWorkCounters() }
        let views = mounter.context.counters
        return ViewWorkCounters(viewsCreated: views.viewsCreated, viewsReused: mounter.rowMounter.counters.viewsReused,
                            cellsReused: mounter.hostsReused, attributeWrites: views.attributeWrites, textLayouts: views.textLayouts,
                            layoutCalls: views.layoutCalls)
    }

    var liveViews: Int { controller?.feedMounter?.root.subtreeCount ?? 0 }
}
