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
/// - `build` and `layout`: the pipeline's own worker jobs (a story built, then laid out, in one job),
///   measured phase by phase by the workers' observer (`WorkerPhaseRecorder`, set by `ScenarioRun`):
///   the first screen and its prefetch window (before frame 0), the prefetch during the scroll, and the
///   stories an update rebuilt. Their time is on the workers, not in any frame.
/// - `mount`: the first screen (`FeedMounter.init`).
/// - `recycle`: per frame, picking up the finished prefetch (`FeedPrefetcher.latest`, shown with
///   `FeedMounter.adopt`), the wait for layouts the viewport needs and that are not ready, the
///   viewport move (rows mounted and unmounted, views from the pool), and starting the prefetch of the
///   new window (non-blocking). A wait is part of the frame's time (and noted as wait); `framesWaited`
///   counts the frames that waited (timing-dependent: reported, never asserted).
/// - `update`: an event's edit, the main thread's wait for the re-layout of the changed stories on
///   the workers (after any prefetch still running) and the remount.
/// - `navigation`: an `open` event: the story's detail screen pushed (its layout mounted on a new host);
///   in the next frame, the way back (the detail unmounted into the pool).
///
/// Prefetch (DESIGN.md section 2): with `prefetchViewports` set, only the rows through
/// `height × (1 + prefetchViewports)` are laid out before frame 0; the other rows have estimated
/// heights. Each frame asks the workers for the rows through `offset + height × (1 + prefetchViewports)`.
/// Before a frame mounts, every row from position 0 to the viewport's bottom is laid out (waiting if
/// needed), so the rows mounted and their positions are those of the fully laid-out feed: the
/// scenario's offsets are in that feed's coordinates, so the driver does not anchor the viewport
/// (`adopt(_:anchored: false)`; rows above the viewport are always laid out, so anchoring would not
/// move it anyway). With `prefetchViewports` nil, the whole feed is laid out before frame 0 and a
/// frame never waits.
///
/// Determinism: the prefetch requests depend only on the scroll offsets and events, and run in order
/// on the coordinator, so the layouts computed and stories built are the same on every run once the
/// requests have finished (`counters` waits for them). Only whether a frame waits depends on timing.
@MainActor
final class ComponentsDriver: PipelineDriver {
    static let notes = [
        "components: build and layout are the pipeline's own worker jobs (first screen and prefetch window before "
            + "frame 0, prefetch during the scroll, stories rebuilt by updates), timed phase by phase on the worker threads "
            + "(wall time, summed); a frame whose rows are not laid out yet waits for them, and the wait is part of its "
            + "recycle pass.",
        "components: open pushes a story detail screen (the story's layout mounted on a new host with the feed's "
            + "mounter, so views come from the same pool) through a Screens flow, timed as the navigation pass; the "
            + "way back to the feed (the detail unmounted into the pool) is timed as navigation at the start of the next "
            + "frame. Only top-level stories can be opened.",
    ]

    private let store: FeedStore
    private let device: Device
    private let fonts: FontLibrary
    private let workers: LayoutWorkers
    private let environment: StoryLayoutEnvironment
    private var mounter: FeedMounter?
    private var flow: StoryDetailFlow?
    private var prefetcher: FeedPrefetcher?
    /// The prefetch window below the viewport in points; `nil`: the whole feed is laid out up front.
    private let prefetchDistance: Double?
    /// The bottom of the last prefetch window requested for the current store (a smaller window is
    /// already covered); reset by an edit.
    private var requestedThrough = 0.0
    /// Whether an `open` pushed a detail screen that has not been closed yet.
    private var detailOpen = false
    /// Frames whose recycle pass waited for a layout (timing-dependent).
    private(set) var framesWaited = 0

    /// - Parameter prefetchViewports: the prefetch window in viewport heights (`RunOptions`); `nil`
    ///   lays out the whole feed before frame 0.
    init(store: FeedStore, device: Device, fonts: FontLibrary, workers: LayoutWorkers,
         prefetchViewports: Double? = RunOptions.defaultPrefetchViewports) {
        self.store = store
        self.device = device
        self.fonts = fonts
        self.workers = workers
        prefetchDistance = prefetchViewports.map { max(0, $0) * device.height }
        environment = Self.environment(device: device, fonts: fonts)
    }

    private static func environment(device: Device, fonts: FontLibrary) -> StoryLayoutEnvironment {
        StoryLayoutEnvironment(
            style: FeedStyle(device: device),
            context: LayoutContext(textEngine: TextEngine(fonts: fonts), pointScaleFactor: device.scale),
            width: device.width)
    }

    func showFirstScreen(_ recorder: PassRecorder) throws {
        let estimated = ComponentFeed(estimating: store, environment: environment)
        let prefetcher = FeedPrefetcher(feed: estimated, workers: workers)
        self.prefetcher = prefetcher
        let first: ComponentFeed
        if let prefetchDistance {
            requestedThrough = device.height + prefetchDistance
            first = prefetcher.waitForRows(through: requestedThrough)
        } else {
            first = prefetcher.updateWaiting(to: store, from: estimated).feed
        }
        let viewport = FeedViewport(width: device.width, height: device.height)
        let context = ViewContext(textEngine: environment.context.textEngine)
        // The feed is shown inside the navigation stack an `open` pushes onto: both are the mount pass.
        recorder.measure(.mount) {
            let mounter = FeedMounter(feed: first, viewport: viewport, context: context)
            self.mounter = mounter
            flow = makeFlow(mounter: mounter, prefetcher: prefetcher, recorder: recorder)
        }
    }

    /// The story detail flow over the feed's mounter: `open` mounts the story's layout on a new host.
    private func makeFlow(mounter: FeedMounter, prefetcher: FeedPrefetcher, recorder: PassRecorder) -> StoryDetailFlow {
        let size = (width: device.width, height: device.height)
        return StoryDetailFlow(feedView: mounter.root) { id in
            let host = View(kind: Self.detailKind, context: mounter.context)
            // A story not laid out yet: wait for the rows down to it (part of the timed open).
            while let position = mounter.feed.store.topLevelIDs.firstIndex(of: id), !mounter.feed.isLaidOut(at: position),
                  let frame = mounter.feed.rowFrame(at: position) {
                let rows = recorder.waiting { prefetcher.waitForRows(through: frame.origin.y + frame.size.height) }
                mounter.adopt(rows, anchored: false)
            }
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

    func apply(_ event: ScenarioEvent, _ recorder: PassRecorder) -> String? {
        guard let mounter else { return "the feed was not set up" }
        guard let edit = FeedEdit(event.action) else {
            guard case .open(let id) = event.action, let flow else { return "not an edit" }
            guard mounter.feed.store.topLevelIDs.contains(id) else {
                return "not supported: \(id.rawValue) is not a top-level story of the feed"
            }
            recorder.measure(.navigation) { flow.open(id) }
            detailOpen = true
            return nil
        }
        guard let prefetcher else { return "the feed was not set up" }
        recorder.measure(.update) {
            let next = edit.apply(to: mounter.feed.store)
            let update = recorder.waiting { prefetcher.updateWaiting(to: next, from: mounter.feed) }
            mounter.apply(update)
        }
        requestedThrough = 0
        return nil
    }

    func closeScreens(_ recorder: PassRecorder) {
        guard detailOpen, let flow, let mounter else { return }
        detailOpen = false
        recorder.measure(.navigation) {
            for view in flow.close() { mounter.mounter.unmount(from: view) }
        }
    }

    func scroll(to offset: Double, _ recorder: PassRecorder) {
        guard let mounter, let prefetcher else { return }
        let height = device.height
        let width = device.width
        let waited = recorder.measure(.recycle) { () -> Bool in
            // Pick up the finished prefetch (non-blocking).
            let latest = prefetcher.latest
            if latest.store.revision == mounter.feed.store.revision, latest.laidOutPrefix > mounter.feed.laidOutPrefix {
                mounter.adopt(latest, anchored: false)
            }
            // Wait for the rows the viewport needs (and those above it) when they are not laid out.
            let target = max(0, offset)
            var waited = false
            if mounter.feed.needsLayout(rowsThrough: target + height) {
                waited = true
                let rows = recorder.waiting { prefetcher.waitForRows(through: target + height) }
                mounter.adopt(rows, anchored: false)
            }
            // The rows through the viewport's bottom are laid out, so the clamp uses their real heights.
            let limit = max(0, mounter.feed.contentHeight - height)
            let clamped = min(target, limit)
            mounter.setViewport(FeedViewport(width: width, height: height, offset: clamped))
            // Start the prefetch of the new window (non-blocking).
            if let prefetchDistance {
                let bottom = clamped + height + prefetchDistance
                if bottom > requestedThrough, prefetcher.latest.needsLayout(rowsThrough: bottom) {
                    requestedThrough = bottom
                    prefetcher.prefetch(rowsThrough: bottom)
                }
            }
            return waited
        }
        if waited { framesWaited += 1 }
    }

    var counters: RunCounters {
        guard mounter != nil else { return RunCounters() }
        // The prefetch still running finishes first, so the counters do not depend on timing.
        prefetcher?.drain()
        var counters = RunCounters(views: passCounters)
        let text = environment.context.textEngine.cache.statistics()
        counters.textCacheHits = text.hits
        counters.textCacheMisses = text.misses
        counters.rowsMeasured = prefetcher?.layoutsComputed ?? 0
        counters.storiesBuilt = prefetcher?.storiesBuilt ?? 0
        return counters
    }

    /// The feed's mounter (for tests); `nil` before `showFirstScreen`.
    var feedMounter: FeedMounter? { mounter }

    var passCounters: PassCounters {
        guard let mounter else { return PassCounters() }
        let views = mounter.context.counters
        return PassCounters(viewsCreated: views.viewsCreated, viewsReused: mounter.mounter.statistics.viewsReusedFromPool,
                            attributeWrites: views.attributeWrites, textLayouts: views.textLayouts,
                            layoutCalls: views.layoutCalls)
    }

    var liveViews: Int { mounter?.root.subtreeCount ?? 0 }
}
