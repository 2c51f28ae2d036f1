extension Changes {
    /// A value over time that starts at `initial` and becomes `reduce(change, value)` at each change
    /// this stream announces.
    ///
    /// ```swift
    /// let feed = edits.accumulate(startingFrom: initialFeed) { edit, feed in edit.apply(to: feed) }
    /// ```
    ///
    /// `reduce` runs on the delivering thread, never concurrently with itself, with no lock held; it sees
    /// each change exactly once, in the stream's order. The new value is stored before it is announced
    /// on ``Changing/changes``, so an observer of the updates that reads ``Changing/value`` reads the
    /// update it is being given. The result keeps this stream alive.
    ///
    /// - Complexity: O(1) to create; each change costs one `reduce` call plus the updates' delivery.
    public func accumulate<State: Sendable>(
        startingFrom initial: State,
        _ reduce: @escaping @Sendable (Value, State) -> State
    ) -> Changing<State> {
        let store = ValueStore(initial)
        let updates = Broadcaster<State>(sources: [broadcaster])
        observe(with: updates) { updates, change in
            let next = reduce(change, store.current.value)
            store.replace(with: next)
            updates.announce(next)
        }
        return Changing(changes: Changes<State>(updates), current: { store.current })
    }
}
