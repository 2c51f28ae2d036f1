import FeedState
import Synchronization

/// Lays out the rows of a `ComponentFeed` ahead of the viewport (the prefetch window) on
/// `LayoutWorkers`, and hands the results to the main actor when it asks.
///
/// The prefetcher owns the newest feed (`latest`): every request — `prefetch(rowsThrough:)`,
/// `waitForRows(through:)`, `updateWaiting(to:)` — runs on the workers' coordinator queue, one at a
/// time in the order made, and moves `latest` forward from where the previous request left it. So the
/// rows laid out, and the counters, depend only on the sequence of requests, not on thread timing
/// (once `drain()` has returned); only *when* a result is ready, so whether the main thread has to
/// wait for it, depends on timing.
///
/// Use from the main actor, per frame: `latest` (non-blocking) to pick up finished work and show it
/// with `FeedMounter.adopt(_:anchored:)`; if a row the viewport needs is not laid out in the feed shown
/// (`ComponentFeed.laidOutPrefix`), `waitForRows(through:)` (blocking: the frame model's wait); then
/// `prefetch(rowsThrough:)` for the new window (non-blocking).
///
/// ## Thread contract
/// `Sendable`; every method may be called from any thread except the workers' own queues. `prefetch`,
/// `latest` and the counters never block; `waitForRows`, `updateWaiting` and `drain` block the caller
/// until the coordinator has run every earlier request and theirs. The state is guarded by a `Mutex`.
public final class FeedPrefetcher: Sendable {
    public let workers: LayoutWorkers

    private struct State {
        var latest: ComponentFeed
        var storiesBuilt = 0
        var layoutsComputed = 0
        var requests = 0
    }

    private let state: Mutex<State>

    /// A prefetcher whose newest feed is `feed` (usually `ComponentFeed(estimating:environment:)`).
    public init(feed: ComponentFeed, workers: LayoutWorkers) {
        self.workers = workers
        state = Mutex(State(latest: feed))
    }

    /// The newest feed finished so far (non-blocking). Its store is the one of the last
    /// `updateWaiting(to:)`; it holds at least the layouts of every request that has finished.
    public var latest: ComponentFeed { state.withLock { $0.latest } }

    /// Story component trees built by finished requests.
    public var storiesBuilt: Int { state.withLock { $0.storiesBuilt } }

    /// Layouts computed by finished requests.
    public var layoutsComputed: Int { state.withLock { $0.layoutsComputed } }

    /// Requests made so far (prefetches, waits and updates).
    public var requestCount: Int { state.withLock { $0.requests } }

    /// Starts laying out, on the workers, every row from position 0 through the row holding the point
    /// `bottom` that has no layout yet (`ComponentFeed.layingOut(rowsThrough:workers:)` on `latest` when
    /// the request runs). Returns at once; the result shows in `latest` when done.
    public func prefetch(rowsThrough bottom: Double) {
        state.withLock { $0.requests += 1 }
        workers.enqueue { [self] in
            _ = layOut(through: bottom)
        }
    }

    /// Lays out every row through the point `bottom` (as `prefetch(rowsThrough:)`) and returns the
    /// newest feed once it is done; the calling thread waits for every earlier request too.
    public func waitForRows(through bottom: Double) -> ComponentFeed {
        state.withLock { $0.requests += 1 }
        return workers.runAndWait { [self] in layOut(through: bottom) }
    }

    /// Moves the newest feed to `next` (`ComponentFeed.updating(to:workers:)` on `latest`, after every
    /// earlier request) while the calling thread waits; the update's `previous` is `shown`, the feed
    /// the caller's mounter shows, so `FeedMounter.apply(_:)` can show the result.
    /// `next` must descend from `latest.store` (`shown.store` when no update is pending).
    public func updateWaiting(to next: FeedStore, from shown: ComponentFeed) -> ComponentFeedUpdate {
        state.withLock { $0.requests += 1 }
        let update = workers.runAndWait { [self] in
            let update = state.withLock { $0.latest }.updating(to: next, workers: workers)
            record(update)
            return update
        }
        return ComponentFeedUpdate(
            previous: shown, feed: update.feed, rebuiltStoryIDs: update.rebuiltStoryIDs,
            storiesBuilt: update.storiesBuilt, layoutsComputed: update.layoutsComputed,
            positionsInsertedAtTop: max(0, next.count - shown.count))
    }

    /// Waits until every request made so far has finished (for reading the counters).
    public func drain() {
        workers.runAndWait {}
    }

    /// On the coordinator: lays out `latest` through `bottom` and publishes the result.
    private func layOut(through bottom: Double) -> ComponentFeed {
        let update = state.withLock { $0.latest }.layingOut(rowsThrough: bottom, workers: workers)
        record(update)
        return update.feed
    }

    /// On the coordinator: makes `update.feed` the newest feed and counts its work.
    private func record(_ update: ComponentFeedUpdate) {
        state.withLock {
            $0.latest = update.feed
            $0.storiesBuilt += update.storiesBuilt
            $0.layoutsComputed += update.layoutsComputed
        }
    }
}
