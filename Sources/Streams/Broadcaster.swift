import Synchronization

/// The engine behind every ``Changes`` stream: a list of observers and a queue of announcements.
///
/// The rules it implements are stated on ``Changes``; in short: one thread at a time delivers (the
/// "drainer"), values are delivered in queue order, each to a snapshot of the observers taken when that
/// value's delivery starts, and no lock is held while an observer runs.
///
/// `Sendable` without `@unchecked`: all mutable state sits in one `Mutex`.
final class Broadcaster<Value: Sendable>: Sendable {
    private struct State {
        /// Registered observers, in the order they were added.
        var observers: [Observer<Value>] = []
        /// Announcements waiting for delivery; `pending[pendingStart...]` is the live part.
        var pending: [Value] = []
        var pendingStart = 0
        /// True while some thread is in ``Broadcaster/announce(_:)`` delivering values.
        var isDelivering = false

        /// Takes the next pending value and the observers it goes to, or ends the delivery turn.
        mutating func next() -> (Value, [Observer<Value>])? {
            guard pendingStart < pending.count else {
                pending.removeAll(keepingCapacity: true)
                pendingStart = 0
                isDelivering = false
                return nil
            }
            let value = pending[pendingStart]
            pendingStart += 1
            // Under sustained contention the queue may never empty: drop the delivered prefix once it is
            // as long as the live part, so memory stays proportional to the values still waiting.
            if pendingStart >= 16, pendingStart * 2 >= pending.count {
                pending.removeFirst(pendingStart)
                pendingStart = 0
            }
            return (value, observers)
        }
    }

    private let state = Mutex(State())

    /// The streams this one is derived from. Held strongly so that a chain of derived streams stays
    /// connected for as long as its last stream is alive; the sources hold this stream only weakly (as
    /// an observation context), so there is no cycle.
    private let sources: [any AnyObject & Sendable]

    init(sources: [any AnyObject & Sendable] = []) {
        self.sources = sources
    }

    /// Delivers `value`, or queues it when a delivery is already under way (re-entrant or on another
    /// thread); in that case the thread that is delivering delivers it before its own call returns.
    ///
    /// - Complexity: O(*n*) observer calls per value, plus two lock acquisitions for a value delivered at
    ///   once (start and end of the turn) or one more per queued value.
    func announce(_ value: Value) {
        // Fast path: nobody is delivering, so this thread becomes the drainer without queueing.
        let first: (Value, [Observer<Value>])? = state.withLock { state in
            if state.isDelivering {
                state.pending.append(value)
                return nil
            }
            state.isDelivering = true
            return (value, state.observers)
        }
        guard var current = first else { return }
        while true {
            deliver(current.0, to: current.1)
            guard let next = state.withLock({ $0.next() }) else { return }
            current = next
        }
    }

    /// Adds `observer` at the end of the list; it receives values whose delivery starts afterwards.
    ///
    /// - Complexity: O(1) amortized, O(*n*) when a delivery holds a snapshot of the list (copy on write).
    func add(_ observer: Observer<Value>) {
        state.withLock { $0.observers.append(observer) }
    }

    /// Removes `observer` from the list, releasing its handler.
    ///
    /// - Complexity: O(*n*) in the number of observers.
    func remove(_ observer: Observer<Value>) {
        state.withLock { state in
            state.observers.removeAll { $0 === observer }
        }
    }

    /// The number of registered observers, including ones whose context is gone but has not been noticed
    /// yet (a dead observer is noticed at the next delivery).
    var observerCount: Int {
        state.withLock { $0.observers.count }
    }

    private func deliver(_ value: Value, to observers: [Observer<Value>]) {
        var sawEnded = false
        for observer in observers where observer.isActive {
            if !observer.deliver(value) {
                observer.end()
                sawEnded = true
            }
        }
        if sawEnded {
            state.withLock { state in
                state.observers.removeAll { !$0.isActive }
            }
        }
    }
}

/// One registration: a context held weakly, its handler, and a flag that ends it.
final class Observer<Value: Sendable>: Sendable {
    /// Held weakly: the observation ends when the context goes away. A `weak let` field rather than a
    /// `[weak context]` capture, whose mutable box costs a dynamic exclusivity check per delivery.
    private weak let context: (any AnyObject & Sendable)?
    private let handler: @Sendable (any AnyObject & Sendable, Value) -> Void
    private let active = Atomic<Bool>(true)

    init<Context: AnyObject & Sendable>(
        context: Context,
        handler: @escaping @Sendable (Context, Value) -> Void
    ) {
        self.context = context
        // The downcast cannot fail: `context` is only ever the object stored just above.
        self.handler = { context, value in handler(unsafeDowncast(context, to: Context.self), value) }
    }

    var isActive: Bool { active.load(ordering: .acquiring) }

    /// Calls the handler; returns `false`, without calling it, when the context is gone.
    func deliver(_ value: Value) -> Bool {
        guard let context else { return false }
        handler(context, value)
        return true
    }

    /// Ends the registration; a delivery already holding this observer skips it from now on.
    func end() { active.store(false, ordering: .releasing) }
}
