import Views

/// The memory of mounting: which attributes each mounted view holds, which layout it last showed, and
/// the pools of unmounted views by reuse key. Every reset a reused view needs happens here, and only
/// here.
///
/// Resets are lazy. A view going back to the pool keeps its attributes (it leaves the hierarchy, so
/// none of them can show); when it is configured again, only the attributes the new configuration
/// does not set are undone, and the ones it sets are written only when their value differs. Undoing
/// every attribute on the way into the pool would write each one twice when the next component sets
/// it again, which is the common case for views of one kind in one feed.
///
/// Thread: main actor (it touches views).
@MainActor
final class ViewRecycler {
    /// What mounting set on one view it manages. Views not in `records` are not ours: nothing
    /// here ever writes to them (the host view, views a caller added by hand). A class, so a lookup
    /// hands out the record to change in place instead of a copy of all its fields to write back.
    private final class Record {
        let key: ReuseKey
        /// The attributes last applied (a configuration's, identifiers unique), with the values the view
        /// now holds (pooled views included: enqueueing undoes nothing). An array shared with the
        /// configuration it came from: a view holds a handful, found by a scan, with no dictionary to
        /// build and no identifier to hash per mount.
        var applied: [Attribute]
        /// The layout the view and its subtree show, and how many managed views that subtree holds;
        /// `nil` for a new or pooled view. Its `view` is the configuration `applied` came from.
        var shown: (layout: ComponentLayout, descendants: Int)?

        init(key: ReuseKey) {
            self.key = key
            applied = []
        }
    }

    private var records: [ObjectIdentifier: Record] = [:]
    /// The unmounted views of one reuse key. A class, so popping and pushing change the array in place:
    /// a pool array taken out of the dictionary and written back was copied by the pop, and changing it
    /// through the dictionary's accessors allocated a frame for each access.
    private final class Pool {
        var views: [View] = []
    }

    private var pools: [ReuseKey: Pool] = [:]
    /// Views kept per reuse key; more are dropped (and released) rather than pooled.
    let maxPooledPerKey: Int
    var counters = MountCounters()

    init(maxPooledPerKey: Int) {
        self.maxPooledPerKey = maxPooledPerKey
    }

    func key(of view: View) -> ReuseKey? { records[ObjectIdentifier(view)]?.key }

    /// A view for `key`: a pooled one if there is one, else a new one.
    ///
    /// Reset on reuse: `isHidden` is cleared, because the view may have been hidden as a leftover
    /// of its old parent before it was unmounted, and a view being mounted must show. Attributes are
    /// not reset here but by `configure`, which the mounter calls next: it undoes those the new
    /// configuration leaves unset and overwrites those it sets with another value (the persistent ones
    /// are always set again: the key holds their identifiers). The frame is not reset: the mounter
    /// sets it at once, and resetting it would cost a layout pass for nothing.
    func dequeue(_ key: ReuseKey, context: ViewContext) -> View {
        if let view = pools[key]?.views.popLast() {
            if view.isHidden { view.isHidden = false }
            counters.viewsReused += 1
            return view
        }
        let view = View(kind: key.kind, context: context)
        records[ObjectIdentifier(view)] = Record(key: key)
        counters.viewsCreated += 1
        return view
    }

    /// Enqueues `view`, when it is managed, after every managed view under it (their pools are their
    /// own); views that are not managed, and what is under them, stay where they are. Returns whether
    /// `view` was managed. One lookup of each view's record.
    @discardableResult
    func enqueueTree(_ view: View) -> Bool {
        let id = ObjectIdentifier(view)
        guard let record = records[id] else { return false }
        for subview in view.subviews { enqueueTree(subview) }
        enqueue(view, id: id, record: record)
        return true
    }

    /// Puts an unmounted view in its pool, writing nothing to it.
    ///
    /// No attribute is undone here (see the type's comment): the view leaves its superview, so a
    /// pooled view is never drawn and cannot be found by its old parent, and its record keeps the
    /// values it holds for the diff of its next `configure`. The layout it showed is forgotten, since
    /// its managed subviews must have been enqueued first (they have pools of their own), so its
    /// subtree is no longer that layout's.
    private func enqueue(_ view: View, id: ObjectIdentifier, record: Record) {
        record.shown = nil
        view.removeFromSuperview()
        counters.viewsEnqueued += 1
        let pool: Pool
        if let existing = pools[record.key] {
            pool = existing
        } else {
            pool = Pool()
            pools[record.key] = pool
        }
        if pool.views.count < maxPooledPerKey {
            pool.views.append(view)
        } else {
            records[id] = nil
        }
    }

    /// The number of managed views under `view` when it shows `layout` already (the mounter may skip
    /// the whole subtree then); `nil` when it shows anything else or nothing known.
    /// - Complexity: O(1) when the layouts differ (their stored hashes do) or share their storage;
    ///   otherwise O(n) in the layout's nodes to confirm equal hashes.
    func descendants(of view: View, ifShowing layout: ComponentLayout) -> Int? {
        guard let shown = records[ObjectIdentifier(view)]?.shown, shown.layout == layout else { return nil }
        return shown.descendants
    }

    /// Brings `view`'s attributes to `configuration`'s: applies new ones, updates (or applies)
    /// changed ones, unapplies the ones that are gone, and writes nothing for equal values. Only
    /// attributes this recycler applied are ever unapplied.
    ///
    /// The mounter calls `remember(_:descendants:on:)` once the view's subtree is mounted; until then
    /// the layout recorded as shown is the old one, which nobody asks about meanwhile (the view's
    /// parent asked before configuring it).
    func configure(_ view: View, with configuration: ViewConfiguration) {
        guard let record = records[ObjectIdentifier(view)] else { return }
        // Fast paths, no work at all: the configuration of the layout the view shows (a component
        // whose children changed but not itself; stored hashes compared first), or the same
        // attributes with the same values (a pooled view reused for an equal component).
        if let shown = record.shown, shown.layout.view == configuration { return }
        let old = record.applied
        if Self.holds(old, configuration.attributes) { return }
        // Old attributes the configuration sets again (identifiers are unique in a configuration).
        var carried = 0
        for attribute in configuration.attributes {
            if let previous = Self.find(attribute.identifier, in: old) {
                carried += 1
                if previous.value == attribute.value { continue }
                if let update = attribute.update {
                    update(view, previous.value, attribute.value)
                    counters.attributesUpdated += 1
                    continue
                }
            }
            attribute.apply(view, attribute.value)
            counters.attributesApplied += 1
        }
        if carried < old.count {
            for previous in Self.gone(from: old, in: configuration.attributes) {
                // A persistent attribute cannot be gone: the reuse key holds the same identifiers.
                guard let unapply = previous.unapply else { continue }
                unapply(view, previous.value)
                counters.attributesUnapplied += 1
            }
        }
        record.applied = configuration.attributes
    }

    // The scans below are loops in nonisolated functions: a closure made on the main actor and called
    // by a generic function checks the executor at every call.

    /// The attribute of `attributes` with `identifier`, if any.
    private nonisolated static func find(_ identifier: String, in attributes: [Attribute]) -> Attribute? {
        for attribute in attributes where attribute.identifier == identifier { return attribute }
        return nil
    }

    /// Whether `applied` holds exactly `attributes`: the same identifiers with the same values.
    private nonisolated static func holds(_ applied: [Attribute], _ attributes: [Attribute]) -> Bool {
        guard applied.count == attributes.count else { return false }
        for attribute in attributes where find(attribute.identifier, in: applied) != attribute { return false }
        return true
    }

    /// The attributes of `old` whose identifier `new` does not set, by identifier.
    private nonisolated static func gone(from old: [Attribute], in new: [Attribute]) -> [Attribute] {
        var gone: [Attribute] = []
        for previous in old where find(previous.identifier, in: new) == nil { gone.append(previous) }
        gone.sort { $0.identifier < $1.identifier }
        return gone
    }

    /// Records that `view` and its subtree now show `layout` (whose configuration `configure` just
    /// applied), with `descendants` managed views under it.
    func remember(_ layout: ComponentLayout, descendants: Int, on view: View) {
        records[ObjectIdentifier(view)]?.shown = (layout, descendants)
    }

    /// The number of views waiting in pools (for tests and reports).
    var pooledViewCount: Int { pools.values.reduce(0) { $0 + $1.views.count } }
}
