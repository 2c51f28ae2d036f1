import Feed
import FeedState
import FlexLayout
import HashTreeCollections

/// The components pipeline's view of one `FeedStore`: the layout of every top-level position at one
/// width, and where each row sits when the rows are stacked from y = 0.
///
/// Layouts are held once per distinct top-level story, under their `StoryLayoutKey` (id, revision,
/// width): a story shown at two positions is laid out once, and a story an edit did not reach keeps
/// its layout value across updates. Make the first one with `init(environment:)` (an empty feed) and
/// `updating(to:workers:)` / `update(to:workers:)` to the initial store.
///
/// ## Partial layout (the prefetch window)
/// A feed may hold layouts for only some positions (`ComponentFeed(estimating:environment:)`, then
/// `layingOut(rowsThrough:workers:)`): a position without a layout for its current key has the height
/// `estimatedRowHeight` (a fixed parameter, 300 pt by default, not the mean of the laid-out rows, so
/// that an estimate does not change when other rows are laid out), so every row has offsets, as in a
/// table view with estimated heights. `row(at:)` is `nil` for such a position and `FeedMounter` does
/// not mount it. When a layout replaces an estimate, the rows below move by the height difference.
///
/// ## Cost of a prefetch step
/// Laying out k more rows of the same store costs O(k log n) for the layouts (a persistent
/// `TreeDictionary`, so the feed being shown is not copied) and, for the row offsets, one chunk per
/// changed row plus the chunk starts (`RowOffsets`): the cost per story of a scroll stays flat from 100
/// to 10,000 stories (`feedbench harness-bench`). A new store (an edit) recomputes everything, O(n).
///
/// An immutable `Sendable` value: built on the workers, read on the main actor.
public struct ComponentFeed: Sendable {
    /// The height given to a row without a layout, when none is chosen: 300 pt.
    public static let defaultEstimatedRowHeight = 300.0
    /// The store these layouts show.
    public let store: FeedStore
    public let environment: StoryLayoutEnvironment
    /// The layout of every distinct top-level story, by id.
    let layoutsByID: TreeDictionary<StoryID, StoryRowLayout>
    /// Each position's row height (its layout's, or the estimate) and where its row starts.
    let offsets: RowOffsets
    /// The positions of each top-level id in `store` (shared by every feed of that store).
    let index: RowIndex
    /// The height of a row whose story has no layout for its current key.
    public let estimatedRowHeight: Double
    /// The number of leading positions (from 0) that are laid out: rows `0..<laidOutPrefix` all have
    /// their layout, so their offsets are final.
    public let laidOutPrefix: Int

    /// An empty feed at `environment`'s width.
    public init(environment: StoryLayoutEnvironment, estimatedRowHeight: Double = Self.defaultEstimatedRowHeight) {
        self.init(store: FeedStore(), environment: environment, layoutsByID: [:],
                  estimatedRowHeight: estimatedRowHeight)
    }

    /// `store` with no row laid out: every row has the height `estimatedRowHeight`. Lay rows out with
    /// `layingOut(rowsThrough:workers:)` (or `FeedPrefetcher`).
    /// - Complexity: O(n) in the positions.
    public init(estimating store: FeedStore, environment: StoryLayoutEnvironment,
                estimatedRowHeight: Double = Self.defaultEstimatedRowHeight) {
        self.init(store: store, environment: environment, layoutsByID: [:], estimatedRowHeight: estimatedRowHeight)
    }

    /// A feed whose offsets are computed from `layoutsByID` (a layout counts only for its story's
    /// current key in `store`; other rows get `estimatedRowHeight`).
    /// - Complexity: O(n) in the positions.
    init(store: FeedStore, environment: StoryLayoutEnvironment, layoutsByID: TreeDictionary<StoryID, StoryRowLayout>,
         estimatedRowHeight: Double) {
        var heights: [Double] = []
        heights.reserveCapacity(store.count)
        var prefix = 0
        var prefixOpen = true
        for id in store.topLevelIDs {
            if let layout = layoutsByID[id], Self.isCurrent(layout, in: store, width: environment.width) {
                heights.append(layout.height)
                if prefixOpen { prefix += 1 }
            } else {
                heights.append(estimatedRowHeight)
                prefixOpen = false
            }
        }
        self.store = store
        self.environment = environment
        self.layoutsByID = layoutsByID
        self.offsets = RowOffsets(heights: heights)
        self.index = RowIndex(store.topLevelIDs)
        self.estimatedRowHeight = estimatedRowHeight
        self.laidOutPrefix = prefix
    }

    /// This feed, same store, with `rows` (layouts of its stories' current keys) added.
    /// - Complexity: O(k log n) for k rows, plus `RowOffsets.setting` for the heights that changed,
    ///   plus the rows the laid-out prefix grows by.
    func adding(_ rows: [StoryRowLayout]) -> ComponentFeed {
        var layouts = layoutsByID
        var changes: [(row: Int, height: Double)] = []
        for row in rows where Self.isCurrent(row, in: store, width: environment.width) {
            layouts[row.key.storyID] = row
            for position in index.positions(of: row.key.storyID) where offsets.height(at: position) != row.height {
                changes.append((position, row.height))
            }
        }
        var prefix = laidOutPrefix
        while prefix < store.count, let layout = layouts[store.topLevelIDs[prefix]],
              Self.isCurrent(layout, in: store, width: environment.width) {
            prefix += 1
        }
        return ComponentFeed(store: store, environment: environment, layoutsByID: layouts,
                             offsets: offsets.setting(changes), index: index, estimatedRowHeight: estimatedRowHeight,
                             laidOutPrefix: prefix)
    }

    private init(store: FeedStore, environment: StoryLayoutEnvironment, layoutsByID: TreeDictionary<StoryID, StoryRowLayout>,
                 offsets: RowOffsets, index: RowIndex, estimatedRowHeight: Double, laidOutPrefix: Int) {
        self.store = store
        self.environment = environment
        self.layoutsByID = layoutsByID
        self.offsets = offsets
        self.index = index
        self.estimatedRowHeight = estimatedRowHeight
        self.laidOutPrefix = laidOutPrefix
    }

    /// Whether `layout` is the layout of its story's current key in `store` at `width`.
    static func isCurrent(_ layout: StoryRowLayout, in store: FeedStore, width: Double) -> Bool {
        guard let revision = store.revision(of: layout.key.storyID) else { return false }
        return layout.key == StoryLayoutKey(storyID: layout.key.storyID, revision: revision, width: width)
    }

    /// Whether the row at `position` has the layout of its story's current key (its height is not an
    /// estimate); `false` outside `0..<count`.
    /// - Complexity: O(1).
    public func isLaidOut(at position: Int) -> Bool {
        row(at: position) != nil
    }

    /// Whether every row has its layout.
    public var isFullyLaidOut: Bool { laidOutPrefix == count }

    /// The number of top-level positions.
    public var count: Int { store.count }

    /// The height of all rows stacked.
    public var contentHeight: Double { offsets.contentHeight }

    /// The laid-out row at a top-level position; `nil` outside `0..<count`, or when the position has
    /// no layout for its story's current key (its height is an estimate).
    /// - Complexity: O(1).
    public func row(at position: Int) -> StoryRowLayout? {
        guard store.topLevelIDs.indices.contains(position),
              let layout = layoutsByID[store.topLevelIDs[position]],
              Self.isCurrent(layout, in: store, width: environment.width)
        else { return nil }
        return layout
    }

    /// The frame of a position's row in feed coordinates (full width, stacked); `nil` outside `0..<count`.
    /// - Complexity: O(1).
    public func rowFrame(at position: Int) -> Rect? {
        guard store.topLevelIDs.indices.contains(position), position < offsets.count else { return nil }
        let top = offsets.top(position)
        return Rect(x: 0, y: top, width: environment.width, height: offsets.top(position + 1) - top)
    }

    /// The positions whose rows intersect the viewport's vertical span, in order. Rows of zero height
    /// at the edges are not included.
    /// - Complexity: O(log n).
    public func positions(visibleIn viewport: FeedViewport) -> Range<Int> {
        guard count > 0, viewport.height > 0 else { return 0..<0 }
        let top = viewport.offset
        let bottom = viewport.offset + viewport.height
        // The first row whose bottom is below the viewport's top.
        let first = firstIndex(in: 1..<(offsets.count + 1)) { offsets.top($0) > top } - 1
        // The first row whose top is at or below the viewport's bottom.
        let end = firstIndex(in: 0..<count) { offsets.top($0) >= bottom }
        return first < end ? first..<end : first..<first
    }

    /// The first index of `range` where `predicate` holds (it must be monotonic), or `range.upperBound`.
    private func firstIndex(in range: Range<Int>, where predicate: (Int) -> Bool) -> Int {
        var low = range.lowerBound
        var high = range.upperBound
        while low < high {
            let mid = (low + high) / 2
            if predicate(mid) { high = mid } else { low = mid + 1 }
        }
        return low
    }
}
