import Feed
import FeedState
import FlexLayout

/// The components pipeline's view of one `FeedStore`: the layout of every top-level position at one
/// width, and where each row sits when the rows are stacked from y = 0.
///
/// Layouts are held once per distinct top-level story, under their `StoryLayoutKey` (id, revision,
/// width): a story shown at two positions is laid out once, and a story an edit did not reach keeps
/// its layout value across updates. Make the first one with `init(environment:)` (an empty feed) and
/// `updating(to:workers:)` / `update(to:workers:)` to the initial store.
///
/// An immutable `Sendable` value: built on the workers, read on the main actor.
public struct ComponentFeed: Sendable {
    /// The store these layouts show.
    public let store: FeedStore
    public let environment: StoryLayoutEnvironment
    /// The layout of every distinct top-level story, by id.
    let layoutsByID: [StoryID: StoryRowLayout]
    /// The top of each position's row, plus the content height as the last element (`count + 1`
    /// values, ascending).
    let rowTops: [Double]

    /// An empty feed at `environment`'s width.
    public init(environment: StoryLayoutEnvironment) {
        self.init(store: FeedStore(), environment: environment, layoutsByID: [:], rowTops: [0])
    }

    init(store: FeedStore, environment: StoryLayoutEnvironment, layoutsByID: [StoryID: StoryRowLayout], rowTops: [Double]) {
        self.store = store
        self.environment = environment
        self.layoutsByID = layoutsByID
        self.rowTops = rowTops
    }

    /// The number of top-level positions.
    public var count: Int { store.count }

    /// The height of all rows stacked.
    public var contentHeight: Double { rowTops.last ?? 0 }

    /// The laid-out row at a top-level position; `nil` outside `0..<count`.
    /// - Complexity: O(1).
    public func row(at position: Int) -> StoryRowLayout? {
        guard store.topLevelIDs.indices.contains(position) else { return nil }
        return layoutsByID[store.topLevelIDs[position]]
    }

    /// The frame of a position's row in feed coordinates (full width, stacked); `nil` outside `0..<count`.
    /// - Complexity: O(1).
    public func rowFrame(at position: Int) -> Rect? {
        guard store.topLevelIDs.indices.contains(position), position + 1 < rowTops.count else { return nil }
        return Rect(x: 0, y: rowTops[position], width: environment.width,
                    height: rowTops[position + 1] - rowTops[position])
    }

    /// The positions whose rows intersect the viewport's vertical span, in order. Rows of zero height
    /// at the edges are not included.
    /// - Complexity: O(log n).
    public func positions(visibleIn viewport: FeedViewport) -> Range<Int> {
        guard count > 0, viewport.height > 0 else { return 0..<0 }
        let top = viewport.offset
        let bottom = viewport.offset + viewport.height
        // The first row whose bottom is below the viewport's top.
        let first = firstIndex(in: 1..<rowTops.count) { rowTops[$0] > top } - 1
        // The first row whose top is at or below the viewport's bottom.
        let end = firstIndex(in: 0..<count) { rowTops[$0] >= bottom }
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
