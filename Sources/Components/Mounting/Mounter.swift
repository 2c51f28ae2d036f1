import Geometry
import Views

/// Turns layouts into views under host views, reusing views and writing only what changed.
///
/// Mounting a layout on a host: every layout that has a view gets one, as a subview of the view of
/// its nearest ancestor that has one (or of the host), its frame in that view's coordinates;
/// layout-only components get no view. For each parent, a view already mounted there with the
/// same reuse key is kept (in order); otherwise one comes from the pool, or is created. Views the
/// new layout does not use are hidden, not destroyed, so mounting there again is cheap.
/// Attributes are diffed per view (see `Attribute`). A kept view whose new layout equals the one it
/// shows (its stored hash first, see `ComponentLayout`) is left as it is with everything under it:
/// the subtree is skipped, not walked, so remounting an equal layout writes nothing and costs
/// O(views the layout changed), not O(views mounted).
///
/// Unmounting a host puts every view mounted under it back in the pool, writing nothing to them:
/// their attributes are undone lazily, when a configuration that does not set them reuses the view
/// (`ViewRecycler`). The host itself, and views the caller added, are never written to.
///
/// Thread: main actor only.
@MainActor
public final class Mounter {
    public let context: ViewContext
    private let recycler: ViewRecycler

    /// - Parameter maxPooledViewsPerKind: how many unmounted views to keep per reuse key.
    public init(context: ViewContext, maxPooledViewsPerKind: Int = 64) {
        self.context = context
        recycler = ViewRecycler(maxPooledPerKey: maxPooledViewsPerKind)
    }

    /// Counters since the mounter was made.
    public var counters: MountCounters { recycler.counters }

    /// Views waiting in the pools.
    public var pooledViewCount: Int { recycler.pooledViewCount }

    /// Mounts `layout` on `host`, its top-left corner at `host`'s origin.
    /// - Complexity: O(n) in the layouts visited, plus O(v) per parent view visited with v subviews;
    ///   the subtree of a kept view whose layout did not change is not visited.
    public func mount(_ layout: ComponentLayout, on host: View) {
        var items: [Item] = []
        Self.collect(layout, at: .zero, into: &items)
        mount(items, in: host)
    }

    /// Returns every view mounted under `host` to the pool, writing nothing to them.
    /// - Complexity: O(n) in the views under `host`.
    public func unmount(from host: View) {
        for subview in host.subviews { recycler.enqueueTree(subview) }
    }

    /// A layout that has a view, with its frame in its parent view's coordinates.
    private struct Item {
        let layout: ComponentLayout
        let configuration: ViewConfiguration
        let frame: Rect
    }

    /// The layouts under `layout` (itself included) that get a view, each stopping the descent:
    /// the layout-only ones in between only shift positions.
    private static func collect(_ layout: ComponentLayout, at origin: Point, into items: inout [Item]) {
        if let configuration = layout.view {
            items.append(Item(layout: layout, configuration: configuration, frame: Rect(origin: origin, size: layout.size)))
            return
        }
        for child in layout.children {
            collect(child.layout, at: origin + child.position, into: &items)
        }
    }

    /// Mounts `items` as the managed subviews of `parent`; returns how many views they and their
    /// subtrees hold.
    @discardableResult
    private func mount(_ items: [Item], in parent: View) -> Int {
        var available = MountedSubviews(of: parent, for: items.lazy.map(\.configuration.reuseKey), recycler: recycler)
        var mounted: [View] = []
        mounted.reserveCapacity(items.count)
        var viewCount = 0
        for (index, item) in items.enumerated() {
            let key = item.configuration.reuseKey
            let view: View
            let isKept: Bool
            if let kept = available.take(item: index, key: key) {
                view = kept
                isKept = true
                recycler.counters.viewsKept += 1
                if view.isHidden { view.isHidden = false }
            } else {
                view = recycler.dequeue(key, context: context)
                isKept = false
            }
            // The frame first, so a label lays its new text out once, at its final width.
            view.frame = item.frame
            mounted.append(view)
            // Frames under the view are relative to it, so an equal layout leaves its subtree as it is.
            // (A view from the pool shows nothing known: its subviews went to their own pools.)
            if isKept, let descendants = recycler.descendants(of: view, ifShowing: item.layout) {
                recycler.counters.subtreesSkipped += 1
                recycler.counters.viewsKept += descendants
                viewCount += 1 + descendants
                continue
            }
            recycler.configure(view, with: item.configuration)
            var children: [Item] = []
            for child in item.layout.children {
                Self.collect(child.layout, at: child.position, into: &children)
            }
            let descendants = mount(children, in: view)
            recycler.remember(item.layout, descendants: descendants, on: view)
            viewCount += 1 + descendants
        }
        for view in available.leftovers where !view.isHidden {
            view.isHidden = true
            recycler.counters.viewsHidden += 1
        }
        order(mounted, in: parent, after: available.firstIndex)
        return viewCount
    }

    /// Puts `mounted` in layout order (later layouts on top) from `firstManaged` on, after the
    /// parent's own views and before hidden leftovers; moves nothing that is already in place.
    /// (Mounting the items adds no subview to `parent` before this, so the index found before holds.)
    private func order(_ mounted: [View], in parent: View, after firstManaged: Int) {
        for (offset, view) in mounted.enumerated() {
            let index = firstManaged + offset
            if index >= parent.subviews.count || parent.subviews[index] !== view {
                parent.insertSubview(view, at: index)
            }
        }
    }
}
