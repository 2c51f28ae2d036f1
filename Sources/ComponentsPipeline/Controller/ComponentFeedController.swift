import Components
import FeedState
import Streams
import Views

/// The components pipeline for one feed on screen: the current store, its `ComponentFeed` (layouts,
/// built on the workers) and the `FeedMounter` that shows it.
///
/// An update goes: new store (an edit applied on the main actor) → `ComponentFeed.update` on the
/// workers (only the stories the edit changed or inserted are rebuilt and laid out) → back on the
/// main actor, `FeedMounter.apply` remounts the rows whose layout key changed and moves those below.
/// Updates are applied one at a time in the order they were asked for, each from the feed the
/// previous one left, even when callers do not await them in turn.
///
/// Thread: main actor. The build and layout work never runs on it.
@MainActor
public final class ComponentFeedController {
    public let workers: LayoutWorkers
    public let feedMounter: FeedMounter
    /// The store of the latest update asked for (possibly not mounted yet).
    public private(set) var store: FeedStore
    /// The feed mounted now.
    public var feed: ComponentFeed { feedMounter.feed }
    /// The update under way, which the next one waits for.
    private var pending: Task<FeedUpdateReport, Never>?

    /// Lays out `store` on the workers (every top-level story) and mounts the rows `viewport` shows.
    public init(
        store: FeedStore, environment: StoryLayoutEnvironment, viewport: FeedViewport, viewContext: ViewContext,
        workers: LayoutWorkers
    ) async {
        self.workers = workers
        self.store = store
        let first = await ComponentFeed(environment: environment).update(to: store, workers: workers)
        feedMounter = FeedMounter(feed: first.feed, viewport: viewport, context: viewContext)
    }

    /// Applies `edit` to the latest store and shows the result; returns its counters once mounted.
    @discardableResult
    public func apply(_ edit: FeedEdit) async -> FeedUpdateReport {
        await show(edit.apply(to: store))
    }

    /// Shows `next`, a store that descends by edits from the latest one (for example the value of the
    /// `FeedModel` this controller follows); returns the counters once mounted.
    @discardableResult
    public func show(_ next: FeedStore) async -> FeedUpdateReport {
        store = next
        let previous = pending
        let task = Task<FeedUpdateReport, Never> { @MainActor [workers, feedMounter] in
            _ = await previous?.value
            let update = await feedMounter.feed.update(to: next, workers: workers)
            return FeedUpdateReport(layout: update, mount: feedMounter.apply(update))
        }
        pending = task
        return await task.value
    }

    /// Follows `model`: each new store it announces is shown (on the main actor, after the updates
    /// asked for before). A store not newer than the latest one asked for is ignored, so stores that
    /// arrive out of order, or that `apply` already showed, cost nothing. The observation ends when
    /// this controller is deallocated or the returned token is cancelled.
    @discardableResult
    public func follow(_ model: FeedModel) -> Observation {
        model.changes.observe(with: self) { controller, next in
            Task { @MainActor in
                guard next.revision > controller.store.revision else { return }
                await controller.show(next)
            }
        }
    }

    /// Returns once every update asked for so far is mounted.
    public func waitUntilIdle() async {
        _ = await pending?.value
    }
}
