import Feed
import FeedState
import Synchronization
import Views

/// The components pipeline's off-main side: it owns the newest `FeedLayouts` (`latest`) and moves it
/// forward on the workers, one request at a time, in the order the requests were made:
/// - `prefetch(_:)` / `wait(for:)`: a `FeedWindow` (rows measured and laid out ahead of the viewport,
///   layouts far from it dropped);
/// - `submit(_:)`: a new store from the feed model (an edit): the stories it changed are rebuilt and laid
///   out, and the result is queued as a changeset for the main actor to mount (`takeReady()`);
/// - `layout(ofStory:)`: one story's layout for a detail screen.
///
/// Every request runs on the workers' coordinator queue and starts from where the previous one left
/// `latest`, so the rows laid out and the counters depend only on the sequence of requests, not on
/// thread timing (once `drain()` has returned); only *when* a result is ready, and so whether the main
/// thread has to wait for it, depends on timing.
///
/// ## Thread contract
/// `Sendable`; every method may be called from any thread except the workers' own queues. `prefetch`,
/// `submit`, `takeReady`, `latest` and `counters` never block; `wait(for:)`, `layout(ofStory:)` and
/// `drain()` block the caller until the coordinator has run every earlier request and theirs. The state
/// is guarded by a `Mutex`.
public final class FeedPrefetcher: Sendable {
    public let workers: LayoutWorkers

    /// The deterministic counts of the work the requests did: the sum of every update's `work`, and of the
    /// detail layouts.
    public struct Counters: Hashable, Sendable, Codable {
        /// Requests made (windows, waits, updates, detail layouts).
        public var requests = 0
        public var work = FeedLayoutWork()

        public init() {}
    }

    private struct State {
        var latest: FeedLayouts
        /// Bumped each time `latest` is replaced, so a reader can tell a newer feed without comparing feeds.
        var generation = 0
        /// The request that made `latest` (0: none yet).
        var latestRequest = 0
        /// Changesets finished and not taken yet, oldest first.
        var ready: [FeedLayoutsUpdate] = []
        var counters = Counters()
    }

    private let state: Mutex<State>

    /// A prefetcher whose newest feed is `feed` (usually `FeedLayouts(estimating:environment:)`).
    public init(feed: FeedLayouts, workers: LayoutWorkers) {
        self.workers = workers
        state = Mutex(State(latest: feed))
    }

    /// The newest feed finished so far (non-blocking): its store is the one of the last finished
    /// `submit`; it holds at least the rows of every request that has finished.
    public var latest: FeedLayouts { state.withLock { $0.latest } }

    /// `latest`, its generation (bumped each time a request publishes a feed) and the request that made
    /// it (requests are numbered from 1 as they are made: `Counters.requests` once made), non-blocking.
    public var snapshot: (feed: FeedLayouts, generation: Int, request: Int) {
        state.withLock { ($0.latest, $0.generation, $0.latestRequest) }
    }

    /// The generation of `latest` (non-blocking): a reader that has shown this generation has nothing newer
    /// to show, and need not copy the feed out to find out.
    public var generation: Int { state.withLock { $0.generation } }

    /// Whether a changeset is waiting in `takeReady()` (non-blocking).
    public var hasReady: Bool { state.withLock { !$0.ready.isEmpty } }

    /// The work of the finished requests, and the requests made.
    public var counters: Counters { state.withLock { $0.counters } }

    /// Starts `window` on the workers (`FeedLayouts.layingOut(_:workers:)` on `latest` when the
    /// request runs). Returns at once; the result shows in `latest` when done.
    public func prefetch(_ window: FeedWindow) {
        let request = count()
        workers.enqueue(request: request) { [self] in _ = layOut(window, request: request) }
    }

    /// Does `window` (as `prefetch(_:)`) and returns the newest feed once it is done; the calling thread
    /// waits for every earlier request too.
    public func wait(for window: FeedWindow) -> FeedLayouts {
        let request = count()
        return workers.runAndWait(request: request) { [self] in layOut(window, request: request) }
    }

    /// Starts moving the newest feed to `next` (`FeedLayouts.updating(to:workers:)` on `latest`, after
    /// every earlier request). Returns at once; the changeset joins `takeReady()` when done.
    /// `next` must descend from the store of the last `submit` (or the initial one) by one edit or more.
    public func submit(_ next: FeedStore) {
        let request = count()
        workers.enqueue(request: request) { [self] in
            var update = state.withLock { $0.latest }.updating(to: next, workers: workers)
            update.request = request
            state.withLock {
                $0.latest = update.feed
                $0.latestRequest = request
                $0.generation += 1
                $0.counters.work.add(update.work)
                $0.ready.append(update)
            }
        }
    }

    /// The changesets finished since the last call, oldest first (non-blocking).
    public func takeReady() -> [FeedLayoutsUpdate] {
        state.withLock { state in
            defer { state.ready = [] }
            return state.ready
        }
    }

    /// The layout of the story `id` in the newest store, at its current key: the kept one when the newest
    /// feed has it, else laid out now on a worker (any story of the store, nested ones included); `nil`
    /// for an id the store does not hold. The calling thread waits for every earlier request too.
    public func layout(ofStory id: StoryID) -> StoryRowLayout? {
        let request = count()
        return workers.runAndWait(request: request) { [self] () -> StoryRowLayout? in
            let feed = state.withLock { $0.latest }
            if let kept = feed.layout(ofStory: id) { return kept }
            guard let row = feed.rowLayouts(of: [id], in: feed.store, workers: workers).first else { return nil }
            state.withLock {
                $0.counters.work.storiesBuilt += 1
                $0.counters.work.layoutsComputed += 1
            }
            return row
        }
    }

    /// Waits until every request made so far has finished (for reading the counters).
    public func drain() {
        workers.runAndWait {}
    }

    /// Counts a request made; returns its number.
    private func count() -> Int {
        state.withLock {
            $0.counters.requests += 1
            return $0.counters.requests
        }
    }

    /// On the coordinator: does `window` on `latest` and publishes the result, made by `request`.
    private func layOut(_ window: FeedWindow, request: Int) -> FeedLayouts {
        let update = state.withLock { $0.latest }.layingOut(window, workers: workers)
        state.withLock {
            $0.latest = update.feed
            $0.latestRequest = request
            $0.generation += 1
            $0.counters.work.add(update.work)
        }
        return update.feed
    }
}
