/// When the components pipeline lays rows out, keeps their layouts, and mounts an edit's changeset.
/// Distances are in viewport heights.
///
/// A plain `Sendable` value.
public struct FeedPolicy: Hashable, Sendable, Codable {
    /// How an edit's changeset reaches the screen.
    public enum UpdateDelivery: String, Hashable, Sendable, Codable, CaseIterable {
        /// The edit is announced and the main thread goes on producing frames while the workers rebuild
        /// and lay out the changed stories; the changeset is mounted, whole, at the start of the first
        /// frame that finds it ready (as ComponentKit applies changesets). The default.
        case asynchronous
        /// The main thread waits for the changeset and mounts it within the event's frame (for comparison,
        /// and for the counting repetition, whose counters must not depend on timing).
        case synchronous
    }

    /// How far beyond the viewport, above and below, rows are laid out ahead of the scroll; `nil` lays
    /// out the whole feed before the first screen (no frame ever waits, nothing is ever dropped).
    public var prefetchViewports: Double?
    /// How much more a prefetch request covers than the window needs, so that a scroll hands the workers
    /// a batch of rows at a time (split across them) rather than one row per frame.
    public var batchViewports: Double
    /// How far from the viewport, above and below, rows keep their layouts; farther, only their heights
    /// are kept. At least `prefetchViewports + batchViewports`, so prefetched rows are never dropped at once.
    public var retainViewports: Double
    public var updates: UpdateDelivery
    /// Whether the main thread waits for each prefetch request as it makes it, so the workers never run
    /// while the main thread does: with one worker every access to the shared text cache then comes in a
    /// fixed order, and every counter (text cache hits, misses and evictions included) is exact. For the
    /// counting repetition; off in measured runs.
    public var waitsForPrefetch = false
    /// How far beyond the viewport, above and below, the workers draw rows' views ahead (asynchronous
    /// display), in viewport heights: within the layout window, smaller than it by default. `nil`: nothing
    /// is drawn ahead; views draw on the main thread when mounted (`--display sync`).
    public var displayViewports: Double? = Self.defaultDisplayViewports

    public static let defaultPrefetchViewports = 2.0
    public static let defaultBatchViewports = 1.0
    public static let defaultRetainViewports = 4.0
    public static let defaultDisplayViewports = 1.0

    public init(prefetchViewports: Double? = Self.defaultPrefetchViewports, batchViewports: Double = Self.defaultBatchViewports,
                retainViewports: Double = Self.defaultRetainViewports, updates: UpdateDelivery = .asynchronous) {
        self.prefetchViewports = prefetchViewports.map { max(0, $0) }
        self.batchViewports = max(0, batchViewports)
        self.retainViewports = max(0, retainViewports)
        self.updates = updates
    }

    /// The retain distance in viewport heights actually used: never less than the prefetch reach.
    public var effectiveRetainViewports: Double {
        max(retainViewports, (prefetchViewports ?? 0) + batchViewports)
    }

    /// The display reach in viewport heights actually used: never beyond the layout window (a row is drawn
    /// from its layout), `nil` when nothing is drawn ahead.
    public var effectiveDisplayViewports: Double? {
        guard let display = displayViewports else { return nil }
        guard let prefetch = prefetchViewports else { return max(0, display) }
        return min(max(0, display), prefetch)
    }
}
