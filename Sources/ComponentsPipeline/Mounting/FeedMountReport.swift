import Components
import Counting
import Views

/// What one mounting pass of a `FeedMounter` did (a first mount, an update, a scroll). Deterministic:
/// counts, not times.
public struct FeedMountReport: Hashable, Sendable, Codable {
    /// The rows mounted, remounted, unmounted and moved.
    public var rows = RowMountCounts()
    /// The positions (after the pass) of the rows remounted, ascending.
    public var remountedPositions: [Int] = []
    /// Points the viewport's offset moved to keep the visible content in place when layouts replaced
    /// estimated heights of rows above it (`FeedMounter.adopt(_:anchored:)`); 0 otherwise.
    public var viewportShift = 0.0
    /// The work done on views during the pass (attribute writes, views created, frame changes...),
    /// row host views included.
    public var views = ViewCounters()
    /// The mounter's counters during the pass.
    public var mounting = MountCounters()

    public init() {}

    /// Adds what a later pass did (positions remounted are appended as they are).
    public mutating func add(_ other: FeedMountReport) {
        rows.add(other.rows)
        remountedPositions += other.remountedPositions
        viewportShift += other.viewportShift
        views.add(other.views)
        mounting.add(other.mounting)
    }

    /// Attribute writes on views during the pass.
    public var attributeWrites: Int { views.attributeWrites }
    /// Views initialised during the pass (row hosts included).
    public var viewsCreated: Int { views.viewsCreated }
}

/// What a mounting pass did to the feed's rows. Counts, not times.
public struct RowMountCounts: CounterSet, Codable {
    /// Rows that entered the mounted set (a new host got a story mounted on it).
    public var rowsMounted = 0
    /// Rows that stayed mounted and were mounted again because their layout key changed.
    public var rowsRemounted = 0
    /// Rows that left the viewport: their views went back to the pool.
    public var rowsUnmounted = 0
    /// Rows that stayed mounted and whose host frame changed (a frame move is not an attribute write).
    public var rowsMoved = 0

    public init() {}

    public static let counters: [Counter<RowMountCounts>] = [
        Counter("rowsMounted", "rows mounted", \.rowsMounted),
        Counter("rowsRemounted", "rows remounted", \.rowsRemounted),
        Counter("rowsUnmounted", "rows unmounted", \.rowsUnmounted),
        Counter("rowsMoved", "rows moved", \.rowsMoved),
    ]
}
