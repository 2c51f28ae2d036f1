import Feed
import FeedState
import HashTreeCollections

extension FeedLayouts {
    /// This feed moved to `next`, a store that descends from this feed's by edits: the stories the
    /// edits reached are measured again on the workers, every other row is kept as is, and the offsets
    /// are recomputed.
    ///
    /// Which stories: when `next` is one edit ahead of this feed's store (its revision is one more), the
    /// edit's inserted stories, and those of its changed stories that were measured before (a story
    /// never measured keeps its estimate until it is). Otherwise (several edits at once), every measured
    /// story whose key changed. Revisions are compared, not contents. A re-measured row keeps its layout
    /// only where this feed kept layouts (`retainedPositions`, shifted by the positions inserted at the
    /// top).
    ///
    /// Thread: blocks the calling thread while the workers run; call it off the main thread
    /// (`FeedPrefetcher` does), never from a worker queue.
    /// - Complexity: the rebuilt stories' build and layout, plus O(n) in the positions for the offsets.
    public func updating(to next: FeedStore, workers: LayoutWorkers) -> FeedLayoutsUpdate {
        let inserted = max(0, next.count - store.count)
        // An edit that inserts nothing keeps the positions (the same array buffer: compared in O(1)).
        let index = next.topLevelIDs == store.topLevelIDs ? self.index : RowIndex(next.topLevelIDs)
        let ids = staleStoryIDs(in: next, index: index)
        let rebuilt = rowLayouts(of: ids, in: next, workers: workers)
        var measured = rows
        for row in rebuilt {
            measured[row.key.storyID] = MeasuredRow(row, keepsLayout: true)
        }
        let retained = retainedPositions.map { ($0.lowerBound + inserted)..<($0.upperBound + inserted) }
        let moved = FeedLayouts(store: next, environment: environment, rows: measured, index: index,
                                  estimatedRowHeight: estimatedRowHeight, retainedPositions: nil)
        let (feed, dropped) = moved.retaining(retained)
        return FeedLayoutsUpdate(
            previous: self, feed: feed, rebuiltStoryIDs: rebuilt.map(\.key.storyID), storiesBuilt: rebuilt.count,
            layoutsComputed: rebuilt.count, layoutsRecomputed: 0, layoutsDropped: dropped,
            positionsInsertedAtTop: inserted)
    }

    /// The stories of `next` to measure again, sorted by id (see `updating(to:workers:)`).
    func staleStoryIDs(in next: FeedStore, index: RowIndex) -> [StoryID] {
        let candidates: Set<StoryID>
        let inserted: Set<StoryID>
        if next.revision == store.revision + 1, let change = next.lastChange {
            inserted = Set(change.insertedStoryIDs)
            candidates = change.changedStoryIDs.union(inserted)
        } else {
            inserted = []
            candidates = Set(rows.keys.map { $0 })
        }
        return candidates.filter { id in
            guard let revision = next.revision(of: id), !index.positions(of: id).isEmpty else { return false }
            let key = StoryLayoutKey(storyID: id, revision: revision, width: environment.width)
            guard let row = rows[id] else { return inserted.contains(id) }
            return row.key != key
        }.sorted()
    }
}
