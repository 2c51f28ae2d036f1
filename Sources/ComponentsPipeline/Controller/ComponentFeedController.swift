import Components
import Feed
import FeedState
import Streams
import Views

/// The components pipeline for one feed on screen, as a run loop drives it frame by frame: it owns the
/// policy (`FeedPolicy`: what to lay out ahead, when to wait, what to keep, when to mount a changeset),
/// so a caller only calls it, and times the calls if it wants.
///
/// The one-way data flow: `submit(_:)` announces an edit on a `Changes<FeedEdit>` inlet; the feed model is
/// `edits.changingFeed(startingFrom:)` (the edits accumulated into new immutable stores, on the announcing
/// thread); the prefetcher observes the model's changes and hands each new store to the workers, which
/// rebuild and lay out the changed stories and queue the changeset. The main actor mounts changesets in
/// the order of their edits, each whole (`mountReadyChangesets()`): the screen never shows a mix of two
/// versions. Edits are queued behind the one in flight, not coalesced: each changeset is the work of one
/// edit, so the counters do not depend on how the edits' timing happened to group them.
///
/// Per frame a caller:
/// 1. `mountReadyChangesets()` (asynchronous delivery: the changesets that became ready since),
/// 2. `submit(_:)` for the frame's edits (synchronous delivery: each mounted before it returns),
/// 3. `scroll(to:)`: the finished prefetch is shown, rows the viewport needs and that are not laid out are
///    waited for (the frame model's wait), the viewport moves (rows mounted and recycled), and the next
///    prefetch window is handed to the workers when the viewport has moved past a batch.
///
/// Waits go through `waitObserver`, so a harness can time them. Prefetch requests depend only on the
/// offsets asked for, never on what the workers have finished, so the layouts computed are the same on
/// every run once `drain()` has returned.
///
/// Thread: main actor. The build and layout work never runs on it.
@MainActor
public final class ComponentFeedController {
    public let policy: FeedPolicy
    public let environment: StoryLayoutEnvironment
    public let prefetcher: FeedPrefetcher
    /// The feed model: the initial store and every edit submitted, accumulated.
    public let model: ChangingFeed
    public let viewContext: ViewContext
    /// Told about every wait for the workers (it runs the wait); `nil`: waits are not observed.
    public weak var waitObserver: (any FeedWaitObserver)?
    /// Set by `showFirstScreen()`.
    public var feedMounter: FeedMounter? { mounter }

    /// `feedMounter`, private so that whole-module optimization sees every access and drops the
    /// run-time exclusivity check a public stored property costs (three per scroll frame).
    private var mounter: FeedMounter?
    private let inlet: Changes<FeedEdit>.Inlet
    private let observation: Observation
    private let viewportWidth: Double
    private let viewportHeight: Double
    /// The span of the last prefetch request, in feed coordinates; `nil` after positions moved.
    private var requested: ClosedRange<Double>?
    /// The prefetcher's generation last shown.
    private var shownGeneration = -1
    /// The prefetcher request whose feed is mounted now (0 before the first screen): the rows every request
    /// up to it laid out for the feed are on screen (a detail screen's layout is not the feed's). Requests are
    /// numbered as `FeedPrefetcher.snapshot` numbers them; for a trace of which frame showed which work.
    public private(set) var mountedRequest = 0
    /// The model revision of the feed mounted now: edits past it are in flight.
    private var mountedRevision: Int
    /// Changesets mounted since the last `takeLanded()`.
    private var landed: [LandedUpdate] = []

    /// A pipeline over `store` for a viewport of `viewportWidth` × `viewportHeight` points, laying out on
    /// `workers`. Nothing is laid out until `showFirstScreen()`.
    public init(store: FeedStore, environment: StoryLayoutEnvironment, viewportWidth: Double, viewportHeight: Double,
                viewContext: ViewContext, workers: LayoutWorkers, policy: FeedPolicy = FeedPolicy()) {
        self.policy = policy
        self.environment = environment
        self.viewContext = viewContext
        self.viewportWidth = viewportWidth
        self.viewportHeight = viewportHeight
        mountedRevision = store.revision
        let estimated = FeedLayouts(estimating: store, environment: environment,
                                      estimatedRowHeight: environment.style.estimatedRowHeight)
        let prefetcher = FeedPrefetcher(feed: estimated, workers: workers)
        self.prefetcher = prefetcher
        let (inlet, edits) = Changes<FeedEdit>.pipe()
        self.inlet = inlet
        model = edits.changingFeed(startingFrom: store)
        observation = model.changes.observe(with: prefetcher) { prefetcher, next in prefetcher.submit(next) }
    }

    /// The feed mounted now.
    public var feed: FeedLayouts? { mounter?.feed }

    // MARK: - Frames

    /// Lays out the first screen's rows (waiting for them) and mounts them at offset 0, then hands the
    /// workers the prefetch window. With `prefetchViewports` nil, the whole feed is laid out first.
    @discardableResult
    public func showFirstScreen() -> FeedMountReport {
        let viewport = FeedViewport(width: viewportWidth, height: viewportHeight)
        var window = policy.prefetchViewports == nil ? FeedWindow.everything : self.window(showing: 0)
        if policy.prefetchViewports == nil, policy.displayViewports != nil { window.display = 0...viewportHeight }
        let first = waiting { prefetcher.wait(for: window) }
        let shown = prefetcher.snapshot
        shownGeneration = shown.generation
        mountedRequest = shown.request
        let feedMounter = FeedMounter(feed: first, viewport: viewport, context: viewContext)
        mounter = feedMounter
        requestPrefetch(around: 0)
        return feedMounter.initialReport
    }

    /// Whether a changeset is ready to mount (cheap: call it every frame).
    public var hasReadyChangesets: Bool { prefetcher.hasReady }

    /// Mounts, in order, every changeset the workers have finished; returns what each did.
    @discardableResult
    public func mountReadyChangesets() -> [FeedUpdateReport] {
        guard let feedMounter = mounter else { return [] }
        var reports: [FeedUpdateReport] = []
        for update in prefetcher.takeReady() {
            reports.append(FeedUpdateReport(layout: update, mount: feedMounter.apply(update)))
            mountedRequest = update.request
            mountedRevision = update.feed.store.revision
            landed.append(LandedUpdate(revision: mountedRevision, mounted: ContinuousClock.now))
            // Rows inserted above move every point of the feed: the last window no longer says what is done.
            if update.positionsInsertedAtTop > 0 { requested = nil }
        }
        return reports
    }

    /// Waits for every changeset in flight and mounts them (at the end of a run).
    @discardableResult
    public func mountInFlight() -> [FeedUpdateReport] {
        waiting { prefetcher.drain() }
        return mountReadyChangesets()
    }

    /// Announces `edit` on the feed model; returns the model revision it made and the changesets mounted
    /// meanwhile. Asynchronous delivery returns at once (the changeset is mounted by a later
    /// `mountReadyChangesets()`); synchronous delivery waits for the changeset and mounts it (with any
    /// earlier one) before returning.
    @discardableResult
    public func submit(_ edit: FeedEdit) -> (revision: Int, mounted: [FeedUpdateReport]) {
        inlet.announce(edit)
        let revision = model.value.revision
        return (revision, policy.updates == .synchronous ? mountInFlight() : [])
    }

    /// Moves the viewport's top to `offset` (clamped to the content), waiting for the rows it needs when
    /// they are not laid out; returns what mounting did and whether it waited.
    @discardableResult
    public func scroll(to offset: Double) -> (report: FeedMountReport, waited: Bool) {
        guard let feedMounter = mounter else { return (FeedMountReport(), false) }
        var report = FeedMountReport()
        showLatest(&report)
        let target = max(0, offset)
        var waited = ensureLaidOut(window(showing: target), &report)
        // The rows through the viewport's bottom are measured, so the clamp uses their real heights; when
        // it moves the viewport up, the rows it now shows need layouts too.
        let clamped = min(target, max(0, feedMounter.feed.contentHeight - viewportHeight))
        if clamped != target { waited = ensureLaidOut(window(showing: clamped), &report) || waited }
        report.add(feedMounter.setViewport(FeedViewport(width: viewportWidth, height: viewportHeight, offset: clamped)))
        requestPrefetch(around: clamped)
        return (report, waited)
    }

    /// The layout of the story `id` for a detail screen (any story of the feed, nested ones included),
    /// waiting for the workers when the mounted feed does not keep it; `nil` for an unknown story.
    public func layout(ofStory id: StoryID) -> StoryRowLayout? {
        if let kept = mounter?.feed.layout(ofStory: id) { return kept }
        return waiting { prefetcher.layout(ofStory: id) }
    }

    /// The changesets mounted since the last call, in order, with when each was mounted. The caller keeps
    /// what it needs of each edit (when it was submitted, why) by the revision `submit(_:)` returned.
    public func takeLanded() -> [LandedUpdate] {
        defer { landed = [] }
        return landed
    }

    /// Revisions submitted whose changesets are not mounted yet (each edit makes one revision, and
    /// changesets are mounted in their edits' order).
    public var revisionsInFlight: [Int] { Array(stride(from: mountedRevision + 1, through: model.value.revision, by: 1)) }

    /// Waits until the workers have finished every request (for reading the counters).
    public func drain() {
        prefetcher.drain()
    }

    // MARK: - Policy

    /// The rows that `offset` shows, with what to keep around them.
    /// (No closures here or in `requestPrefetch`: one made on the main actor and called by a generic
    /// function, such as `Optional.map`, checks the executor at every call, twice per frame.)
    private func window(showing offset: Double) -> FeedWindow {
        // The rows on screen must be drawn too, when rows are drawn ahead.
        let display: ClosedRange<Double>? = policy.displayViewports == nil ? nil : offset...(offset + viewportHeight)
        guard policy.prefetchViewports != nil else {
            return FeedWindow(top: offset, bottom: offset + viewportHeight, retain: nil, display: display)
        }
        let retain = viewportHeight * policy.effectiveRetainViewports
        return FeedWindow(top: offset, bottom: offset + viewportHeight,
                          retain: (offset - retain)...(offset + viewportHeight + retain), display: display)
    }

    /// Shows the prefetcher's newest feed when it is of the mounted store and newer than the one shown.
    private func showLatest(_ report: inout FeedMountReport) {
        // Most frames find no newer generation: that check copies no feed.
        guard let feedMounter = mounter, prefetcher.generation != shownGeneration else { return }
        let (latest, generation, request) = prefetcher.snapshot
        guard generation != shownGeneration, latest.store.revision == feedMounter.feed.store.revision else { return }
        shownGeneration = generation
        mountedRequest = request
        report.add(feedMounter.adopt(latest, anchored: false))
    }

    /// Waits for `window` when the mounted feed cannot show it; true when it waited. A wait runs after every
    /// earlier request, changesets included: those are mounted first (this is the first frame that finds
    /// them ready), then the rows.
    private func ensureLaidOut(_ window: FeedWindow, _ report: inout FeedMountReport) -> Bool {
        guard let feedMounter = mounter, feedMounter.needsLayout(for: window) else { return false }
        _ = waiting { prefetcher.wait(for: window) }
        for changeset in mountReadyChangesets() { report.add(changeset.mount) }
        showLatest(&report)
        return true
    }

    /// Hands the workers the next window when the viewport at `offset` has moved past the last one
    /// requested: the window plus a batch on each side, so each request is a batch of rows.
    private func requestPrefetch(around offset: Double) {
        guard let viewports = policy.prefetchViewports else { return }
        let ahead = viewports * viewportHeight
        let needed = max(0, offset - ahead)...(offset + viewportHeight + ahead)
        if let requested, requested.contains(needed.lowerBound), requested.contains(needed.upperBound) { return }
        let batch = policy.batchViewports * viewportHeight
        let span = max(0, needed.lowerBound - batch)...(needed.upperBound + batch)
        let retain = policy.effectiveRetainViewports * viewportHeight
        requested = span
        var window = FeedWindow(top: span.lowerBound, bottom: span.upperBound,
                                retain: (offset - retain)...(offset + viewportHeight + retain))
        if let display = policy.effectiveDisplayViewports {
            // Drawn ahead a batch further than the display window, as the layouts are, so that the viewport
            // can move a batch before the next request; kept a batch further still, so that a row is not
            // dropped and drawn again as the viewport moves back and forth.
            let drawn = (display + policy.batchViewports) * viewportHeight
            let kept = (display + 2 * policy.batchViewports) * viewportHeight
            window.display = max(span.lowerBound, offset - drawn)...min(span.upperBound, offset + viewportHeight + drawn)
            window.keepDrawn = (offset - kept)...(offset + viewportHeight + kept)
        }
        if policy.waitsForPrefetch {
            _ = waiting { prefetcher.wait(for: window) }
        } else {
            prefetcher.prefetch(window)
        }
    }

    private func waiting<Result>(_ body: () -> Result) -> Result {
        guard let waitObserver else { return body() }
        return waitObserver.waiting(body)
    }
}

/// Told about the components pipeline's waits for its workers, so a harness can time them: it must run
/// `body` once and return its result.
@MainActor
public protocol FeedWaitObserver: AnyObject {
    func waiting<Result>(_ body: () -> Result) -> Result
}

/// An edit whose changeset reached the screen: the model revision it made and when its changeset was
/// mounted (monotonic clock).
public struct LandedUpdate: Hashable, Sendable {
    public let revision: Int
    public let mounted: ContinuousClock.Instant
}
