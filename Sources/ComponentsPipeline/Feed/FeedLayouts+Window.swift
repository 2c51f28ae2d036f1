import Components
import Feed
import FeedState
import HashTreeCollections
import Views

extension FeedLayouts {
    /// This feed with `window` done (the store unchanged): every row from position 0 through the row
    /// holding the point `window.bottom` measured, the rows overlapping `window.top..<window.bottom`
    /// laid out, then every layout outside `window.retain` dropped (heights kept).
    ///
    /// Measuring a row replaces its estimate, which moves the rows below it, so this repeats until the
    /// rows through `bottom` are all measured (each round measures at least one row, so it ends). Each
    /// round lays out its rows in one batch, split across the workers.
    ///
    /// Thread: blocks the calling thread while the workers run; call it off the main thread
    /// (`FeedPrefetcher` does), never from a worker queue.
    /// - Complexity: the laid-out stories' build and layout, plus O(k log n) for k rows and the offsets'
    ///   chunks; dropping layouts costs O(positions that leave the retained range).
    public func layingOut(_ window: FeedWindow, workers: LayoutWorkers) -> FeedLayoutsUpdate {
        var feed = self
        var laidOut: [StoryRowLayout] = []
        var recomputed = 0
        var sums = 0
        while true {
            let end = feed.positionsThrough(window.bottom)
            var pending = Set<StoryID>()
            for position in feed.measuredPrefix..<max(feed.measuredPrefix, end) where !feed.isMeasured(at: position) {
                pending.insert(feed.store.topLevelIDs[position])
            }
            for position in feed.positions(overlapping: window.top, window.bottom) where position < end {
                if !feed.isLaidOut(at: position) { pending.insert(feed.store.topLevelIDs[position]) }
            }
            guard !pending.isEmpty else { break }
            let rows = feed.rowLayouts(of: pending.sorted(), in: feed.store, workers: workers)
            recomputed += rows.count { feed.rows[$0.key.storyID]?.key == $0.key }
            feed = feed.adding(rows)
            sums += feed.offsets.sums
            laidOut += rows
        }
        var drawing = (rows: 0, counts: DisplayCounters())
        if let display = window.display {
            let ids = feed.positions(overlapping: display.lowerBound, display.upperBound).map { feed.store.topLevelIDs[$0] }
            (feed, drawing) = feed.drawing(ids, workers: workers)
        }
        let (kept, dropped) = feed.retaining(window.retain.map { feed.positions(overlapping: $0.lowerBound, $0.upperBound) })
        let (final, bitmapsDropped) = kept.keepingBitmaps(
            window.keepDrawn.map { kept.positions(overlapping: $0.lowerBound, $0.upperBound) })
        return FeedLayoutsUpdate(
            previous: self, feed: final, rebuiltStoryIDs: laidOut.map(\.key.storyID).sorted(),
            positionsInsertedAtTop: 0, offsetSums: sums,
            work: FeedLayoutWork(storiesBuilt: laidOut.count, layoutsComputed: laidOut.count, layoutsRecomputed: recomputed,
                                 layoutsDropped: dropped, rowsDrawn: drawing.rows, bitmapsDropped: bitmapsDropped,
                                 drawn: drawing.counts))
    }

    /// This feed with the views of the stories `ids` drawn ahead on the workers (one job per row, in `ids`
    /// order, each story once), where the feed keeps the row's layout and has no bitmaps for it yet; nothing
    /// without a renderer in the environment. A row of `previous` (its bitmaps before an edit rebuilt it)
    /// keeps those whose content did not change. Returns the rows drawn and what drawing them took.
    func drawing(_ ids: [StoryID], reusing previous: [StoryID: RowBitmaps] = [:],
                 workers: LayoutWorkers) -> (FeedLayouts, (rows: Int, counts: DisplayCounters)) {
        guard let renderer = environment.renderer else { return (self, (0, DisplayCounters())) }
        var seen = Set<StoryID>()
        var jobs: [(id: StoryID, layout: ComponentLayout, previous: RowBitmaps?)] = []
        for id in ids where seen.insert(id).inserted {
            guard let row = rows[id], row.bitmaps == nil, let layout = row.layout,
                  Self.isCurrent(row.key, in: store, width: environment.width) else { continue }
            jobs.append((id, layout, previous[id]))
        }
        guard !jobs.isEmpty else { return (self, (0, DisplayCounters())) }
        let environment = environment
        let drawn = workers.map(jobs) { job, worker in
            environment.draw(job.layout, with: renderer, reusing: job.previous, on: workers, worker: worker)
        }
        var measured = rows
        var counts = DisplayCounters()
        for (job, bitmaps) in zip(jobs, drawn) {
            if let row = measured[job.id] { measured[job.id] = row.drawn(bitmaps) }
            counts.add(bitmaps.counts)
        }
        return (with(rows: measured), (jobs.count, counts))
    }

    /// This feed keeping bitmaps only for the rows with a position in `kept` (`nil`: keep every bitmap), and
    /// the number of rows whose bitmaps were dropped. Bitmaps need a layout, so only the retained positions
    /// are looked at.
    /// - Complexity: O(retained positions), or O(n) when every layout is retained.
    func keepingBitmaps(_ kept: Range<Int>?) -> (FeedLayouts, dropped: Int) {
        guard let kept else { return (self, 0) }
        let (measured, dropped) = rowsChanged(outside: kept, where: { $0.bitmaps != nil }) { $0.drawn(nil) }
        return dropped == 0 ? (self, 0) : (with(rows: measured), dropped)
    }

    /// This feed with `rows` in place of its own, everything else (heights included) the same: for rows
    /// that only gained or lost bitmaps.
    func with(rows: TreeDictionary<StoryID, MeasuredRow>) -> FeedLayouts {
        FeedLayouts(store: store, environment: environment, rows: rows, offsets: offsets, index: index,
                    estimatedRowHeight: estimatedRowHeight, measuredPrefix: measuredPrefix,
                    retainedPositions: retainedPositions)
    }

    /// `layingOut(.through(bottom), workers:)`: every row from position 0 through the point `bottom`
    /// measured and laid out, nothing dropped.
    public func layingOut(rowsThrough bottom: Double, workers: LayoutWorkers) -> FeedLayoutsUpdate {
        layingOut(.through(bottom), workers: workers)
    }

    /// Whether `layingOut(window, workers:)` has work to do: a row through `window.bottom` is not
    /// measured, or a row overlapping the window has no layout. (Dropping is not work.)
    /// - Complexity: O(log n) plus the positions overlapping the window.
    public func needsLayout(for window: FeedWindow) -> Bool {
        var nothingKnown = 0..<0
        return needsLayout(for: window, knownLaidOut: &nothingKnown)
    }

    /// `needsLayout(for:)`, skipping the positions of `known`, which the caller found laid out in this feed
    /// before (a feed never changes, so they still are). The positions it finds laid out join `known` when
    /// the two ranges touch, and replace it otherwise. A scroll asks about nearly the same rows frame
    /// after frame: only rows entering the window are looked up (two hashed lookups each).
    /// - Complexity: O(log n) plus the positions overlapping the window and not in `known`.
    func needsLayout(for window: FeedWindow, knownLaidOut known: inout Range<Int>) -> Bool {
        if let display = window.display, environment.renderer != nil,
           needsDrawing(positions(overlapping: display.lowerBound, display.upperBound)) { return true }
        let end = positionsThrough(window.bottom)
        if measuredPrefix < end { return true }
        let overlapping = positions(overlapping: window.top, window.bottom)
        let checked = overlapping.lowerBound..<max(overlapping.lowerBound, min(overlapping.upperBound, end))
        for position in checked where !known.contains(position) && !isLaidOut(at: position) { return true }
        if known.isEmpty || checked.lowerBound > known.upperBound || checked.upperBound < known.lowerBound {
            if !checked.isEmpty { known = checked }
        } else {
            known = Swift.min(known.lowerBound, checked.lowerBound)..<Swift.max(known.upperBound, checked.upperBound)
        }
        return false
    }

    /// Whether a row of `positions` that has a layout lacks its bitmaps (a row without a layout is
    /// `needsLayout`'s to find).
    /// - Complexity: O(log n) per position.
    func needsDrawing(_ positions: Range<Int>) -> Bool {
        for position in positions {
            guard let row = rows[store.topLevelIDs[position]], row.layout != nil,
                  Self.isCurrent(row.key, in: store, width: environment.width) else { continue }
            if row.bitmaps == nil { return true }
        }
        return false
    }

    /// Whether some row from position 0 through the row holding the point `bottom` is not measured.
    /// - Complexity: O(log n).
    public func needsLayout(rowsThrough bottom: Double) -> Bool {
        measuredPrefix < positionsThrough(bottom)
    }

    /// This feed, same store, with `rows` (layouts of its stories' current keys) added; every row keeps
    /// its layout (the caller drops them afterwards).
    /// - Complexity: see `measuring(_:retainedPositions:keepsLayout:)`.
    func adding(_ rows: [StoryRowLayout]) -> FeedLayouts {
        let added = Set(rows.flatMap { index.positions(of: $0.key.storyID) })
        return measuring(rows, retainedPositions: retainedPositions.map { $0.union(added) }) { _ in true }
    }

    /// This feed, same store, with `rows` measured: each row current in the store replaces its story's
    /// row (keeping its layout where `keepsLayout` says), its positions' heights are patched in the
    /// offsets, and the measured prefix grows over the rows now measured. Every other row, height and
    /// offset stays as it is, so the cost depends on the rows given, not on the feed's length.
    /// - Complexity: O(k log n) for k rows, plus `RowOffsets.setting` for the heights that changed,
    ///   plus the positions the measured prefix grows by.
    func measuring(_ rows: [StoryRowLayout], retainedPositions: Range<Int>?,
                   keepsLayout: (StoryRowLayout) -> Bool) -> FeedLayouts {
        var measured = self.rows
        var changes: [(row: Int, height: Double)] = []
        for row in rows where Self.isCurrent(row.key, in: store, width: environment.width) {
            measured[row.key.storyID] = MeasuredRow(row, keepsLayout: keepsLayout(row))
            for position in index.positions(of: row.key.storyID) where offsets.height(at: position) != row.height {
                changes.append((position, row.height))
            }
        }
        var prefix = measuredPrefix
        while prefix < store.count, let row = measured[store.topLevelIDs[prefix]],
              Self.isCurrent(row.key, in: store, width: environment.width) {
            prefix += 1
        }
        return FeedLayouts(
            store: store, environment: environment, rows: measured, offsets: offsets.setting(changes), index: index,
            estimatedRowHeight: estimatedRowHeight, measuredPrefix: prefix, retainedPositions: retainedPositions)
    }

    /// This feed keeping layouts only for the rows with a position in `kept` (`nil`: keep every layout),
    /// and the number of layouts dropped.
    /// - Complexity: O(positions that were retained and are no longer), or O(n) the first time a range
    ///   replaces "everything".
    func retaining(_ kept: Range<Int>?) -> (FeedLayouts, dropped: Int) {
        guard let kept else { return (self, 0) }
        let (measured, dropped) = rowsChanged(outside: kept, where: { $0.layout != nil }) { $0.dropped }
        let feed = FeedLayouts(
            store: store, environment: environment, rows: measured, offsets: offsets, index: index,
            estimatedRowHeight: estimatedRowHeight, measuredPrefix: measuredPrefix, retainedPositions: kept)
        return (feed, dropped)
    }

    /// The rows with `change` applied to each row that `applies` to and that has no position in `kept`, and
    /// how many changed. Only the retained positions are looked at (a row outside them has no layout, so
    /// neither bitmaps), or every row while every layout is retained.
    /// - Complexity: O(positions that were retained and are not in `kept`), or O(n) without a retained range.
    private func rowsChanged(outside kept: Range<Int>, where applies: (MeasuredRow) -> Bool,
                             _ change: (MeasuredRow) -> MeasuredRow) -> (TreeDictionary<StoryID, MeasuredRow>, Int) {
        var measured = rows
        var changed = 0
        func visit(_ id: StoryID) {
            guard let row = measured[id], applies(row) else { return }
            guard !index.positions(of: id).contains(where: kept.contains) else { return }
            measured[id] = change(row)
            changed += 1
        }
        if let retained = retainedPositions {
            for position in retained where !kept.contains(position) && store.topLevelIDs.indices.contains(position) {
                visit(store.topLevelIDs[position])
            }
        } else {
            for id in rows.keys { visit(id) }
        }
        return (measured, changed)
    }

    /// The stories `ids` of `next` built and laid out on the workers, one job each, in `ids` order.
    func rowLayouts(of ids: [StoryID], in next: FeedStore, workers: LayoutWorkers) -> [StoryRowLayout] {
        let environment = environment
        let jobs = ids.compactMap { id -> (Story, StoryLayoutKey)? in
            guard let story = next[id], let revision = next.revision(of: id) else { return nil }
            return (story, StoryLayoutKey(storyID: id, revision: revision, width: environment.width))
        }
        return workers.map(jobs) { job, worker in
            StoryRowLayout(key: job.1, layout: environment.layOut(job.0, on: workers, worker: worker))
        }
    }
}

extension Range<Int> {
    /// The smallest range holding this one and `positions`.
    func union(_ positions: Set<Int>) -> Range<Int> {
        guard let low = positions.min(), let high = positions.max() else { return self }
        return Swift.min(lowerBound, low)..<Swift.max(upperBound, high + 1)
    }
}
