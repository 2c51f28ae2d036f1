/// Deterministic counters of what mounting did, summed over a `Mounter`'s life.
public struct MountCounters: Hashable, Sendable, Codable {
    /// Views made because neither the parent nor the pool had one with the right reuse key.
    public var viewsCreated = 0
    /// Views taken from the reuse pool (they had been unmounted elsewhere).
    public var viewsReused = 0
    /// Views that stayed where they were mounted before (same parent, same reuse key).
    public var viewsKept = 0
    /// Views hidden because their parent's new layout had no use for them.
    public var viewsHidden = 0
    /// Views put back in the pool by `unmount`.
    public var viewsEnqueued = 0
    /// `apply` calls: attributes new to their view, or changed ones without an `update`.
    public var attributesApplied = 0
    /// `update` calls: changed attributes that have one.
    public var attributesUpdated = 0
    /// `unapply` calls: attributes that disappeared, and every resettable attribute of an unmounted view.
    public var attributesUnapplied = 0

    public init() {}

    /// The counts accumulated since `earlier` was taken.
    public func since(_ earlier: MountCounters) -> MountCounters {
        var delta = MountCounters()
        delta.viewsCreated = viewsCreated - earlier.viewsCreated
        delta.viewsReused = viewsReused - earlier.viewsReused
        delta.viewsKept = viewsKept - earlier.viewsKept
        delta.viewsHidden = viewsHidden - earlier.viewsHidden
        delta.viewsEnqueued = viewsEnqueued - earlier.viewsEnqueued
        delta.attributesApplied = attributesApplied - earlier.attributesApplied
        delta.attributesUpdated = attributesUpdated - earlier.attributesUpdated
        delta.attributesUnapplied = attributesUnapplied - earlier.attributesUnapplied
        return delta
    }

    /// Adds the counts of `other`.
    public mutating func add(_ other: MountCounters) {
        viewsCreated += other.viewsCreated
        viewsReused += other.viewsReused
        viewsKept += other.viewsKept
        viewsHidden += other.viewsHidden
        viewsEnqueued += other.viewsEnqueued
        attributesApplied += other.attributesApplied
        attributesUpdated += other.attributesUpdated
        attributesUnapplied += other.attributesUnapplied
    }
}
