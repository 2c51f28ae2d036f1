import Views

/// The memory of mounting: which attributes each mounted view holds, and the pools of unmounted
/// views by reuse key. Every reset a reused view needs happens here, and only here.
///
/// Thread: main actor (it touches views).
@MainActor
final class ViewRecycler {
    /// What mounting set on one view it manages. Views not in `records` are not ours: nothing
    /// here ever writes to them (the host view, views a caller added by hand).
    private struct Record {
        let key: ReuseKey
        /// The attributes last applied, by identifier, with the values the view now holds.
        var applied: [String: Attribute]
    }

    private var records: [ObjectIdentifier: Record] = [:]
    private var pools: [ReuseKey: [View]] = [:]
    /// Views kept per reuse key; more are dropped (and released) rather than pooled.
    let maxPooledPerKey: Int
    var counters = MountCounters()

    init(maxPooledPerKey: Int) {
        self.maxPooledPerKey = maxPooledPerKey
    }

    func isManaged(_ view: View) -> Bool { records[ObjectIdentifier(view)] != nil }

    func key(of view: View) -> ReuseKey? { records[ObjectIdentifier(view)]?.key }

    /// A view for `key`: a pooled one if there is one, else a new one.
    ///
    /// Reset on reuse: `isHidden` is cleared, because the view may have been hidden as a leftover
    /// of its old parent before it was unmounted, and a view being mounted must show. Nothing else
    /// needs resetting: `enqueue` already undid every resettable attribute, and the persistent
    /// ones are exactly the identifiers `key` says the new configuration sets again (so `configure`
    /// overwrites any value that differs). The frame is not reset: the mounter sets it at once, and
    /// resetting it would cost a layout pass for nothing.
    func dequeue(_ key: ReuseKey, context: ViewContext) -> View {
        if var pool = pools[key], let view = pool.popLast() {
            pools[key] = pool
            if view.isHidden { view.isHidden = false }
            counters.viewsReused += 1
            return view
        }
        let view = View(kind: key.kind, context: context)
        records[ObjectIdentifier(view)] = Record(key: key, applied: [:])
        counters.viewsCreated += 1
        return view
    }

    /// Puts an unmounted view in its pool.
    ///
    /// Resets: every attribute that has an `unapply` is unapplied now, so no value of the old
    /// component (a background colour, a selected state) can show in the next one, even if the
    /// next one does not set that attribute; the record forgets them, so they are applied afresh.
    /// Persistent attributes stay, and stay recorded: the pool key keeps them for components that
    /// set them again, and the diff against the recorded values skips writing equal ones. The view
    /// leaves its superview, so a pooled view is never drawn and cannot be found by its old parent.
    /// Its managed subviews must have been enqueued first (they have pools of their own).
    func enqueue(_ view: View) {
        let id = ObjectIdentifier(view)
        guard var record = records[id] else { return }
        for attribute in record.applied.values.sorted(by: { $0.identifier < $1.identifier }) {
            guard let unapply = attribute.unapply else { continue }
            unapply(view, attribute.value)
            counters.attributesUnapplied += 1
            record.applied[attribute.identifier] = nil
        }
        view.removeFromSuperview()
        counters.viewsEnqueued += 1
        if pools[record.key, default: []].count < maxPooledPerKey {
            records[id] = record
            pools[record.key, default: []].append(view)
        } else {
            records[id] = nil
        }
    }

    /// Brings `view`'s attributes to `configuration`'s: applies new ones, updates (or applies)
    /// changed ones, unapplies the ones that are gone, and writes nothing for equal values. Only
    /// attributes this recycler applied are ever unapplied.
    func configure(_ view: View, with configuration: ViewConfiguration) {
        let id = ObjectIdentifier(view)
        guard var record = records[id] else { return }
        // Fast path: the same attributes, in the same order, with the same values (a remount of
        // an unchanged component) need no work at all.
        if record.applied.count == configuration.attributes.count,
           configuration.attributes.allSatisfy({ record.applied[$0.identifier] == $0 }) {
            return
        }
        let old = record.applied
        var applied: [String: Attribute] = [:]
        applied.reserveCapacity(configuration.attributes.count)
        for attribute in configuration.attributes {
            applied[attribute.identifier] = attribute
            if let previous = old[attribute.identifier] {
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
        var gone = old.values.filter { applied[$0.identifier] == nil }
        if !gone.isEmpty {
            gone.sort { $0.identifier < $1.identifier }
            for previous in gone {
                // A persistent attribute cannot be gone: the reuse key holds the same identifiers.
                guard let unapply = previous.unapply else { continue }
                unapply(view, previous.value)
                counters.attributesUnapplied += 1
            }
        }
        record.applied = applied
        records[id] = record
    }

    /// The number of views waiting in pools (for tests and reports).
    var pooledViewCount: Int { pools.values.reduce(0) { $0 + $1.count } }
}
