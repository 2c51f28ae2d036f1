import Feed
import FeedState
import HashTreeCollections

extension FeedLayouts {
    /// This feed moved to `next`, a store that descends from this feed's by edits: the stories the
    /// edits reached are measured again on the workers, every other row is kept as is.
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
    /// - Complexity: the rebuilt stories' build and layout, plus, when the positions stay (a like, a
    ///   comment), O(k log n) for the k rebuilt rows and `RowOffsets.setting` for their heights: a
    ///   story an edit did not reach keeps its height, so only the rebuilt rows' offsets are patched.
    ///   An insertion moves every position: O(n) for the index and the offsets.
    public func updating(to next: FeedStore, workers: LayoutWorkers) -> FeedLayoutsUpdate {
        // An edit that inserts nothing keeps the positions (the same array buffer: compared in O(1)).
        guard next.topLevelIDs == store.topLevelIDs else { return inserting(to: next, workers: workers) }
        let rebuilt = rowLayouts(of: staleStoryIDs(in: next, index: index), in: next, workers: workers)
        let moved = FeedLayouts(
            store: next, environment: environment, rows: rows, offsets: offsets, index: index,
            estimatedRowHeight: estimatedRowHeight, measuredPrefix: measuredPrefix, retainedPositions: retainedPositions)
        // Only rebuilt rows can be outside the retained positions: their layouts are dropped on the way in.
        var dropped = 0
        let feed = moved.measuring(rebuilt, retainedPositions: retainedPositions) { row in
            guard let retained = retainedPositions,
                  !index.positions(of: row.key.storyID).contains(where: retained.contains)
            else { return true }
            dropped += 1
            return false
        }
        let (drawn, drawing) = feed.drawing(redrawn(rebuilt).map(\.id), reusing: redrawnBitmaps(rebuilt), workers: workers)
        return FeedLayoutsUpdate(
            previous: self, feed: drawn, rebuiltStoryIDs: rebuilt.map(\.key.storyID), positionsInsertedAtTop: 0,
            offsetSums: feed.offsets.sums,
            work: FeedLayoutWork(storiesBuilt: rebuilt.count, layoutsComputed: rebuilt.count, layoutsDropped: dropped,
                                 rowsDrawn: drawing.rows, drawn: drawing.counts))
    }

    /// Of the rows `rebuilt`, the stories whose rows this feed had drawn ahead, with those bitmaps: a changeset
    /// draws them again on the workers (keeping the bitmaps of what did not change), so the main thread
    /// mounting it only attaches them.
    private func redrawn(_ rebuilt: [StoryRowLayout]) -> [(id: StoryID, bitmaps: RowBitmaps)] {
        rebuilt.compactMap { row in rows[row.key.storyID]?.bitmaps.map { (row.key.storyID, $0) } }
    }

    private func redrawnBitmaps(_ rebuilt: [StoryRowLayout]) -> [StoryID: RowBitmaps] {
        Dictionary(redrawn(rebuilt).map { ($0.id, $0.bitmaps) }, uniquingKeysWith: { first, _ in first })
    }

    /// `updating(to:workers:)` when the positions changed (stories inserted at the top): the index and
    /// the offsets are rebuilt for the new positions.
    /// - Complexity: the rebuilt stories' build and layout, plus O(n) in the positions.
    private func inserting(to next: FeedStore, workers: LayoutWorkers) -> FeedLayoutsUpdate {
        let inserted = max(0, next.count - store.count)
        let index = RowIndex(next.topLevelIDs)
        let rebuilt = rowLayouts(of: staleStoryIDs(in: next, index: index), in: next, workers: workers)
        var measured = rows
        for row in rebuilt {
            measured[row.key.storyID] = MeasuredRow(row, keepsLayout: true)
        }
        let retained = retainedPositions.map { ($0.lowerBound + inserted)..<($0.upperBound + inserted) }
        let moved = FeedLayouts(store: next, environment: environment, rows: measured, index: index,
                                  estimatedRowHeight: estimatedRowHeight, retainedPositions: nil)
        let (kept, dropped) = moved.retaining(retained)
        let (feed, drawing) = kept.drawing(redrawn(rebuilt).map(\.id), reusing: redrawnBitmaps(rebuilt), workers: workers)
        return FeedLayoutsUpdate(
            previous: self, feed: feed, rebuiltStoryIDs: rebuilt.map(\.key.storyID), positionsInsertedAtTop: inserted,
            offsetSums: feed.offsets.sums,
            work: FeedLayoutWork(storiesBuilt: rebuilt.count, layoutsComputed: rebuilt.count, layoutsDropped: dropped,
                                 rowsDrawn: drawing.rows, drawn: drawing.counts))
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
