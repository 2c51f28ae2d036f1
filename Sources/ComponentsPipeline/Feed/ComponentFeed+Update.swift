import Feed
import FeedState

extension ComponentFeed {
    /// This feed moved to `next`: the stories whose layout key changed are built and laid out on the
    /// workers, every other layout is reused as is, and the row offsets are recomputed.
    ///
    /// Which stories: when `next` is one edit ahead of this feed's store (its revision is one more),
    /// only the edit's `lastChange.changedStoryIDs` and `insertedStoryIDs` are candidates, and a
    /// candidate is rebuilt when its `(id, revision, width)` has no layout yet. Otherwise (the first
    /// store, several edits at once), every distinct top-level story is checked against its key.
    /// `next` must descend from this feed's store by edits (revisions are compared, not contents).
    /// On a partly laid-out feed, a store one edit ahead lays out only the edit's stories (the other
    /// rows keep their estimates); any other store lays out every row.
    ///
    /// Thread: blocks the calling thread while the workers run; call it off the main thread
    /// (`update(to:workers:)` and `updateWaiting(to:workers:)` do), never from a worker queue.
    /// - Complexity: the rebuilt stories' build and layout, plus O(n) in the positions for the offsets.
    public func updating(to next: FeedStore, workers: LayoutWorkers) -> ComponentFeedUpdate {
        let (feed, rebuilt) = laidOut(staleStoryIDs(in: next), in: next, workers: workers)
        return ComponentFeedUpdate(
            previous: self, feed: feed, rebuiltStoryIDs: rebuilt.map(\.key.storyID), storiesBuilt: rebuilt.count,
            layoutsComputed: rebuilt.count, positionsInsertedAtTop: max(0, next.count - store.count))
    }

    /// This feed with every row from position 0 down to the row that holds the point `bottom` laid out
    /// (rows ending at or above `bottom`, and the row crossing it), the store unchanged. Rows below keep
    /// what they had (layouts or estimates).
    ///
    /// Laying out a row replaces its estimate, which moves the rows below it, so this repeats until the
    /// rows through `bottom` are all laid out (each round lays out at least one row, so it ends). Rows
    /// above are included so that the offsets down to `bottom` are final, equal to those of the fully
    /// laid-out feed.
    ///
    /// Thread: blocks the calling thread while the workers run, like `updating(to:workers:)`; call it
    /// off the main thread (`FeedPrefetcher` does), never from a worker queue.
    /// - Complexity: the laid-out stories' build and layout, plus O(n) per round for the offsets.
    public func layingOut(rowsThrough bottom: Double, workers: LayoutWorkers) -> ComponentFeedUpdate {
        var feed = self
        var rebuiltIDs: [StoryID] = []
        while true {
            let end = feed.positionsThrough(bottom)
            guard feed.laidOutPrefix < end else { break }
            let ids = Set((feed.laidOutPrefix..<end).map { feed.store.topLevelIDs[$0] })
            let pending = ids.filter { feed.layoutKeyIfStale(of: $0) != nil }.sorted()
            guard !pending.isEmpty else { break }
            let rebuilt = feed.rowLayouts(of: pending, in: feed.store, workers: workers)
            feed = feed.adding(rebuilt)
            rebuiltIDs += rebuilt.map(\.key.storyID)
        }
        return ComponentFeedUpdate(
            previous: self, feed: feed, rebuiltStoryIDs: rebuiltIDs.sorted(), storiesBuilt: rebuiltIDs.count,
            layoutsComputed: rebuiltIDs.count, positionsInsertedAtTop: 0)
    }

    /// Whether some row from position 0 through the row holding the point `bottom` has no layout (an
    /// estimated height): then `layingOut(rowsThrough: bottom, workers:)` has work to do.
    /// - Complexity: O(log n).
    public func needsLayout(rowsThrough bottom: Double) -> Bool {
        laidOutPrefix < positionsThrough(bottom)
    }

    /// The number of positions from 0 whose row starts above `bottom` (and at least the first row when
    /// `bottom` is above 0 and the feed is not empty, so a row of the viewport's top is included).
    func positionsThrough(_ bottom: Double) -> Int {
        var low = 0
        var high = count
        while low < high {
            let mid = (low + high) / 2
            if offsets.top(mid) < bottom { low = mid + 1 } else { high = mid }
        }
        return max(low, min(1, count))
    }

    /// The key `id` should be laid out for in this feed's store when its layout is missing or stale;
    /// `nil` when the layout is current or the id is unknown.
    func layoutKeyIfStale(of id: StoryID) -> StoryLayoutKey? {
        guard let revision = store.revision(of: id) else { return nil }
        let key = StoryLayoutKey(storyID: id, revision: revision, width: environment.width)
        return layoutsByID[id]?.key == key ? nil : key
    }

    /// The stories `ids` of `next` built and laid out on the workers, over this feed's layouts, and
    /// the feed of `next` with them.
    private func laidOut(_ ids: [StoryID], in next: FeedStore, workers: LayoutWorkers)
        -> (ComponentFeed, [StoryRowLayout]) {
        let rebuilt = rowLayouts(of: ids, in: next, workers: workers)
        var layouts = layoutsByID
        for row in rebuilt {
            layouts[row.key.storyID] = row
        }
        let feed = ComponentFeed(store: next, environment: environment, layoutsByID: layouts,
                                 estimatedRowHeight: estimatedRowHeight)
        return (feed, rebuilt)
    }

    /// The stories `ids` of `next` built and laid out on the workers, one job each, in `ids` order.
    private func rowLayouts(of ids: [StoryID], in next: FeedStore, workers: LayoutWorkers) -> [StoryRowLayout] {
        let environment = environment
        let jobs = ids.compactMap { id -> (Story, StoryLayoutKey)? in
            guard let story = next[id], let revision = next.revision(of: id) else { return nil }
            return (story, StoryLayoutKey(storyID: id, revision: revision, width: environment.width))
        }
        return workers.map(jobs) { job, worker in
            StoryRowLayout(key: job.1, layout: environment.layOut(job.0, on: workers, worker: worker))
        }
    }

    /// `updating(to:workers:)` on the workers' coordinator queue; the result comes back to the caller's
    /// isolation (the main actor, for the pipeline) without blocking it.
    public func update(to next: FeedStore, workers: LayoutWorkers) async -> ComponentFeedUpdate {
        await workers.run { self.updating(to: next, workers: workers) }
    }

    /// `updating(to:workers:)` on the workers' coordinator queue while the calling thread waits: for a
    /// synchronous main thread (the benchmark), as the frame model's wait for a layout.
    public func updateWaiting(to next: FeedStore, workers: LayoutWorkers) -> ComponentFeedUpdate {
        workers.runAndWait { self.updating(to: next, workers: workers) }
    }

    /// The distinct top-level stories of `next` whose current key has no layout here, sorted by id.
    func staleStoryIDs(in next: FeedStore) -> [StoryID] {
        let candidates: [StoryID]
        if next.revision == store.revision + 1, let change = next.lastChange {
            candidates = Array(change.changedStoryIDs.union(change.insertedStoryIDs))
        } else {
            candidates = Array(Set(next.topLevelIDs))
        }
        return candidates.filter { id in
            guard let revision = next.revision(of: id) else { return false }
            return layoutsByID[id]?.key != StoryLayoutKey(storyID: id, revision: revision, width: environment.width)
        }.sorted()
    }
}
