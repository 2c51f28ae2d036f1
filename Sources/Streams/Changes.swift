/// An ephemeral stream of changes: values that are announced, delivered to the observers present at
/// that moment, and not kept.
///
/// A stream has two ends. ``Inlet`` announces and cannot observe; `Changes` observes and cannot
/// announce. Make both with ``pipe()``:
///
/// ```swift
/// let (inlet, changes) = Changes<Int>.pipe()
/// changes.observe(with: controller) { controller, value in controller.show(value) }
/// inlet.announce(1)
/// ```
///
/// ## Lifetime
/// - An observation ends when its context is deallocated or when its ``Observation`` is cancelled,
///   whichever comes first. The stream holds the context weakly, so a context may store its own
///   `Observation` without a retain cycle; the handler receives the context as an argument and should
///   not capture it. The entry (and the handler) is released at the next announcement after the context
///   went away, or at once on `cancel()`.
/// - A derived stream (``map(_:)``, ``merge(_:)``, ``accumulate(startingFrom:_:)``) keeps its sources
///   alive and stays connected to them for as long as it is alive itself; a source never keeps its
///   derived streams alive. So `changes.map(f).map(g)` works with only the last stream kept.
/// - A handler that captures its own stream (its ``Inlet``, the `Changes`, or a ``Changing`` built on
///   it) keeps that stream alive until the observation ends: a cycle to avoid, or to end with
///   `cancel()`.
///
/// ## Ordering
/// - Each value goes to observers in the order they were added.
/// - Values are delivered one at a time, in the order their announcements were accepted; every observer
///   of a stream sees the same sequence, and an observer is never called concurrently with itself.
/// - An observer added while a value is being delivered starts with the next value; an observer
///   cancelled (or whose context died) while a value is being delivered is skipped from then on.
///
/// ## Re-entrancy
/// Announcing from inside an observer does not deliver at once: the value is queued and delivered,
/// to all observers, after the current value has reached every observer. The outermost `announce`
/// returns only when the queue is empty, so every nested value has been delivered by then.
///
/// ## Threads
/// - `Changes` and ``Inlet`` are `Sendable`; announcing and observing may happen on any thread.
/// - Announcements are serialized: the first thread to announce while no delivery is under way becomes
///   the deliverer and delivers, on its own thread, its value and every value queued meanwhile by other
///   threads (or re-entrantly) before its `announce` returns. A thread that announces during someone
///   else's delivery queues its value and returns at once; its value reaches observers on the
///   delivering thread, after the values queued before it. So values from one thread arrive in that
///   thread's order, and once every `announce` call has returned, every value has been delivered.
///   The deliverer keeps delivering for as long as other threads keep queueing, so under sustained
///   contention one `announce` can take much longer than its own value's delivery.
/// - No lock is held while an observer runs: observers may announce, observe and cancel freely.
///
/// - Complexity: announcing costs one call per observer plus two uncontended lock acquisitions; it never
///   waits for another thread's delivery. Observing is O(1) amortized; cancelling is O(*n*) in the
///   number of observers.
public struct Changes<Value: Sendable>: Sendable {
    let broadcaster: Broadcaster<Value>

    init(_ broadcaster: Broadcaster<Value>) {
        self.broadcaster = broadcaster
    }

    /// Makes a new stream and returns its two ends.
    public static func pipe() -> (inlet: Inlet, changes: Changes) {
        let broadcaster = Broadcaster<Value>()
        return (Inlet(broadcaster), Changes(broadcaster))
    }

    /// The announcing end of a stream. Holding an inlet keeps the stream alive.
    public struct Inlet: Sendable {
        let broadcaster: Broadcaster<Value>

        init(_ broadcaster: Broadcaster<Value>) {
            self.broadcaster = broadcaster
        }

        /// Delivers `value` to the stream's observers, following the rules on ``Changes``: on this thread
        /// when no delivery is under way, otherwise queued for the thread that is delivering.
        ///
        /// - Complexity: O(*n*) observer calls, *n* the number of observers.
        public func announce(_ value: Value) {
            broadcaster.announce(value)
        }
    }

    /// Calls `handler` with `context` and each value announced from now on, until `context` is
    /// deallocated or the returned observation is cancelled.
    ///
    /// `handler` runs on the delivering thread (see "Threads" on ``Changes``), never concurrently with
    /// itself, and with no lock held.
    ///
    /// - Parameters:
    ///   - context: The object whose lifetime bounds the observation; held weakly.
    ///   - handler: Receives the context and the value. Capture `context` through this argument, not
    ///     in the closure, or the closure keeps it alive.
    /// - Returns: A token that ends the observation when cancelled. Dropping it does not cancel.
    /// - Complexity: O(1) amortized.
    @discardableResult
    public func observe<Context: AnyObject & Sendable>(
        with context: Context,
        _ handler: @escaping @Sendable (Context, Value) -> Void
    ) -> Observation {
        let observer = Observer<Value>(context: context, handler: handler)
        broadcaster.add(observer)
        return Observation(observer, in: broadcaster)
    }
}
