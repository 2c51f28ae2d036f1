import Components
import ComponentsPipeline
import Feed
import FeedState
import FeedStyle
import FlexLayout
import StoryComponents
import TextLayout
import Views

/// Drives the immutable components pipeline: a `ComponentFeed` laid out on `LayoutWorkers` and a
/// `FeedMounter` that mounts the rows entering the viewport and recycles those leaving.
///
/// Passes:
/// - `build` and `layout`: `ComponentFeed` builds and lays out a story in one worker job, so the two
///   passes are measured on an instrumented copy of that job split in two (`StoryComponent.make`, then
///   `layoutThatFits`), on the same workers, with a text cache of its own so the pipeline's counters
///   are untouched. The pipeline's own layout of the feed (`updateWaiting`) then runs before frame 0.
/// - `mount`: the first screen (`FeedMounter.init`).
/// - `recycle`: `setViewport` per frame (rows mounted and unmounted, views from the pool).
/// - `update`: an event's edit, the re-layout of the changed stories on the workers (the main thread
///   waits for it) and the remount.
///
/// Prefetch: `ComponentFeed` lays out every story of a store in one update, so the whole feed is laid
/// out ahead of the viewport before the first frame and a scroll frame never waits for a layout.
@MainActor
final class ComponentsDriver: PipelineDriver {
    static let notes = [
        "components: build and layout pass totals come from an instrumented copy of the pipeline's worker job "
            + "(ComponentFeed builds and lays out a story in one job); the pipeline lays out the whole feed before frame 0.",
        "components: open pushes a story detail screen (the story's layout mounted on a new host with the feed's "
            + "mounter, so views come from the same pool) through a Screens flow, timed as the update pass; the harness "
            + "goes back to the feed untimed after the frame, unmounting the detail into the pool. Only top-level "
            + "stories can be opened.",
    ]

    private let store: FeedStore
    private let device: Device
    private let fonts: FontLibrary
    private let workers: LayoutWorkers
    private let environment: StoryLayoutEnvironment
    private var mounter: FeedMounter?
    private var flow: StoryDetailFlow?
    private var storiesBuilt = 0
    private var layoutsComputed = 0

    init(store: FeedStore, device: Device, fonts: FontLibrary, workers: LayoutWorkers) {
        self.store = store
        self.device = device
        self.fonts = fonts
        self.workers = workers
        environment = Self.environment(device: device, fonts: fonts)
    }

    private static func environment(device: Device, fonts: FontLibrary) -> StoryLayoutEnvironment {
        StoryLayoutEnvironment(
            style: FeedStyle(device: device),
            context: LayoutContext(textEngine: TextEngine(fonts: fonts), pointScaleFactor: device.scale),
            width: device.width)
    }

    func showFirstScreen(_ recorder: PassRecorder) throws {
        measureBuildAndLayout(recorder)
        let first = ComponentFeed(environment: environment).updateWaiting(to: store, workers: workers)
        storiesBuilt += first.storiesBuilt
        layoutsComputed += first.layoutsComputed
        let viewport = FeedViewport(width: device.width, height: device.height)
        let context = ViewContext(textEngine: environment.context.textEngine)
        let mounter = recorder.measure(.mount) { FeedMounter(feed: first.feed, viewport: viewport, context: context) }
        self.mounter = mounter
        let size = (width: device.width, height: device.height)
        flow = StoryDetailFlow(feedView: mounter.root) { id in
            let host = View(kind: Self.detailKind, context: mounter.context)
            let feed = mounter.feed
            if let position = feed.store.topLevelIDs.firstIndex(of: id), let row = feed.row(at: position) {
                host.frame = Rect(x: 0, y: 0, width: size.width, height: row.height)
                mounter.mounter.mount(row.layout, on: host)
            }
            return host
        }
    }

    /// The kind of the view that holds an opened story's detail.
    static let detailKind = ViewKind("storyDetail")

    /// The build and layout passes, on the instrumented copy of the worker job.
    private func measureBuildAndLayout(_ recorder: PassRecorder) {
        let copy = Self.environment(device: device, fonts: fonts)
        let stories = store.stories
        let built = WorkerPassMeasure.run(stories, on: workers) { StoryComponent.make($0, style: copy.style) }
        recorder.add(built.measurement, to: .build)
        let width = copy.width
        let laidOut = WorkerPassMeasure.run(built.outputs, on: workers) { component in
            component.layoutThatFits(.width(width), context: copy.context).size.height
        }
        recorder.add(laidOut.measurement, to: .layout)
    }

    func apply(_ event: ScenarioEvent, _ recorder: PassRecorder) -> String? {
        guard let mounter else { return "the feed was not set up" }
        guard let edit = FeedEdit(event.action) else {
            guard case .open(let id) = event.action, let flow else { return "not an edit" }
            guard mounter.feed.store.topLevelIDs.contains(id) else {
                return "not supported: \(id.rawValue) is not a top-level story of the feed"
            }
            recorder.measure(.update) { flow.open(id) }
            return nil
        }
        let workers = workers
        let update = recorder.measure(.update) { () -> ComponentFeedUpdate in
            let next = edit.apply(to: mounter.feed.store)
            let update = mounter.feed.updateWaiting(to: next, workers: workers)
            mounter.apply(update)
            return update
        }
        storiesBuilt += update.storiesBuilt
        layoutsComputed += update.layoutsComputed
        return nil
    }

    func closeScreens() {
        guard let flow, let mounter else { return }
        for view in flow.close() { mounter.mounter.unmount(from: view) }
    }

    func scroll(to offset: Double, _ recorder: PassRecorder) {
        guard let mounter else { return }
        let limit = max(0, mounter.feed.contentHeight - device.height)
        let viewport = FeedViewport(width: device.width, height: device.height, offset: min(max(0, offset), limit))
        recorder.measure(.recycle) { mounter.setViewport(viewport) }
    }

    var counters: RunCounters {
        var counters = RunCounters()
        guard let mounter else { return counters }
        let views = mounter.context.counters
        let text = environment.context.textEngine.cache.statistics()
        counters.viewsCreated = views.viewsCreated
        counters.viewsReused = mounter.mounter.statistics.viewsReusedFromPool
        counters.attributeWrites = views.attributeWrites
        counters.viewTextLayouts = views.textLayouts
        counters.textCacheHits = text.hits
        counters.textCacheMisses = text.misses
        counters.layoutCalls = views.layoutCalls
        counters.rowsMeasured = layoutsComputed
        counters.storiesBuilt = storiesBuilt
        return counters
    }

    var liveViews: Int { mounter?.root.subtreeCount ?? 0 }

    var viewsCreated: Int { mounter?.context.counters.viewsCreated ?? 0 }
}
