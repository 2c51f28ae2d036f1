import Feed
import FeedState
import StoryComponents

extension ComponentFeed {
    /// This feed moved to `next`: the stories whose layout key changed are built and laid out on the
    /// workers, every other layout is reused as is, and the row offsets are recomputed.
    ///
    /// Which stories: when `next` is one edit ahead of this feed's store (its revision is one more),
    /// only the edit's `lastChange.changedStoryIDs` and `insertedStoryIDs` are candidates, and a
    /// candidate is rebuilt when its `(id, revision, width)` has no layout yet. Otherwise (the first
    /// store, several edits at once), every distinct top-level story is checked against its key.
    /// `next` must descend from this feed's store by edits (revisions are compared, not contents).
    ///
    /// Thread: blocks the calling thread while the workers run; call it off the main thread
    /// (`update(to:workers:)` and `updateWaiting(to:workers:)` do), never from a worker queue.
    /// - Complexity: the rebuilt stories' build and layout, plus O(n) in the positions for the offsets.
    public func updating(to next: FeedStore, workers: LayoutWorkers) -> ComponentFeedUpdate {
        let environment = environment
        let jobs = staleStoryIDs(in: next).compactMap { id -> (Story, StoryLayoutKey)? in
            guard let story = next[id], let revision = next.revision(of: id) else { return nil }
            return (story, StoryLayoutKey(storyID: id, revision: revision, width: environment.width))
        }
        let rebuilt = workers.map(jobs) { story, key in
            let component = StoryComponent.make(story, style: environment.style)
            let layout = component.layoutThatFits(.width(key.width), context: environment.context)
            return StoryRowLayout(key: key, layout: layout)
        }
        var layouts = layoutsByID
        for row in rebuilt {
            layouts[row.key.storyID] = row
        }
        var tops: [Double] = []
        tops.reserveCapacity(next.count + 1)
        var y = 0.0
        for id in next.topLevelIDs {
            tops.append(y)
            y += layouts[id]?.height ?? 0
        }
        tops.append(y)
        let feed = ComponentFeed(store: next, environment: environment, layoutsByID: layouts, rowTops: tops)
        return ComponentFeedUpdate(
            previous: self, feed: feed, rebuiltStoryIDs: rebuilt.map(\.key.storyID), storiesBuilt: rebuilt.count,
            layoutsComputed: rebuilt.count, positionsInsertedAtTop: max(0, next.count - store.count))
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
