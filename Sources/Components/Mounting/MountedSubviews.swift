import Views

/// The views a `Mounter` mounted under one parent before, as a new mount of that parent finds them,
/// handed out to the new items: by reuse key, in subview order, each view at most once.
///
/// The usual remount asks for the same keys in the same order as the views already there (an
/// unchanged or edited story keeps its shape); that case is matched position by position, without
/// the dictionary by key, which is built only when the keys differ.
///
/// Thread: main actor (it reads views).
@MainActor
struct MountedSubviews {
    /// The parent's managed subviews, in subview order, with their keys.
    private let views: [View]
    private let keys: [ReuseKey]
    /// The index in the parent's subviews of the first managed one (the parent's own views come
    /// before), or the subview count when there is none.
    let firstIndex: Int
    /// `nil` when the items' keys are a prefix-wise match of `keys`: item i takes view i.
    private var byKey: [ReuseKey: ArraySlice<View>]?
    private let itemCount: Int

    /// - Complexity: O(s + i), s the parent's subviews and i the items.
    init<Keys: Collection<ReuseKey>>(of parent: View, for items: Keys, recycler: ViewRecycler) {
        var views: [View] = []
        var keys: [ReuseKey] = []
        var firstIndex: Int?
        for (index, subview) in parent.subviews.enumerated() {
            guard let key = recycler.key(of: subview) else { continue }
            if firstIndex == nil { firstIndex = index }
            views.append(subview)
            keys.append(key)
        }
        self.views = views
        self.keys = keys
        self.firstIndex = firstIndex ?? parent.subviews.count
        itemCount = items.count
        if items.count <= keys.count && zip(items, keys).allSatisfy({ $0 == $1 }) {
            byKey = nil
        } else {
            var byKey: [ReuseKey: ArraySlice<View>] = [:]
            for (view, key) in zip(views, keys) { byKey[key, default: []].append(view) }
            self.byKey = byKey
        }
    }

    /// The view item `index` (whose key is `key`) keeps, or `nil` when it needs another one.
    /// Items must ask in order, each once.
    mutating func take(item index: Int, key: ReuseKey) -> View? {
        guard byKey != nil else { return views[index] }
        return byKey?[key]?.popFirst()
    }

    /// The views no item took (valid once every item has asked).
    var leftovers: [View] {
        guard let byKey else { return Array(views[itemCount...]) }
        return byKey.values.flatMap { $0 }
    }
}
