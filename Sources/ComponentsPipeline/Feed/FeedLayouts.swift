import Components
import Feed
import FeedState
import Geometry
import HashTreeCollections

/// The components pipeline's view of one `FeedStore`: each top-level position's row height at one
/// width, the layouts of the rows near the viewport, and where each row sits when the rows are stacked
/// from y = 0.
///
/// Rows are held once per distinct top-level story, under their `StoryLayoutKey` (id, revision,
/// width): a story shown at two positions is laid out once, and a story an edit did not reach keeps
/// its row across updates.
///
/// ## Measured rows and kept layouts
/// A row is *measured* when its story was laid out at its current key: its height is final. A measured
/// row *keeps its layout* only while it is near the viewport (`retainedPositions`): farther away the
/// layout is dropped (`FeedLayouts+Window.swift`) and only the height stays, as a table view keeps a
/// row's height but not its cell, so memory stays bounded however long the scroll. A row that comes
/// back is laid out again (`FeedLayoutsUpdate.layoutsRecomputed`); its height does not move, so
/// neither do the rows below.
///
/// A position whose row was never measured has the height `estimatedRowHeight` (a fixed parameter, not
/// the mean of the measured rows, so an estimate never changes when other rows are measured), so every
/// row has offsets, as in a table view with estimated heights. When a measurement replaces an
/// estimate, the rows below move by the difference. `measuredPrefix` counts the leading measured
/// positions: their offsets are final.
///
/// ## Cost
/// Measuring k more rows of the same store costs O(k log n) for the rows (a persistent
/// `TreeDictionary`, so the feed being shown is not copied) and, for the row offsets, one chunk per
/// changed row plus the chunk starts (`RowOffsets`). A new store that keeps the positions (a like, a
/// comment) costs the same for its rebuilt rows: the other rows keep their heights, so their offsets are
/// not recomputed. A new store with stories inserted at the top recomputes the offsets, O(n).
///
/// An immutable `Sendable` value: built on the workers' coordinator, read on the main actor.
public struct FeedLayouts: Sendable {
    /// The height given to a row that was never measured, when none is chosen: 300 pt.
    public static let defaultEstimatedRowHeight = 300.0
    /// The store these rows show.
    public let store: FeedStore
    public let environment: StoryLayoutEnvironment
    /// Every distinct top-level story measured so far, by id (possibly at an older key).
    let rows: TreeDictionary<StoryID, MeasuredRow>
    /// Each position's row height (measured, or the estimate) and where its row starts.
    let offsets: RowOffsets
    /// The positions of each top-level id in `store` (shared by every feed of that store).
    let index: RowIndex
    /// The height of a row that has no measurement at its story's current key.
    public let estimatedRowHeight: Double
    /// The number of leading positions (from 0) that are measured: their offsets are final.
    public let measuredPrefix: Int
    /// The positions whose rows may keep their layouts; no row outside them has one. `nil`: every
    /// measured row keeps its layout (nothing has been dropped yet).
    public let retainedPositions: Range<Int>?

    /// An empty feed at `environment`'s width.
    public init(environment: StoryLayoutEnvironment, estimatedRowHeight: Double = Self.defaultEstimatedRowHeight) {
        self.init(store: FeedStore(), environment: environment, rows: [:], estimatedRowHeight: estimatedRowHeight,
                  retainedPositions: nil)
    }

    /// `store` with no row measured: every row has the height `estimatedRowHeight`. Lay rows out with
    /// `layingOut(_:workers:)` (or `FeedPrefetcher`).
    /// - Complexity: O(n) in the positions.
    public init(estimating store: FeedStore, environment: StoryLayoutEnvironment,
                estimatedRowHeight: Double = Self.defaultEstimatedRowHeight) {
        self.init(store: store, environment: environment, rows: [:], estimatedRowHeight: estimatedRowHeight,
                  retainedPositions: nil)
    }

    /// A feed whose offsets are computed from `rows` (a row counts only at its story's current key in
    /// `store`; other positions get `estimatedRowHeight`).
    /// - Complexity: O(n) in the positions.
    init(store: FeedStore, environment: StoryLayoutEnvironment, rows: TreeDictionary<StoryID, MeasuredRow>,
         index: RowIndex? = nil, estimatedRowHeight: Double, retainedPositions: Range<Int>?) {
        var heights: [Double] = []
        heights.reserveCapacity(store.count)
        var prefix = 0
        var prefixOpen = true
        for id in store.topLevelIDs {
            // No lookup (a hash of the id) when nothing is measured, as for the estimate of a new feed.
            if !rows.isEmpty, let row = rows[id], Self.isCurrent(row.key, in: store, width: environment.width) {
                heights.append(row.height)
                if prefixOpen { prefix += 1 }
            } else {
                heights.append(estimatedRowHeight)
                prefixOpen = false
            }
        }
        self.init(store: store, environment: environment, rows: rows, offsets: RowOffsets(heights: heights),
                  index: index ?? RowIndex(store.topLevelIDs), estimatedRowHeight: estimatedRowHeight, measuredPrefix: prefix,
                  retainedPositions: retainedPositions)
    }

    init(store: FeedStore, environment: StoryLayoutEnvironment, rows: TreeDictionary<StoryID, MeasuredRow>,
         offsets: RowOffsets, index: RowIndex, estimatedRowHeight: Double, measuredPrefix: Int,
         retainedPositions: Range<Int>?) {
        self.store = store
        self.environment = environment
        self.rows = rows
        self.offsets = offsets
        self.index = index
        self.estimatedRowHeight = estimatedRowHeight
        self.measuredPrefix = measuredPrefix
        self.retainedPositions = retainedPositions
    }

    /// Whether `key` is its story's current key in `store` at `width`.
    static func isCurrent(_ key: StoryLayoutKey, in store: FeedStore, width: Double) -> Bool {
        guard let revision = store.revision(of: key.storyID) else { return false }
        return key == StoryLayoutKey(storyID: key.storyID, revision: revision, width: width)
    }

    /// The key `id` is measured at in this feed's store; `nil` for an id not in the store.
    func currentKey(of id: StoryID) -> StoryLayoutKey? {
        store.revision(of: id).map { StoryLayoutKey(storyID: id, revision: $0, width: environment.width) }
    }

    /// The number of top-level positions.
    public var count: Int { store.count }

    /// Whether the row at `position` is measured at its story's current key (its height is final, not
    /// an estimate); `false` outside `0..<count`.
    /// - Complexity: O(log n).
    public func isMeasured(at position: Int) -> Bool {
        guard store.topLevelIDs.indices.contains(position) else { return false }
        let id = store.topLevelIDs[position]
        guard let row = rows[id] else { return false }
        return Self.isCurrent(row.key, in: store, width: environment.width)
    }

    /// Whether the row at `position` has the layout of its story's current key (it can be mounted);
    /// `false` outside `0..<count`.
    /// - Complexity: O(log n).
    public func isLaidOut(at position: Int) -> Bool {
        row(at: position) != nil
    }

    /// Whether every row is measured.
    public var isFullyMeasured: Bool { measuredPrefix == count }

    /// The layout of the story at `position`, when this feed keeps one at the story's current key.
    /// - Complexity: O(log n).
    public func row(at position: Int) -> StoryRowLayout? {
        guard store.topLevelIDs.indices.contains(position),
              let measured = rows[store.topLevelIDs[position]], let layout = measured.layout,
              Self.isCurrent(measured.key, in: store, width: environment.width)
        else { return nil }
        return StoryRowLayout(key: measured.key, layout: layout)
    }

    /// The bitmaps drawn ahead for the row at `position`, when this feed keeps its layout and has drawn it.
    /// - Complexity: O(log n).
    public func bitmaps(at position: Int) -> RowBitmaps? {
        guard store.topLevelIDs.indices.contains(position), let measured = rows[store.topLevelIDs[position]],
              Self.isCurrent(measured.key, in: store, width: environment.width)
        else { return nil }
        return measured.bitmaps
    }

    /// The layout this feed keeps for the story `id` at its current key, wherever it is shown.
    public func layout(ofStory id: StoryID) -> StoryRowLayout? {
        guard let measured = rows[id], let layout = measured.layout,
              Self.isCurrent(measured.key, in: store, width: environment.width)
        else { return nil }
        return StoryRowLayout(key: measured.key, layout: layout)
    }

    /// The rows that keep a layout now (for tests and memory figures).
    /// - Complexity: O(n) in the stories measured.
    public var keptLayoutCount: Int {
        rows.values.reduce(into: 0) { count, row in if row.layout != nil { count += 1 } }
    }

    /// The content's height: measured rows plus estimates for the others.
    public var contentHeight: Double { offsets.contentHeight }

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
        guard viewport.height > 0 else { return 0..<0 }
        return positions(overlapping: viewport.offset, viewport.offset + viewport.height)
    }

    /// The positions whose rows intersect `top..<bottom` (feed coordinates), in order.
    /// - Complexity: O(log n).
    public func positions(overlapping top: Double, _ bottom: Double) -> Range<Int> {
        guard count > 0, bottom > top else { return 0..<0 }
        // The first row whose bottom is below `top`.
        let first = firstIndex(in: 1..<(offsets.count + 1)) { offsets.top($0) > top } - 1
        // The first row whose top is at or below `bottom`.
        let end = firstIndex(in: 0..<count) { offsets.top($0) >= bottom }
        return first < end ? first..<end : first..<first
    }

    /// The number of positions from 0 whose row starts above `bottom` (and at least the first row when
    /// the feed is not empty, so a row of the viewport's top is included).
    /// - Complexity: O(log n).
    func positionsThrough(_ bottom: Double) -> Int {
        max(firstIndex(in: 0..<count) { offsets.top($0) >= bottom }, min(1, count))
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

/// One story measured: the key it was laid out at, its height, and its layout while the feed keeps it
/// (with its views' bitmaps while the row is in the display window).
/// The layout is boxed, so a row whose layout was dropped costs a few words, not a layout's inline size,
/// in a dictionary that holds every story measured (10,000 of them in a long scroll).
struct MeasuredRow: Sendable {
    let key: StoryLayoutKey
    let height: Double
    private let box: LayoutBox?

    init(_ row: StoryRowLayout, keepsLayout: Bool) {
        key = row.key
        height = row.height
        box = keepsLayout ? LayoutBox(row.layout, bitmaps: nil) : nil
    }

    private init(key: StoryLayoutKey, height: Double, box: LayoutBox?) {
        self.key = key
        self.height = height
        self.box = box
    }

    var layout: ComponentLayout? { box?.layout }
    var bitmaps: RowBitmaps? { box?.bitmaps }

    /// This row without its layout (nor its bitmaps).
    var dropped: MeasuredRow { MeasuredRow(key: key, height: height, box: nil) }

    /// This row with `bitmaps` (`nil`: without any); a row without a layout stays as it is.
    func drawn(_ bitmaps: RowBitmaps?) -> MeasuredRow {
        guard let box else { return self }
        return MeasuredRow(key: key, height: height, box: LayoutBox(box.layout, bitmaps: bitmaps))
    }
}

/// A layout on the heap, shared by the feeds that keep it, and its views' bitmaps once drawn ahead.
private final class LayoutBox: Sendable {
    let layout: ComponentLayout
    let bitmaps: RowBitmaps?

    init(_ layout: ComponentLayout, bitmaps: RowBitmaps?) {
        self.layout = layout
        self.bitmaps = bitmaps
    }
}
