import Counting

/// Deterministic counters of what mounting did, summed over a `Mounter`'s life.
public struct MountCounters: CounterSet, Codable {
    /// Views made because neither the parent nor the pool had one with the right reuse key.
    public var viewsCreated = 0
    /// Views taken from the reuse pool (they had been unmounted elsewhere).
    public var viewsReused = 0
    /// Views that stayed where they were mounted before (same parent, same reuse key), the views of
    /// skipped subtrees included (they stay too, without being visited).
    public var viewsKept = 0
    /// Kept views whose new layout equals the one they show, so neither they nor anything under them
    /// was visited (`Mounter` skips the whole subtree).
    public var subtreesSkipped = 0
    /// Views hidden because their parent's new layout had no use for them.
    public var viewsHidden = 0
    /// Views put back in the pool by `unmount` (nothing is written to them then: see `ViewRecycler`).
    public var viewsEnqueued = 0
    /// `apply` calls: attributes new to their view, or changed ones without an `update`.
    public var attributesApplied = 0
    /// `update` calls: changed attributes that have one.
    public var attributesUpdated = 0
    /// `unapply` calls: attributes a view held that its new configuration does not set, whether the view
    /// stayed mounted or came back from the pool.
    public var attributesUnapplied = 0

    public init() {}

    public static let counters: [Counter<MountCounters>] = [
        Counter("viewsCreated", "views created", \.viewsCreated),
        Counter("viewsReused", "views reused", \.viewsReused),
        Counter("viewsKept", "views kept", \.viewsKept),
        Counter("subtreesSkipped", "subtrees skipped", \.subtreesSkipped),
        Counter("viewsHidden", "views hidden", \.viewsHidden),
        Counter("viewsEnqueued", "views enqueued", \.viewsEnqueued),
        Counter("attributesApplied", "attributes applied", \.attributesApplied),
        Counter("attributesUpdated", "attributes updated", \.attributesUpdated),
        Counter("attributesUnapplied", "attributes unapplied", \.attributesUnapplied),
    ]
}
